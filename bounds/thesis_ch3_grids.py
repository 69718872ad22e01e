"""Hongkang Li, PhD thesis (RPI 2024), Chapter 3: the training-grid statements of Theorems 3.4.4, 3.4.6 and 3.4.8
as pure functions (no torch). Seed ``shared/seeds/003_84cf0eb31e2dc802.txt``; pairing with the measurements and
strategies in ``checks/papers/thesis_ch3_grids.py``.
"""

from __future__ import annotations


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
