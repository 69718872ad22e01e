"""Bounds of chenli's round-36 claims (helper boxc): ``checks/papers/chenli/r36_boxes.py``, the corrected corners of
Lemma 6.4's Theorem-B.4 boxes (``<id>.corrected`` of the round-35 ``-box-scale`` claims). Pure functions of named
quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def box_inside_window(**_: Any) -> float:
    """The corrected box A = prod_i [a_i, a_i + xi_i] is a sufficient condition for the bullet points (L1781, L1785):
    over the box event each bullet quantity lies in its interval, i.e. its excess over the interval's ends (the
    claim's lhs, signed: negative = inside with room) is at most 0."""
    return 0.0


def mutant_inside_by_quarter_window(**_: Any) -> float:
    """Planted mutant (lhs in units of the window xi ||Theta_1||_F): the box's image lies inside the bullet window
    with a quarter window to spare at each end (excess <= -1/4); wrong: the corrected image is the window itself."""
    return -0.25


def mutant_inside_by_thousandth(**_: Any) -> float:
    """Planted mutant (a constant a little too small): excess <= -1e-3 windows; wrong for the same reason."""
    return -1e-3


def mutant_half_shift(shift_over_f: float, **_: Any) -> float:
    """Planted mutant of the minimal Case (B) Step 1 correction (lhs in units of ||Theta_1^0||_F): the corner errs by
    at most half of its shift beta (1 - 1/F) + sqrt(10 log k) (1 - ||Theta_i||_F/||Theta_1||_F)."""
    return 0.5 * shift_over_f


def mutant_beta_over_f(beta_over_f: float, **_: Any) -> float:
    """Planted mutant: the unscaled beta costs at most beta/F (the shift read as beta (1/F) instead of beta (1 -
    1/F))."""
    return beta_over_f


def mutant_half_es(es_over_f: float, **_: Any) -> float:
    """Planted mutant of the printed-sign variants (lhs in units of ||Theta_1^0||_F): the uncontrolled S bit costs at
    most half of |x^T E'_S X_S| = gamma a ||Theta_1||_F."""
    return 0.5 * es_over_f


def a7_small_lambda_bound(sum_l2_c2: float, **_: Any) -> float:
    """-log prod_i prod_j |cos(lambda_i <x, (Theta_i)_{:,j}>)| <= sum_i lambda_i^2 ||x^T Theta_i||^2 where every
    |lambda_i <x, (Theta_i)_{:,j}>| <= 1 (cos y >= e^{-y^2} on [-1, 1])."""
    return sum_l2_c2


def mutant_a7_half(sum_l2_c2: float, **_: Any) -> float:
    """Planted mutant: the bound with the Taylor constant 1/2 (-log cos y >= y^2/2, so this fails for every y != 0)."""
    return 0.5 * sum_l2_c2


def mutant_a7_cubic(sum_l3_c3: float, **_: Any) -> float:
    """Planted mutant: a wrong exponent, sum_i |lambda_i|^3 sum_j |<x, (Theta_i)_{:,j}>|^3 (below y^2/2 for small
    y)."""
    return sum_l3_c3
