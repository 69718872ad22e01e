"""Bounds of checks/papers/thesis/r21_thesisA.py (thesis App. A, round 21, helper thesisA). Pure functions."""

from __future__ import annotations


def a194_one(**_: object) -> float:
    """(A.194) as printed: E[W_O(i)^(t) V_l^n(t)] = 1 for i in U_{l,n}(0), l in S_2^n."""
    return 1.0


def a194_mut_half(**_: object) -> float:
    """Planted: = 1/2."""
    return 0.5
