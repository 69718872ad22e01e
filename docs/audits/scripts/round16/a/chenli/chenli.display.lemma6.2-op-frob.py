#!/usr/bin/env python3
"""Auditor A, round 16 (second audit): chenli (seed 000) L1418, proof of Lemma 6.2: 'combining (62) and (63)',
||M_j||_op^2 <= (m/r_W)(1 + m kappa') ||M_j||_F^2 (explicit first '<='), M_j = sum_i (lambda_i)_j W_i, lambda_i in Delta - Delta,
Assumption 8 (|<W_i, W_i'>| <= kappa' ||W_i||_F ||W_i'||_F, kappa' << 1/m (9)), Assumption 9 (||W_i||_F^2 >= r_W ||W_i||_op^2,
r_W >> m^3 k log d). Own construction (my derivation): W_i = diag(1, c_i), c_i in R^{L m}, c_i = y_i (x) 1_L / sqrt(L) with Gram(y) =
rho^2 on the diagonal and g = -kappa'(1 + rho^2) - 1 off it, so <W_i, W_i'> = 1 + g = -kappa' ||W_i||_F^2, ||W_i||_op = 1 once
L >= max y^2, r_W = 1 + rho^2; (lambda_i)_j = 1 (lambda_i = e_j - e_j'). Then ||M||_op^2 = m^2 (the shared top entry) and
||M||_F^2 = m (1 + rho^2)(1 - (m - 1) kappa'), so lhs/rhs = 1/((1 + m kappa')(1 - (m - 1) kappa')) > 1 iff kappa' > 1/(m(m - 1)).
Computed numerically without forming the d = 1 + L m diagonal (block multiplicities), and also exactly in closed form."""
import math
from fractions import Fraction

import numpy as np


def numeric(m, kp, rho2):
    g = -kp * (1 + rho2) - 1
    G = np.full((m, m), g); np.fill_diagonal(G, rho2)
    w, V = np.linalg.eigh(G)
    assert w.min() > -1e-9, "Gram not PSD"
    Y = V * np.sqrt(np.clip(w, 0, None))               # rows y_i, Y Y^T = G
    L = int(math.ceil((np.abs(Y) ** 2).max())) + 1      # entries y/sqrt(L) <= 1 in magnitude
    # W_i diagonal = [1, y_i1/sqrt L (x L), ..., y_im/sqrt L (x L)]; M = sum_i W_i
    top = m                                              # first entry: sum of ones
    blk = Y.sum(0) / math.sqrt(L)                        # each repeated L times
    op2 = max(top, np.abs(blk).max()) ** 2
    F2 = top**2 + L * float((blk**2).sum())
    normsF2 = 1 + (Y**2).sum(1)                          # ||W_i||_F^2
    opW2 = np.maximum(1.0, (np.abs(Y) ** 2).max(1) / L)
    rW = float((normsF2 / opW2).min())
    Gw = 1 + Y @ Y.T
    coh = np.abs(Gw) / np.sqrt(np.outer(normsF2, normsF2)); np.fill_diagonal(coh, 0)
    d = 1 + L * m
    return op2 / ((m / rW) * (1 + m * float(coh.max())) * F2), float(coh.max()), rW, d


def exact(m, kp):
    kp = Fraction(kp)
    return 1 / ((1 + m * kp) * (1 - (m - 1) * kp))


for m, kp, rho2 in ((12, 1 / 120, 1e8), (20, 1 / 200, 1e10), (20, 1 / 400, 1e10), (100, 1 / 1000, 1e13)):
    r, kr, rW, d = numeric(m, kp, rho2)
    k = m                                                 # m <~ k (Sec. 4.3); k = m the smallest
    print(f"m={m}, kappa'={kp:.5f} (m kappa' = {m * kp:.3f}; 1/(m(m-1)) = {1 / (m * (m - 1)):.5f}): lhs/rhs = {r:.6f} "
          f"(exact {float(exact(m, Fraction(1, round(1 / kp)))):.6f}); realised kappa' {kr:.6f}; r_W = {rW:.3g} vs m^3 k log d = "
          f"{m**3 * k * math.log(d):.3g} (d = {d:.3g})")
