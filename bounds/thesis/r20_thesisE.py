"""Hongkang Li, PhD thesis (RPI 2024), Chapter 6 / Appendix E, round 20 (thesisE): the printed sides of (E.63), (E.64)
and (E.67) (proof of Theorem 6.3.3, App. E.4.3, L8223-L8243) read on the certified level of independent trained runs
(``thmcheck.checks.papers.thesis.r19_thesisE2``), and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def e63_rhs(M1: int) -> float:
    """(E.63) L8227: F(Psi; P^n) >= 1 (label +1); (E.64) L8231 read as -F(Psi; P^n) >= 1 (label -1). M1 carried."""
    del M1
    return 1.0


def e63_mutant_margin(M1: int) -> float:
    """Mutant: F >= 1 + eps with eps = M1^{-1/2} (a margin the hinge training does not give)."""
    return 1.0 + float(M1) ** -0.5


def e67_rhs(M1: int) -> float:
    """(E.67) L8243: E[ell(Psi; P, y)] <= eps, the printed eps read as M1^{-1/2} (r10's reading of B >~ max(eps^{-2},
    M1) log M1, as for (E.74), (E.75))."""
    return float(M1) ** -0.5


def e67_mutant_cube(M1: int) -> float:
    """Mutant: eps^3 = M1^{-3/2} (a faster rate than the printed eps)."""
    return float(M1) ** -1.5


def e614_shape(M2: int) -> float:
    """(6.14) L1850: ||r_i^(T)|| >= Omega(1) on L, read as 1 / ||r_i|| <= O(1): the shape 1 (M2 carried)."""
    del M2
    return 1.0


def e614_mutant_offset(M2: int) -> float:
    """Mutant: the shape minus 1 (= 0: no positive lhs is below a constant times it)."""
    del M2
    return 0.0
