"""Auditor A r27: thesis.ch3.eqB.186 (first '<='), thesis.ch3.eqB.187 (seed 003 L4763-L4767), S^{l,t} = V.
(B.186): |S_* n (V-N)|/|S_* n N| <= |V-N|/|N| + Theta(1)/poly(Z);  (B.187): |S_i n (V-N)|/|S_i n N| <= |S_# n (V-N)|/|S_# n N| + Theta(1)/poly(Z)
for z = z_m, y_l = 1 (S_* = D_1, S_# = D_2), i >= 3. Own BFS (disconnected pairs: distance infinite, outside every N_z).
Part 1: the helper's clique families rebuilt; Part 2: the expectation reading (patterns iid per footnote 9) on random graphs."""
import random, math
from collections import deque

def bfs_all(adj):
    N = len(adj); D = []
    for s in range(N):
        d = {s: 0}; q = deque([s])
        while q:
            u = q.popleft()
            for v in adj[u]:
                if v not in d: d[v] = d[u] + 1; q.append(v)
        D.append(d)
    return D

def clique_union(groups):
    adj = []; off = 0; comp = []
    for size in groups:
        for i in range(size):
            adj.append([off + j for j in range(size) if j != i])
        off += size
    return adj

def analyse(adj, pat, y, Z, name, i_pat=3, show_l=None):
    N = len(adj); D = bfs_all(adj)
    D1 = {n for n in range(N) if pat[n] == 1}; D2 = {n for n in range(N) if pat[n] == 2}; Di = {n for n in range(N) if pat[n] == i_pat}
    def Nz(n, z): return {v for v, k in D[n].items() if k == z}
    def Delta(n, z):
        S = Nz(n, z); Ds, Dh = (D1, D2) if y[n] == 1 else (D2, D1)
        return len(Ds & S) - len(Dh & S)
    bar = {z: sum(Delta(n, z) for n in range(N)) / N for z in range(1, Z)}
    zm = max(bar, key=bar.get)
    eps0 = sum(1 for n in range(N) if Delta(n, zm) <= 0) / N
    minN = min(len(Nz(n, zm)) for n in range(N))
    worst186 = worst187 = -1e9; cnt = 0
    for l in range(N):
        if y[l] != 1 or Delta(l, zm) <= 0: continue
        S = Nz(l, zm); out = set(range(N)) - S
        r = lambda A: (len(A & out) / len(A & S)) if len(A & S) else float('inf')
        g186 = r(D1) - len(out) / len(S)
        g187 = r(Di) - r(D2) if len(Di & S) and len(D2 & S) else float('nan')
        worst186 = max(worst186, g186)
        if g187 == g187: worst187 = max(worst187, g187)
        cnt += 1
    print(f"[{name}] N={N} Z={Z} Delta_bar={ {z: round(v, 3) for z, v in bar.items()} } z_m={zm} eps0={eps0:.3f} min|N_zm|={minN} (N/{N/minN:.1f}) "
          f"#pos-#neg={sum(y)}: over {cnt} nodes (y_l=1, Delta_l>0): max (B.186) gap = {worst186:.3f}, max (B.187) gap = {worst187:.3f}")

for k in (10, 20, 128):
    # (B.186) family: K = {l, a} u R (R: k pattern-3, labels alternating), A: k pattern-1 (y=1), B: k+2 pattern-2 (y=-1)
    groups = [2 + k, k, k + 2]
    adj = clique_union(groups)
    pat = [1, 1] + [3] * k + [1] * k + [2] * (k + 2)
    y = [1, 1] + [1 if j % 2 == 0 else -1 for j in range(k)] + [1] * k + [-1] * (k + 2)
    analyse(adj, pat, y, 3, f"B.186 family k={k}")
for k in (10, 20, 64):
    # (B.187) family: K = {l} u (k+1 pattern-1) u (k pattern-2, y=-1) u {c pattern-3, y=1}; cliques of k pattern-1 (y=1),
    # k pattern-2 (y=-1), k pattern-3 (alternating)
    groups = [1 + (k + 1) + k + 1, k, k, k]
    adj = clique_union(groups)
    pat = [1] + [1] * (k + 1) + [2] * k + [3] + [1] * k + [2] * k + [3] * k
    y = [1] + [1] * (k + 1) + [-1] * k + [1] + [1] * k + [-1] * k + [1 if j % 2 == 0 else -1 for j in range(k)]
    analyse(adj, pat, y, 3, f"B.187 family k={k}")

# Part 2: expectation reading. Random graph (ring lattice + chords), patterns iid categorical (footnote 9), labels by
# majority at distance 2; gaps should be small and shrink with N.
for seed, N, kk, chords in [(1, 300, 3, 60), (2, 1200, 6, 240), (3, 3000, 10, 600)]:
    rnd = random.Random(seed)
    adj = [set() for _ in range(N)]
    for n in range(N):
        for j in range(1, kk + 1): adj[n].add((n + j) % N); adj[(n + j) % N].add(n)
    for _ in range(chords):
        u, v = rnd.sample(range(N), 2); adj[u].add(v); adj[v].add(u)
    adj = [list(a) for a in adj]
    pat = [1 if r < 0.25 else 2 if r < 0.5 else 3 if r < 0.75 else 4 for r in (rnd.random() for _ in range(N))]
    D = bfs_all(adj)
    y = []
    for n in range(N):
        S = [v for v, k2 in D[n].items() if k2 == 2]
        c = sum(1 for v in S if pat[v] == 1) - sum(1 for v in S if pat[v] == 2)
        y.append(1 if c > 0 else -1 if c < 0 else rnd.choice([1, -1]))
    Z = max(max(d.values()) for d in D) + 1
    analyse(adj, pat, y, min(Z, 8), f"random iid patterns seed={seed}")

# Part 3: the concentration reading. A neighbourhood of size |N| = N/4 (N/poly(Z) with poly = 4), patterns iid with
# nu_1 = nu_2 = 1/4 (gamma_d = 1/2), nu_3 = 1/2: the two (B.186)/(B.187) gaps shrink like N^{-1/2}.
import numpy as np
rng = np.random.default_rng(5)
for N in (400, 4000, 40000, 400000):
    n_in = N // 4; n_out = N - n_in
    g186, g187 = [], []
    for _ in range(2000):
        cin = rng.multinomial(n_in, [0.25, 0.25, 0.5]); cout = rng.multinomial(n_out, [0.25, 0.25, 0.5])
        if min(cin) == 0: continue
        g186.append(cout[0] / cin[0] - n_out / n_in)
        g187.append(cout[2] / cin[2] - cout[1] / cin[1])
    q = lambda a: (np.quantile(a, 0.5), np.quantile(a, 0.99))
    print(f"N={N}, |N_z|=N/4: (B.186) gap median/99% = {q(g186)[0]:+.4f}/{q(g186)[1]:+.4f}; (B.187) gap median/99% = {q(g187)[0]:+.4f}/{q(g187)[1]:+.4f}")
