"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 16 (thesisE1): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r16_thesisE1`` (proof of Proposition 6.4.1, App. E.5.2: (E.79), (E.85), (E.87)) and
their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def e79_shape(M1: int, delta: float) -> float:
    """(E.79) L8319, its middle '>~': the shape sqrt(log M1) + delta (log natural) of the lower bound on the W_Q
    gradient sum (mu_j^T, 0^T) eta (1/B) sum_b sum_n dl/dW_Q^(b) p_query."""
    return math.sqrt(math.log(M1)) + delta


def e79_mutant_delta(M1: int, delta: float) -> float:
    """Mutant: the shape over delta^2 (too strict along delta -> 0)."""
    return e79_shape(M1, delta) / delta**2


def e87_shape(M1: int, M2: int, S: float, delta: float) -> float:
    """(E.87) L8351: sqrt(1 + 1/M1 + 1/M1^2 + 1/M2) times S, S the W_K gradient sum (mu_j^T, 0^T) eta (1/B) sum_b
    sum_n dl/dW_K^(b) (mu_j^T, +-q^T)^T (the largest over j and the sign: the side most favourable to the display)."""
    del delta
    return math.sqrt(1.0 + 1.0 / M1 + 1.0 / M1**2 + 1.0 / M2) * S


def e87_mutant_delta(M1: int, M2: int, S: float, delta: float) -> float:
    """Mutant: the shape times delta^2 (too strict along delta -> 0)."""
    return e87_shape(M1, M2, S, delta) * delta**2


def e85_shape(M2: int, S: float, delta: float) -> float:
    """(E.85) L8343: (1/M2) S, S the W_K gradient sum (mu_j^T, 0^T) eta (1/B) sum_b sum_n dl/dW_K^(b) p_q (the largest
    over j and the tokens p_q: the side most favourable to the display)."""
    del delta
    return S / M2


def e85_mutant_delta(M2: int, S: float, delta: float) -> float:
    """Mutant: the shape times delta^3 (too strict along delta -> 0)."""
    return e85_shape(M2, S, delta) * delta**3


def e82_shape(M1: int, M2: int, delta: float) -> float:
    """(E.82) L8331 / (E.89) L8359: sqrt(log M1) / M2 (a orthogonal to mu_j, not a mu)."""
    del delta
    return math.sqrt(math.log(M1)) / M2


def e82_mutant_delta(M1: int, M2: int, delta: float) -> float:
    """Mutant: the shape times delta^3 (too strict along delta -> 0)."""
    return e82_shape(M1, M2, delta) * delta**3


def e83_shape(M1: int, S: float, delta: float) -> float:
    """(E.83) L8335: (1/M1) S, S the W_K gradient sum (mu_j^T, 0^T) eta (1/B) sum_b sum_n dl/dW_K^(b) p_q (the largest
    over j and the tokens p_q: the side most favourable to the display)."""
    del delta
    return S / M1


def e83_mutant_neg(M1: int, S: float, delta: float) -> float:
    """Mutant (of the reading, S the update's side > 0): a negative side S/M1 - |S| - 1 (too strict: the left side
    is positive at some non-partner token)."""
    return e83_shape(M1, S, delta) - abs(S) - 1.0


def e93_shape(M1: int, delta: float) -> float:
    """(E.93) L8373 / (E.94) L8375, the chains' ends: sqrt(log M1) (log natural)."""
    del delta
    return math.sqrt(math.log(M1))


def e93_mutant_delta(M1: int, delta: float) -> float:
    """Mutant of the lower bound (E.93): the shape over delta^2 (too strict along delta -> 0)."""
    return e93_shape(M1, delta) / delta**2


def e94_mutant_delta(M1: int, delta: float) -> float:
    """Mutant of the upper bound (E.94): the shape times delta^2 (too strict along delta -> 0)."""
    return e93_shape(M1, delta) * delta**2


def e79_end_shape(M1: int, delta: float) -> float:
    """(E.79) L8319, the chain's end: (mu_j^T, 0^T) W_Q^(T) p_query >~ sqrt(log M1) (log natural)."""
    del delta
    return math.sqrt(math.log(M1))


def e79_end_mutant(M1: int, delta: float) -> float:
    """Mutant (stricter): the shape plus 10."""
    return e79_end_shape(M1, delta) + 10.0


def e54_shape(M1: int, S: float, delta: float) -> float:
    """(E.54) L8185: (1/M1) S, S the same-pattern score (W_K^(T) p_s^n)^T (W_Q^(T) p_query^n)."""
    del delta
    return S / M1


def e54_mutant_neg(M1: int, S: float, delta: float) -> float:
    """Mutant (of the reading, S > 0): a negative side S/M1 - |S| - 1 (too strict: the left side is positive)."""
    return e54_shape(M1, S, delta) - abs(S) - 1.0
