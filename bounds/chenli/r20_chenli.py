"""Round 20 (helper chenli): Assumption 7 (L465-L467) read at the printed upper end ||lambda|| <= exp(d^{O(1)})."""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def assump7_shape(d: int) -> float:
    """Omega(sqrt d): -log of the product of Assumption 7 must be at least a constant times sqrt(d)."""
    return sqrt(d)


def lemmaC3_L(L_signed: float, L_abs: float) -> float:
    """Proof of Lemma C.3 (L3846) as printed: phi_T is L-Lipschitz for L := sum_i sum_j <x, (Theta_i)_{:j}> (signed)."""
    return L_signed


def lemmaC3_L_abs(L_signed: float, L_abs: float) -> float:
    """Correction: L := sum_i sum_j |<x, (Theta_i)_{:j}>| (each partial derivative is at most sum_j |a_ij|)."""
    return L_abs


def lemmaC3_L_abs_half(L_signed: float, L_abs: float) -> float:
    """Planted mutant of the correction: half of it (tight at one dominant entry, d = 1)."""
    return L_abs / 2


def item5_shape(kappa_r: float) -> float:
    """Omega(kappa r_Theta): -log(failure/m^2) must be at least a constant times kappa r_Theta (L1687)."""
    return kappa_r
