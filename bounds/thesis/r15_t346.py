"""Bounds of checks/papers/thesis/r15_t346.py and the uniform Theorem 3.4.6 (thesis Ch. 3, App. B, round 15, helper
t346). Pure functions, no torch."""

from __future__ import annotations


def _rest(eps0: float, gamma_d: float, delta: float) -> float:
    """(1 - 2 eps_0)^{-1/2} gamma_d^{-2} (1 - delta)^{-1/2}, the eta-free factors of (3.12)."""
    return (1.0 - 2.0 * eps0) ** -0.5 * gamma_d ** -2 * (1.0 - delta) ** -0.5


def theorem3_4_6_shape(eta: float, eps0: float, gamma_d: float, delta: float, **_: object) -> float:
    """Theorem 3.4.6 (3.12), L905-L911: after T = Theta(eta^{-1/2} (1 - 2 eps_0)^{-1/2} gamma_d^{-2} (1 - delta)^{-1/2})
    iterations the GCN reaches f(psi) <= 2 eps_0 + eps, so the first iteration T* at which it does is at most c times
    this printed shape."""
    return eta ** -0.5 * _rest(eps0, gamma_d, delta)


def theorem3_4_6_corrected_shape(eta: float, eps0: float, gamma_d: float, delta: float, **_: object) -> float:
    """The measured law eta T* = Theta(1) (SGD moves the weights by O(eta) per step; the proof's (B.46) a_1 eta T^2 > 1
    is where eta^{-1/2} comes from): T* <~ eta^{-1} (1 - 2 eps_0)^{-1/2} gamma_d^{-2} (1 - delta)^{-1/2}."""
    return eta ** -1.0 * _rest(eps0, gamma_d, delta)


def theorem3_4_6_mut_gamma(eta: float, eps0: float, gamma_d: float, delta: float, **_: object) -> float:
    """Planted: the corrected eta rate with gamma_d^{-2} - 4 (negative above gamma_d = 1/2)."""
    return eta ** -1.0 * (1.0 - 2.0 * eps0) ** -0.5 * (gamma_d ** -2 - 4.0) * (1.0 - delta) ** -0.5


def theorem3_4_6_mut_delta(eta: float, eps0: float, gamma_d: float, delta: float, **_: object) -> float:
    """Planted: the corrected eta rate with (1 - delta)^{-1/2} - 1.5 (negative for every delta < 5/9)."""
    return eta ** -1.0 * (1.0 - 2.0 * eps0) ** -0.5 * gamma_d ** -2 * ((1.0 - delta) ** -0.5 - 1.5)


def _rest344(eps0: float, delta: float) -> float:
    """(1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2}, the eta-free factors of (3.8)."""
    return (1.0 - 2.0 * eps0) ** -0.5 * (1.0 - delta) ** -0.5


def theorem3_4_4_shape(eta: float, eps0: float, delta: float, **_: object) -> float:
    """Theorem 3.4.4 (3.8), L869-L879: after T = Theta(eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2}) iterations
    the GT reaches f(psi) <= 2 eps_0 + eps, so the first iteration T* at which it does is at most c times this shape."""
    return eta ** -0.5 * _rest344(eps0, delta)


def theorem3_4_4_corrected_shape(eta: float, eps0: float, delta: float, **_: object) -> float:
    """The measured law eta T* = Theta(1): T* <~ eta^{-1} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2}."""
    return eta ** -1.0 * _rest344(eps0, delta)


def theorem3_4_4_mut_delta(eta: float, eps0: float, delta: float, **_: object) -> float:
    """Planted: the corrected eta rate with (1 - delta)^{-1/2} - 1.5 (negative for every delta < 5/9)."""
    return eta ** -1.0 * (1.0 - 2.0 * eps0) ** -0.5 * ((1.0 - delta) ** -0.5 - 1.5)


def theorem3_4_4_mut_eps0(eta: float, eps0: float, delta: float, **_: object) -> float:
    """Planted: the corrected eta rate with (1 - 2 eps_0)^{-1/2} - 1.5 (negative for every eps_0 < 5/18)."""
    return eta ** -1.0 * ((1.0 - 2.0 * eps0) ** -0.5 - 1.5) * (1.0 - delta) ** -0.5


def eqB87_shape(eta: float, m: float, pterm: float, **_: object) -> float:
    """(B.87) L4263 at t = 0: eta (1/B) sum_{n in B_b} (1/a) ||p_1||^2 p_n(0) (1 - 2 eps_0) with a = sqrt(m), ||p_1|| = 1;
    pterm = (1/B) sum_n p_n(0) (1 - 2 eps_0) (constant of '>~' hidden)."""
    return eta / m ** 0.5 * pterm


def eqB87_mut_sum(eta: float, m: float, pterm: float, N: float, **_: object) -> float:
    """Planted: the sum over B_b without the 1/B (B = N; wrong along N)."""
    return eqB87_shape(eta, m, pterm) * N
