#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (C.102) L5756, Corollary 4.4.1's proof, case ||Sigma_l|| = o(1), the second
'<~':  O( K^{5/2} sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (1 + xi)) / (sum_l lambda_l ||Sigma_l^-1||^-1
rho_l/(eta tau^K kappa^2)) sqrt(d log n/n) )  <~  poly(eta, kappa, tau, delta_K(W*)) sqrt(d log n/n) K^2 (1 + xi)
O(1 - ||Sigma_L||^3).
Own computation (no repository import): rho of Definition C.2.2 (C.6) by 1-D Gauss-Hermite, phi = sigmoid.
Instance: L = 2 groups N(+-m e_1, s^2 I_d), W* = [I_K; 0] (kappa = eta = delta_K = 1), tau = 1, d = K, xi = 0:
first line / (K^2 (1 + xi)(1 - ||Sigma_L||^3) sqrt(d log n/n)) as K grows (everything else fixed)."""
import math

import numpy as np
from scipy.special import expit

t, w = np.polynomial.hermite_e.hermegauss(200)
w = w / w.sum()


def dphi(x):
    p = expit(x)
    return p * (1 - p)


def ab(ui, sig):
    z = ui + t
    f = dphi(sig * z)
    a = [float((w * f * z ** q).sum()) for q in (0, 1, 2)]
    b = [float((w * f * f * z ** q).sum()) for q in (0, 1, 2)]
    return a, b


def rho(u, sig):
    vals = []
    K = len(u)
    for i in range(K):
        a, b = ab(u[i], sig)
        for j in range(K):
            if j == i:
                continue
            vals.append((u[j] ** 2 + 1) * (b[0] - a[0] ** 2))
        vals.append(b[2] - a[2] ** 2 / (u[i] ** 2 + 1))
    return min(vals)


for (m, s, lam1) in ((1.0, 0.1, 0.5), (0.5, 0.3, 0.3), (0.0, 0.2, 0.5)):
    print(f"m = {m}, s = {s} (||Sigma|| = {s * s:.3f}), lambda = ({lam1}, {1 - lam1}), xi = 0:")
    prev = None
    for K in (3, 4, 10, 30, 100, 300):
        u = np.zeros(K)
        u[0] = m / s
        r = rho(u, s) if K <= 30 else prev_r      # rho's min runs over the same values for K >= 3 (checked to 30)
        prev_r = r
        S2 = (m + s) ** 2                          # sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2
        den = s * s * r                            # sum_l lambda_l ||Sigma_l^-1||^-1 rho_l (eta = tau = kappa = 1)
        first = K ** 2.5 * math.sqrt(S2) / den
        second = K ** 2 * (1 - s ** 6)
        print(f"  K = {K}: rho = {r:.4e}, first/second = {first / second:.4e}, over sqrt(K) = {first / second / math.sqrt(K):.4e}")
