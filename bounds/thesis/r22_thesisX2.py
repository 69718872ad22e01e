"""Bounds of checks/papers/thesis/r22_thesisX2.py (round 22, helper thesisX2): (A.152) / (A.153) L3361-L3363."""

from __future__ import annotations


def a152_ref(ref: float, **_: object) -> float:
    """(A.152) / (A.153)'s first '<~' read as 'left side / middle term <= c' for one hidden c (the measure computes the
    largest ratio over the run; the shape is the constant 1)."""
    return ref


def a152_mut_small(ref: float, L: float, **_: object) -> float:
    """Planted: the shape divided by |S^n|^4 (a ratio that would have to fall like |S^n|^-4)."""
    return ref / L ** 4
