"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 9 (thesisE): the printed sides (shapes) of the claims of
``thmcheck.checks.papers.thesis.r9_thesisE`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def e116_shape(M2: int, l: int) -> float:
    """(E.116) L8497 / (E.117) L8501, read as 'right end / left end >~ 1': the printed shape of the ratio (uniform,
    the hidden constant of the two '<~' left out; M2 and l unused)."""
    return 1.0 + 0.0 * M2 + 0.0 * l


def e116_mutant_m2(M2: int, l: int) -> float:
    """A wrong shape: M2^2 (a spurious growth in the number of IDI patterns)."""
    return float(M2) ** 2 + 0.0 * l


def e116_mutant_l(M2: int, l: int) -> float:
    """A wrong shape: sqrt(l) (a spurious growth in the prompt length)."""
    return float(l) ** 0.5 + 0.0 * M2


def e118_printed(n_b: int, n_a: int, n_c: int, n_d: int, beta: float, delta: float) -> float:
    """(E.118) L8505, first step: softmax_s >= e^{delta^2 beta^2} (sum_{N_j - M_k} e^{delta^2 beta^2} + sum_{N_j cap
    M_k} e^{delta^2(beta^2+1)} + sum_{[l] - N_j - M_k} e^{delta^2} + sum_{M_k - N_j} e^{delta^2})^{-1}, the printed
    right side from the four counts n_b = |N_j - M_k|, n_a = |N_j cap M_k|, n_d = |[l] - N_j - M_k|, n_c = |M_k - N_j|."""
    d2, b2 = delta**2, beta**2
    return math.exp(d2 * b2) / (n_b * math.exp(d2 * b2) + n_a * math.exp(d2 * (b2 + 1)) + (n_c + n_d) * math.exp(d2))


def e118_mutant(n_b: int, n_a: int, n_c: int, n_d: int, beta: float, delta: float) -> float:
    """A wrong right side: numerator e^{delta^2 (beta^2 + 1)} (the N_j cap M_k exponent in place of N_j - M_k's)."""
    return e118_printed(n_b, n_a, n_c, n_d, beta, delta) * math.exp(delta**2)


def e119_shape(M2: int, l: int) -> float:
    """(E.119) L8509 / (E.120) L8513 / (E.121) L8517 read as 'softmax_s / printed right side' against 1: the printed
    shape of the ratio (uniform, the '>~' resp. '<~' constant left out; M2 and l unused)."""
    return 1.0 + 0.0 * M2 + 0.0 * l


def e120_mutant_m2(M2: int, l: int) -> float:
    """A wrong shape for the upper bounds (E.120)/(E.121): 1/M2 (a spurious decay in the number of IDI patterns)."""
    return 1.0 / M2 + 0.0 * l


def e120_mutant_l(M2: int, l: int) -> float:
    """A wrong shape for the upper bounds (E.120)/(E.121): 1/l (a spurious decay in the prompt length)."""
    return 1.0 / l + 0.0 * M2


def e119_mutant_l(M2: int, l: int) -> float:
    """A wrong shape for the lower bound (E.119): l (a spurious linear growth in the prompt length)."""
    return float(l) + 0.0 * M2


def e126_printed(N: int, l: int) -> float:
    """(E.126) L8547-L8550 as 'left side / (gamma_t beta^2 delta) >= 1': the printed right side of the ratio, 1 (N, l
    unused)."""
    return 1.0 + 0.0 * N + 0.0 * l


def e126_mutant(N: int, l: int) -> float:
    """A wrong right side: 1 + 1/2 (gamma_t beta^2 delta scaled by 3/2)."""
    return 1.5 + 0.0 * N + 0.0 * l


def e92_printed(den: float, M2: int) -> float:
    """(E.92) L8369: the printed right side (1/M2) (mu_j^T, 0^T) W_Q^(t) p_query, from den = (mu_j^T, 0^T) W_Q^(t)
    p_query."""
    return den / M2


def e92_mutant(den: float, M2: int) -> float:
    """A wrong right side: (1/M2^2) (mu_j^T, 0^T) W_Q^(t) p_query (a spurious extra 1/M2)."""
    return den / M2**2


def e91_shape(kjj: float, den: float, M1: int, M2: int, t: int) -> float:
    """(E.91) L8365: the printed right side's shape |k_j| (mu_j^T, 0^T) W_Q^(t) p_query (1 + 1/M1 + 1/M2) (the two
    Theta(1) constants left out; k_j read as the scalar coefficient k_jj of mu_j in mu'_j; t unused)."""
    return abs(kjj) * den * (1.0 + 1.0 / M1 + 1.0 / M2) + 0.0 * t


def e91_norm_reading(kjj: float, den: float, M1: int, M2: int, t: int) -> float:
    """(E.91) with |k_j| read as the coefficient vector's norm (sum_i k_ji^2 = 1, so |k_j| = 1): den (1 + 1/M1 +
    1/M2)."""
    return den * (1.0 + 1.0 / M1 + 1.0 / M2) + 0.0 * kjj + 0.0 * t


def e91_mutant_t(kjj: float, den: float, M1: int, M2: int, t: int) -> float:
    """A wrong shape (for the norm reading): a spurious decay 1/(1 + t) along training."""
    return e91_norm_reading(kjj, den, M1, M2, t) / (1.0 + t)


def e91_mutant_k(kjj: float, den: float, M1: int, M2: int, t: int) -> float:
    """A wrong shape (for the norm reading): a spurious factor |k_jj| (the scalar reading's)."""
    return e91_shape(kjj, den, M1, M2, t)


def e128_printed(N: int, l: int) -> float:
    """(E.128) L8558 as 'left side / (gamma_t / l) <= 1': the printed right side of the ratio, 1 (N, l unused)."""
    return 1.0 + 0.0 * N + 0.0 * l


def e128_mutant(N: int, l: int) -> float:
    """A wrong right side: gamma_t/(10 l) (a spurious factor 1/10)."""
    return 0.1 + 0.0 * N + 0.0 * l


def e228_shape(M1: int, M2: int, m: int) -> float:
    """(E.228) L9122: the printed right side's shape 1/M1 (the Theta's constant left out; M2 and m unused)."""
    return 1.0 / M1 + 0.0 * M2 + 0.0 * m


def e228_mutant_power(M1: int, M2: int, m: int) -> float:
    """A wrong shape: 1/M1^2 (a wrong power of M1)."""
    return 1.0 / M1**2 + 0.0 * M2 + 0.0 * m


def e228_mutant_m(M1: int, M2: int, m: int) -> float:
    """A wrong shape: 1/m (a spurious decay in the number of neurons, M1 unused)."""
    return 1.0 / m + 0.0 * M1 + 0.0 * M2


def e122_printed(m: int, M1: int) -> float:
    """(E.122) L8521 as 'the fraction of lucky pairs (n, i in W_n) with W_O(i)^(t) V^n(t) <= 0 at some step is 0'
    (the printed '> 0' for every i in W_n and every t): the bound 0 (m, M1 unused)."""
    return 0.0 * m + 0.0 * M1
