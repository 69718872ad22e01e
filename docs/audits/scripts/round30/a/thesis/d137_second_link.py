"""Auditor A r30: thesis (D.137) last link exp(-||A*||_inf^4 (eps_c + C_0)^2 K log N) <= N^{-K}.  Own numpy/mpmath.
||.||_inf = max absolute row sum (L1333); A = D^{-1/2}(Adj + I)D^{-1/2}; A* = A P*, P*_ii = p*_l (5.6)-(5.7);
0 <= p*_l <= c1/(L psi_l) (5.8), psi_l (5.9); eps_c = 1 (Table D.2); C_0 = O~(p1^2 p2 K^2 C C'') > 0 (Table D.2, value free)."""
import numpy as np
import mpmath as mp

def graph_star_and_regular():
    # own graph: a 4-cycle plus a disjoint 5-cycle (all degrees 2, +1 self loop -> 3): one degree group, N = 9
    N = 9
    Adj = np.zeros((N, N))
    for cyc in [list(range(4)), list(range(4, 9))]:
        for a, b in zip(cyc, cyc[1:] + cyc[:1]):
            Adj[a, b] = Adj[b, a] = 1
    return Adj

Adj = graph_star_and_regular(); N = Adj.shape[0]
M = Adj + np.eye(N); deg = M.sum(1)
A = np.diag(deg ** -0.5) @ M @ np.diag(deg ** -0.5)
L = 1; dl = deg.mean(); Nl = N
psi = np.sqrt(dl * dl) * Nl / (dl * Nl)            # (5.9) with one group = 1
print(f"N={N}, degrees {set(deg)}, ||A||_inf = {np.abs(A).sum(1).max():.6f}, psi_1 = {psi}")
eps_c = 1.0
for c1 in [1.0]:
    for p in [1.0, 0.7, 0.5, 0.2, 0.05]:
        assert 0 <= p <= c1 / (L * psi)
        Astar = A * p                                 # A P*, P* = p I
        nA = np.abs(Astar).sum(1).max()
        row = []
        for C0 in [0.1, 1.0, 10.0]:
            for K in [1, 3]:
                c = nA ** 4 * (eps_c + C0) ** 2
                mid = mp.e ** (-c * K * mp.log(N)); rhs = mp.mpf(N) ** (-K)
                row.append(f"C0={C0:4}:K={K}: c={c:.4g} mid={mp.nstr(mid,4)} {'<=' if mid <= rhs else '>'} N^-K={mp.nstr(rhs,4)}")
        print(f"p*={p}: ||A*||_inf={nA:.4f}\n   " + "\n   ".join(row))
print("threshold: the link holds iff ||A*||_inf^4 (1 + C_0)^2 >= 1, i.e. p* >= (1 + C_0)^{-1/2} on a graph with ||A||_inf = 1")
