"""thesis, Appendix C (round 16, helper thesisC, continuation): bounds for
``thmcheck.checks.papers.thesis.r16_thesisC2``.

- (C.198) L6207: sup_W ||E[Hess l(W_j(W); x)] - E[Hess l(W; x)]|| <= C_12 d^{3/2} K^{5/2} sqrt(sum_l lambda_l
  (||mu_l||_inf + ||Sigma_l^{1/2}||)^2 sum_l lambda_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^4) eps (C_12 hidden).

Pure functions (no torch)."""

from __future__ import annotations

import math

import numpy as np


def _a_m(mus_inf: np.ndarray, sig_half: np.ndarray, lam: np.ndarray, m: int) -> float:
    return float(np.sum(np.asarray(lam) * (np.asarray(mus_inf) + np.asarray(sig_half)) ** m))


def c198_shape(d: int, K: int, mus_inf: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, eps: float,
               **_: object) -> float:
    """(C.198)'s right side as printed, C_12 hidden: d^{3/2} K^{5/2} sqrt(A_2 A_4) eps, A_m = sum_l lambda_l
    (||mu_l||_inf + ||Sigma_l^{1/2}||)^m, ||Sigma_l^{1/2}|| = sqrt(||Sigma_l||) (``sigma_op`` the spectral norms of
    the covariances)."""
    sh = np.sqrt(np.asarray(sigma_op, dtype=float))
    return d**1.5 * K**2.5 * math.sqrt(_a_m(mus_inf, sh, lam, 2) * _a_m(mus_inf, sh, lam, 4)) * float(eps)


def c198_lemma_sigma(d: int, K: int, mus_inf: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, eps: float,
                     **_: object) -> float:
    """The factor of Lemma C.4.2 (C.126) as printed there (||Sigma_l||, not ||Sigma_l^{1/2}||) times eps: what 'From
    Lemma C.4.2' literally gives (a comparison quantity, reported; not the claim's bound)."""
    s = np.asarray(sigma_op, dtype=float)
    return d**1.5 * K**2.5 * math.sqrt(_a_m(mus_inf, s, lam, 2) * _a_m(mus_inf, s, lam, 4)) * float(eps)


def c198_mut_sq(d: int, K: int, mus_inf: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, eps: float,
                **_: object) -> float:
    """Planted mutant: the mixture factor squared (power 6 of the data scale in place of 3: wrong as the scale -> 0)."""
    sh = np.sqrt(np.asarray(sigma_op, dtype=float))
    return d**1.5 * K**2.5 * _a_m(mus_inf, sh, lam, 2) * _a_m(mus_inf, sh, lam, 4) * float(eps)


def c198_mut_eps2(d: int, K: int, mus_inf: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, eps: float,
                  **_: object) -> float:
    """Planted mutant: eps^2 in place of eps (wrong as eps -> 0: the left side is linear in eps there)."""
    return c198_shape(d, K, mus_inf, sigma_op, lam, eps) * float(eps)


# ------------------------------------------------ (C.227) L6357: the noisy gradient step around a critical point


def c227_zero(**_: object) -> float:
    """(C.227) is an identity: the relative residual of its two '=' is 0 (given grad f_n(W_hat_n) = 0)."""
    return 0.0


def c227_mut_off(**_: object) -> float:
    """Planted mutant: the identity off by a relative 1e-3 (as an eta_0 / 2 or a lost nu-term would make it)."""
    return 1e-3


# ------------------------------------------------ (C.190) L6158: |G_i| against the quadratic forms (u_j^T x)^2


def c190_shape(q: float, **_: object) -> float:
    """(C.190)'s right side without C_9: q = sum_j (u_j^T x)^2 + sum_j E(u_j^T x)^2."""
    return float(q)


def c190_mut_square(q_abs: float, **_: object) -> float:
    """Planted mutant: C_9 q^2 in place of C_9 q (in the measurement's units q^2 / q = q): wrong as the data scale
    -> 0, where q -> 0 and |G_i| / q stays of order one."""
    return float(q_abs)
