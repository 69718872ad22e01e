"""Round 20 (helper chenli2): Lemma 6.8 Item 4's Hanson-Wright step (L1669-L1671) as printed."""

from __future__ import annotations


def item4_shape(kappa_r: float, kappa2_r: float) -> float:
    """Omega(kappa r_Theta) as printed (L1671): -log of P[| ||x^T Theta_i||^2 - ||Theta_i||_F^2 | > kappa
    ||Theta_1||_F^2] must be at least a constant times kappa r_Theta."""
    return kappa_r


def item4_shape_corrected(kappa_r: float, kappa2_r: float) -> float:
    """Correction: Omega(kappa^2 r_Theta) (Hanson-Wright's Gaussian branch t^2/||Theta_i Theta_i^T||_F^2)."""
    return kappa2_r
