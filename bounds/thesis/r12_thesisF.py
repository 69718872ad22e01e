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


def f152_explicit(p: float) -> float:
    """(F.152) settled with an explicit constant: -term <= 24 (1 - p_n)^2 for every W and prompt n, so
    -term/(2 (1 - p_n)^2 p_n) <= 12/p_n (bounded as p_n -> 1). Derivation (thesis.ch7.eqF.152.explicit's docstring):
    F - z = sum_{i not same} a_i (y_i - z), |F - z| <= sqrt(2)(1 - p); c_i - c_bar = (F - z)^T (y_i - F), which is
    -|F - z|^2 on the same-pattern columns (y_i = z) and at most 2 (1 - p)(2 - p) in size elsewhere; so
    sum_i a_i |c_i - c_bar| <= 2 p (1 - p)^2 + 2 (1 - p)^2 (2 - p) = 4 (1 - p)^2, times p~'^T p~_i <= 3 and
    p~_query^T p~ <= 2."""
    return 24.0 * (1.0 - p) ** 2


def f152_explicit_mutant_const(p: float) -> float:
    """A wrong constant: 2 (1 - p)^2 (the measured -term reaches ~4 (1 - p)^2 at t ~ 100, ~7 (1 - p)^2 later)."""
    return 2.0 * (1.0 - p) ** 2


def f152_explicit_mutant_power(p: float) -> float:
    """A wrong power: 24 (1 - p)^3."""
    return 24.0 * (1.0 - p) ** 3
