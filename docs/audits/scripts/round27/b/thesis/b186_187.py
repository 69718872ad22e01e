"""Auditor B r27: thesis (B.186) first '<=' and (B.187), proof of Lemma B.3.3 (seed 003 L4763-L4767). Own BFS, own
margins (3.5), z_m (3.6) with Z = 3 (z in {1, 2}), full sampling S^{l,t} = V, S_* = D_1, S_# = D_2 (y_l = 1), S_i = D_3."""
import itertools, random
from collections import deque
from fractions import Fraction as Fr

def bfs(adj, s):
    d = {s: 0}; q = deque([s])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if v not in d: d[v] = d[u] + 1; q.append(v)
    return d

def cliques(groups):
    adj = {}
    for g in groups:
        for u in g: adj[u] = [v for v in g if v != u]
    return adj

def analyse(adj, pat, y, Z=3):
    V = sorted(adj); N = len(V)
    dist = {n: bfs(adj, n) for n in V}
    def Nz(n, z): return {u for u in V if dist[n].get(u) == z}
    def Delta(n, z):
        st, hs = (1, 2) if y[n] == 1 else (2, 1)
        S = Nz(n, z); return sum(pat[u] == st for u in S) - sum(pat[u] == hs for u in S)
    Dbar = {z: Fr(sum(Delta(n, z) for n in V), N) for z in range(1, Z)}
    zm = max(Dbar, key=lambda z: Dbar[z])
    eps0 = Fr(sum(Delta(n, zm) <= 0 for n in V), N)
    minN = min(len(Nz(n, zm)) for n in V)
    gam = Fr(sum(pat[u] in (1, 2) for u in V), N)
    gap_lab = abs(sum(y[u] for u in V))
    return dict(N=N, Dbar=Dbar, zm=zm, eps0=eps0, minNzm_over_N=Fr(minN, N), gamma_d=gam, label_gap=gap_lab, Nz=Nz, Delta=Delta)

def ratio(Dset, Nset, V):
    inN = len(Dset & Nset); out = len(Dset - Nset)
    return Fr(out, inN) if inN else None

def family186(k):
    l, a = 0, 1; R = list(range(2, 2 + k)); A = list(range(2 + k, 2 + 2 * k)); B = list(range(2 + 2 * k, 4 + 3 * k))
    adj = cliques([[l, a] + R, A, B])
    pat = {l: 1, a: 1, **{r: 3 for r in R}, **{u: 1 for u in A}, **{u: 2 for u in B}}
    y = {l: 1, a: 1, **{r: (1 if i % 2 == 0 else -1) for i, r in enumerate(R)}, **{u: 1 for u in A}, **{u: -1 for u in B}}
    return adj, pat, y, l

def family187(k):
    l = 0; P1 = list(range(1, k + 2)); P2 = list(range(k + 2, 2 * k + 2)); c = 2 * k + 2
    C1 = list(range(2 * k + 3, 3 * k + 3)); C2 = list(range(3 * k + 3, 4 * k + 3)); C3 = list(range(4 * k + 3, 5 * k + 3))
    adj = cliques([[l] + P1 + P2 + [c], C1, C2, C3])
    pat = {l: 1, **{u: 1 for u in P1}, **{u: 2 for u in P2}, c: 3, **{u: 1 for u in C1}, **{u: 2 for u in C2}, **{u: 3 for u in C3}}
    y = {l: 1, **{u: 1 for u in P1}, **{u: -1 for u in P2}, c: 1, **{u: 1 for u in C1}, **{u: -1 for u in C2},
         **{u: (1 if i % 2 == 0 else -1) for i, u in enumerate(C3)}}
    return adj, pat, y, l

for name, fam in [('B.186', family186), ('B.187', family187)]:
    for k in [10, 20, 64, 128]:
        adj, pat, y, l = fam(k)
        r = analyse(adj, pat, y); V = set(adj); Nl = r['Nz'](l, r['zm'])
        D = {i: {u for u in V if pat[u] == i} for i in (1, 2, 3)}
        rs, r3, rh = ratio(D[1], Nl, V), ratio(D[3], Nl, V), ratio(D[2], Nl, V)
        base = Fr(len(V - Nl), len(Nl))
        chk = (f"N={r['N']} z_m={r['zm']} Dbar={ {z: float(v) for z, v in r['Dbar'].items()} } eps0={float(r['eps0']):.3f} "
               f"min|N_zm|/N={float(r['minNzm_over_N']):.3f} gamma_d={float(r['gamma_d']):.3f} label gap={r['label_gap']} "
               f"y_l={y[l]} Delta_l(z_m)={r['Delta'](l, r['zm'])}")
        if name == 'B.186':
            print(f"{name} k={k}: ratio_*={float(rs):.3f} |V-N|/|N|={float(base):.3f} ratio_3={float(r3):.3f}: first '<=' gap {float(rs - base):+.3f}; second gap {float(base - r3):+.3f} | {chk}")
        else:
            print(f"{name} k={k}: ratio_3={float(r3):.3f} ratio_#={float(rh):.3f}: gap {float(r3 - rh):+.3f} | {chk}")

# reading: patterns i.i.d. categorical (footnote 9), independent of the graph; dense random graph, labels by majority at z = 1
print("reading (footnote 9 i.i.d. patterns, G(N, 0.3), full sampling), worst gaps over nodes with y=1, Delta>0:")
for N in [200, 800]:
    rnd = random.Random(N)
    adj = {u: [] for u in range(N)}
    for u, v in itertools.combinations(range(N), 2):
        if rnd.random() < 0.3: adj[u].append(v); adj[v].append(u)
    pat = {u: rnd.choices([1, 2, 3, 4], weights=[.25, .25, .25, .25])[0] for u in range(N)}
    Nb = {u: set(adj[u]) for u in range(N)}
    y = {u: (1 if sum(pat[v] == 1 for v in Nb[u]) >= sum(pat[v] == 2 for v in Nb[u]) else -1) for u in range(N)}
    V = set(range(N)); D = {i: {u for u in V if pat[u] == i} for i in (1, 2, 3)}
    g1 = g2 = -1e9
    for l in range(N):
        if y[l] != 1: continue
        Nl = Nb[l]  # G(N,0.3) has diameter 2: N_1 = neighbours
        rs, r3, rh = ratio(D[1], Nl, V), ratio(D[3], Nl, V), ratio(D[2], Nl, V)
        base = Fr(len(V - Nl), len(Nl))
        g1 = max(g1, float(rs - base)); g2 = max(g2, float(r3 - rh))
    print(f"   N={N}: max (B.186 first) gap {g1:+.3f}, max (B.187) gap {g2:+.3f}  (shrink like 1/sqrt(N))")
