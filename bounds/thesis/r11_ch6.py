"""thesis, round 11 (helper ch6): the shapes of Theorem 6.3.3 (6.11) and Corollary 6.4.3 (6.20) as functions of the
test-prompt length l_ts as well (the printed shapes do not involve l_ts or alpha'; the argument only lets a path along
l_ts at fixed alpha' be scored), and their planted wrong shapes along l_ts. Pure functions, no torch."""

from __future__ import annotations

import math


def theorem6_3_3_hinge_shape(M1: int, B: int, l_ts: int | None = None) -> float:
    """Theorem 6.3.3 (6.11), L1808-L1828: E l(Psi; P, z) <= O(eps), eps = sqrt(log M1 / B) (the smallest eps the batch
    allows by (6.9)); independent of l_ts (and of alpha')."""
    return math.sqrt(math.log(M1) / B)


def theorem6_3_3_mut_lts(M1: int, B: int, l_ts: int) -> float:
    """Planted wrong shape: O(eps) decaying like 10 / l_ts (wrong along l_ts at fixed alpha')."""
    return math.sqrt(math.log(M1) / B) * 10.0 / l_ts


def cor6_4_3_leak_shape(M1: int, C: float, l_ts: int | None = None) -> float:
    """Corollary 6.4.3 (6.20), L1891-L1897: the leakage 1 - sum_{N_*} attn_s <= c M1^{-C}; independent of l_ts."""
    return float(M1) ** (-C)


def cor6_4_3_mut_lts(M1: int, C: float, l_ts: int) -> float:
    """Planted wrong shape: M1^{-C} decaying like 10 / l_ts (wrong along l_ts at fixed alpha')."""
    return float(M1) ** (-C) * 10.0 / l_ts
