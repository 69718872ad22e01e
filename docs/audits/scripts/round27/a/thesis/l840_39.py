"""Auditor A r27: thesis.ch3.display.l840-with-3.9 (seed 003 L840 with Theorem 3.4.4 (3.9) L873-L877).
L840: |N_zm^n| >= N/poly(Z) for all n.  (3.9): |L| >= max{Omega((1 + delta_zm^2) log N / D^2), BT}, delta_zm = max_n |N_zm^n|,
D = 1 - 2 eps_S (1 - gamma_d) - sigma <= 1 (eps_S in (0,1/2), gamma_d in (0,1], sigma >= 0). L subset of V: |L| <= N.
Derived: (3.9) can be met <=> (1 + delta^2) log N / D^2 <= C N for the Omega constant C. Own arithmetic + BFS."""
import math
from collections import deque
print("lower bound on (1+delta^2) log N / (C N D^2) with delta >= N/P(Z), D <= 1, C = 1 (C only rescales):")
for P in ("Z", "Z^3", "Z^10"):
    for Z in (2, 5, 20):
        PZ = {"Z": Z, "Z^3": Z ** 3, "Z^10": Z ** 10}[P]
        row = []
        for N in (1e2, 1e4, 1e6, 1e10, 1e20):
            dl = max(1.0, N / PZ)
            row.append(f"N={N:.0e}: {(1 + dl * dl) * math.log(N) / N:.3g}")
        print(f"  P={P}, Z={Z}: " + ", ".join(row))
print("compatibility needs P(Z) >~ sqrt(N log N / C):", ", ".join(f"N={N:.0e}: {math.sqrt(N*math.log(N)):.3g}" for N in (1e2, 1e6, 1e10)))
# explicit family: complete bipartite K_{N/2,N/2}, side A = mu_1 (label +1) ... every node's N_1 = the other side (N/2 = N/P(Z), P = 2 <= Z)
for N in (10, 40, 200):
    h = N // 2
    adj = {i: [j for j in range(N) if (i < h) != (j < h)] for i in range(N)}
    dist1 = []
    for s in range(N):
        dd = {s: 0}; q = deque([s])
        while q:
            u = q.popleft()
            for v in adj[u]:
                if v not in dd: dd[v] = dd[u] + 1; q.append(v)
        dist1.append(sum(1 for v in dd.values() if v == 1))
    delta = max(dist1)
    print(f"K_(N/2,N/2), N={N}: min |N_1^n| = {min(dist1)} (= N/2, L840 with P(Z) = 2), delta_1 = {delta}: (1+delta^2) log N = {(1+delta**2)*math.log(N):.1f} vs N = {N}")
