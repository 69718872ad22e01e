# Audit (b) of thesis.ch3.eqB.184: for z = z_m, y_l = 1:
#   |(D1 u D2) n N_z^l| / |D1 u D2|  (=)  |N_z^l| / N  <=  |D1 n N_z^l| / |D1|
# Own BFS + random search over small connected graphs satisfying the Ch. 3 data model (3.5)-(3.6), Assumption 3.4.2
# (here with >= 80% of nodes in V_d), balanced labels, every node with a nonempty core neighbourhood.
import numpy as np, itertools
from collections import deque
def dists(adj, s):
    d = {s: 0}; q = deque([s])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if v not in d: d[v] = d[u] + 1; q.append(v)
    return d
rng = np.random.default_rng(3)
found = 0; tried = 0
while found < 3 and tried < 200000:
    tried += 1
    N = int(rng.integers(8, 16)); p = rng.uniform(0.15, 0.4)
    adj = {i: set() for i in range(N)}
    for i, j in itertools.combinations(range(N), 2):
        if rng.random() < p: adj[i].add(j); adj[j].add(i)
    D = [dists(adj, s) for s in range(N)]
    if any(len(d) < N for d in D): continue               # connected
    Z = max(max(d.values()) for d in D) + 1                 # distances z in [Z-1]
    pat = rng.choice([1, 2, 3], N, p=[0.35, 0.35, 0.3])     # mu_1, mu_2 discriminative, mu_3 non-discriminative
    y = rng.choice([1, -1], N)
    if abs((y == 1).sum() - (y == -1).sum()) > np.sqrt(N): continue
    D1 = {n for n in range(N) if pat[n] == 1}; D2 = {n for n in range(N) if pat[n] == 2}
    if not D1 or not D2: continue
    Nz = lambda n, z: {v for v, dv in D[n].items() if dv == z}
    def Delta(n, z):
        Ds, Dh = (D1, D2) if y[n] == 1 else (D2, D1)
        return len(Ds & Nz(n, z)) - len(Dh & Nz(n, z))
    avg = {z: np.mean([Delta(n, z) for n in range(N)]) for z in range(1, Z)}
    zm = max(avg, key=avg.get)
    if any(len(Nz(n, zm)) == 0 for n in range(N)): continue
    Vd = [n for n in range(N) if Delta(n, zm) > 0]
    if len(Vd) < 0.8*N: continue
    for l in Vd:
        if y[l] != 1: continue
        nz = Nz(l, zm); a = len((D1 | D2) & nz)/len(D1 | D2); b = len(nz)/N; c = len(D1 & nz)/len(D1)
        if b > c or a > c:
            found += 1
            print(f"N={N} z_m={zm} |V_d|={len(Vd)} node l={l} (pattern mu_{pat[l]}, y=+1, Delta_l(z_m)={Delta(l, zm)}): "
                  f"|(D1uD2)nN|/|D1uD2|={a:.4f}, |N_zm^l|/N={b:.4f}, |D1nN|/|D1|={c:.4f}  -> '<=' fails ({'node-share' if b > c else ''}{' disc-share' if a > c else ''})")
            print("   edges:", sorted((i, j) for i in adj for j in adj[i] if i < j))
            print("   patterns:", list(pat), " labels:", list(y))
            break
print("tried", tried, "found", found)
