"""chenli Theorem B.4 (L3732-L3794) at m >= 2 with kappa > 0 and non-flat rows (round 28, helper chenliB4): the
printed shapes of its two conclusions, pure Python."""

from __future__ import annotations

import math
from typing import Any


def thmB_4_upper_shape(m: int, prodD: float, detQ: float, aQa: float, **_: Any) -> float:
    """Theorem B.4's upper bound as printed (L3758): 1.1^m (prod_j Delta_j) det(2 pi VV^T)^{-1/2}
    exp(-a^T (VV^T)^{-1} a/2); det(2 pi Q) = (2 pi)^m det Q. Hidden constant ('<~'), checked uniformly."""
    return 1.1**m * prodD / math.sqrt((2.0 * math.pi) ** m * detQ) * math.exp(-0.5 * aQa)


def thmB_4_lower_shape(m: int, prodD: float, detQ: float, aQa: float, **_: Any) -> float:
    """Theorem B.4's lower bound as printed (L3756): 0.9^m (prod_j Delta_j) det(2 pi VV^T)^{-1/2}
    exp(-a^T (VV^T)^{-1} a/2). Hidden constant ('>~'), checked uniformly."""
    return 0.9**m * prodD / math.sqrt((2.0 * math.pi) ** m * detQ) * math.exp(-0.5 * aQa)


def thmB_4_upper_mut_inv_delta(m: int, prodD: float, detQ: float, aQa: float, prodS: float, **_: Any) -> float:
    """Planted: prod_j ||v_j||/Delta_j in place of prod_j Delta_j/||v_j|| (wrong along Delta -> inf: P -> 1)."""
    return thmB_4_upper_shape(m, prodD, detQ, aQa) * (prodS / prodD) ** 2


def thmB_4_upper_mut_sqrt_delta(m: int, prodD: float, detQ: float, aQa: float, prodS: float, **_: Any) -> float:
    """Planted: (prod_j ||v_j||/Delta_j)^{1/2} in place of prod_j Delta_j/||v_j|| (wrong along Delta -> inf)."""
    return thmB_4_upper_shape(m, prodD, detQ, aQa) * (prodS / prodD) ** 1.5


def thmB_4_lower_mut_extra(m: int, prodD: float, detQ: float, aQa: float, prodS: float, **_: Any) -> float:
    """Planted: an extra factor prod_j Delta_j/||v_j|| (the printed shape squared in the box widths): further off
    along Delta -> inf."""
    return thmB_4_lower_shape(m, prodD, detQ, aQa) * (prodD / prodS)
