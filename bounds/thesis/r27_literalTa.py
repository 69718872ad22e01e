"""Bounds of ``thmcheck.checks.papers.thesis.r27_literalTa`` (round 27, helper literalTa): Lemma 3.4.7 (3.14)
L917-L923 as printed (Algorithm 4's whole-graph sampler, z over [Z-1], b indexed by (3.2))."""

from __future__ import annotations


def l347_sign(**_: object) -> float:
    """(3.14) with Omega(.) > 0 and Delta_bar(z_m) > Delta_bar(z): b_{z_m}^(T) - b_z^(T) > 0. Returns 0."""
    return 0.0


def l347_mut_omega10(gamma_d: float, margin_gap: float, **_: object) -> float:
    """Planted: the Omega of (3.14) as the explicit constant 10, at the z attaining the smallest b gap."""
    return 10.0 * gamma_d * margin_gap
