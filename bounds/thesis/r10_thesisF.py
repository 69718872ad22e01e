"""Hongkang Li, PhD thesis (RPI 2024), Appendix F, round 10 (thesisF): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r10_thesisF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

from collections.abc import Sequence


def s_lower_printed(S: float, eta: float, alpha: float, K: int) -> float:
    """(F.135) L9982, (F.139) L9998, (F.143) L10014: s >= sum_{b=0}^t (1 - p_n(b))^2 2 eta alpha^2/K^3, with
    S = sum_{b=0}^t (1 - p_n(b))^2 (the three displays print the same right side)."""
    return S * 2.0 * eta * alpha**2 / K**3


def s_lower_mutant_k(S: float, eta: float, alpha: float, K: int) -> float:
    """A wrong right side: K^1 for K^3 (a wrong power of the step count K)."""
    return S * 2.0 * eta * alpha**2 / K


def s_lower_mutant_alpha(S: float, eta: float, alpha: float, K: int) -> float:
    """A wrong right side: 8 alpha for 2 alpha^2 (a wrong power of alpha, and a larger constant)."""
    return S * 8.0 * eta * alpha / K**3


def f145_shape(alpha: float, K: int) -> float:
    """(F.145) L10022: sum_{i in S_[K] minus k} softmax(p~_i^T W^(t+1) p~_query) >= Omega(1): the printed shape 1."""
    del alpha, K
    return 1.0


def f145_mutant_alpha(alpha: float, K: int) -> float:
    """A wrong shape: alpha^-2 (the mass would have to grow as alpha -> 0)."""
    del K
    return alpha**-2


def f145_mutant_sqrt(alpha: float, K: int) -> float:
    """A wrong shape: K alpha^-3 (a wrong power of alpha and a spurious K)."""
    return K * alpha**-3


def f61_zero(c0: float) -> float:
    """(F.61) L9585: R_ICL = 0 (the printed right side 0; c0 is a dummy quantity, 0)."""
    return c0


def f61_mutant_negative(c0: float) -> float:
    """A wrong bound: R_ICL <= -0.05 (below any error rate: killed by every instance)."""
    return c0 - 0.05


def f159_shape(p: Sequence[float], M: int, eta: float) -> float:
    """(F.159) L10115: the printed shape eta (1/B) sum_{n in B_b} (1/(2M)) p_n(b)(1 - p_n(b))^2 (a '<~' bound)."""
    return eta / (2 * M) * sum(q * (1 - q) ** 2 for q in p) / len(p)


def f159_mutant_eta(p: Sequence[float], M: int, eta: float) -> float:
    """A wrong shape: eta^2 for eta (vanishes too fast along eta -> 0)."""
    return eta * f159_shape(p, M, eta)



def f116_lower(p: Sequence[float], alpha: float, K: int, M: int, eta: float) -> float:
    """(F.116) L9880-L9884 (= (F.9)'s lower side): eta (1/B) sum_n ((1/(KM))(-alpha^2/K^2 + (K - 1 + (2K - 1)
    alpha^2/K^2) p_n)(1 - p_n)^2 - (1 - p_n)^2 alpha^2/K^3 + (1/K)(1 - p_n)^2 (-p_n + (1 - p_n) alpha^2/K^2))."""
    a2 = alpha * alpha / (K * K)
    tot = 0.0
    for q in p:
        r2 = (1 - q) ** 2
        tot += (-a2 + (K - 1 + (2 * K - 1) * a2) * q) * r2 / (K * M) - r2 * a2 / K + r2 * (-q + (1 - q) * a2) / K
    return eta * tot / len(p)


def f116_mutant_zero(p: Sequence[float], alpha: float, K: int, M: int, eta: float) -> float:
    """A wrong side: 0 (the form is not nonnegative)."""
    return 0.0


def f115_upper(p: Sequence[float], alpha: float, K: int, M: int, eta: float) -> float:
    """(F.115) L9868-L9876 (= (F.9)'s upper side), its last line: eta (1/B) sum_n ((1/(KM))(-alpha^2/K^2 + (K - 1 +
    (2K - 1) alpha^2/K^2) p_n)(1 - p_n)^2 - (1 - p_n)^2 alpha^2/K^3)."""
    a2 = alpha * alpha / (K * K)
    tot = 0.0
    for q in p:
        r2 = (1 - q) ** 2
        tot += (-a2 + (K - 1 + (2 * K - 1) * a2) * q) * r2 / (K * M) - r2 * a2 / K
    return eta * tot / len(p)


def f115_mutant_eta3(p: Sequence[float], alpha: float, K: int, M: int, eta: float) -> float:
    """A wrong side: the printed one minus eta/4 (the form is not that far below it)."""
    return f115_upper(p, alpha, K, M, eta) - eta / 4
