"""Bounds of chenli's round-6 wave-3 step claims (helper chenliR3; ``checks/papers/chenli/r6_chenliR3.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations


def thmB1_small_lambda_factor(eps2: float, eps2c: float) -> float:  # noqa: ARG001
    """L3676-L3680: for ||lambda|| < gamma and eps'' <= 1, phi_zeta(delta lambda) phi_unif(R_0)(lambda) = 1 +- 3 eps''
    (|product - 1| <= 3 eps''), eps'' := gamma max(delta m, sqrt(m Delta)/c) (L3666)."""
    return 3.0 * eps2


def thmB1_small_lambda_factor_corrected(eps2: float, eps2c: float) -> float:  # noqa: ARG001
    """With eps'' := gamma max(delta m, sqrt(m) Delta_bar/c) (the unif-box correction): |product - 1| <= 3 eps''."""
    return 3.0 * eps2c


def l3536_shape(d: int, d1: int) -> float:  # noqa: ARG001
    """L3536: P[f <= s] P[d_T(., A) > t] <= exp(-Omega(t^2)), A = {f <= s}: the smallest K with the product <=
    exp(-t^2/K^2) is an absolute constant (shape 1)."""
    return 1.0


def l3536_decaying(d: int, d1: int) -> float:  # noqa: ARG001
    """Planted: K = O(1/d_1^2) (decaying with the cube block), wrong along d_1 -> inf."""
    return 1.0 / d1**2


def l3574_shape(d: int, d1: int) -> float:  # noqa: ARG001
    """L3574: P[|(x - v)^T A (x - v) - E| >= t] <= 2 exp(-c' min(t/||A||_op, t^2/||A||_F^2)), c' absolute: the
    smallest 1/c' at (A, t) is bounded (shape 1)."""
    return 1.0


def l3574_decaying(d: int, d1: int) -> float:  # noqa: ARG001
    """Planted: 1/c' = O(1/d_1^2) (decaying with the cube block), wrong along d_1 -> inf."""
    return 1.0 / d1**2


def l812_r_theta(r: float) -> float:
    """L812 as printed: t/||Theta||_op^2 <= r_Theta and t^2/||Theta||_op^4 <= r_Theta (t = ||Theta||_F^2): r_Theta."""
    return r


def l753_shape(d: int, r: float, nu: float) -> float:
    """L753's first '<=' as a uniform shape: P_y[|<a, y> - t| <= s ||Theta||_F] - P_{N(0, ||Theta||_F^2/3)}[|gamma -
    t| <= s ||Theta||_F] <~ nu^3 r_Theta^3/sqrt(d) (u read as s)."""
    return nu**3 * r**3 / d**0.5


def l753_wrong_power(d: int, r: float, nu: float) -> float:
    """Planted: nu^3 r^3/d (a wrong power of d), wrong along d -> inf."""
    return nu**3 * r**3 / d
