"""Hongkang Li, PhD thesis (RPI 2024), Appendix F, round 12 (thesisF): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r12_thesisF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def f55_shape(eps: float, xi: float) -> float:
    """(F.55) L9559: sum_{i in S_K^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps (ICL prompts), read with Theorem 3's
    hidden constants: 1 - mass <~ eps, the printed shape eps (uniform, O side)."""
    del xi
    return eps


def f55_mutant_xi(eps: float, xi: float) -> float:
    """A wrong shape: eps sqrt(xi / 0.1) (a spurious power of the initialisation scale xi)."""
    return eps * math.sqrt(xi / 0.1)


def f55_mutant_eps(eps: float, xi: float) -> float:
    """A wrong shape: eps^3 (a wrong power of eps)."""
    del xi
    return eps**3
