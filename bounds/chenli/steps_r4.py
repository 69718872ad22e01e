"""Bounds of chenli's round-4 step claims (proof displays read literally; ``checks/papers/chenli/steps_r4.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def exp_minus_omega_m(m: int) -> Any:
    """(157)'s prefactor exp(-Omega(m)) on the eps' + eps'' terms, as a uniform shape: exp(-c m) for an unknown c > 0
    is at most 1, so the weakest admissible shape is the constant 1 (a ratio unbounded against 1 is unbounded
    against every exp(-c m))."""
    return 1.0


def three_halves_pow(m: int) -> Any:
    """The coefficient the proof's own computation gives: (3/2)^{m/2} (the corrected Gaussian integral)."""
    return 1.5 ** (m / 2)


def assump11_room() -> float:
    """Section 4 (L499-L503): for constant m Assumption 11 'holds immediately', i.e. m <= m2_bar: the ratio m/m2_bar
    stays bounded (the shape 1; the Theta(.) of m2_bar is the uniform check's constant)."""
    return 1.0


def eq158_box_probability(P: float) -> Any:
    """(158)'s left side, P[S~ in R], R = [a, a + Delta] (m = 1), computed from the law of S~ (an equality claim)."""
    return P


def thmB1_unif_step(m: int, delta: float, Dbar: float, c: float) -> Any:
    """L3674: gamma sup_{x in R_0} ||x|| <= c eps'' with eps'' = gamma max(delta m, sqrt(m Delta)/c) (L3666; Delta read
    as Delta_bar, the largest side; gamma cancels): c max(delta m, sqrt(m Dbar)/c)."""
    from thmcheck.bounds.num import sqrt

    return max(c * delta * m, sqrt(m * Dbar))


def thmB1_unif_step_corrected(m: int, delta: float, Dbar: float, c: float) -> Any:
    """With eps'' = gamma max(delta m, sqrt(m) Delta_bar/c): c eps''/gamma >= sqrt(m) Delta_bar >= sup ||x||."""
    from thmcheck.bounds.num import sqrt

    return max(c * delta * m, sqrt(m) * Dbar)


def thm1_2_eps2_target(lam: float, m: int, log_d: float) -> Any:
    """Proof of Theorem 1.2 (L2996): 'By Eq. (7), eps_2 << lambda^{5/2}/(m^3 log^2 d) ||Theta_1||_F' (units of
    ||Theta_1||_F; the '<<' is a small constant times this shape)."""
    return lam**2.5 / (m**3 * log_d**2)


def thm6_17_eta_step(eps_star: float) -> Any:
    """Theorem 6.17 (II)'s proof (L2226): (eta/3) ||Theta*||_F >= eps* for eta := 3 eps*/(lambda ||Theta_1||_F)."""
    return eps_star


def eq65_event_bound(m: int, k: int, d: int, lam_p: float, eps: float, r_w: float, delta: float) -> Any:
    """L1452-L1454 as printed: P[X in E] <= O(sqrt(m k d lambda')/eps)^{km} exp(-Omega(r_W/m)) + delta* (the shape,
    constants 1; delta* of (106) is at most delta, read as delta)."""
    from thmcheck.bounds.num import exp, sqrt

    return (sqrt(m * k * d * lam_p) / eps) ** (k * m) * exp(-r_w / m) + delta


def thmB1_fejer_step(eps2: float, m: int) -> Any:
    """L3670: |phi_zeta(delta lambda) - 1| <= |(1 - eps''/m)^m - 1| <= eps'' (the chain's right end, eps'')."""
    return eps2


def thmB1_gauss_fourier(m: int, quad_form: float, detQ: float) -> Any:
    """L3696: det(Q)^{-1/2} int e^{-i<lambda', a'>} e^{-||lambda'||^2/2} d lambda' = (2 pi)^{m/2} det(Q)^{-1/2}
    exp(-a^T Q^{-1} a/2)."""
    from thmcheck.bounds.num import exp, sqrt

    return (2 * 3.141592653589793) ** (m / 2) / sqrt(detQ) * exp(-quad_form / 2)
