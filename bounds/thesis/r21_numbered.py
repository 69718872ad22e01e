"""Bounds of checks/papers/thesis/r21_numbered.py (thesis Chapter 3, Theorem 3.4.4 (3.8) L869-L879 along gamma_d -> 0;
round 21, helper numbered). Pure functions, no torch."""

from __future__ import annotations


def _rest(eps0: float, delta: float) -> float:
    """(1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2}, the eta-free factors of (3.8)."""
    return (1.0 - 2.0 * eps0) ** -0.5 * (1.0 - delta) ** -0.5


def theorem3_4_4_gamma_shape(eta: float, eps0: float, delta: float, **_: object) -> float:
    """Theorem 3.4.4 (3.8): T = Theta(eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2}) iterations, no gamma_d (the
    thesis, L988: the GT's number of iterations is 'independent of gamma_d'): the first iteration T* with f(psi) <=
    2 eps_0 + eps is at most c times this shape, c the same for every gamma_d in (0, 1]."""
    return eta ** -0.5 * _rest(eps0, delta)


def theorem3_4_4_gamma_corrected(eta: float, eps0: float, delta: float, gamma_d: float, **_: object) -> float:
    """Believed: T <~ eta^{-1} gamma_d^{-2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2} (the measured eta T* = Theta(1) of
    thesis.ch3.theorem3.4.4.iterations, times the GCN's gamma_d^{-2} of (3.12): the class-relevant share of the
    aggregated nodes at b = 0 is ~ gamma_d when the discriminative nodes are hubs)."""
    return eta ** -1.0 * gamma_d ** -2 * _rest(eps0, delta)


def theorem3_4_4_gamma_mut_up(eta: float, eps0: float, delta: float, gamma_d: float, **_: object) -> float:
    """Planted: the printed shape times gamma_d (falls as gamma_d -> 0)."""
    return eta ** -0.5 * gamma_d * _rest(eps0, delta)


def theorem3_4_4_gamma_mut_eta(eta: float, eps0: float, delta: float, **_: object) -> float:
    """Planted: round 15's eta^{-1} correction without gamma_d."""
    return eta ** -1.0 * _rest(eps0, delta)


def theorem3_4_4_epsS_mut_up(eta: float, eps0: float, delta: float, eps_S: float, **_: object) -> float:
    """Planted: the printed shape times (1 - 2 eps_S) (falls as eps_S -> 1/2)."""
    return eta ** -0.5 * (1.0 - 2.0 * eps_S) * _rest(eps0, delta)


def theorem3_4_6_epsS_mut_up(eta: float, eps0: float, gamma_d: float, delta: float, eps_S: float, **_: object) -> float:
    """Planted: (3.12)'s printed shape times (1 - 2 eps_S) (falls as eps_S -> 1/2)."""
    return eta ** -0.5 * (1.0 - 2.0 * eps_S) * gamma_d ** -2 * _rest(eps0, delta)
