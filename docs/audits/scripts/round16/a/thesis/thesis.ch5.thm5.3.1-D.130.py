#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (D.130) L7797: |f_r(e_g, A*, X, W0 + Wrho, V0 + Vrho, B)| = |e_g^T A* sigma(r' + B2) c_r|
<= O~(||A*||_inf (||A*||_inf + 1) eps_c), r' = A* sigma(A* X (W0 + Wrho) + B1)(V0 + Vrho) (network (5.4)), at the initialization
(L1485: W0 ~ N(0, 1/m1), V0 ~ N(0, 1/m2), B1 = 1 b1, b1 ~ N(0, 1/m1), B2 likewise, C ~ N(0, 1) i.e. eps_c = 1; Wrho, Vrho small
perturbations sigma_w = m1^-0.99, sigma_v = m2^-0.51 as Table D.2 is read by the helper; they do not matter here).
A* = A P* (5.6)-(5.7), 0 <= p_l* <= c1/(L psi_l) (5.8), psi_l = sqrt(d_L d_l) N_l / sum_i d_i N_i (5.9), A = D^-1/2 (Adj + I) D^-1/2.
Own numpy. Graph: a star (centre g, D leaves) beside a disconnected padding component of N_pad nodes of degree d_pad (with the
self-loop; it only enters the group sums), degrees 2 < d_pad < D + 1 (L = 3 groups, separated by factors ~14 at D = 400).
p* at the caps of (5.8) with c1 = 1. The centre's output only involves the star's rows, computed exactly (D + 1 nodes)."""
import math

import numpy as np

D, c1, m1, m2, d = 400, 1.0, 64, 64, 4
dpad = round(math.sqrt(2 * (D + 1)))
rng = np.random.default_rng(0)
for Npad in (100, 1000, 10**4, 10**5, 10**6):
    E = 2.0 * D + (D + 1) + dpad * Npad
    dL = D + 1.0
    psi = {"leaf": math.sqrt(dL * 2) * D / E, "pad": math.sqrt(dL * dpad) * Npad / E, "centre": math.sqrt(dL * dL) / E}
    p = {k: c1 / (3 * v) for k, v in psi.items()}
    A = np.zeros((D + 1, D + 1))
    A[0, 0] = 1 / (D + 1); A[0, 1:] = A[1:, 0] = 1 / math.sqrt(2 * (D + 1)); A[np.arange(1, D + 1), np.arange(1, D + 1)] = 0.5
    pv = np.array([p["centre"]] + [p["leaf"]] * D)
    As = A * pv[None, :]
    R = max(np.abs(As).sum(1).max(), p["pad"])           # padding rows sum to p_pad (a regular component's A rows sum to 1)
    X = np.zeros((D + 1, d)); X[:, 0] = 1.0                # aligned unit features, ||x_n|| = 1
    fs = []
    for _ in range(7):
        W = rng.normal(0, m1**-0.5, (d, m1)) + rng.normal(0, m1**-0.99, (d, m1))
        V = rng.normal(0, m2**-0.5, (m1, m2)) + rng.normal(0, m2**-0.51, (m1, m2))
        b1, b2, c = rng.normal(0, m1**-0.5, m1), rng.normal(0, m2**-0.5, m2), rng.normal(0, 1, m2)
        r = As @ np.maximum(As @ X @ W + b1, 0) @ V
        fs.append(abs(As[0] @ np.maximum(r + b2, 0) @ c))
    f = float(np.median(fs))
    print(f"N_pad = {Npad:8d}: ||A*||_inf = {R:10.3f} (centre row {np.abs(As[0]).sum():.3f}, leaf row {np.abs(As[1]).sum():.3f}); "
          f"median |f_r| = {f:.4g}; |f_r|/(R(R+1)) = {f / (R * (R + 1)):.4g}; |f_r|/R^3 = {f / R**3:.4g}")
