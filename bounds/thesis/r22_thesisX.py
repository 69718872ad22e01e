"""Bounds of checks/papers/thesis/r22_thesisX.py (thesis Chapter 3, Theorem 3.4.8 L915-L929 along gamma_d -> 0;
round 22, helper thesisX). Pure functions, no torch."""

from __future__ import annotations


def theorem3_4_8_ratio_shape(**_: object) -> float:
    """Theorem 3.4.8 with L929 ('learning with position embedding has an equivalent generalization performance to
    learning from the core neighborhood N_zm^n only'): the GT with the learned PE (Theorem 3.4.4, (3.8)) and the oracle
    GT (b = 0, S^{n,t}, T^n inside N_zm^n, Theorem 3.4.8, (3.8)) need the same Theta(eta^{-1/2}(1-2eps_0)^{-1/2}
    (1-delta)^{-1/2}) iterations, so T*_GT / T*_oracle = O(1): one constant for every gamma_d in (0, 1]. Returns 1."""
    return 1.0


def theorem3_4_8_ratio_corrected(gamma_d: float, **_: object) -> float:
    """Believed: T*_GT / T*_oracle = O(gamma_d^{-2}) (the GT's T <~ eta^{-1} gamma_d^{-2}(...) of
    thesis.ch3.theorem3.4.4-gamma_d's correction, against the oracle's gamma_d-free T*)."""
    return gamma_d ** -2


def theorem3_4_8_ratio_mut_down(gamma_d: float, **_: object) -> float:
    """Planted: the ratio O(gamma_d) (the PE sampler gaining over the oracle as gamma_d -> 0)."""
    return gamma_d


def theorem3_4_8_ratio_mut_sqrt(gamma_d: float, **_: object) -> float:
    """Planted: the ratio O(gamma_d^{1/2})."""
    return gamma_d ** 0.5


def eqA123_sign_zero(**_: object) -> float:
    """(A.123) L3236 as a sign statement: for i outside W_{l,n}(0) u U_{l,n}(0) and k in W_{l,n}(0), Z_i <~ Z_k /
    sqrt(B); where Z_i > 0 >= Z_k no constant serves, so min(max_i z_i, -min_k z_k) (normalised) must be <= 0."""
    return 0.0


def eqA123_sign_mut(**_: object) -> float:
    """Planted: the score at most -1/2 (every compared step with an unlucky term below half the scale)."""
    return -0.5


def eqA123_shape(B: float, **_: object) -> float:
    """(A.123) with the best lucky neuron k (the reading most in the authors' favour): max_{i not in W u U} Z_i /
    max_{k in W} Z_k <~ 1/sqrt(B), one constant for every B."""
    return B ** -0.5


def eqA123_shape_mut(B: float, **_: object) -> float:
    """Planted: 1/B."""
    return 1.0 / B
