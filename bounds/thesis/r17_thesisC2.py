"""Bounds for thesis App. C, round 17 continuation (helper thesisC2): pure functions, no torch."""

from __future__ import annotations

import math

# ------------------------------------ (C.192) L6181, its end: E exp(theta G_i) <= 1 + C_9 |e theta|^2 S^2


def c192_shape(theta: float, S: float, **_: object) -> float:
    """(C.192)'s last member less 1, without C_9: |e theta|^2 S^2, S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2
    (the left side is E exp(theta G_i) - 1)."""
    return (math.e * theta) ** 2 * S * S


def c192_mut_cubic(theta: float, S: float, **_: object) -> float:
    """Planted mutant: |e theta|^3 S^3 (one power of theta too many: vanishes faster as theta -> 0)."""
    return (math.e * theta) ** 3 * S**3
