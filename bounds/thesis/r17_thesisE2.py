"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 17 (thesisE2): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r17_thesisE2`` (proofs of Proposition 6.4.1 and Lemma E.4.5, App. E.5.2 / E.5.5:
(E.81), (E.88), (E.97), (E.129)-(E.131), (E.134)-(E.136)) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def e81_shape(M1: int, delta: float) -> float:
    """(E.81) L8327 / (E.88) L8355: sqrt(log M1) / M1 (log natural), the bound on (a^T, 0^T) W^(T) p for a another
    IDR pattern mu_a."""
    del delta
    return math.sqrt(math.log(M1)) / M1


def e81_mutant_delta(M1: int, delta: float) -> float:
    """Mutant: the shape times delta^3 (too strict along delta -> 0)."""
    return e81_shape(M1, delta) * delta**3


def e97_shape(M1: int, M2: int, delta: float) -> float:
    """(E.97) L8385: sqrt(log M1) (1/M1 + 1/M2)."""
    del delta
    return math.sqrt(math.log(M1)) * (1.0 / M1 + 1.0 / M2)


def e97_mutant_delta(M1: int, M2: int, delta: float) -> float:
    """Mutant: the shape times delta^6 (too strict along delta -> 0)."""
    return e97_shape(M1, M2, delta) * delta**6


def whp_fail_rhs(M1: int) -> float:
    """A 'with high probability' display read as its failure probability: at most M1^{-C}, C >= 1 read at its
    largest, 1/M1 (the section's w.h.p. events (E.133), (E.146) have probability 1 - M1^{-C}, C > 1)."""
    return 1.0 / M1


def whp_fail_mutant(M1: int) -> float:
    """Mutant: 1/M1^3 (too strict)."""
    return float(M1) ** -3


def whp_fail_mutant_zero(M1: int) -> float:
    """Mutant: no failure allowed at all (a share of 0; killed by any positive Wilson lower bound)."""
    del M1
    return 0.0


def beta_xi(beta: float, xi: float) -> float:
    """(E.134) L8592-L8595 / (E.135) L8597-L8600, the chain's end: beta xi (xi = 1/sqrt(m), Sec. 6.2.3 L1727)."""
    return beta * xi


def beta_xi_mutant_small(beta: float, xi: float) -> float:
    """Mutant: beta xi^9 (too small for the upper bound as m grows)."""
    return beta * xi**9


def beta_xi_mutant_large(beta: float, xi: float) -> float:
    """Mutant: beta / xi^3 (too large for the lower bound as m grows)."""
    return beta / xi**3


def e134_middle(W_frac: float, beta: float, xi: float, M1: int, m: int) -> float:
    """(E.134) L8592-L8593, the middle: |W_n|/m Phi(0) beta xi + beta xi log M1 / sqrt(m), Phi(0) = 1/2 (the standard
    normal CDF at 0; the pdf 0.399 is smaller and so less favourable to the display)."""
    return W_frac * 0.5 * beta * xi + beta * xi * math.log(M1) / math.sqrt(m)


def e134_middle_mutant(W_frac: float, beta: float, xi: float, M1: int, m: int) -> float:
    """Mutant: the middle's shape times xi (too small as m grows)."""
    return e134_middle(W_frac, beta, xi, M1, m) * xi


def e136_shape(delta: float, beta: float) -> float:
    """(E.136) L8604: e^{-delta beta^2}, the factor in front of |(1/m) sum_{i in W_n} W_O(i, 1:d_X) mu_j| (the
    measure divides by that sum: lhs the ratio)."""
    return math.exp(-delta * beta * beta)


def e136_mutant(delta: float, beta: float) -> float:
    """Mutant: e^{-delta beta^2} delta^3 (too strict along delta -> 0)."""
    return e136_shape(delta, beta) * delta**3


def whp_fail_mutant_neg(M1: int) -> float:
    """Mutant: a negative failure share -1/M1 (wrong for any share, also one that holds under a reading)."""
    return -1.0 / M1


def e143_rhs(rhs: float, scale: float) -> float:
    """(E.143) L8656-L8662, its first '>=': the printed right side eta/(B M1) sum_n (1/m) sum_{i in W_n} zeta_{i,t}
    delta gamma_t (1 - e^{-delta^2 beta^2} sqrt(log m/m) - (1/l) sqrt(log m/m)) beta^4, computed by the measure."""
    del scale
    return rhs


def e143_mutant(rhs: float, scale: float) -> float:
    """Mutant: twice the largest left side over q (wrong for the least one)."""
    del rhs
    return 2.0 * scale
