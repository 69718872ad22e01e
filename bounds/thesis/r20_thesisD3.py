"""Bounds of ``thmcheck.checks.papers.thesis.r20_thesisD3`` (round 20, helper thesisD3): the in-text fact of the proof
of Lemma C.3.3 (App. C.6.2, L6446) 'delta_K(Q_2) <~ delta_K^2(W*)'."""

from __future__ import annotations

import math


def l6446_shape(deltaK: float, **_: object) -> float:
    """As printed: delta_K(Q_2) <~ delta_K(W*)^2 (the printed shape; a hidden absolute constant)."""
    return deltaK**2


def l6446_corrected(delta1: float, deltaK: float, **_: object) -> float:
    """delta_K(Q_2) <~ delta_1(W*) delta_K(W*) = kappa delta_K(W*)^2: Q_2 = W* C W*^T / K with C = diag(E[phi''(w_i*^T
    x)]), |phi''| <= 1/(6 sqrt 3), and sigma_K(A B) <= sigma_K(A) sigma_1(B)."""
    return delta1 * deltaK


def l6446_mut_kappa_half(delta1: float, deltaK: float, **_: object) -> float:
    """Planted (against the corrected form): kappa^(1/2) delta_K^2 in place of kappa delta_K^2."""
    return math.sqrt(delta1 / deltaK) * deltaK**2


# ------------------------- L6446's companion: delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K^2(W*) for any arbitrary alpha


def l6446q3_shape(deltaK: float, **_: object) -> float:
    """As printed: delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K(W*)^2 for any arbitrary vector alpha (hidden constant)."""
    return deltaK**2


def l6446q3_corrected(delta1: float, deltaK: float, alpha_norm: float, **_: object) -> float:
    """delta_K(Q_3(I_d, I_d, alpha)) <~ ||alpha|| delta_1(W*)^2 delta_K(W*): Q_3(I, I, alpha) = W* D W*^T / K with D =
    diag(E[phi'''(w_i*^T x)] w_i*^T alpha), |phi'''| <= 1/8, |w_i*^T alpha| <= delta_1 ||alpha||."""
    return alpha_norm * delta1**2 * deltaK


def l6446q3_mut_noalpha(delta1: float, deltaK: float, alpha_norm: float, **_: object) -> float:
    """Planted (against the corrected form): ||alpha|| dropped."""
    return delta1**2 * deltaK


# ------------------------------------ (C.245) L6462, first step: ||U^T w-bar_j* - v^_j|| <= K^{3/2}/delta_K^2 ||R_3 - R^_3||


def c245first_printed(K: float, deltaK: float, Enorm: float, **_: object) -> float:
    """As printed: K^{3/2} / delta_K^2(W*) ||R_3 - R^_3|| (||.|| taken as the Frobenius norm, the largest of the tensor
    norms in use, so the printed side under any of them is at most this)."""
    return K**1.5 / deltaK**2 * Enorm


def c245first_mut_noK(K: float, deltaK: float, Enorm: float, **_: object) -> float:
    """Planted: K^{3/2} dropped (smaller side)."""
    return Enorm / deltaK**2
