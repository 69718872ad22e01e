"""Bounds of checks/papers/thesis/r29_discAB.py (thesis App. A-B discovery, round 29, helper discAB). Pure
functions, no torch."""

from __future__ import annotations


def a163_ref(ref: float, **_: object) -> float:
    """(A.163)'s first '>=' as a ratio: sum_b K(b) ||q_1(b)|| over T / e^{||q_1(T)||^2 - (delta + tau)||q_1(T)||}
    is >= 1 (the measure computes the ratio; the printed '>=' carries no constant)."""
    return ref


def a163_mut_big(ref: float, L: float, **_: object) -> float:
    """Planted: the ratio >= |S^n| (a bound no run meets)."""
    return ref * L


def shape_one(ref: float, **_: object) -> float:
    """A ratio (printed side over the measured one, or the reverse) against one hidden constant: the shape 1."""
    return ref


def mut_times_L2(ref: float, L: float, **_: object) -> float:
    """Planted: the ratio would have to grow like |S^n|^2."""
    return ref * L * L


def mut_over_L2(ref: float, L: float, **_: object) -> float:
    """Planted: the ratio would have to fall like 1/|S^n|^2."""
    return ref / (L * L)


def mut_neg(ref: float, **_: object) -> float:
    """Planted: a negative right side (no positive score is below a constant times it)."""
    return -ref
