"""Bounds of checks/papers/thesis/r23_thesisX.py (thesis App. A, (A.122) L3225-L3232; round 23, helper thesisX).
Pure functions, no torch."""

from __future__ import annotations


def eqA122_sign_zero(**_: object) -> float:
    """(A.122) L3225 as a sign statement: its right side p_n(t) ( F1 ((1/4B) sum_n |S_2^n|/|S^n| p_n(b) - sigma - tau)
    + F2 ) phi_n(t) |S_2^n| beta_1(t) ||q_1(t)||^2 (F1, F2 >= 0 the printed factors; F2 the b-sum, empty at t = 0) is
    < 0 wherever the bracket is < 0 (every other factor > 0), so no hidden constant lets a positive left side Z_i pass:
    min(max_{i in U} z_i, -(upper bound of the bracket)/F1) must be <= 0."""
    return 0.0


def eqA122_sign_mut(**_: object) -> float:
    """Planted: the score at most -1/2."""
    return -0.5


def eqA122_eta_shape(eta: float, **_: object) -> float:
    """(A.122) at t = 0 where its bracket is positive: the right side is eta times an eta-free factor (the b-sum is
    empty; (t+1)^2 = 1), so Z_i(0) / [that factor] <~ eta, one constant for every step size eta > 0."""
    return eta


def eqA122_eta_mut(eta: float, **_: object) -> float:
    """Planted: the shape eta^2."""
    return eta ** 2
