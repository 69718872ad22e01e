"""Auditor A r27: thesis.ch3.eqB.184-first (seed 003 L4755-L4757):
for z = z_m, if y_l = 1:  |(D1 u D2) n N_z^l| / |D1 u D2|  =  |N_z^l| / N  <=  |D1 n N_z^l| / |D1|.
Checked here: the first '=' exactly (Fractions), on the helper's path graph and on larger graphs drawn under
footnote 9's categorical law (L834), with labels meeting Assumption 3.4.2 and z_m from (3.6). Own BFS; nothing imported."""
from fractions import Fraction
from collections import deque
import random, math

def dists(adj, s):
    d = {s: 0}; q = deque([s])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if v not in d: d[v] = d[u] + 1; q.append(v)
    return d

def analyse(adj, pat, y, name):
    N = len(adj)
    D = [dict() for _ in range(N)]
    for n in range(N): D[n] = dists(adj, n)
    Z = max(max(dd.values()) for dd in D) + 1           # every distance 1..Z-1 present
    def Nz(n, z): return {v for v, k in D[n].items() if k == z}
    D1 = {n for n in range(N) if pat[n] == 1}; D2 = {n for n in range(N) if pat[n] == 2}
    def Delta(n, z):
        Ds, Dh = (D1, D2) if y[n] == 1 else (D2, D1)
        S = Nz(n, z); return len(Ds & S) - len(Dh & S)
    bar = {z: Fraction(sum(Delta(n, z) for n in range(N)), N) for z in range(1, Z)}
    best = max(bar.values()); zms = [z for z in bar if bar[z] == best]
    eps0 = Fraction(sum(1 for n in range(N) if Delta(n, zms[0]) <= 0), N)
    npos = sum(1 for n in range(N) if y[n] == 1)
    minN = min(len(Nz(n, zms[0])) for n in range(N))
    print(f"[{name}] N={N} Z={Z} gamma_d={Fraction(len(D1|D2), N)} z_m candidates={zms} eps0(Assumption 3.4.2)={float(eps0):.3f} "
          f"#pos-#neg={2*npos-N} (sqrt N={math.sqrt(N):.1f}) min_n |N_zm^n|={minN}")
    for zm in zms[:3]:
        eq_fail = le_fail = tot = 0; maxdev = Fraction(0); ex = None
        for l in range(N):
            if y[l] != 1: continue
            S = Nz(l, zm); tot += 1
            lhs = Fraction(len((D1 | D2) & S), len(D1 | D2)); mid = Fraction(len(S), N); rhs = Fraction(len(D1 & S), len(D1))
            if lhs != mid:
                eq_fail += 1
                if abs(lhs - mid) > maxdev: maxdev = abs(lhs - mid); ex = (l, lhs, mid, rhs)
            if mid > rhs: le_fail += 1
        print(f"   z_m={zm}: y_l=1 nodes {tot}: first '=' fails at {eq_fail}; max |lhs-mid| = {float(maxdev):.4f} "
              f"(example l={ex[0]}: lhs={ex[1]} mid={ex[2]} rhs={ex[3]}); '<=' (mid <= rhs) fails at {le_fail}" if ex else
              f"   z_m={zm}: first '=' holds at all {tot}")

# 1) the helper's path 0-1-2-3-4, node 0 = mu_1, others mu_3; labels all +1 (node 0's Delta is 0 at every z)
adj = {0: [1], 1: [0, 2], 2: [1, 3], 3: [2, 4], 4: [3]}
analyse(adj, [1, 3, 3, 3, 3], [1] * 5, "helper path")

# 2) graphs under footnote 9's law: ring lattice (k neighbours each side) + random chords, patterns iid categorical
for seed, N, k, chords, gd in [(1, 300, 2, 30, 0.5), (2, 600, 3, 60, 0.5), (3, 1000, 2, 200, 0.8)]:
    rnd = random.Random(seed)
    adj = {n: set() for n in range(N)}
    for n in range(N):
        for j in range(1, k + 1):
            adj[n].add((n + j) % N); adj[(n + j) % N].add(n)
    for _ in range(chords):
        u, v = rnd.sample(range(N), 2); adj[u].add(v); adj[v].add(u)
    pat = [1 if r < gd / 2 else 2 if r < gd else 3 for r in (rnd.random() for _ in range(N))]
    # labels by majority vote of mu_1 vs mu_2 at distance 2 (ties: random), so Assumption 3.4.2 holds at that distance
    D = dists
    y = []
    for n in range(N):
        dd = dists(adj, n); S = [v for v, kk in dd.items() if kk == 2]
        c = sum(1 for v in S if pat[v] == 1) - sum(1 for v in S if pat[v] == 2)
        y.append(1 if c > 0 else -1 if c < 0 else rnd.choice([1, -1]))
    analyse(adj, pat, y, f"ring+chords seed={seed}")

# 3) the expectation reading: over footnote 9's law with the graph fixed, E|(D1uD2) n N| / E|D1uD2| = |N|/N exactly
N, gd = 300, 0.5
rnd = random.Random(9); S = set(range(40))           # a fixed neighbourhood of size 40
num = den = 0; trials = 20000
for _ in range(trials):
    pat = [1 if r < gd / 2 else 2 if r < gd else 3 for r in (rnd.random() for _ in range(N))]
    disc = [n for n in range(N) if pat[n] in (1, 2)]
    num += sum(1 for n in disc if n in S); den += len(disc)
print(f"[expectation reading] MC ratio of means {num/den:.4f} vs |N|/N = {40/N:.4f}")
