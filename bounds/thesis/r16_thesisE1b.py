"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 16 (thesisE1b): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r16_thesisE1b`` (proof of Proposition 6.4.1, App. E.5.2: the partner rows (E.77) L8311
and (E.84) L8339) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def e77_shape(M1: int, S: float, delta: float) -> float:
    """(E.77) L8311 / (E.84) L8339: (1/M1) S, S the printed gradient sum (mu_j^T, 0^T) eta (1/B) sum_b sum_n
    dl/dW^(b) p at the token of the reported pairing (a partner a of mu_j, the same token on both sides)."""
    del delta
    return S / M1


def e77_mutant_neg(M1: int, S: float, delta: float) -> float:
    """Mutant: a negative side S/M1 - |S| - 1 (too strict: the partner entry is > -|S| - 1 at the pairing)."""
    return e77_shape(M1, S, delta) - abs(S) - 1.0


def e95_shape(M1: int, delta: float) -> float:
    """(E.95) L8377, the chain's end: |(mu'_j^T, 0^T) W_Q^(T) p'_query| >~ sqrt(log M1) (log natural)."""
    del delta
    return math.sqrt(math.log(M1))


def e95_mutant_delta(M1: int, delta: float) -> float:
    """Mutant: the shape times delta^-6 (too strict along delta -> 0; a median over seeds, noisy along the path, needs
    a steep mutant for a short path to kill it)."""
    return e95_shape(M1, delta) / delta**6


def e90_shape(M1: int, S: float, delta: float) -> float:
    """(E.90) L8363: |k_j| (mu_j^T, 0^T) W_Q^(T) p_query, S = that product at the reported pairing (the factor (1 -
    Theta(1)/M1 - Theta(1)/M2) read as a positive constant, as (E.93)'s '>~' needs)."""
    del M1, delta
    return S


def e90_mutant_delta(M1: int, S: float, delta: float) -> float:
    """Mutant (stricter along delta -> 0): S / delta."""
    return e90_shape(M1, S, delta) / delta
