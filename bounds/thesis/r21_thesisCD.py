"""Bounds of ``thmcheck.checks.papers.thesis.r21_thesisCD`` (round 21, helper thesisCD): (C.228)'s upper Hessian bound
H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 (L6363-L6365)."""

from __future__ import annotations


def c228_hmax_printed(S_sigma: float, **_: object) -> float:
    """As printed (L6365): H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 (the shape; C_4 hidden)."""
    return float(S_sigma)


def c228_hmax_half(S_half: float, **_: object) -> float:
    """The reading ||Sigma_l^{1/2}|| for ||Sigma_l|| (Lemma C.3.2's (C.85), Lemma C.3.1's (C.83) up to ||mu~||_inf):
    sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2."""
    return float(S_half)


def c228_mut_squared(S_sigma: float, **_: object) -> float:
    """Mutant of the reading: the printed shape squared again (too small wherever S < 1)."""
    return float(S_sigma) ** 2


def c228_mut_half_over_K(S_half: float, K: float, **_: object) -> float:
    """Mutant of the reading: sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 / (16 K) (below the Fisher bound
    lambda_max <= lambda_max(E x x^T)/(4K) where x is small)."""
    return float(S_half) / (16.0 * float(K))


def d81_zero(**_: object) -> float:
    """(D.81) is an identity: relative residual 0."""
    return 0.0


def d81_mut_off(**_: object) -> float:
    """Mutant: a relative residual of 1e-3."""
    return 1e-3


def l7321_printed(norm2_tilde: float, sigma_w: float, **_: object) -> float:
    """L7321 as printed: Var(a~_n X~ w~_i^rho) = ||a~_n X~||^2 sigma_w^2 (X~ = (X, 1))."""
    return float(norm2_tilde) * float(sigma_w) ** 2


def l7321_corrected(norm2_x: float, sigma_w: float, **_: object) -> float:
    """Corrected L7321 (B_1 not smoothed, Algorithm 2): Var = ||a~_n X||^2 sigma_w^2 (the bias coordinate drops)."""
    return float(norm2_x) * float(sigma_w) ** 2
