"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 11 (thesisE): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r11_thesisE`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (l_tr is passed
so that mutants can carry a wrong context-length factor; the printed shapes do not use it).
"""

from __future__ import annotations


def e168_shape(beta: float, one_minus_gamma: float, l_tr: int) -> float:
    """(E.168) L8834: sum_s softmax_s p_s^T (x_i^T, q^T)^T >~ beta^2 (1 - gamma_t) (its last line, given (E.169))."""
    del l_tr
    return beta**2 * one_minus_gamma


def e168_mutant_l(beta: float, one_minus_gamma: float, l_tr: int) -> float:
    """A wrong shape: beta^2 (1 - gamma_t) l_tr (a spurious growth with the context length)."""
    return beta**2 * one_minus_gamma * l_tr


def e168_mutant_l2(beta: float, one_minus_gamma: float, l_tr: int) -> float:
    """A wrong shape: beta^2 (1 - gamma_t) l_tr^2."""
    return beta**2 * one_minus_gamma * l_tr**2


def e170_shape(beta: float, gamma: float, l_tr: int) -> float:
    """(E.170) L8843: sum_s softmax_s p_s^T (x_j^T, q^T)^T <~ beta^2 gamma_t (x_j of another IDR pattern)."""
    del l_tr
    return beta**2 * gamma


def e170_mutant_l2(beta: float, gamma: float, l_tr: int) -> float:
    """A wrong shape: beta^2 gamma_t / l_tr^2 (a too fast decay with the context length)."""
    return beta**2 * gamma / l_tr**2


def e170_mutant_l(beta: float, gamma: float, l_tr: int) -> float:
    """A wrong shape: beta^2 gamma_t / l_tr (a spurious decay with the context length)."""
    return beta**2 * gamma / l_tr


def e99_rhs(rhs: float) -> float:
    """(E.99) L8405: the printed right side (1/M2) W_O(i)^(T) W_V^(T) (mu_j^T, 0^T)^T (measured; passed through)."""
    return rhs


def e99_mutant_shift(rhs: float) -> float:
    """Mutant: the right side minus 1."""
    return rhs - 1.0


def e99_mutant_tenth(rhs: float) -> float:
    """Mutant: a tenth of the right side minus 1/20."""
    return rhs / 10 - 0.05


def e98_shape(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int) -> float:
    """(E.98) L8401: W_O(i)^(T) W_V^(T) (p_s^n, 0^T)^T >~ delta^2 beta^2 alpha eta T / (2a) + delta^2 beta^2 alpha^2
    (eta T)^3 M1 / a^2 (the printed shape)."""
    return delta**2 * beta**2 * alpha * eta * T / (2 * a) + delta**2 * beta**2 * alpha**2 * (eta * T) ** 3 * M1 / a**2


def e98_mutant_T(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int) -> float:
    """Mutant: the shape times T (a wrong power of the horizon)."""
    return e98_shape(delta, beta, alpha, eta, T, a, M1) * T


def e101_shape(delta: float, alpha: float, eta: float, T: int, a: float, M1: int) -> float:
    """(E.101) L8413 / (E.103) L8425: W_O(i)^(T) W_V^(T) (0^T, +-q^T)^T >~ delta^2 alpha eta T / (2a) + delta^2 alpha^2
    (eta T)^3 M1 / a^2 (the printed shape; no beta: q is the label embedding, ||q|| = 1)."""
    return delta**2 * alpha * eta * T / (2 * a) + delta**2 * alpha**2 * (eta * T) ** 3 * M1 / a**2


def e101_mutant_T(delta: float, alpha: float, eta: float, T: int, a: float, M1: int) -> float:
    """Mutant: the shape times T (a wrong power of the horizon)."""
    return e101_shape(delta, alpha, eta, T, a, M1) * T


def e49_shape(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int) -> float:
    """(E.49) L8161: W_O(i)^(T) W_V^(T) p_s^n >~ delta^2 (beta^2 + 1) alpha eta T/(2a) + delta^2 (beta^2 + 1) alpha^2
    (eta T)^3 M1 / a^2 (the printed shape)."""
    return delta**2 * (beta**2 + 1) * (alpha * eta * T / (2 * a) + alpha**2 * (eta * T) ** 3 * M1 / a**2)


def e49_mutant_T(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int) -> float:
    """Mutant: the shape times T."""
    return e49_shape(delta, beta, alpha, eta, T, a, M1) * T


def e59_rhs() -> float:
    """(E.59) L8209: Relu(...) = 0 for i in U, checked as <= 0."""
    return 0.0


def e59_mutant() -> float:
    """Mutant: 0 minus 1 (a Relu is never below it)."""
    return -1.0
