#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (D.51) L7037-L7042, proof of Lemma D.2.5:
r_{n,1}(X) - J_1 = sum_j a_{j,n} sum_{i in S} v_i 1[a_j X w_i + B_i] (s_i/(2 sqrt|S|)) alpha
                 + sum_j a_{j,n} sum_{i in S} v_i 1[a_j X w_i + B_i] (a_j X beta_i + B_i) = P_1 + P_2,
with r_{n,1} - J_1 = sum_j a_{j,n} sum_{i in S} v_i sigma(a_j X w_i + B_i) ((D.50)), sigma = ReLU, W = alpha e_d u^T +
beta (L7023), u_i = s_i/sqrt|S| on S, alpha = e_d^T W u. Own numpy (no repository import); the printed w_1 read as w_i
and the indicator as '>= 0'. Compared: the printed P_1, the exact first term alpha s_i a_j X e_d/sqrt|S|."""
import math

import numpy as np


def check(N, d, m1, p, frac, seed, n=0):
    rng = np.random.default_rng(seed)
    At = np.triu((rng.random((N, N)) < p).astype(float), 1)
    At = At + At.T + np.eye(N)
    deg = At.sum(1)
    A = At / np.sqrt(np.outer(deg, deg))                 # D^{-1/2} A~ D^{-1/2}
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)   # ||x_n|| = 1
    W = rng.standard_normal((d, m1)) / math.sqrt(m1)
    B = rng.standard_normal(m1) / math.sqrt(m1)
    v = rng.standard_normal(m1) / math.sqrt(m1)
    k = max(1, int(frac * m1))
    S = rng.choice(m1, k, replace=False)
    s = rng.choice([-1.0, 1.0], k)
    u = np.zeros(m1); u[S] = s / math.sqrt(k)
    alpha = float(W[d - 1] @ u)
    beta = W - alpha * np.outer(np.eye(d)[d - 1], u)
    AX = A @ X
    pre = AX @ W + B
    ind = (pre >= 0).astype(float)
    a = A[:, n]
    lhs = float(sum(a[j] * np.sum(v[S] * np.maximum(pre[j, S], 0)) for j in range(N)))
    P1p = float(sum(a[j] * np.sum(v[S] * ind[j, S] * s * alpha / (2 * math.sqrt(k))) for j in range(N)))
    P1t = float(sum(a[j] * np.sum(v[S] * ind[j, S] * s * alpha * AX[j, d - 1] / math.sqrt(k)) for j in range(N)))
    P2 = float(sum(a[j] * np.sum(v[S] * ind[j, S] * (AX[j] @ beta[:, S] + B[S])) for j in range(N)))
    return lhs, P1p + P2, P1t + P2, P1p, P1t


for cfg in ((1, 1, 8, 0.0, 1.0, 0), (5, 3, 32, 0.5, 0.3, 1), (10, 4, 64, 0.3, 0.5, 2), (12, 2, 16, 0.8, 1.0, 3)):
    lhs, printed, exact, P1p, P1t = check(*cfg)
    print(f"N, d, m1, p, |S|/m1, seed = {cfg}: lhs = {lhs:.6e}; printed P_1 + P_2 = {printed:.6e} (rel. err "
          f"{abs(lhs - printed) / abs(lhs):.3f}); with alpha s_i a_j X e_d/sqrt|S|: {exact:.6e} (rel. err "
          f"{abs(lhs - exact) / abs(lhs):.1e}); P_1 printed/true = {P1p / P1t:.3f}")
