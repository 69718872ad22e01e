"""Round 30 (factrecall, helper discFR4): bounds of ``checks/papers/factrecall/r30_discFR4.py`` (Corollary 2's
conclusion (21), L584: the quantized construction's capacity against 'd^2 >~ N polylog N', the setting of Theorem 1)."""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds.num import log


def cor2_capacity_shape(d: int, M: int) -> Any:  # noqa: ARG001
    """Corollary 2 (L582-L584), 'd^2 >~ N polylog N' solved for N: the quantized W~ stores N >= c d^2/ln^2(e d)
    inputs (the polylog read as ln^2, as for Theorem 1; M does not enter the printed condition)."""
    return d * d / log(math.e * d) ** 2


def cor2_capacity_shape_corrected(d: int, M: int) -> Any:
    """With the union bound of Theorem 1's proof over the N(M - 1) pairs (L455-L459): d^2/(ln^2(e d) ln(e M))."""
    return cor2_capacity_shape(d, M) / log(math.e * M)


def cor2_capacity_shape_corrected_d_power(d: int, M: int) -> Any:
    """Planted wrong shape of the correction: d^3/(ln^2(e d) ln(e M)) (a wrong power of d)."""
    return d * cor2_capacity_shape_corrected(d, M)


def cor2_capacity_shape_d3(d: int, M: int) -> Any:  # noqa: ARG001
    """Planted wrong shape of the printed bound: d^3/ln^2(e d) (a wrong power of d; wrong at M = N)."""
    return d * cor2_capacity_shape(d, M)
