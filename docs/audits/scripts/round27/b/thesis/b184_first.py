"""Auditor B r27: thesis (B.184) first '=' : |(D1 u D2) cap N_z^l| / |D1 u D2| = |N_z^l| / N at z = z_m, y_l = 1
(seed 003 L4755-L4757). Own code (b186_187.py's BFS/margins); the helper's path graph and my (B.186) family."""
from fractions import Fraction as Fr
import b186_187 as b
# helper's path 0-1-2-3-4, node 0 mu_1 (y = 1), nodes 1-4 mu_3; labels of 1-4 alternate (-1, 1, -1, 1)... any
adj = {0: [1], 1: [0, 2], 2: [1, 3], 3: [2, 4], 4: [3]}
pat = {0: 1, 1: 3, 2: 3, 3: 3, 4: 3}; y = {0: 1, 1: -1, 2: 1, 3: -1, 4: 1}
for Z in [2, 3, 5]:
    r = b.analyse(adj, pat, y, Z=Z); V = set(adj); N = len(V)
    for z in range(1, Z):
        Nz = r['Nz'](0, z); D12 = {u for u in V if pat[u] in (1, 2)}
        print(f"path, Z={Z} (z_m={r['zm']}): z={z}: lhs {Fr(len(D12 & Nz), len(D12))} vs |N_z|/N {Fr(len(Nz), N)}")
for k in [20, 128]:
    adj, pat, y, l = b.family186(k)
    r = b.analyse(adj, pat, y); V = set(adj); N = len(V); Nz = r['Nz'](l, r['zm'])
    D12 = {u for u in V if pat[u] in (1, 2)}; D1 = {u for u in V if pat[u] == 1}
    print(f"(B.186) family k={k}, z_m={r['zm']}, eps0={float(r['eps0']):.3f}: lhs = {float(Fr(len(D12 & Nz), len(D12))):.4f}, "
          f"|N|/N = {float(Fr(len(Nz), N)):.4f}, |D1 cap N|/|D1| = {float(Fr(len(D1 & Nz), len(D1))):.4f}")
