"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 18 (thesisE2): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r18_thesisE2`` ((E.74), (E.75) L8277-L8281 and Theorem 6.3.4's (6.13) L1840 on
out-of-domain prompts, as shares of independent trained runs) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def whp_level(M1: int) -> float:
    """'With high probability' over the training (Theorem 6.3.4): the failure share allowed at its loosest, 1/M1 (a
    failure probability M1^{-C}, C >= 1), compared with the Wilson lower 95 % bound of the measured failure share."""
    return 1.0 / M1


def whp_level_mutant(M1: int) -> float:
    """Mutant: 1/M1^3 (a stricter w.h.p.)."""
    return float(M1) ** -3


def e613_shape(M1: int, delta: float) -> float:
    """(6.13) L1840: E[ell(Psi; P, z)] <= O(eps): the shape eps, read as eps = M1^{-1/2} (r10's reading of B >~
    max(eps^{-2}, M1) log M1); delta carried for the mutant."""
    del delta
    return float(M1) ** -0.5


def e613_mutant_delta(M1: int, delta: float) -> float:
    """Mutant: the shape times (5 delta)^6 (vanishes along delta -> 0)."""
    return float(M1) ** -0.5 * (5.0 * delta) ** 6
