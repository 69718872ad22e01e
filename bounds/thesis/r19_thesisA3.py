"""Bounds of checks/papers/thesis/r19_thesisA3.py (thesis App. A, proof of Lemma A.3.1 Claim 2, (A.114) L3187 and the
first '<~' of (A.115) L3189; round 19, helper thesisA3). Pure functions, no torch."""

from __future__ import annotations


def a115_first_side(S1: float, R: float, dt: float, **_: object) -> float:
    """(A.115)'s first right side nu_n(t)(|S^n| - |S_1^n|) = R / (S1 e^{q^2 - dt q} + R) (Definition A.2.2) at the
    witness ||q_1(t)|| = 1, its largest value over ||q_1(t)|| >= 1 (q^2 - dt q increases on q >= 1 for dt < 2):
    R / (S1 e^{1 - dt} + R)."""
    from thmcheck.bounds.num import exp

    return R / (S1 * exp(1 - dt) + R)


def a115_first_mut_tiny(S1: float, R: float, dt: float, m: float = 1.0, **_: object) -> float:
    """Mutant: the side divided by 100 |S^n|^3 m^3 (a '<~' whose ratio diverges along |S^n| and along m)."""
    return a115_first_side(S1, R, dt) / (100.0 * (S1 + R) ** 3 * m ** 3)


def a114_side(beta1: float, **_: object) -> float:
    """(A.114) read as phi_n(t)(|S^n| - |S_1^n|) <~ beta_1^n(t): the side beta_1^n(t)."""
    return beta1


def a114_mut_tiny(beta1: float, L: float = 1.0, m: float = 1.0, **_: object) -> float:
    """Mutant: beta_1 divided by 100 |S^n|^3 m^3."""
    return beta1 / (100.0 * L ** 3 * m ** 3)
