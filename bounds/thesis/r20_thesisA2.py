"""Bounds of checks/papers/thesis/r20_thesisA2.py (thesis App. A, the update coordinates of (A.126), (A.131), (A.132);
round 20, helper thesisA2). Pure functions, no torch."""

from __future__ import annotations


def a126_zero(**_: object) -> float:
    """(A.126) with Claim 2's 'K(t) > 0': the q_1(t) coordinate of the mu_1 query's update is >= 0 (the right side 0
    of a sign; the measure divides the coordinate by the step's update scale)."""
    return 0.0


def a126_mut_one(**_: object) -> float:
    """Planted: > 1 (no coordinate exceeds the update scale max |A_t|)."""
    return 1.01


def a131_ref(ref: float, **_: object) -> float:
    """(A.131) / (A.132) read as 'printed right side / |coordinate| >= c' for one hidden c > 0 (the measure computes
    the least ratio; the shape is the constant 1)."""
    return ref


def a131_mut_big(ref: float, L: float, **_: object) -> float:
    """Planted: the shape times |S^n|^2 (a ratio that would have to grow along |S^n|)."""
    return ref * L * L
