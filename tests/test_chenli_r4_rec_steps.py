"""Second paths (no claim code) for chenli's round-4 step claims and converted records (helper chenlirec)."""

from __future__ import annotations

import math

import numpy as np
from scipy.integrate import dblquad, quad


def test_eq157_coefficient_grows_like_three_halves() -> None:
    """Theorem B.1, (157) vs B.1.2-B.1.3: the small-lambda error O(eps' + eps'') int exp(-lambda^T Q lambda/3)
    enters the theorem's eps with det(Q)^{1/2} (2 pi)^{-m} (2 pi)^{m/2} int(...) = (3/2)^{m/2} (2-D quadrature on a
    non-diagonal Q, and 1-D at m = 1), not exp(-Omega(m))."""
    Q = np.array([[2.0, 0.7], [0.7, 1.0]])
    val, _ = dblquad(lambda y, x: math.exp(-(Q[0, 0] * x * x + 2 * Q[0, 1] * x * y + Q[1, 1] * y * y) / 3),
                     -30, 30, -30, 30, epsabs=1e-12)
    coef2 = math.sqrt(np.linalg.det(Q)) * (2 * math.pi) ** -2 * (2 * math.pi) ** 1 * val
    assert abs(coef2 - 1.5) < 1e-8
    q = 3.7
    v1 = quad(lambda t: math.exp(-q * t * t / 3), -math.inf, math.inf)[0]
    coef1 = math.sqrt(q) * (2 * math.pi) ** -1 * (2 * math.pi) ** 0.5 * v1
    assert abs(coef1 - math.sqrt(1.5)) < 1e-10
    # product structure: coefficient at m is coef1^m; unbounded against every exp(-c m), c >= 0
    assert coef1**64 > 3e5


def test_assump11_m2bar_vanishes() -> None:
    """Section 4 with Eq. (7): m2_bar = kappa^9 d^3/(upsilon^6 log^3 d k^{a/kappa}), kappa = c lambda^{6.5}/(m^{6.5}
    log^2 d); at m = 1, lambda = 0.999, k = 2, upsilon = c = 1 and a = 1, log m2_bar -> -inf in
    log d (exact arithmetic in the logs with mpmath; a = 1; a = 0.01 needs log d beyond ~500)."""
    import mpmath

    def log_m2(L: float, a: float = 1.0) -> mpmath.mpf:
        kappa = mpmath.mpf("0.999") ** mpmath.mpf("6.5") / mpmath.mpf(L) ** 2
        return 9 * mpmath.log(kappa) + 3 * L - 3 * mpmath.log(L) - a / kappa * mpmath.log(2)

    vals = [log_m2(L) for L in (3, 10, 20, 30)]
    assert vals[0] < -19 and vals[1] < -86 and vals[3] < -600
    assert log_m2(600, a=0.01) < 0
