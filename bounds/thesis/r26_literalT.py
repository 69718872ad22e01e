"""Bounds of ``thmcheck.checks.papers.thesis.r26_literalT`` (round 26, helper literalT): Proposition 6.4.1 (6.19)
L1877-L1886 as printed (the query / context token with its IDI noise kappa nu_k) and Proposition 6.4.5 (6.22) L1907,
both as uniform shapes (hidden constants)."""

from __future__ import annotations

import math


def eq6_19_shape(M1: int, M2: int, **_: object) -> float:
    """(6.19): ||[b^T, 0^T] W p|| <= O(sqrt(log M1) (1/M1 + 1/M2)) (log natural), b any IDI pattern."""
    return math.sqrt(math.log(M1)) * (1 / M1 + 1 / M2)


def eq6_19_mut_offset(M1: int, M2: int, **_: object) -> float:
    """Planted: the shape minus 0.45 (<= 0 from M1 = 3 on at M2 = 4 M1, so lhs <= 0 would be needed)."""
    return math.sqrt(math.log(M1)) * (1 / M1 + 1 / M2) - 0.45

