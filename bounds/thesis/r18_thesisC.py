"""Bounds for thesis App. C, round 18 (helper thesisC): pure functions, no torch."""

from __future__ import annotations

import math

# ------------------------------------ Lemma C.5.1 (C.204) L6262: C_13 sqrt(K S') sqrt(d log n / n) (1 + xi)


def lemma_c51_shape(K: float, S_printed: float, d: float, n: float, xi: float, **_: object) -> float:
    """(C.204)'s right side without C_13: sqrt(K S') sqrt(d log n / n) (1 + xi), S' = sum_l lambda_l (||mu_l|| +
    ||Sigma_l||)^2 as printed (||Sigma_l||, not its square root)."""
    return math.sqrt(K * S_printed) * math.sqrt(d * math.log(n) / n) * (1.0 + xi)


def lemma_c51_mut_d7(K: float, S_printed: float, d: float, n: float, xi: float, **_: object) -> float:
    """Planted mutant: d^7 in place of d inside the root (d^3 short of the heavy sample's d^5 / sqrt(n): still
    unbounded along d, like d^1.5)."""
    return math.sqrt(K * S_printed) * math.sqrt(d**7 * math.log(n) / n) * (1.0 + xi)


# ------------------------------------ Lemma C.3.1 (C.83) L5652, its upper side: C_2 sum_l lambda_l (||mu~_l||_inf
# + ||Sigma_l^{1/2}||)^2


def lemma_c31_upper_shape(S_inf: float, **_: object) -> float:
    """(C.83)'s upper side without C_2: sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 (mu~_l = Lambda_l mu_l,
    Sigma_l = Lambda_l^T D_l Lambda_l, Property 8; Lambda_l = I for the identity covariances drawn)."""
    return S_inf


def lemma_c31_upper_mut_d9(S_inf: float, d: float, **_: object) -> float:
    """Planted mutant: S_inf d^9 (one power short of the heavy sample's d^10: still unbounded along d)."""
    return S_inf * d**9


# ------------------------------------ (C.225) L6349, its first '<=': |<G, vec(Delta)>| <= ||G|| ||Delta||_F


def c225_cs_printed(G_spec: float, Delta_F: float, **_: object) -> float:
    """(C.225)'s first right side as printed: ||grad f~_n(W*P)|| ||W_hat_n - W*P||_F, ||.|| of a d x K matrix the
    spectral norm (the chapter's convention, L5684: ||W||_F <= sqrt(K) ||W||)."""
    return G_spec * Delta_F


def c225_cs_frobenius(G_F: float, Delta_F: float, **_: object) -> float:
    """The reading ||.|| = ||.||_F (Cauchy-Schwarz for the trace inner product)."""
    return G_F * Delta_F


def c225_mut_half(G_spec: float, Delta_F: float, **_: object) -> float:
    """Planted mutant of the Frobenius reading's side: half the spectral product."""
    return 0.5 * G_spec * Delta_F


def c225_mut_frob_half(G_F: float, Delta_F: float, **_: object) -> float:
    """Planted mutant: (1/2) ||G||_F ||Delta||_F."""
    return 0.5 * G_F * Delta_F


# ------------------------------------ (C.130) L5865, its second '>=': lambda_min of the middle member, eventually in n


def c130_zero(**_: object) -> float:
    """(C.130)'s right side Omega((1 - eps_0)/K^2 Gamma~) - O(C_6 S sqrt(dK log n / n)) is positive for every n beyond
    some N (whatever the constants, Gamma~ > 0): the middle member's lambda_min must then be >= 0 (the bound 0)."""
    return 0.0


def c130_mut_positive(Gamma: float, **_: object) -> float:
    """Planted mutant: lambda_min(middle) >= 10 Gamma~ (a right side the search must also refute)."""
    return 10.0 * Gamma


# ------------------------------------ Lemma C.3.2 (C.85) L5662: GD's first step with eta_0 = c / S_inf


def lemma_c32_step_shape(**_: object) -> float:
    """The uniform shape 1: a = ||grad f_n(W*P)|| / (S_inf ||W*P - W_hat_n||) must stay below a constant (2/c) for
    GD's first step from W*P with eta_0 = c / S_inf to contract."""
    return 1.0


def lemma_c32_mut_d(d: float, **_: object) -> float:
    """Planted mutant: a <= d^2 (still refuted: the certified a grows like d^5)."""
    return d * d
