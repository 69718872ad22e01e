"""Bounds of round 25 (helper undecidedA): the planted mutant of thesis.ch3.lemma3.4.7-eta's median encoding."""

from __future__ import annotations


def lemma3_4_7_mut_inv_eta3(gamma_d: float, margin_gap: float, eta: float, **_: object) -> float:
    """Mutant of (3.14): the shape gamma_d (Delta_bar(z_m) - Delta_bar(z)) times (0.2/eta)^3 (a lower bound that grows
    like eta^-3 as the step size shrinks)."""
    return gamma_d * margin_gap * (0.2 / eta) ** 3
