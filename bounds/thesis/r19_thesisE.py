"""Hongkang Li, PhD thesis (RPI 2024), Chapter 6 / Appendix E, round 19 (thesisE): planted mutants of
``thmcheck.checks.papers.thesis.r18_thesisE2``'s (6.13) delta path (Theorem 6.3.4, L1840).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def e613_mutant_delta40(M1: int, delta: float) -> float:
    """Mutant: (6.13)'s shape eps = M1^{-1/2} times (5 delta)^40 (a bound that vanishes along delta -> 0, where the
    out-of-domain hinge levels off; steep enough that the ci path's 4 points over one decade decide it)."""
    return float(M1) ** -0.5 * (5.0 * delta) ** 40
