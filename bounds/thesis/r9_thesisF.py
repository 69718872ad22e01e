"""Hongkang Li, PhD thesis (RPI 2024), Appendix F, round 9 (thesisF): the printed sides (shapes) of the claims of
``thmcheck.checks.papers.thesis.r9_thesisF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def f49_shape(eps: float, xi: float) -> float:
    """(F.49) L9531: sum_{i in S_1^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps, read with Theorem 3's hidden constants
    (T = Theta(...), B >~ ...): 1 - mass <~ eps, the printed shape eps (uniform, O side)."""
    del xi
    return eps


def f49_mutant_xi(eps: float, xi: float) -> float:
    """A wrong shape: eps sqrt(xi / 0.1) (a spurious power of the initialisation scale xi, a second parameter)."""
    return eps * math.sqrt(xi / 0.1)


def f49_mutant_eps(eps: float, xi: float) -> float:
    """A wrong shape: eps^3 (a wrong power of the main scale eps)."""
    del xi
    return eps**3


def f67_shape(xi: float, d: int) -> float:
    """(F.67) L9621: |p~_i^T W^(0) p~_query| = |sum_{k,j} p_{i,k} p_{query,j} W^(0)_{k,j}| <~ xi: the printed shape xi
    (uniform, O side)."""
    del d
    return xi


def f67_mutant_d(xi: float, d: int) -> float:
    """A wrong shape: xi / d (a spurious decay in the dimension d, a second parameter)."""
    return xi / d


def f67_mutant_xi(xi: float, d: int) -> float:
    """A wrong shape: xi^2 (a wrong power of the scale xi)."""
    del d
    return xi**2


def f48_shape(K: int, eps: float, xi: float) -> float:
    """(F.48) L9527: p~_i^T W^(T) p~_query <~ eps log(K/eps) for p~_i of a TSR pattern other than the query's: the
    printed shape eps log(K/eps) (uniform, O side; xi passed along, unused)."""
    del xi
    return eps * math.log(K / eps)


def f48_mutant_xi(K: int, eps: float, xi: float) -> float:
    """A wrong shape: eps log(K/eps) sqrt(xi / 0.1) (a spurious power of the initialisation scale xi)."""
    return eps * math.log(K / eps) * math.sqrt(xi / 0.1)


def f48_mutant_eps(K: int, eps: float, xi: float) -> float:
    """A wrong shape: eps^3 log(K/eps) (a wrong power of eps)."""
    del xi
    return eps**3 * math.log(K / eps)


def f51_upper(K: int, eps: float, xi: float) -> float:
    """(F.51) L9539: p~_j^T W^(T) ((v_k; 0) + c_k) = Theta(log(K/eps)), the O half: the printed shape log(K/eps)
    (uniform; xi passed along, unused)."""
    del xi
    return math.log(K / eps)


def f51_mutant_xi(K: int, eps: float, xi: float) -> float:
    """A wrong corrected shape: (1 + log(K/eps)) sqrt(xi / 0.1) (a spurious power of the initialisation scale xi)."""
    return (1.0 + math.log(K / eps)) * math.sqrt(xi / 0.1)


def f51_mutant_eps(K: int, eps: float, xi: float) -> float:
    """A wrong corrected shape: eps^3 (1 + log(K/eps)) (a spurious factor eps^3)."""
    del xi
    return eps**3 * (1.0 + math.log(K / eps))


def _f8_common(p, alpha, K, M):  # noqa: ANN001, ANN202
    """(F.8)'s shared term (1/(KM)) (-4 - (3K - 2)(1 - p)(1 + alpha^2/K^2)) p (1 - p)."""
    a2 = alpha * alpha / (K * K)
    return (-4 - (3 * K - 2) * (1 - p) * (1 + a2)) * p * (1 - p) / (K * M)


def f8_lower(p, alpha, K, M, eta):  # noqa: ANN001, ANN201
    """(F.8) L9327-L9333, its lower side per prompt (B = 1): eta ((F.8)'s shared term + alpha^2/K^3 (1 - p)^2)."""
    return eta * (_f8_common(p, alpha, K, M) + alpha * alpha / K**3 * (1 - p) ** 2)


def f8_upper(p, alpha, K, M, eta):  # noqa: ANN001, ANN201
    """(F.8) its upper side per prompt: eta ((F.8)'s shared term + (1/K) p (1 - p)^2 (1 + alpha^2/K^2))."""
    return eta * (_f8_common(p, alpha, K, M) + p * (1 - p) ** 2 * (1 + alpha * alpha / (K * K)) / K)


def f8_mutant(p, alpha, K, M, eta):  # noqa: ANN001, ANN201
    """A wrong upper side: (F.8)'s upper without its last term (below the lower side for every p < 1)."""
    return eta * _f8_common(p, alpha, K, M)


def _f9_common(p, alpha, K, M):  # noqa: ANN001, ANN202
    """(F.9)'s shared term (1/(KM)) (-alpha^2/K^2 + (K - 1 + (2K - 1) alpha^2/K^2) p)(1 - p)^2 - (1 - p)^2 alpha^2/K^3."""
    a2 = alpha * alpha / (K * K)
    return (-a2 + (K - 1 + (2 * K - 1) * a2) * p) * (1 - p) ** 2 / (K * M) - (1 - p) ** 2 * alpha * alpha / K**3


def f9_lower(p, alpha, K, M, eta):  # noqa: ANN001, ANN201
    """(F.9) L9337-L9343, its lower side per prompt (B = 1): eta ((F.9)'s shared term + (1/K)(1 - p)^2 (-p + (1 - p)
    alpha^2/K^2))."""
    return eta * (_f9_common(p, alpha, K, M) + (1 - p) ** 2 * (-p + (1 - p) * alpha * alpha / (K * K)) / K)


def f9_upper(p, alpha, K, M, eta):  # noqa: ANN001, ANN201
    """(F.9) its upper side per prompt: eta times (F.9)'s shared term."""
    return eta * _f9_common(p, alpha, K, M)


def f9_mutant(p, alpha, K, M, eta):  # noqa: ANN001, ANN201
    """A wrong upper side: (F.9)'s upper minus p (1 - p)^2/K (below the lower side for every p < 1)."""
    return eta * (_f9_common(p, alpha, K, M) - p * (1 - p) ** 2 / K)


def f51_corrected(K: int, eps: float, xi: float) -> float:
    """(F.51)'s O half corrected: 1 + log(K/eps) (the printed log(K/eps) vanishes at K = 1 as eps -> 1 while the
    trained score does not; xi passed along, unused)."""
    del xi
    return 1.0 + math.log(K / eps)


def f51_mutant_one(K: int, eps: float, xi: float) -> float:
    """A wrong corrected shape: (1 + log(K/eps)) (1 - eps) (a spurious zero at eps = 1)."""
    del xi
    return (1.0 + math.log(K / eps)) * (1.0 - eps)


def f7_upper(p: Sequence[float], alpha: float, K: int, M: int, eta: float) -> float:
    """(F.7) L9317-L9321, Lemma F.3.5's right side: (eta/B) sum_{n in B_b} ((1/(KM)) (1 - p_n)^2 (-4 p_n (1 +
    alpha^2/K^2) + (alpha^2/K^2)(1 + 2(K - 1)/K)) - (alpha^2/K^3)(1 - p_n)^2), p = (p_n(t))_{n in B_b}."""
    a2 = alpha * alpha / (K * K)
    tot = sum((1 - q) ** 2 * (-4 * q * (1 + a2) + a2 * (1 + 2 * (K - 1) / K)) / (K * M)
              - alpha * alpha / K**3 * (1 - q) ** 2 for q in p)
    return eta * tot / len(p)


def f7_mutant(p: Sequence[float], alpha: float, K: int, M: int, eta: float) -> float:
    """A wrong right side: (F.7)'s with the factor 1/(KM) dropped from its first term (four times more negative)."""
    a2 = alpha * alpha / (K * K)
    tot = sum((1 - q) ** 2 * (-4 * q * (1 + a2) + a2 * (1 + 2 * (K - 1) / K))
              - alpha * alpha / K**3 * (1 - q) ** 2 for q in p)
    return eta * tot / len(p)


def f13_upper(p: Sequence[float], M: int, eta: float) -> float:
    """(F.13) L9368: -(eta/(2MB)) sum_{n in B_b} 4 p_n(t)(1 - p_n(t))^2, p = (p_n(t))_{n in B_b}."""
    return -eta / (2 * M) * sum(4 * q * (1 - q) ** 2 for q in p) / len(p)


def f13_mutant(p: Sequence[float], M: int, eta: float) -> float:
    """A wrong side: (F.13)'s times 100 (far more negative)."""
    return 100 * f13_upper(p, M, eta)


def f15_upper(p: Sequence[float], M: int, eta: float) -> float:
    """(F.15) L9376: (eta/(2BM)) sum_{n in B_b} p_n(b)(1 - p_n(b))^2."""
    return eta / (2 * M) * sum(q * (1 - q) ** 2 for q in p) / len(p)


def f15_mutant(p: Sequence[float], M: int, eta: float) -> float:
    """A wrong side: (F.15)'s divided by 1000."""
    return f15_upper(p, M, eta) / 1000


def f14_upper(eps: float, eta: float) -> float:
    """(F.14) L9372 and (F.16) L9380: eta eps."""
    return eta * eps


def f14_mutant(eps: float, eta: float) -> float:
    """A wrong side: eta eps^3 / 100 (a wrong power of eps, a factor 1/100)."""
    return eta * eps**3 / 100
