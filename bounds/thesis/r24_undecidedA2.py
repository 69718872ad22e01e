"""thesis, round 24 (helper undecidedA2): the printed shape of Lemma 3.4.7 (3.14), L917-L923, for its eta -> 0 path."""

from __future__ import annotations


def lemma3_4_7_shape(gamma_d: float, margin_gap: float, **_: object) -> float:
    """(3.14): b_{z_m}^(T) - b_z^(T) >= Omega(gamma_d (Delta_bar(z_m) - Delta_bar(z))): the shape gamma_d times the
    margin gap (a uniform lower bound: the left side over it must stay bounded below by one constant c > 0)."""
    return gamma_d * margin_gap


def lemma3_4_7_mut_inv_eta(gamma_d: float, margin_gap: float, eta: float, **_: object) -> float:
    """Mutant of (3.14): the shape times 0.2/eta (a lower bound that grows as the step size shrinks)."""
    return gamma_d * margin_gap * 0.2 / eta
