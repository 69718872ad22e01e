"""Bounds of chenli's round-6 uniform conversions (helper chenliH): the printed SHAPES of hidden-constant statements
(issue 31), pure functions of named quantities; the constant is left to the engine's uniform check. Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math

# ----------------------------------------------------------------------------- Lemma 6.2 (L1386-L1390)


def lemma6_2_prefactor_shape(k: int, m: int, d: int, lam_p: float, eps: float) -> float:
    """Lemma 6.2, L1388: P[event fails] <= O(sqrt(m k d lambda')/eps)^{km} exp(-Omega(r_W/m)), as the shape
    (sqrt(m k d lambda')/eps)^{km}: exp(-Omega(r_W/m)) <= 1 is dropped (a weaker consequence: the printed bound is at
    most K^{km} times this shape, so a divergence of lhs/shape at fixed k, m refutes the printed bound for every K)."""
    return (math.sqrt(m * k * d * lam_p) / eps) ** (k * m)


def lemma6_2_corrected(k: int, m: int, d: int, lam_p: float, eps: float) -> float:
    """Lemma 6.2 corrected: the net over norms in [eps, 2] has max(1, O(sqrt(m k d lambda')/eps))^{km} points, so the
    union bound gives max(1, O(.))^{km} exp(-Omega(r_W/m)); shape max(1, sqrt(m k d lambda')/eps)^{km}."""
    return max(1.0, math.sqrt(m * k * d * lam_p) / eps) ** (k * m)


def lemma6_2_mutant_no_eps(k: int, m: int, d: int, lam_p: float, eps: float) -> float:
    """Planted mutant (wrong along eps -> 0): the prefactor without its 1/eps, (sqrt(m k d lambda'))^{km}."""
    return math.sqrt(m * k * d * lam_p) ** (k * m)
