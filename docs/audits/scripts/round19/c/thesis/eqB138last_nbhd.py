"""Addendum to eqB138last.py: Section 3.5.1's own sampling (n + 60 nodes from distance 1..2) on the degree-120 graph."""
import numpy as np
from eqB147 import build
for gd in (0.4, 0.2):
    for seed in (0, 1):
        rng = np.random.default_rng(seed)
        pat, y, dist = build(1000, 10, gd, 0.05, 120, rng)
        sigma = 0.1; e = np.exp(1 - sigma); ps = []
        for n in rng.choice(1000, 512, replace=False):
            near = np.where((dist[n] == 1) | (dist[n] == 2))[0]
            S = np.concatenate([[n], rng.choice(near, 60, replace=False)])
            star = 0 if y[n] == 1 else 1
            ns = np.sum(pat[S] == star); nh = np.sum(pat[S] == 1 - star); nn = len(S) - ns - nh
            A = ns * e
            den = A + (len(S) - ns) if pat[n] < 2 else A + nh * e + nn
            ps.append(A / den)
        pb = np.mean(ps)
        print(f"gamma_d={gd} seed={seed}: pbar(int) = {pb:.3f}, pbar/4 - sigma = {pb/4 - sigma:+.4f}")
