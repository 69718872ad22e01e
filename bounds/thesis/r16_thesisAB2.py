"""Bounds of checks/papers/thesis/r16_thesisAB2.py (thesis App. B, round 16, helper thesisAB2). Pure functions, no
torch. (B.210) L4899 with the i-dependent factor ||W_O(i)^(t)||^2 ||p||^2 divided out, a = sqrt(m) (a_i = +-1/sqrt(m))."""

from __future__ import annotations


def b210_shape(B: float, m: float, eta: float, t: float, **_: object) -> float:
    """(B.210): eta t m/(B a), a = sqrt(m)."""
    return eta * t * m / (B * m ** 0.5)


def b210_mut(B: float, m: float, eta: float, t: float, **_: object) -> float:
    """Planted: 1/B^2 for 1/B (a wrong rate along B)."""
    return eta * t * m / (B * B * m ** 0.5)


def b208_side(ref: float, **_: object) -> float:
    """(B.208)'s printed right side, computed in the measure (ref): eta m (1 - 2 eps_0)/(2B) sum_{b=1}^t sum_{n in
    B_b+} (1/a) p_n(b) ((xi/(aB)) sum_{n in B_b} (eta t^2 (1 - 2 eps_0)/(4B)) sum_{n in B_b} (m/a) p_n(t))^2 (> 0)."""
    return ref


def b208_mut(ref: float, B: float, **_: object) -> float:
    """Planted: the side times B (a wrong rate along B)."""
    return ref * B


def b209_shape(B: float, m: float, eta: float, **_: object) -> float:
    """(B.209) with the i-dependent factor sum_b s_b ||W_O(i)^(b)||^2 ||p_1||^2 divided out (s_b = sum_{n in B_b}
    p_n(b)): eta m/(B a), a = sqrt(m)."""
    return eta * m / (B * m ** 0.5)


def b209_mut(B: float, m: float, eta: float, **_: object) -> float:
    """Planted: 1/B^2 for 1/B."""
    return eta * m / (B * B * m ** 0.5)
