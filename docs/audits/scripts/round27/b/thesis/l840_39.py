"""Auditor B r27: thesis L840 (|N_zm^n| >= N/poly(Z)) jointly with (3.9) |L| >= Omega((1+delta_zm^2) log N / D^2), |L| <= N.
Own code only (numpy, mpmath)."""
import numpy as np, mpmath as mp
from collections import deque

def bfs_dist(adj, s):
    N = len(adj); d = [-1]*N; d[s] = 0; q = deque([s])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if d[v] < 0:
                d[v] = d[u]+1; q.append(v)
    return d

def kbip(N):
    a = N//2
    A = list(range(a)); B = list(range(a, N))
    adj = [B if i < a else A for i in range(N)]
    # patterns: side A: half mu1 (1), half mu3 (3); side B: half mu2 (2), half mu4 (4)
    pat = np.array([1 if i < a//2 else 3 for i in range(a)] + [2 if j < (N-a)//2 else 4 for j in range(N-a)])
    y = np.array([-1]*a + [1]*(N-a))  # A nodes: majority mu2 on side B (distance 1); B nodes: mu1 on side A
    return adj, pat, y

def analyse(N, Z):
    adj, pat, y = kbip(N)
    Dbar = np.zeros(Z)  # index z = 1..Z-1
    nz = np.zeros((N, Z), int)
    for n in range(N):
        d = np.array(bfs_dist(adj, n))
        star = 1 if y[n] == 1 else 2; hsh = 3 - star
        for z in range(1, Z):
            Nz = d == z
            nz[n, z] = Nz.sum()
            Dbar[z] += ((pat == star) & Nz).sum() - ((pat == hsh) & Nz).sum()
    Dbar /= N
    zm = 1 + int(np.argmax(Dbar[1:]))
    deltazm = nz[:, zm].max(); minNzm = nz[:, zm].min()
    gamma_d = np.isin(pat, [1, 2]).mean()
    # Assumption 3.4.2 eps0: fraction with Delta_n(zm) <= 0
    return zm, Dbar[1:], deltazm, minNzm, gamma_d, abs(y.sum())

for N in [20, 100, 400]:
    Z = 3
    zm, Db, dz, mn, gd, imb = analyse(N, Z)
    P = Z  # poly(Z) = Z
    print(f"N={N} Z={Z}: z_m={zm} Dbar={np.round(Db,2)} delta_zm={dz} min|N_zm|={mn} >= N/P={N/P:.1f}? {mn >= N/P}; gamma_d={gd}; label gap={imb}")
    # (3.9) with hidden constant c, D<=1 best case
    for c in [1e-3, 1.0]:
        need = c*(1+dz**2)*np.log(N)/1.0**2
        print(f"   c={c}: needed |L| >= {need:.4g} vs N={N}: ratio {need/N:.4g}")

print("closed form: any graph meeting L840 has delta_zm >= N/P(Z); needed/N >= c N log N / P(Z)^2 (D<=1)")
for P,Zs in [(2,'Z=2,P=Z'),(9,'Z=3,P=Z^2'),(1000,'Z=10,P=Z^3')]:
    for N in [1e2,1e6,1e10,1e20]:
        r = mp.mpf(N)*mp.log(N)/P**2
        print(f"  {Zs}: N={N:.0e}: N log N/P^2 = {mp.nstr(r,4)}")
# D <= 1 check: D = 1 - 2 eps_S (1-gamma_d) - sigma, eps_S in (0,1/2), gamma_d in (0,1], sigma >= 0 => D <= 1 and D >= gamma_d - sigma > -1
rng = np.random.default_rng(0)
eS = rng.uniform(0,.5,10**6); gd = rng.uniform(0,1,10**6); sg = rng.uniform(0,.5,10**6)
D = 1-2*eS*(1-gd)-sg
print("D range over draws:", D.min(), D.max(), " max |D| <= 1:", np.abs(D).max() <= 1)
# reading: poly(Z) >= sqrt(N log N): e.g. graph with delta_zm ~ sqrt(N/log N)
for N in [1e4,1e8]:
    dz = np.sqrt(N/np.log(N)); print(f"reading: N={N:.0e}, delta_zm={dz:.3g}: (1+dz^2)logN/N = {(1+dz**2)*np.log(N)/N:.3f} (<= const, compatible)")
