#!/usr/bin/env python3
"""Auditor A, round 16 (second audit): chenli (seed 000) L1771, proof of Lemma 6.12: ||V'V'^T - Z'||_op <= m ||V'V'^T - Z'||_max,
V' the (m+1) x |S^c| matrix with rows x^T (Theta_i)_{:,S^c} (i <= m) and ||Theta_1||_F x^T E'_{S^c}/||x^T E'_{S^c}||, Z' = diag(||Theta_1||_F^2,
..., ||Theta_m||_F^2, ||Theta_1||_F^2) (86). The matrix is (m+1) x (m+1); its last diagonal entry is exactly 0 (the last row has norm
||Theta_1||_F). Own numpy: (1) m = 1 on my chenli.eq87 family (h = kappa-type heavy mass, x random): A = [[a, b], [b, 0]]; (2) random
Gaussian heads, m = 1, 2, 3."""
import math

import numpy as np


def family(d=400, dp=8, h=0.01, seed=0):
    rng = np.random.default_rng(seed)
    a_ = math.sqrt(h / dp); s = math.sqrt((1 - h) / (d - dp))
    Th = np.zeros((d, d)); Th[np.arange(dp), np.arange(dp)] = a_ * np.array([1, -1] * (dp // 2))
    idx = np.arange(dp, d); Th[idx, np.roll(idx, 1)] = s
    S = np.arange(d) < dp
    E = math.sqrt((1 - h) / h) * np.where(S[None, :], Th, 0) - math.sqrt(h / (1 - h)) * np.where(S[None, :], 0, Th)
    x = rng.choice([-1.0, 1.0], size=d)
    r1 = (x @ Th)[~S]
    u = (x @ E)[~S]
    r2 = np.linalg.norm(Th) * u / np.linalg.norm(u)
    V = np.array([r1, r2])
    A = V @ V.T - np.diag([np.linalg.norm(Th) ** 2] * 2)
    return A


for h in (0.01, 1e-4):
    A = family(h=h)
    op, mx = np.linalg.norm(A, 2), np.abs(A).max()
    print(f"(1) family h = {h}: A = {np.round(A, 6).tolist()}, op/max = {op / mx:.6f} > m = 1 (predicted 1 + ~h/2)")
rng = np.random.default_rng(1)
for m in (1, 2, 3):
    rs = []
    for _ in range(200):
        d = 10
        th = rng.normal(size=(m, d, d))
        x = rng.choice([-1.0, 1.0], size=d)
        Sc = rng.permutation(d)[: d - 2]
        Q = np.linalg.qr(th.reshape(m, -1).T)[0]
        e = rng.normal(size=d * d); e -= Q @ (Q.T @ e)
        E = e.reshape(d, d)
        u = (x @ E)[Sc]
        rows = [(x @ th[i])[Sc] for i in range(m)] + [np.linalg.norm(th[0]) * u / np.linalg.norm(u)]
        V = np.array(rows)
        A = V @ V.T - np.diag([np.linalg.norm(t) ** 2 for t in th] + [np.linalg.norm(th[0]) ** 2])
        rs.append(np.linalg.norm(A, 2) / np.abs(A).max())
    print(f"(2) random heads m = {m}: op/max largest {max(rs):.3f} (> m in {sum(r > m for r in rs)}/200); bound m + 1 = {m + 1} never exceeded: {max(rs) <= m + 1}")
