"""Bounds of checks/papers/thesis/r23_thesisX.py (thesis App. A, (A.122) L3225-L3232; round 23, helper thesisX).
Pure functions, no torch."""

from __future__ import annotations


def eqA122_sign_zero(**_: object) -> float:
    """(A.122) L3225 as a sign statement at t = 0: its right side p_n(0) ( (1/B) sum_n xi eta |S_2^n| m/(|S^n| a^2)
    ((1/4B) sum_n |S_2^n|/|S^n| p_n(b) - sigma - tau) + [the b-sum over b = 1..0, empty] ) phi_n(0) |S_2^n| beta_1(0)
    ||q_1(0)||^2 is < 0 wherever the inner bracket is < 0 (every other factor > 0), so no hidden constant lets a
    positive left side Z_i pass: min(max_{i in U} z_i, -bracket) must be <= 0."""
    return 0.0


def eqA122_sign_mut(**_: object) -> float:
    """Planted: the score at most -1/2."""
    return -0.5
