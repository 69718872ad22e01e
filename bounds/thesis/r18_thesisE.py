"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 18 (thesisE): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r18_thesisE`` ((E.60) L8213; (E.95) L8377's many-seed share) and their planted
mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def e60_c_hi(c_hi: float) -> float:
    """(E.60) L8213: W_O(i) W_V p_s <~ (1/sqrt(M1)) W_O(i) W_V p_s, the same value x on both sides; '<~' read as x <= c
    x / sqrt(M1) with ONE absolute constant c > 0. A value x > 0 at M1 needs c >= sqrt(M1), a value x < 0 needs c <=
    sqrt(M1): the admissible constants form [c_lo, c_hi] with c_lo = the largest sqrt(M1) over runs with a positive
    value, c_hi = the smallest sqrt(M1) over runs with a negative one. The display holds iff c_lo <= c_hi (this
    function returns c_hi, the measured c_lo is compared with it)."""
    return c_hi


def e60_mutant_wide(c_hi: float) -> float:
    """Mutant: the admissible range widened by 0.2 (c_hi + 0.2)."""
    return c_hi + 0.2


def whp_share(M1: int) -> float:
    """A display held 'with high probability' over the training: the failure share allowed at its loosest, 1/M1 (the
    failure M1^{-C}, C >= 1), compared with the Wilson lower 95 % bound of the measured share."""
    return 1.0 / M1


def whp_share_mutant(M1: int) -> float:
    """Mutant: 1/M1^3 (a stricter w.h.p.)."""
    return float(M1) ** -3


def e71_shape(alpha_p: float, M1: int, delta: float) -> float:
    """(E.71) L8265: 1 - sum_{s in N_j} softmax(.) <= ((2 - alpha')/alpha') Theta(1/M1): the shape (2 - alpha') /
    (alpha' M1) of the attention mass off the query's ODR pattern (delta carried for the mutant)."""
    del delta
    return (2 - alpha_p) / (alpha_p * M1)


def e71_mutant_neg(alpha_p: float, M1: int, delta: float) -> float:
    """Mutant: the shape minus 1 (negative where alpha' M1 > 1: a positive mass off N_j then refutes every c)."""
    return e71_shape(alpha_p, M1, delta) - 1.0


def e72_shape(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int, eps: float) -> float:
    """(E.72) L8269, its last line: (delta^2 (beta^2 + 1) alpha eta T/(2a) + delta^2 (beta^2 + 1) alpha^2 (eta T)^3
    M1/a^2) (1 - eps)."""
    s = delta**2 * (beta**2 + 1)
    return (s * alpha * eta * T / (2 * a) + s * alpha**2 * (eta * T) ** 3 * M1 / a**2) * (1 - eps)


def e72_mutant_delta(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int,
                     eps: float) -> float:
    """Mutant: the shape over delta^4 (growing along delta -> 0)."""
    return e72_shape(delta, beta, alpha, eta, T, a, M1, eps) / delta**4


def e73_shape(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int, eps: float,
              one_minus_gamma: float) -> float:
    """(E.73) L8273, its first line: (1 - gamma_T) (delta^2 (beta^2 + 1) alpha eta T/(2a) + delta^2 (beta^2 + 1)
    alpha^2 (eta T)^3 M1/a^2) (1 - eps)."""
    return one_minus_gamma * e72_shape(delta, beta, alpha, eta, T, a, M1, eps)


def e73_mutant_delta(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int, eps: float,
                     one_minus_gamma: float) -> float:
    """Mutant: the shape over delta^4 (growing along delta -> 0)."""
    return e73_shape(delta, beta, alpha, eta, T, a, M1, eps, one_minus_gamma) / delta**4
