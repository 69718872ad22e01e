"""Bounds of chenli's round-26 claims (helper chenliC): ``checks/papers/chenli/r26_chenliC.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def minmax_over_omega(rhs_omega: Any, **_: Any) -> Any:
    """L3478 as printed: min over probability measures y on Omega of max_{alpha in S^{d-1}} sum_i alpha_i
    P_{x' ~ y}[x_i != x'_i] (= the least Euclidean norm over conv{1[x != y'] : y' in Omega})."""
    return rhs_omega


def minmax_over_A(rhs_A: Any, **_: Any) -> Any:
    """L3478 read with y a probability measure on A (Sion's theorem applied to Definition A.8)."""
    return rhs_A


def minmax_over_A_low(rhs_A: Any, **_: Any) -> Any:
    """Planted: the min-max 10 % low."""
    return 0.9 * rhs_A


def minmax_hamming(ham_A: Any, **_: Any) -> Any:
    """Planted: the Hamming distance from x to A (max_alpha replaced by the all-ones alpha, unnormalised)."""
    return ham_A
