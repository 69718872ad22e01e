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
