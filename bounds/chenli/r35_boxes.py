"""Bounds of chenli's round-35 claims (helper boxes): ``checks/papers/chenli/r35_boxes.py``, the Section-4-scale twins
of Lemma 6.4's printed box corners. Pure functions of named quantities (no torch). Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def box_sufficiency_zero(**_: Any) -> float:
    """The printed box A = prod_i [a_i + xi_i] is a sufficient condition for the bullet points (L1781, L1785): over
    the box event the bullet's quantity x^T Theta_1 X lies in its interval, i.e. its largest distance from it is 0."""
    return 0.0


def mutant_within_window(xi_over_unit: float, **_: Any) -> float:
    """Planted mutant: the printed corner errs by at most half a window (distance <= xi ||Theta_1||_F / 2, in the
    claim's unit); wrong wherever the corner's shift exceeds the window (xi below the column scale)."""
    return 0.5 * xi_over_unit


def mutant_half_column(**_: Any) -> float:
    """Planted mutant (Case (A) Step 2, unit tau = the column scale of Lemma 6.8 Item 2): the corner errs by at most
    half a column sum, distance <= 1/2 (the shift is 2 tau, one flipped S bit)."""
    return 0.5


def mutant_quarter_bullet(sqrt10logk: float, **_: Any) -> float:
    """Planted mutant (Case (B), unit ||Theta_1||_F): distance <= sqrt(10 log k)/4, a quarter of X_2's bullet level
    (the printed corners miss it by about a half (Step 1) or all of it (Step 2))."""
    return 0.25 * sqrt10logk
