"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") for the statements that were
records until round 4 and are now checks: Lemma 6.15, Corollary 6.16, Theorem 6.17, Lemma 7.7, Lemmas 8.1, 8.2.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Pure functions of named quantities (no torch); the measurements
and strategies are in ``checks/papers/chenli/records_r4.py``.
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt


def constant_shape(eps: float, lam_p: float) -> float:
    """The printed shape of 'there is an absolute constant C' (Lemma 6.15: eps* >= C eps): the constant 1, so the
    uniform check asks whether the constant the instance needs stays bounded over the printed domain."""
    return 1.0


def eps_shape(eps: float) -> Any:
    """Corollary 6.16 / Theorem 6.17 (I) at the edge eps* = C eps (the first branch of the printed max): the width
    of K orthogonal to the heads' span must be O(eps*) = O(eps)."""
    return eps


def thm6_17_ii(eps: float, theta1: float, lam: float, kappa: float, m: int) -> Any:
    """Theorem 6.17 (II): ||Theta* - hatTheta*||_F <~ sqrt(eps ||Theta_1||_F/lambda) + kappa^{1/2} m^{1/4}
    lambda^{-3/4} ||Theta_1||_F (the printed shape; the constant is the uniform check's)."""
    return sqrt(eps * theta1 / lam) + kappa**0.5 * m**0.25 * lam**-0.75 * theta1


def omega_sq(omega: float, d: int, F: float) -> Any:
    """Lemma 7.7: the log of the distortion ratio is O(omega^2) (the printed shape omega^2; free of d and of the
    heads' scale F = ||Theta_1||_F)."""
    return omega**2


def nu_next(nu_next: float) -> Any:
    """Lemma 8.2: the new matrix is nu_{l+1}-close to span(Theta_i) (unit norm), nu_{l+1} of Eq. (132)."""
    return nu_next


def eps_star(eps_star: float) -> Any:
    """Lemma 8.1: every Theta_i has a list entry within eps* in Frobenius norm."""
    return eps_star
