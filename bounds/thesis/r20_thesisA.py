"""Bounds of checks/papers/thesis/r20_thesisA.py (thesis Chapter 2, Theorem 1 (2.10) L576-L599 along |S^n| -> inf;
round 20, helper thesisA). Pure functions, no torch."""

from __future__ import annotations


def theorem1_tokens_shape(eta: float, a_star: float, **_: object) -> float:
    """Theorem 1 (2.10): T = Theta(eta^{-3/5} alpha*^{-1}) iterations suffice for zero population risk, for every
    |S^n| >= Omega(1) (2.9): the first iteration with zero training hinge is at most c eta^{-3/5} alpha*^{-1}, c
    independent of |S^n| (the printed shape)."""
    return eta ** -0.6 / a_star


def theorem1_tokens_corrected(eta: float, a_star: float, L: float, **_: object) -> float:
    """Believed: T <~ eta^{-1} alpha*^{-1} |S^n|^{1/2} (the proofs' eta T = Theta(1), times |S^n|^{1/2}: the output
    weights a_(l) are independent across the |S^n| positions and (2.1) averages them, so each neuron's effective output
    weight (1/|S^n|) sum_l a_(l)i is of size 1/sqrt(m |S^n|))."""
    return L ** 0.5 / (eta * a_star)


def theorem1_tokens_mut_r14(eta: float, a_star: float, **_: object) -> float:
    """Planted (a wrong corrected bound): round 14's eta^{-1} alpha*^{-1} without |S^n| (too slow along |S^n|)."""
    return 1.0 / (eta * a_star)


def theorem1_tokens_mut_inv(eta: float, a_star: float, L: float, **_: object) -> float:
    """Planted: eta^{-1} alpha*^{-1} |S^n|^{-1/2} (falls along |S^n|)."""
    return L ** -0.5 / (eta * a_star)


def a15_side(Sj: float, L: float, **_: object) -> float:
    """(A.15)'s right side nu_n(t)|S_j^n| at its largest admissible value: nu_n(t) = 1/(|S_1^n| e^{||q_1(t)||^2 -
    (delta+tau)||q_1(t)||} + |S^n| - |S_1^n|) with ||q_1(t)|| >= 1 ((A.34): q_1(t) = sqrt(prod (1 + K(l))) q_1, K >= 0)
    and delta + tau < 1 (delta < 1/2, tau <= delta) has exponent > 0, so nu_n(t) < 1/|S^n|: the side is below
    |S_j^n|/|S^n| for every witness and every admissible delta, tau."""
    return Sj / L


def a15_mut_half(Sj: float, L: float, **_: object) -> float:
    """Planted: half the side."""
    return 0.5 * Sj / L
