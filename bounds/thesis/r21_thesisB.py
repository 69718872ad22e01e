"""Bounds of round 21's thesis App. B claims (helper thesisB, checks/papers/thesis/r21_thesisB.py): (B.42), (B.125),
(B.131) as signs (a hidden constant only scales a positive right side) and (B.133) as a ratio shape."""

from __future__ import annotations


def b42_zero(**_: object) -> float:
    """A sign: K(t) >= c e^{-(||q_1||^2 - delta ||q_1||)} with c > 0 unknown is K(t) e^{||q_1||^2 - delta ||q_1||} >= c
    > 0 ((B.42)); likewise (B.125)'s 'Q_e(t) > 0 and gamma'_l > 0' and (B.131)'s left side >~ a positive right side."""
    return 0.0


def b42_mut(**_: object) -> float:
    """Planted: the scale-free ratio above 10 (a constant c = 10 that positive instances do not meet)."""
    return 10.0


def b133_shape(ref: float, **_: object) -> float:
    """(B.133)'s printed shape with the ratio taken in the measure: left / (lucky term / sqrt(B)) <= C, a hidden
    constant: the constant shape 1 (ref)."""
    return ref


def b133_mut(ref: float, B: float, **_: object) -> float:
    """Planted: the shape falling like 1/B (a wrong rate along B)."""
    return ref / B


def b53_zero(**_: object) -> float:
    """(B.53)'s first case p_n(T) >= p'_n(T) := 1 (n in D_1 u D_2) as 1 - p_n(T) <= 0."""
    return 0.0


def b53_mut(**_: object) -> float:
    """Planted: 1 - p_n(T) <= -0.01 (p_n(T) >= 1.01, above the definition's range [0, 1])."""
    return -0.01


def b132_mut(**_: object) -> float:
    """Planted: the scale-free left side <= -1 (every term at least the largest magnitude, negative)."""
    return -1.0
