"""thesis, Chapter 7 (round 21, ch7): Proposition 3's (7.23) with Theorem 3's own eps."""

from __future__ import annotations


def prop3_mass_thm(eps_thm: float) -> float:
    """(7.23) L2233: sum_{i in S_k^*} softmax(p~_i^T W^(T) q~_k) >= 1 - eps, eps the accuracy Theorem 3's (ii), (iii)
    are met for (the least such eps at constant 1)."""
    return 1 - eps_thm


def prop3_mass_no_eps(eps_thm: float) -> float:
    """Mutant: the mass >= 1 (eps dropped)."""
    return 1.0 + 0 * eps_thm
