# Auditor B, round 16. thesis L1562 (remark after Theorem 5.3.1): "condition (5.8) implies that ||A*||_inf is O(1)",
# A* = A P* (5.6)-(5.7), A = D^{-1/2}(A_adj + I)D^{-1/2} (L1365), 0 <= p_l* <= c1/(L psi_l) (5.8),
# psi_l = sqrt(d_L d_l) N_l/sum_i d_i N_i (5.9), degree groups of Section 5.3.2 (L1415: degrees within [c d_l, C d_l],
# d_l = o(d_{l+1})). Own graph: a k-leaf star beside a clique K_Q (optionally joined by one edge); groups = star nodes
# (degrees 2..k+2) and clique nodes (degree ~Q); p_l* at (5.8)'s caps with c1 = 1.
import math
import numpy as np


def graph(Q, k, join):
    N = k + 1 + Q
    At = np.eye(N)
    for lf in range(1, k + 1):
        At[0, lf] = At[lf, 0] = 1
    c = np.arange(k + 1, N)
    At[np.ix_(c, c)] = 1
    if join:
        At[0, k + 1] = At[k + 1, 0] = 1
    return At


for join in (False, True):
    for k in (2, 4):
        for Q in (32, 128, 512, 2048):
            At = graph(Q, k, join)
            deg = At.sum(1)
            A = At / np.sqrt(np.outer(deg, deg))
            grp = (deg > 2 * (k + 2)).astype(int)
            d = [float(deg[grp == 0].mean()), float(deg[grp == 1].mean())]
            Nl = [int((grp == 0).sum()), int((grp == 1).sum())]
            L = 2
            tot = sum(d[i] * Nl[i] for i in range(L))
            psi = [math.sqrt(d[-1] * d[i]) * Nl[i] / tot for i in range(L)]
            p = np.array([1.0 / (L * psi[i]) for i in range(L)])  # c1 = 1, at the caps
            Astar = A * p[grp][None, :]
            rows = np.abs(Astar).sum(1)
            print(f"join={join} k={k} Q={Q}: d = {d[0]:.2f}, {d[1]:.1f} (ratio {d[1] / d[0]:.0f}); p* caps = {p[0]:.3g}, "
                  f"{p[1]:.3g}; ||A*||_inf = {rows.max():.1f} at node {int(rows.argmax())} (0 = star centre); "
                  f"||A||_inf = {np.abs(A).sum(1).max():.3f}")

# constant p* = 1 where (5.8) allows it: a D-leaf star beside K_Q (3 groups: leaves d=2, centre d=D+1, clique d=Q),
# closed form (no matrix): the centre's row of A = 1/(D+1) (itself) + D/sqrt(2(D+1)) (leaves)
for D, Q in [(10**4, 2000), (10**6, 30000)]:
    d = [2.0, D + 1.0, float(Q)]; Nl = [D, 1, Q]; L = 3
    tot = sum(a * b for a, b in zip(d, Nl))
    caps = [1 / (L * math.sqrt(d[-1] * d[i]) * Nl[i] / tot) for i in range(L)]
    p = [min(1.0, c) for c in caps]
    row = p[1] / (D + 1) + p[0] * D / math.sqrt(2 * (D + 1))
    print(f"star D={D} + K_Q Q={Q}: caps {[f'{c:.3g}' for c in caps]}, p* = {p}; centre row of A* = {row:.1f}")
