"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 12 (thesisE): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r12_thesisE`` (per-step W_Q gradient projections of the proof of Lemma E.4.5,
App. E.5.5) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def e150_rhs(delta: float, beta: float, M1: int) -> float:
    """(E.150) L8708: |(mu_j; 0) eta G_Q (x_query; 0)| <= (1/2) e^{-delta^2 beta^2} |(mu_q; 0) eta G_Q (x_query; 0)| for
    mu_j forming a task with mu_q (explicit), as the ratio's side: (1/2) e^{-delta^2 beta^2}."""
    del M1
    return 0.5 * math.exp(-(delta**2) * beta**2)


def e150_mutant_tenth(delta: float, beta: float, M1: int) -> float:
    """A wrong side: a tenth of (E.150)'s."""
    return e150_rhs(delta, beta, M1) / 10


def e150_mutant_M1(delta: float, beta: float, M1: int) -> float:
    """A wrong side: (E.150)'s divided by M1^2 (a spurious decay in the number of patterns)."""
    return e150_rhs(delta, beta, M1) / M1**2


def e151_rhs(delta: float, beta: float, M1: int) -> float:
    """(E.151) L8712: |(mu_j; 0) eta G_Q (x_query; 0)| <= (1/M1) |(mu_q; 0) eta G_Q (x_query; 0)| for mu_j not forming
    a task with mu_q (explicit), as the ratio's side: 1/M1."""
    del delta, beta
    return 1.0 / M1


def e151_mutant_tenth(delta: float, beta: float, M1: int) -> float:
    """A wrong side: a tenth of (E.151)'s."""
    return e151_rhs(delta, beta, M1) / 10


def e151_mutant_M1(delta: float, beta: float, M1: int) -> float:
    """A wrong side: 1/M1^3 (a spurious faster decay in the number of patterns)."""
    return 1.0 / M1**3


def e152_shape(M2: int, M1: int) -> float:
    """(E.152) L8716: |(nu_k; 0) eta G_Q (x_query; 0)| <~ (1/M2) |(mu_q; 0) eta G_Q (x_query; 0)|, as the ratio's
    shape: 1/M2."""
    del M1
    return 1.0 / M2


def e152_mutant_exp(M2: int, M1: int) -> float:
    """A wrong shape: e^{-M2} (a decay far faster than 1/M2)."""
    del M1
    return math.exp(-M2)


def e152_mutant_M1(M2: int, M1: int) -> float:
    """A wrong shape: 1/(M1^3 M2) (a spurious decay in the number of IDR patterns)."""
    return 1.0 / (M1**3 * M2)


def e165_rhs(rhs: float) -> float:
    """(E.165) L8805-L8808 as printed: |(mu_j; 0) eta G_K p_q| <= (1/M1) |(mu_j; 0) eta G_K p_q| (the same entry on
    both sides); the side (1/M1) |.| is passed in."""
    return rhs


def e165_mutant_shift(rhs: float) -> float:
    """A wrong side: the printed side minus 1."""
    return rhs - 1.0


def e166_rhs(delta: float, M2: int) -> float:
    """(E.166) L8812-L8815: |(nu_k; 0) eta G_K p_q| <= (1/M2) |(mu_j; 0) eta G_K p_q| (explicit), as the ratio's side:
    1/M2."""
    del delta
    return 1.0 / M2


def e166_mutant_tenth(delta: float, M2: int) -> float:
    """A wrong side: a tenth of (E.166)'s."""
    return e166_rhs(delta, M2) / 10


def e166_mutant_sq(delta: float, M2: int) -> float:
    """A wrong side: 1/M2^3."""
    del delta
    return 1.0 / M2**3


def e61_shape(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int,
              one_minus_gamma: float) -> float:
    """(E.61) L8215-L8219: F(Psi; P^n) >~ (1 - gamma_T) (delta^2 (beta^2 + 1) alpha eta T/(2a) + delta^2 (beta^2 + 1)
    alpha^2 (eta T)^3 M1/a^2)."""
    s = delta**2 * (beta**2 + 1)
    return one_minus_gamma * (s * alpha * eta * T / (2 * a) + s * alpha**2 * (eta * T) ** 3 * M1 / a**2)


def e61_mutant_delta(delta: float, beta: float, alpha: float, eta: float, T: int, a: float, M1: int,
                     one_minus_gamma: float) -> float:
    """A wrong shape: (E.61)'s over delta^2 (the delta^2 factor dropped: wrong along delta -> 0)."""
    return e61_shape(delta, beta, alpha, eta, T, a, M1, one_minus_gamma) / delta**2


def e149_shape(M1: int, zeta: float, delta: float, gamma: float, beta: float) -> float:
    """(E.149) L8704: (mu_q; 0) eta G_Q|_{t=0} (x_query; 0) >~ eta (1/M1) zeta_t delta gamma_t beta^4, as the shape
    (eta = 1): zeta_0 delta gamma_0 beta^4 / M1."""
    return zeta * delta * gamma * beta**4 / M1


def e149_mutant_M1(M1: int, zeta: float, delta: float, gamma: float, beta: float) -> float:
    """A wrong shape: (E.149)'s times M1^5 (a spurious polynomial growth in the number of patterns; the reading
    '|.| on the left' has min_q |own| / shape ~ 7 .. 600 over M1 = 3 .. 30, so M1^5 outgrows it along M1)."""
    return e149_shape(M1, zeta, delta, gamma, beta) * M1**5


def e149_mutant_exp(M1: int, zeta: float, delta: float, gamma: float, beta: float) -> float:
    """A wrong shape: (E.149)'s times e^{M1} (a spurious exponential growth in the number of patterns)."""
    return e149_shape(M1, zeta, delta, gamma, beta) * math.exp(M1)


def e149_mutant_delta(M1: int, zeta: float, delta: float, gamma: float, beta: float) -> float:
    """A wrong shape: (E.149)'s over delta^3 (delta^{-2} in place of delta: wrong along delta -> 0)."""
    return e149_shape(M1, zeta, delta, gamma, beta) / delta**3


def e158_shape(eta: float, t0: int, M1: int) -> float:
    """(E.158) L8757, its last line: |(mu_j; 0) eta G_Q|_{t0} (x_query; 0)| <~ e^{-Theta(eta t0 / M1)^2} |(mu_q; 0) eta
    G_Q|_{t0} (x_query; 0)| for mu_j forming a task with mu_q, as the ratio's shape with the Theta constant 1:
    e^{-(eta t0 / M1)^2}."""
    return math.exp(-((eta * t0 / M1) ** 2))


def e158_mutant_M1(eta: float, t0: int, M1: int) -> float:
    """A wrong shape: (E.158)'s over M1^3 (a spurious decay in the number of patterns)."""
    return e158_shape(eta, t0, M1) / M1**3
