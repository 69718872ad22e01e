# Auditor B r29: thesis (D.21) (seed 003 L6720-L6722), link sqrt(p*_u p*_i) Psi(n,i) <= sqrt(p*_i) Psi(n,i), and the
# chain's conclusion ||A*||_inf <= O(1) (L6728), under (D.16)/(D.22) only. Own numpy; graph from an explicit edge list.
import numpy as np
def clique_graph(sizes_groups):
    # sizes_groups: list over groups of (clique size, number of cliques); self-connections included (degree = clique size)
    edges, group, off = [], [], 0
    for g, (s, k) in enumerate(sizes_groups):
        for _ in range(k):
            nodes = list(range(off, off + s)); off += s
            edges += [(a, b) for a in nodes for b in nodes]     # includes (a, a)
            group += [g] * s
    N = off; Adj = np.zeros((N, N))
    for a, b in edges: Adj[a, b] = 1
    deg = Adj.sum(1); A = Adj / np.sqrt(np.outer(deg, deg))
    return A, np.array(group), deg
def analyse(sizes_groups, c2=1.0, frac=1.0):
    A, grp, deg = clique_graph(sizes_groups); L = len(sizes_groups)
    d = np.array([deg[grp == l][0] for l in range(L)]); Nl = np.array([(grp == l).sum() for l in range(L)])
    S = (d * Nl).sum()
    psi = np.sqrt(d[-1] * d) * Nl / S                                   # (5.9), group L = highest degree
    Psi = lambda dn, i: np.sqrt(dn / d[i]) * d[i] * Nl[i] / S           # (D.7)
    cap16 = c2 / (L**2 * psi**2)                                         # (D.16)
    cap22 = (c2 / (L * np.array([Psi(d[-1], i) for i in range(L)])))**2  # (D.22) squared
    p = frac * np.minimum(cap16, cap22)
    assert np.all(p >= 0) and np.all(p <= cap16 + 1e-12) and np.all(np.sqrt(p) <= np.sqrt(cap22) + 1e-12)
    P = np.sqrt(p[grp]); Astar = P[:, None] * A * P[None, :]            # (D.14)-(D.15)
    u, i = 0, L - 1; dn = d[u]
    left = np.sqrt(p[u] * p[i]) * Psi(dn, i); right = np.sqrt(p[i]) * Psi(dn, i)
    row = np.abs(Astar).sum(1)
    print(f"groups {sizes_groups}: d={d} |N|={Nl} psi={np.round(psi, 6)} caps p*<= {np.round(cap16, 4)}  p*={np.round(p, 4)} | "
          f"link: sqrt(p_u p_i)Psi = {left:.5g} vs sqrt(p_i)Psi = {right:.5g} (ratio {left/right:.4g}) | "
          f"||A*||_inf = {row.max():.5g} (row of group {grp[row.argmax()]}), sqrt(p_i)Psi(L,i) = {np.sqrt(p[i])*Psi(d[-1], i):.3g} <= c2/L")
for K in (10, 100, 1000):
    analyse([(2, 1), (10, K)])
analyse([(2, 1), (10, 10)], frac=100 / 3150.05)     # the helper's p*_1 = 100 (and p*_2 at its cap)
analyse([(3, 2), (5, 20), (8, 40)], c2=1.0)         # L = 3
analyse([(4, 25)], c2=4.0)                          # L = 1: psi = 1, c2 = 4 allows p* = 4
