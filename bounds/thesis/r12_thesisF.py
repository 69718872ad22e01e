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


def f47_shape(K: int, eps: float, xi: float) -> float:
    """(F.47) L9523: ... <~ eps log(K/eps) (the printed shape, constant left out; xi passed along, unused)."""
    del xi
    return eps * math.log(K / eps)


def f47_corrected(K: int, eps: float, xi: float) -> float:
    """1 + log(K/eps): the order of the trained same-pattern score (thesis.ch7.eqF.51's correction), which the
    literal sum is, and of the other-pattern score (thesis.ch7.eqF.48's correction), which the intended sum is."""
    del xi
    return 1.0 + math.log(K / eps)


def f47_mutant_eps(K: int, eps: float, xi: float) -> float:
    """A wrong corrected shape: eps^3 (1 + log(K/eps)) (a spurious factor eps^3)."""
    del xi
    return eps**3 * (1.0 + math.log(K / eps))


def f47_mutant_xi(K: int, eps: float, xi: float) -> float:
    """A wrong corrected shape: (1 + log(K/eps)) sqrt(xi/0.1) (a spurious power of xi)."""
    return (1.0 + math.log(K / eps)) * math.sqrt(xi / 0.1)
