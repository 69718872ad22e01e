"""Second path of round 20's chenli2 mhgd claim (checks/papers/mhgd/r20_chenli2.py): Sec. 6.1's prose bound on beta_3
(L345) against beta_3's definition (Cor. 1 (3), L133), recomputed with its own formula (no code shared with the claim)."""

from __future__ import annotations

import math

import numpy as np


def test_beta3_plus_one_term() -> None:
    """'(beta_3(theta) v beta_3(theta_k)) <~ ||theta - theta_0|| + ||theta||_{2,inf}': take theta = theta_0 = theta_k a
    random matrix scaled so that ||theta||_{2,inf} (largest row 2-norm) = s -> 0. beta_3 = 2 d sqrt(T) d R^3 (3 sqrt(d)
    R^2 s + 1) tends to 2 d^2 sqrt(T) R^3 > 0 (the appendix's 2 d sqrt(T d) likewise), so beta_3/(0 + s) grows like 1/s:
    no constant, even one depending on T, d, R, bounds it."""
    rng = np.random.default_rng(7)
    T, d, R = 3, 5, 2.0
    base = rng.normal(size=(d, d))
    ratios = []
    for s in (1.0, 1e-2, 1e-4, 1e-6):
        theta = base * (s / np.linalg.norm(base, axis=1).max())
        theta0, theta_k = theta.copy(), theta.copy()
        n2inf = float(np.linalg.norm(theta, axis=1).max())
        assert abs(n2inf - s) < 1e-12 * max(s, 1.0)
        assert np.linalg.norm(theta_k - theta) <= 3 * np.linalg.norm(theta - theta0)  # Lemma 10's ball (0 <= 0)
        b3 = 2 * d * math.sqrt(T) * d * R**3 * (3 * math.sqrt(d) * R**2 * n2inf + 1)
        b3_app = 2 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * n2inf + 1)
        rhs = float(np.linalg.norm(theta - theta0)) + n2inf
        assert b3 >= 2 * d * d * math.sqrt(T) * R**3 and b3_app >= 2 * d * math.sqrt(T * d) * R**3
        ratios.append(b3 / rhs)
    assert ratios == sorted(ratios) and ratios[-1] / ratios[1] > 1e3, ratios
