"""Auditor A r21: (B.132) under the reading U_l(0) = neurons lucky for a mu_2 node (W_O(i) V_{n'}(0) > 0, n' in D_2)."""
import sys
import numpy as np
import torch
sys.path.insert(0, "/work/audit/r21a/thesis")
from ch3_t0 import build, sample_sets, GT
M, N, s_size, xi = 4, 200, 20, 0.01
e1 = torch.zeros(M + 2); e1[0] = 1.0
for m in [177, 1000]:
    for seed in range(6):
        pat, y, adj, nb2 = build(N, M, seed=seed)
        g = np.random.default_rng(seed)
        Ss = sample_sets(nb2, N, s_size, g)
        net = GT(M, m, xi, seed)
        # U: lucky for the first mu_2 node n' (its own sampled set)
        n2 = int(np.where(pat == 1)[0][0])
        w2, X2 = net.attn(n2, Ss[n2], pat)
        U = ((net.WO @ (net.WV @ (X2.T @ w2))) > 0).numpy()
        res = []
        for l in np.where(pat == 0)[0]:
            S = Ss[l]
            if np.any(pat[S] == 1):
                continue
            w, X = net.attn(l, S, pat)
            cen = (X @ net.WK.T) @ e1; cen = cen - w @ cen
            L = (net.WO @ net.WV @ (X.T @ (w * cen))).numpy()
            res.append((int((L[U] > 0).sum()), int(U.sum()), L[U].max() / np.abs(L).max()))
        if res:
            print(f"m={m} seed={seed}: mu_1 queries with |S_2|=0: {len(res)}; positive terms among U(mu_2-lucky) neurons: "
                  + ", ".join(f"{a}/{b} (max/max|L| {c:.2f})" for a, b, c in res))
