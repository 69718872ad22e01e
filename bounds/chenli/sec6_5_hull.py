"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 6.5 (Properties of
the approximate affine hull): Definition 6.13, Lemmas 6.14, 6.15, Corollary 6.16, Theorem 6.17, Lemma 6.18
(Eq. (109)).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec6_5_hull.py``.
"""

from __future__ import annotations

from typing import Any

# ----------------------------------------------------------------------------- Lemma 6.18 via Eq. (109) (L2236-L2258)


def lemma6_18_eq109(eta: float, vstar_sq: float, kappa: float, alpha: float, delta_l1: float) -> Any:
    """Eq. (109), the explicit step of Lemma 6.18 (units of ||v_1||^2):
    ||v - v*||^2 <= eta ||v*||^2 + 2 kappa ||delta||_1 ||v_1||^2 / alpha (alpha = ||v_m|| / ||v_1||, printed)."""
    return eta * vstar_sq + 2 * kappa * delta_l1 / alpha


# ----------------------------------------------------------------------------- Lemma 6.14 (L2084-L2098)


def lemma6_14() -> float:
    """Lemma 6.14: every Theta eps/(2d)-close to conv(Theta_i) satisfies |<A, Theta> - s| <= 7 eps (units of eps)."""
    return 7.0
