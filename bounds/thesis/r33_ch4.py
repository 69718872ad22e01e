"""thesis (seed 003), round 33 (helper ch4): bounds of the (C.102) end claim at ||Sigma_L|| -> 0."""

from __future__ import annotations

import math


def c102_end_printed(K: float, **_: object) -> float:
    """(C.102)'s second line over the first line's K^{5/2} (K <= 4 here, the K issue is thesis.ch4.eqC.102-second's):
    the ratio measured by r15's _c102_measure is first / (K^2 (1 + xi)(1 - ||Sigma_L||^3)); the printed shape leaves
    K^{1/2} and a constant, bounded as ||Sigma_L|| -> 0."""
    return math.sqrt(float(K))


def c102_end_corrected(K: float, s: float, **_: object) -> float:
    """Corrected shape: O(||Sigma_L||^-3) in place of O(1 - ||Sigma_L||^3) (||Sigma_L|| = s^2), as (C.100) and
    (C.101) carry it: K^{1/2} s^-6 (1 - s^6)^-1 on the measured ratio."""
    return math.sqrt(float(K)) * float(s) ** -6 / (1.0 - float(s) ** 6)


def c102_end_mut_slow(K: float, s: float, **_: object) -> float:
    """Planted mutant of the corrected shape: ||Sigma_L||^-2 (too slow a growth)."""
    return math.sqrt(float(K)) * float(s) ** -4
