#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (D.23) L6730, first '=': ||a~_n^t - a~_n^*||_1 = |sum_k sum_{j in S_k} A_nj sqrt(p_u p_k)
(sqrt(N_k N_u/(l_k l_u)) - 1) + sum_k sum_{j notin S_k} A_nj sqrt(p_u p_k)| for n in N_u, with A^t = A^s = P^s A P^s (Sec. D.1.1 L6686:
P^s_ii = sqrt(p_l N_l/S_l) on sampled i, 0 on unsampled), A* = P* A P* (D.14), P*_ii = sqrt(p_l) (D.15). Own numpy on a hand-built
graph: a path 0-1-2-3-4 plus self-loops, A = D^-1/2 (Adj + I) D^-1/2, degree groups, p_l = 0.5 (any value in (D.16))."""
import math

import numpy as np

Adj = np.zeros((5, 5))
for a, b in [(0, 1), (1, 2), (2, 3), (3, 4)]:
    Adj[a, b] = Adj[b, a] = 1
At = Adj + np.eye(5)
deg = At.sum(1)
A = At / np.sqrt(np.outer(deg, deg))
ds = np.unique(deg); grp = np.searchsorted(ds, deg)          # group 0: ends (deg 2), group 1: middle (deg 3)
Nl = np.array([np.sum(grp == g) for g in range(len(ds))])
p = np.array([0.5, 0.5])
for sampled_set in ({0, 1, 2, 3, 4}, {0, 1, 2, 4}, {1, 2, 3, 4}):
    smp = np.array([i in sampled_set for i in range(5)])
    Sl = np.array([np.sum(smp & (grp == g)) for g in range(len(ds))])
    Ps = np.where(smp, np.sqrt(p[grp] * Nl[grp] / Sl[grp]), 0.0)
    Pst = np.sqrt(p[grp])
    Ast, Ass = Pst[:, None] * A * Pst[None, :], Ps[:, None] * A * Ps[None, :]
    for n in range(5):
        u = grp[n]
        lhs = np.abs(Ass[n] - Ast[n]).sum()
        rhs = 0.0
        for j in range(5):
            if A[n, j] == 0:
                continue
            k = grp[j]
            w = A[n, j] * math.sqrt(p[u] * p[k])
            rhs += w * (math.sqrt(Nl[k] * Nl[u] / (Sl[k] * Sl[u])) - 1) if smp[j] else w
        flag = "" if abs(lhs - rhs) < 1e-12 else "   <-- differs"
        print(f"sampled {sorted(sampled_set)}: n = {n} ({'sampled' if smp[n] else 'UNSAMPLED'}): ||a^t_n - a*_n||_1 = {lhs:.4f}, printed member = {abs(rhs):.4f}{flag}")
