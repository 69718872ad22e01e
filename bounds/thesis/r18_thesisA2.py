"""Bounds of checks/papers/thesis/r18_thesisA2.py (thesis App. A, Lemma A.3.1 Claim 2 (A.30), (A.32) and its proof
(A.111), (A.112), (A.158), (A.165), (A.167); round 18, helper thesisA2). Pure functions, no torch.

Each right side is monotone in the witnesses K(t) > 0 and ||q_1(t)|| >= 1 (> delta + tau): the exponent
(1 + K)q^2 - c q grows in both, so a '>~' side is smallest and a '<~' side largest at the weakest witness K -> 0+,
||q_1(t)|| = 1. These are those witness-free sides (S1 = |S_1^n|, R = |S^n| - |S_1^n|, dt = delta + tau, de = delta).
"""

from __future__ import annotations

from thmcheck.bounds.num import exp


def lower_side(S1: float, R: float, dt: float, **_: object) -> float:
    """e^{1 - dt}/(S1 e^{1 - dt} + R): (A.30), (A.111), (A.158), (A.165) at K -> 0+, ||q_1(t)|| = 1."""
    e = exp(1 - dt)
    return e / (S1 * e + R)


def upper_side_dt(S1: float, R: float, dt: float, **_: object) -> float:
    """1/(S1 e^{1 - dt} + R): (A.112), (A.167) at K -> 0+, ||q_1(t)|| = 1."""
    return 1 / (S1 * exp(1 - dt) + R)


def upper_side_de(S1: float, R: float, de: float, **_: object) -> float:
    """1/(S1 e^{1 - delta} + R): (A.32) (its exponent has delta only) at K -> 0+, ||q_1(t)|| = 1."""
    return 1 / (S1 * exp(1 - de) + R)


def mut_lower_x10(S1: float, R: float, dt: float, m: float = 1.0, **_: object) -> float:
    """Mutant: the lower side times 10 |S^n|^3 m^3 (a '>~' whose ratio diverges along |S^n| and along m)."""
    return 10.0 * (S1 + R) ** 3 * m ** 3 * lower_side(S1, R, dt)


def mut_upper_tiny(S1: float, R: float, dt: float = 0.0, de: float = 0.0, m: float = 1.0, **_: object) -> float:
    """Mutant: the upper side divided by 100 |S^n|^3 m^3 (a '<~' whose ratio diverges along |S^n| and along m)."""
    return upper_side_dt(S1, R, max(dt, de)) / (100.0 * (S1 + R) ** 3 * m ** 3)


def one(**_: object) -> float:
    """1: the natural-witness reading's ratio entry / side against one hidden constant (uniform along the paths)."""
    return 1.0
