"""Bounds of checks/papers/thesis/r19_thesisA.py (thesis App. A, proof of Lemma A.3.1 Claim 2, (A.117) L3197; round
19, helper thesisA). Pure functions, no torch."""

from __future__ import annotations


def a117_side(beta1: float, Sl: float, R: float, **_: object) -> float:
    """(A.117)'s right side beta_1^n(t) |S_l^n| / (|S^n| - |S_1^n|) (R = |S^n| - |S_1^n| > 0)."""
    return beta1 * Sl / R


def a117_mut_minus(beta1: float, Sl: float, R: float, **_: object) -> float:
    """Mutant: the side minus 1 (negative: beta_1 <= 1 and |S_l| <= R), below every |zeta'_l| >= 0."""
    return a117_side(beta1, Sl, R) - 1.0


def a117_mut_tenth(beta1: float, Sl: float, R: float, **_: object) -> float:
    """Mutant for the natural reading: a tenth of the side (the mean over S_l at most a tenth of the non-S_1 mean)."""
    return 0.1 * a117_side(beta1, Sl, R)


def a134_side(S1: float, R: float, dt: float, **_: object) -> float:
    """(A.134)'s left side phi_n(t)(|S^n| - |S_1^n|) = R / (S1 e^{q^2 + dt q} + R) (Definition A.2.2) at the weakest
    witness ||q_1(t)|| = 1 (its largest value over ||q_1(t)|| >= 1): R / (S1 e^{1 + dt} + R)."""
    from thmcheck.bounds.num import exp

    return R / (S1 * exp(1 + dt) + R)


def a134_mut_tiny(S1: float, R: float, dt: float, m: float = 1.0, **_: object) -> float:
    """Mutant: the side divided by 100 |S^n|^3 m^3 (a '<~' whose ratio diverges along |S^n| and along m)."""
    return a134_side(S1, R, dt) / (100.0 * (S1 + R) ** 3 * m ** 3)


def one(**_: object) -> float:
    """1: a reading's ratio lhs / side against one hidden constant (uniform along the paths)."""
    return 1.0
