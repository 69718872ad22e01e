# Auditor B, round 30: thesis.ch3.eqB.66-case2 (seed 003 L4165-L4171, proof of Theorem 3.4.6).
# Second case of (B.66): p_n(0) = sum_z |S_* n N_z| / ( sum_z (|S| - |S n N_z|) + sum_z |N_z n S_l|_e ), then '= Theta(1)'.
# Theorem 3.4.6 (L905): W_K = W_Q = 0, b = 0, every S^{n,t} subset of N_{z_m}^n; N_z^n = nodes at distance exactly z (L817),
# z in [Z-1] (L823), so the N_z are disjoint.  Own model: an explicit graph (a long path with pendant trees is not needed:
# we compute from the BFS distances of an explicit random tree), node labels/patterns explicit, sampled sets explicit.
import numpy as np
from fractions import Fraction as Fr
rng = np.random.default_rng(5)
def bfs(adj, s):
    dist = {s: 0}; fr = [s]
    while fr:
        nx = []
        for u in fr:
            for v in adj[u]:
                if v not in dist: dist[v] = dist[u] + 1; nx.append(v)
        fr = nx
    return dist
# explicit random tree on 400 nodes with depth >= Z - 1 guaranteed by a spine
Nn = 400; adj = {i: set() for i in range(Nn)}
for i in range(1, 60): adj[i-1].add(i); adj[i].add(i-1)          # spine of length 59
for i in range(60, Nn):
    p = int(rng.integers(0, i)); adj[p].add(i); adj[i].add(p)
pattern = rng.choice([1, 2, 3, 4], size=Nn, p=[0.25, 0.25, 0.25, 0.25])   # gamma_d = 1/2 (mu_1, mu_2 discriminative)
n = 0; yn = 1                                                     # node 0, non-discriminative case: give it pattern 3
pattern[n] = 3
dist = bfs(adj, n)
for Z in (3, 5, 20, 60):
    zs = range(1, Z)                                              # z in [Z-1]
    # core distance z_m: take z = 2 (any fixed z works for the formula); sample S from N_{z_m}
    zm = 2
    Nzm = [v for v, dd in dist.items() if dd == zm]
    for size in (5, len(Nzm)):
        S = list(rng.choice(Nzm, size=min(size, len(Nzm)), replace=False))
        Sstar = [v for v in S if pattern[v] == 1]                 # class-relevant for y_n = +1
        num = sum(Fr(len([v for v in Sstar if dist[v] == z])) for z in zs)
        den0 = sum(Fr(len(S) - len([v for v in S if dist[v] == z])) for z in zs)
        for E in (Fr(0), Fr(len(S))):
            p = num/(den0 + E) if den0 + E > 0 else None
            print(f"Z={Z} |S|={len(S)} |S_*|={len(Sstar)} E={E}: literal p_n(0) = {float(p):.4f}  (<= (|S_*|/|S|)/(Z-2) = "
                  f"{len(Sstar)/len(S)/(Z-2):.4f});  uniform-attention weight |S_*|/|S| = {len(Sstar)/len(S):.3f}")
