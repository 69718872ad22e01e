"""Bounds of chenli's round-36 claims (helper boxa, r36): ``checks/papers/chenli/r36_boxa.py``, the sign of x^T E' X_3
that X_3's second bullet (L1785) asks in Lemma 6.4's Case (A) Step 2 (L1880-L1905). Pure functions of named
quantities. Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def sign_bullet_met(**_: Any) -> float:
    """Over the conditioned Case (A) Step 2 event, X_3's second bullet holds: sgn(1 - sum alpha) x^T E' X_3 >= eta
    ||Theta_1||_F + sigma ||Theta_1||_F/eps* (2s + xi ||Theta_1||_F), i.e. its excess (the claim's lhs, units
    ||Theta_1^0||_F, signed: negative = met with room) is at most 0."""
    return 0.0


def mutant_half_es(es_over_f: float, **_: Any) -> float:
    """Planted mutant of the printed-conditioning claim: the free sign of x^T E'_S X_{3,S} costs at most half of its
    size gamma ||Theta_1||_F (wrong: it costs gamma ||Theta_1||_F less eta and the threshold's slack)."""
    return 0.5 * es_over_f


def mutant_full_room(es_over_f: float, **_: Any) -> float:
    """Planted mutant of the sign-fixed claim: the bullet is met with the full room |x^T E'_S X_{3,S}| = gamma
    ||Theta_1||_F (wrong: eta ||Theta_1||_F, the S^c part and the threshold eat into it)."""
    return -es_over_f


def mutant_nine_tenths_room(es_over_f: float, **_: Any) -> float:
    """Planted mutant (a constant a little too favourable): room 0.9 gamma ||Theta_1||_F."""
    return -0.9 * es_over_f
