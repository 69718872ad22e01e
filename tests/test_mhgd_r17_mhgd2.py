"""Round 17 (mhgd, continuation): the Taylor-step claims of checks/papers/mhgd/r17_mhgd2.py on fixed instances."""

from __future__ import annotations

import numpy as np

from thmcheck.bounds.mhgd import r17_mhgd2 as B2


def _loss(z: np.ndarray) -> float:
    return float(np.mean(np.log1p(np.exp(-z))))


def test_l850_and_eq14_on_a_logistic_quadratic() -> None:
    """A one-parameter logistic loss L(t) = mean log(1 + exp(-a_i t)) (no code shared with the claims): the chain of
    L850 and (14) from their formulas, Hessian extremes on a fine grid of the segment."""
    rng = np.random.default_rng(0)
    a = rng.normal(size=20)

    def L(t: float) -> float:
        return _loss(a * t)

    def g(t: float) -> float:
        return float(np.mean(-a / (1 + np.exp(a * t))))

    def h(t: float) -> float:
        s = 1 / (1 + np.exp(-a * t))
        return float(np.mean(a**2 * s * (1 - s)))

    rho = float(np.mean(a**2)) / 4  # sup of h
    for t0 in (-2.0, 0.0, 0.5, 3.0):
        for eta in (0.01, 1.0, 10.0):
            t1 = t0 - eta * g(t0)
            grid = np.linspace(t0, t1, 2001)
            hmax = max(h(t) for t in grid)
            g2 = g(t0) ** 2
            assert L(t1) <= B2.l850(1, L(t0), eta, g2, hmax, rho) + 1e-12
            assert hmax <= B2.l850(2, L(t0), eta, g2, hmax, rho)
            assert L(t1) <= B2.l850(3, L(t0), eta, g2, hmax, rho) + 1e-12
            lmin = min(h(t) for t in grid)
            assert L(t1) >= B2.eq14(L(t0), g(t0) * (t1 - t0), lmin, (t1 - t0) ** 2) - 1e-12
