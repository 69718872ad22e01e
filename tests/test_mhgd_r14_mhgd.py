"""Round 14 (mhgd, helper factrecall): the second path of Proposition 2's literal erratum (B2, B_Phi below
Definition 1's 'B >= 1'), from the paper's closed forms in plain numpy (no code shared with the claim)."""

from __future__ import annotations

import math

import numpy as np


def test_prop2_b2_below_one() -> None:
    """Definition 1 (L179-L180): P1 asks for B2 >= 1 with ||theta_h^(0)|| <= B2, P2 for B_Phi >= 1. Proposition 2
    (L233-L235) gives B2 = sqrt(T)(S + P) and B_Phi = T R (S + P) sqrt(2 log(n/delta)), R = sqrt(S^2 + Z^2 +
    2 Z_nu/M) (L211). At T = 2, S = 0.05, P = 0.01 (DM1 with mu_+ = S e_1, mu_- = S e_2, Assumption 3 allows any
    S > 0) both are below 1, although the first-phase head theta_h^(1) = alpha 1_T (zeta/2 u_* + p)^T (Lemma 2)
    does meet the norm bound: P1 holds with max(1, B2), not with B2."""
    T, S, P, L = 2, 0.05, 0.01, 1
    zeta = L / T
    mu_p, mu_m = S * np.eye(3)[0], S * np.eye(3)[1]
    u_star = mu_p - mu_m
    p = P * np.eye(3)[2]
    theta_h = np.outer(np.ones(T), zeta / 2 * u_star + p)  # alpha = 1, W_h^(1) = 0
    B2 = math.sqrt(T) * (S + P)
    assert np.linalg.norm(theta_h) <= B2 < 1.0
    Zmu = Znu = 0.0
    Z, M, n, delta = 0.0, 1, 1, 0.5
    R = math.sqrt(S**2 + Z**2 + 2 * Znu / M)
    B_phi = T * R * (S + P) * math.sqrt(2 * math.log(n / delta))
    assert B_phi < 1.0 and Zmu == 0.0
