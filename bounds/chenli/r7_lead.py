"""Bounds of chenli's Theorems 9.5 and 9.6 as restated by the paper (round 7, lead; ``checks/papers/chenli/r7_lead.py``).

Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` L2947-L2955.
"""

from __future__ import annotations

import math
from typing import Any


def thm9_5_rhs(L: float, R_N: float, c: float, delta: float, N: int, **_: Any) -> float:
    """Theorem 9.5 (L2947-L2951): with probability >= 1 - delta,
    E[l(f(x), y)] - (1/N) sum_a l(f(x_a), y_a) <= 4 L R_N(F) + 2 c sqrt(log(1/delta)/(2N))."""
    return 4.0 * L * R_N + 2.0 * c * math.sqrt(math.log(1.0 / delta) / (2.0 * N))


def thm9_5_rhs_range(L: float, R_N: float, c: float, delta: float, N: int, ell_min: float, **_: Any) -> float:
    """Corrected: the printed bound with c replaced by the loss's range c - inf l (the textbook statement has l in
    [0, c], where the two coincide): 4 L R_N(F) + 2 (c - inf l) sqrt(log(1/delta)/(2N)) (McDiarmid with bounded
    differences (c - inf l)/N plus symmetrisation and contraction, which give 2 L R_N)."""
    return 4.0 * L * R_N + 2.0 * (c - ell_min) * math.sqrt(math.log(1.0 / delta) / (2.0 * N))


def thm9_5_no_rademacher(L: float, R_N: float, c: float, delta: float, N: int, **_: Any) -> float:  # noqa: ARG001
    """Planted: the 4 L R_N(F) term dropped (wrong along the class's size W R)."""
    return 2.0 * c * math.sqrt(math.log(1.0 / delta) / (2.0 * N))


def thm9_5_quarter_c(L: float, R_N: float, c: float, delta: float, N: int, **_: Any) -> float:
    """Planted: 2c -> c/4 (a constant too small)."""
    return 4.0 * L * R_N + 0.25 * c * math.sqrt(math.log(1.0 / delta) / (2.0 * N))


def thm9_5_wrong_exponent(L: float, R_N: float, c: float, delta: float, N: int, **_: Any) -> float:
    """Planted: sqrt(log(1/delta)/(2N)) -> log(1/delta)/(2N) (wrong power of N)."""
    return 4.0 * L * R_N + 2.0 * c * math.log(1.0 / delta) / (2.0 * N)


def thm9_6(R: float, W: float, N: int, **_: Any) -> float:
    """Theorem 9.6 (L2953): for ||x|| <= R and F = {<w, .> : ||w|| <= W}, R_N(F) <= X W/sqrt(N), the printed 'X'
    read as R (the only scale the hypothesis attaches to the set X)."""
    return R * W / math.sqrt(N)


def thm9_6_wrong_exponent(R: float, W: float, N: int, **_: Any) -> float:
    """Planted: R W/N (wrong power of N)."""
    return R * W / N


def thm9_6_no_w(R: float, W: float, N: int, **_: Any) -> float:  # noqa: ARG001
    """Planted: R/sqrt(N) (the factor W dropped)."""
    return R / math.sqrt(N)
