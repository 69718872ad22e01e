"""Round 29 (helper discC): the shared E[phi^(j)(Z)] quadrature of Chapter 4 (models/tensor_init).

gaussian_phi_deriv_means integrates phi'' and phi''' by parts for a wide Gaussian (s > 1): against mpmath at 30
digits (own code: the derivatives of the sigmoid integrated directly against N(m, s^2), where the precision absorbs
the cancellation) over an (m, s) grid with s up to 5.9e7 and |m| up to 1e4, on both sides of s = 1.
"""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest


def _own_means(m: float, s: float) -> list[float]:
    """(E sigmoid', E sigmoid'', E sigmoid''') for Z ~ N(m, s^2), direct integrals at 40 digits (own mpmath code)."""
    with mpmath.workdps(30):
        m_, s_ = mpmath.mpf(m), mpmath.mpf(s)

        def ders(z: mpmath.mpf) -> tuple[mpmath.mpf, mpmath.mpf, mpmath.mpf]:
            p = 1 / (1 + mpmath.exp(-z))
            d1 = p * (1 - p)
            return d1, d1 * (1 - 2 * p), d1 * (1 - 6 * d1)

        lo, hi = m - 40 * s, m + 40 * s
        pts = {lo, hi, *(x for x in (-80, -40, -20, -10, -5, -2, 0, 2, 5, 10, 20, 40, 80) if lo < x < hi)}
        pts |= {m + k * s for k in range(-40, 41, 8)}
        pts |= {c + k * s for c in (m - s * s, m + s * s) for k in (-2, -1, 0, 1, 2) if lo < c + k * s < hi}
        pts = sorted(pts)
        return [float(mpmath.quad(lambda z, j=j: ders(z)[j] * mpmath.npdf(z, m_, s_), pts, maxdegree=7))
                for j in range(3)]


_SLOW = pytest.mark.slow  # narrow Gaussians: mpmath's many short pieces take ~3-6 s each on a loaded machine


@pytest.mark.parametrize(("m", "s"), [pytest.param(0.8, 0.5, marks=_SLOW), pytest.param(-3.0, 1.0001, marks=_SLOW),
                                      pytest.param(10.0, 3.0, marks=_SLOW), (0.8, 888.0), (-50.0, 1e6),
                                      (100.0, 1e7), (0.8, 5.9e7), (1e3, 888.0), (-1e4, 1e4)])
def test_phi_deriv_means_by_parts_match_mpmath(m: float, s: float) -> None:
    from thmcheck.models import tensor_init as TI

    ref = _own_means(m, s)
    got = TI.gaussian_phi_deriv_means(m, s)
    for j in range(3):
        assert abs(got[j] - ref[j]) <= 1e-9 * abs(ref[j]) + 1e-14 * ref[0] / s ** (j + 2), (m, s, j, got[j], ref[j])


def _sig(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * z))


def test_c232_one_gd_step_expands_second_path() -> None:
    """(C.232) at xi = 0, t = 1 (own numpy, no repository code): d = K = 1 logistic regression, x ~ N(0, s), s = 1e-2
    (Sigma = s, mu = 0), w* = 1, n = 2e4 labelled samples; W_n the ERM by Newton; eta_0 = 1/H_max with H_max = C_4
    (||mu|| + ||Sigma||)^2 = s^2 (C_4 = 1); one gradient step from W_n + 1e-6 multiplies the distance to W_n by
    |1 - eta_0 f_n''(W_n)| ~ 24 > 1 >= 1 - H_min/H_max, the printed right side over ||W_0 - W_n||."""
    rng = np.random.default_rng(232)
    s, n = 1e-2, 20000
    x = rng.normal(0.0, math.sqrt(s), n)
    y = (rng.random(n) < _sig(x)).astype(float)

    def grad(w: float) -> float:
        return float(np.mean((_sig(w * x) - y) * x))

    def hess(w: float) -> float:
        p = _sig(w * x)
        return float(np.mean(p * (1 - p) * x * x))

    w = 1.0
    for _ in range(50):
        w -= grad(w) / hess(w)
    assert abs(grad(w)) < 1e-15
    eta0 = 1.0 / s**2
    d0 = 1e-6
    w1 = (w + d0) - eta0 * grad(w + d0)
    ratio = abs(w1 - w) / d0
    assert ratio == pytest.approx(abs(1 - eta0 * hess(w)), rel=1e-3)
    assert ratio > 20.0
