"""Hongkang Li, PhD thesis (RPI 2024), Chapter 3 (graph transformer) and Appendix B: printed bounds as pure
functions.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt`` (line numbers ``Lnnn``). Pure Python: no torch, no Hypothesis.
Pairing with measurements and strategies: ``checks/papers/thesis/ch3_*.py``, ``checks/papers/thesis/appB_*.py``.
"""

from __future__ import annotations

import math

import numpy as np


def grad_b166(p: np.ndarray, vals: np.ndarray, U: np.ndarray, g: np.ndarray, **_: object) -> float:
    """(B.166), L4657: d/db of w^T sum_s W_V x_s softmax_s(g_s + u_s^T b) = sum_s (w^T W_V x_s) softmax_s
    (u_s - sum_r softmax_r u_r). Returns <closed form, g> (g a probe vector)."""
    ubar = p @ U
    return float(sum(vals[s] * p[s] * (U[s] - ubar) for s in range(len(p))) @ g)


def grad_b166_printed(p: np.ndarray, vals: np.ndarray, U: np.ndarray, g: np.ndarray, gs: np.ndarray, b: np.ndarray,
                      **_: object) -> float:
    """(B.166), L4657, as printed: sum_s (w^T W_V x_s) softmax_l(g_s + u_(s,l)^T b) (u_(s,l) - sum_r softmax_l(g_r +
    u_(s,l)^T b) u_(r,l)), where softmax_l(.) is the attention weight exp(.)/sum_r' exp(g_r' + u_(r',l)^T b) (its use
    throughout App. B, e.g. (B.22), (B.81)): the r-softmax carries u_(s,l), not u_(r,l). Returns <it, g>."""
    z = np.exp(gs + U @ b)
    total = z.sum()
    out = np.zeros(U.shape[1])
    for s in range(len(p)):
        lit = np.exp(gs + U[s] @ b) / total  # softmax_l(g_r + u_(s,l)^T b) for every r
        out += vals[s] * p[s] * (U[s] - lit @ U)
    return float(out @ g)


def b55(p: float, **_: object) -> float:
    """(B.55), L4119: 1 - p^2 <= 2(1 - p) for p in [0, 1]. Returns 2(1 - p)."""
    return 2 * (1 - p)


def b199_rhs(n_star_z: int, n_i: int, n_i_z: int, n_star: int, **_: object) -> int:
    """(B.199)-(B.200), L4835-L4844: |D_* cap N_z||D_i cap (V - N_z)| - |D_i cap N_z||D_* cap (V - N_z)| =
    |D_* cap N_z||D_i| - |D_i cap N_z||D_*|. Returns the right side."""
    return n_star_z * n_i - n_i_z * n_star


def table_b8(N: int, n_classes: int, **_: object) -> float:
    """Table B.8, L3867: the printed threshold 10 sqrt(N) (Cora N = 2708: 520.38; Actor N = 7600: 871.78)."""
    return 10 * math.sqrt(N)


# ------------------------------------------------------------------ Chapter 3 experiments


def b49_log(L: int, D: int, s: float, **_: object) -> float:
    """(B.49), App. B L4097, in log form: log E exp(s(sum_{n in L} p_n - |L| E p)) <= |L| (1 + sum_z delta_z^2) s^2,
    with ``D`` = 1 + sum_z delta_z^2 (the printed dependency degree) and ``L`` = |L|."""
    return L * D * s * s


def attention_limit_ratio(**_: object) -> float:
    """Lemma 3.4.5 (3.11), L893-L897, as a ratio: the measured attention mass on class-relevant nodes divided by
    its claimed limit (1 - eta^C for discriminative n, 1 - eps_S - eta^C for non-discriminative n) must reach 1."""
    return 1.0


def theorem3_4_4_plateau(eps0: float, eps: float, **_: object) -> float:
    """Theorem 3.4.4 (3.10), L869-L879. Statement: under m >= Omega(M^2 log N), B >= Omega(eps^-2 log N),
    T (3.8), |L| (3.9), w.p. >= 0.99 the population hinge risk f(psi) <= 2 eps_0 + eps. Kind: algorithmic guarantee
    (the 2 is the one explicit constant). Assumptions: eps_0 of Assumption 3.4.2 (fraction of nodes with
    Delta_n(z_m) <= 0), eps in (0, 1). Returns 2 eps_0 + eps."""
    return 2.0 * eps0 + eps


def theorem3_4_6_gcn_gamma_exponent(**_: object) -> float:
    """Theorem 3.4.6 (3.12), L905-L911. Statement: the GCN (W_K = W_Q = 0, b = 0, sampling in N_zm) reaches
    2 eps_0 + eps after T = Theta(eta^-1/2 (1-2eps_0)^-1/2 gamma_d^-2 (1-delta)^-1/2) iterations. Kind: rate (a
    sufficient iteration count, hidden constant): the iterations T*(gamma_d) it needs grow at most like
    gamma_d^-2, so the fitted exponent of T* in gamma_d is >= -2. Returns -2."""
    return -2.0


def theorem3_4_8_ratio_exponent(**_: object) -> float:
    """Theorem 3.4.8, L927 (with the discussion L913-L929). Statement: the oracle model (b = 0, sampling in N_zm)
    needs (3.8), (3.9), as the GT with learned PE does: the two are equivalent up to constants, so the ratio of
    their iteration counts T*_GT / T*_oracle stays bounded across gamma_d (and eps_S): its fitted exponent in
    gamma_d is 0. Kind: separation (equivalence of sufficient conditions). Returns 0."""
    return 0.0


def b19_shape(B: int, **_: object) -> float:
    """(B.19), L3975, Lemma B.3.1: ||W_O(i,:)^(t)||^2 <= (1/B) min{||W_O(j,:)^(t)||^2, ||W_O(k,:)^(t)||^2} for unlucky i,
    j in W_l(0), k in U_l(0); in ratio form (unlucky over the lucky min) the printed bound is 1/B (shape)."""
    return 1.0 / B


def b17_shape(B: int, **_: object) -> float:
    """(B.17), L3973: the 1/sqrt(B) of the projections, used as a mutant shape of (B.19)."""
    return 1.0 / B**0.5


# ------------------------------------------------------------------ Lemma B.3.2 (B.22)-(B.23), L3979-L3991

def b32_shape(**_: object) -> float:
    """(B.22)-(B.23): the >~ / <~ constant alone: the largest ratio is O(1) (shape 1)."""
    return 1.0


def b32_mut_inv_T(T: float, **_: object) -> float:
    """Mutant: the ratio decays like 1/T along the run length."""
    return 1.0 / T



# ------------------------------------------------------------------ Lemma B.3.6 (B.36), L4027-L4031

def lucky_off_shape(m: float, **_: object) -> float:
    """(B.36) / (A.193) as a uniform check: "for m >= C M^2 log N every lucky neuron stays activated" says the count of
    deactivated lucky pairs (an integer) is 0 for m large enough, i.e. count <= c / m for one constant c (at fixed M,
    N): shape 1/m."""
    return 1.0 / m


def lucky_off_mut_m2(m: float, **_: object) -> float:
    """Mutant: count <= c / m^2."""
    return 1.0 / m**2


def lemma3_4_5_rate_shape(T: float, **_: object) -> float:
    """Lemma 3.4.5 (3.11), L893-L897, as a uniform shape: the attention mass reaches its limit 'at a sublinear rate
    O(1/t)': limit - mass after T iterations <= c / T for one constant c."""
    return 1.0 / T


def lemma3_4_5_mut_linear(T: float, **_: object) -> float:
    """Mutant of (3.11): exp(-T/10)/T, a linear (geometric) convergence in place of the sublinear O(1/t)."""
    return math.exp(-T / 10) / T
