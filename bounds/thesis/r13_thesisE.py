"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 13 (thesisE): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r13_thesisE`` (the W_K gradient of the proof of Lemma E.4.5 (b), App. E.5.5, at the
induction step t0 / t0 + 1, and the label rows of the W_Q gradient) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def e164_shape(eta: float, t0: int, M1: int) -> float:
    """(E.164) L8798-L8801: |(mu_j; 0) eta G_K|_{t0} p_q| <~ e^{-Theta(eta t0 / M1)^2} |(mu_q; 0) eta G_K|_{t0} p_q| for
    mu_j forming a task with mu_q, as the ratio's shape with the Theta constant 1: e^{-(eta t0 / M1)^2}."""
    return math.exp(-((eta * t0 / M1) ** 2))


def e164_mutant_M1(eta: float, t0: int, M1: int) -> float:
    """A wrong shape: (E.164)'s over M1^3 (a spurious decay in the number of patterns)."""
    return e164_shape(eta, t0, M1) / M1**3


def e164_mutant_t0(eta: float, t0: int, M1: int) -> float:
    """A wrong shape: (E.164)'s over t0^4 (a spurious polynomial decay along the induction step)."""
    return e164_shape(eta, t0, M1) / t0**4


def e163_shape(M1: int, eta: float, delta: float, beta: float, zg_sum: float) -> float:
    """(E.163) L8790-L8794: (mu_q; 0) eta G_K|_{t0+1} p_q >~ eta (1/M1) sum_{b=0}^{t0} zeta_b delta gamma_b beta^2, as
    the shape: eta delta beta^2 zg_sum / M1 with zg_sum = sum_{b=0}^{t0} zeta_b gamma_b."""
    return eta * delta * beta**2 * zg_sum / M1


def e163_mutant_M1(M1: int, eta: float, delta: float, beta: float, zg_sum: float) -> float:
    """A wrong shape: (E.163)'s times M1^5 (a spurious polynomial growth in the number of patterns)."""
    return e163_shape(M1, eta, delta, beta, zg_sum) * M1**5


def e163_mutant_big(M1: int, eta: float, delta: float, beta: float, zg_sum: float) -> float:
    """A wrong shape: (E.163)'s times 1e12 (the side far above any gradient entry)."""
    return e163_shape(M1, eta, delta, beta, zg_sum) * 1e12


def e154_zero() -> float:
    """(E.154) L8732-L8737: the label rows of the W_Q gradient projected on q vanish: the bound 0."""
    return 0.0


def e161_rhs(B: int) -> float:
    """(E.161) L8774-L8779: ||G_K[:, d_X+1 : d_X+d_Y] q|| <= sqrt(log B / B) (mu_j; 0) G_K|_{t0+1} (mu_j; 0) (explicit),
    as the ratio's side: sqrt(log B / B)."""
    return math.sqrt(math.log(B) / B)


def e161_mutant_tenth(B: int) -> float:
    """A wrong side: a tenth of (E.161)'s."""
    return e161_rhs(B) / 10


def e161_mutant_B(B: int) -> float:
    """A wrong side: 1/B (a faster decay in the batch size)."""
    return 1.0 / B


def e155_shape(M1: int, eta: float, delta: float, beta: float, zg_sum: float) -> float:
    """(E.155) L8741-L8745: (mu_q; 0) eta G_Q|_{t0+1} (x_query; 0) >~ eta (1/M1) sum_{b=0}^{t0} zeta_b delta gamma_b
    beta^4, as the shape: eta delta beta^4 zg_sum / M1 with zg_sum = sum_{b=0}^{t0} zeta_b gamma_b."""
    return eta * delta * beta**4 * zg_sum / M1


def e155_mutant_M1(M1: int, eta: float, delta: float, beta: float, zg_sum: float) -> float:
    """A wrong shape: (E.155)'s times M1^5."""
    return e155_shape(M1, eta, delta, beta, zg_sum) * M1**5


def e155_mutant_big(M1: int, eta: float, delta: float, beta: float, zg_sum: float) -> float:
    """A wrong shape: (E.155)'s times 1e12."""
    return e155_shape(M1, eta, delta, beta, zg_sum) * 1e12


def e207_rhs(mu_side: float, BT: int) -> float:
    """(E.207) L9028: the right side (1/(BT)) times the measured (mu_b; q) component of the same accumulated W_O
    gradient."""
    return mu_side / BT


def e207_mutant_abs(mu_side: float, BT: int) -> float:
    """A wrong side: (E.207)'s lowered by |mu_side| (below the printed one whatever the sign of mu_side)."""
    return mu_side / BT - abs(mu_side)


def e213_rhs(eta: float, T: int, B: int, a: float) -> float:
    """(E.213) L9052: eta sqrt(log(B (t0 + 1)) / (B (t0 + 1))) / a, with T = t0 + 1 (natural log)."""
    return eta * math.sqrt(math.log(B * T) / (B * T)) / a


def e213_mutant_T(eta: float, T: int, B: int, a: float) -> float:
    """A wrong side: 1/(B T) in place of sqrt(log(B T) / (B T)) (a too fast concentration rate)."""
    return eta / (B * T) / a


def e213_mutant_a(eta: float, T: int, B: int, a: float) -> float:
    """A wrong side: 1/a^2 in place of 1/a."""
    return eta * math.sqrt(math.log(B * T) / (B * T)) / a**2


def e201_rhs(eta: float, B: int, a: float) -> float:
    """(E.201) L8989: eta sqrt(log B / B) / a (natural log)."""
    return eta * math.sqrt(math.log(B) / B) / a


def e201_mutant_B(eta: float, B: int, a: float) -> float:
    """A wrong side: 1/B in place of sqrt(log B / B)."""
    return eta / B / a


def e201_mutant_a(eta: float, B: int, a: float) -> float:
    """A wrong side: 1/a^2 in place of 1/a."""
    return eta * math.sqrt(math.log(B) / B) / a**2


def e204_sign(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, M1: int) -> float:
    """(E.204) L9010 / (E.208) L9034: a sum of W_O gradients >~ a positive printed side, so for any constant c > 0
    the display needs its left side > 0: the sign consequence (0)."""
    return 0.0


def e204_floor(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, M1: int) -> float:
    """Mutant: (E.204)'s printed side with constant 1, (1/M1) delta beta^2 (beta^2 + 1) alpha eta (t0 + 1)/(2a)."""
    return delta * beta**2 * (beta**2 + 1) * alpha * eta * (t0 + 1) / (2 * a * M1)


def e208_floor(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, M1: int) -> float:
    """Mutant: (E.208)'s printed side with constant 1, (1/M1) delta (beta^2 + 1) alpha eta (t0 + 1)/(2a)."""
    return delta * (beta**2 + 1) * alpha * eta * (t0 + 1) / (2 * a * M1)


def e205_floor(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, M1: int) -> float:
    """Mutant: (E.205)/(E.209)'s printed side with constant 1, ((M1 - 1)/M1) delta (beta^2 + 1) alpha eta (t0 + 1)/(2a)."""
    return (M1 - 1) / M1 * delta * (beta**2 + 1) * alpha * eta * (t0 + 1) / (2 * a)


def e197_sign(delta: float, beta: float, alpha: float, eta: float, a: float, m: int) -> float:
    """(E.197)-(E.200) L8975-L8985: a batch-1 mean of W_O gradients >~ delta (beta^2 + 1) (alpha eta/(2a)) (1 + eta^2
    m / a^2) > 0, so for any constant c > 0 the display needs its left side > 0: the sign consequence (0)."""
    return 0.0


def e197_floor(delta: float, beta: float, alpha: float, eta: float, a: float, m: int) -> float:
    """Mutant: (E.197)-(E.200)'s printed side with constant 1, delta (beta^2 + 1) alpha eta/(2a) (1 + eta^2 m / a^2)."""
    return delta * (beta**2 + 1) * alpha * eta / (2 * a) * (1 + eta**2 * m / a**2)


def e202_sign(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, m: int) -> float:
    """(E.202) L8993 / (E.203) L8999-L9003: a mean (resp. a sum over b of means) of W_O gradients >~ a positive printed
    side, so for any constant c > 0 the display needs its left side > 0: the sign consequence (0)."""
    return 0.0


def e202_floor(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, m: int) -> float:
    """Mutant: (E.202)'s printed side with constant 1, delta (beta^2 + 1) alpha eta/(2a) (1 + eta^2 m / a^2)^(t0 + 1)."""
    return delta * (beta**2 + 1) * alpha * eta / (2 * a) * (1 + eta**2 * m / a**2) ** (t0 + 1)


def e203_floor(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, m: int) -> float:
    """Mutant: (E.203)'s printed side with constant 1, delta (beta^2 + 1) alpha eta (t0 + 1)/(2a)."""
    return delta * (beta**2 + 1) * alpha * eta * (t0 + 1) / (2 * a)
