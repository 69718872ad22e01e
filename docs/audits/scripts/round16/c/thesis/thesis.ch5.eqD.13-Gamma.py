# Auditor C, r16: thesis (D.13), proof of Lemma D.1.2 (App. D.1, L6678): Gamma(A*) := sum_i 1/(L Psi(L,i)) sum_{j in N_i} A_{n,j} <= O(1).
# A = D^{-1/2} (Adj + I) D^{-1/2} (Sec. 5.2, degrees with self-loop); Psi(L,i) = sqrt(d_L/d_i) d_i |N_i| / sum_l d_l |N_l| (D.7),(D.9);
# standing assumption of Sec. 5.3.2: degrees of group l within [c d_l, C d_l], d_l = o(d_{l+1}).
import numpy as np

def graph(Q, k=2, connect=False):
    N = Q + k + 1
    Adj = np.zeros((N, N))
    Adj[:Q, :Q] = 1 - np.eye(Q)                 # clique K_Q on nodes 0..Q-1
    c = Q                                        # star center
    for i in range(k): Adj[c, Q + 1 + i] = Adj[Q + 1 + i, c] = 1
    if connect: Adj[c, 0] = Adj[0, c] = 1        # one bridge edge
    At = Adj + np.eye(N); deg = At.sum(1)
    A = At / np.sqrt(np.outer(deg, deg))
    return A, deg, c

def gamma(A, deg, groups, dgroup):
    L = len(groups); dL = dgroup[-1]
    tot = sum(dgroup[i] * len(groups[i]) for i in range(L))
    Psi = [np.sqrt(dL / dgroup[i]) * dgroup[i] * len(groups[i]) / tot for i in range(L)]
    G = np.array([sum(A[n, groups[i]].sum() / (L * Psi[i]) for i in range(L)) for n in range(A.shape[0])])
    # intended use: ||A*||_inf with p_i* at the cap (5.8) c1/(L psi_i), c1 = 1
    Astar_rows = np.array([sum(A[n, groups[i]].sum() / (L * Psi[i]) for i in range(L)) for n in range(A.shape[0])])
    return G, Psi

print("L = 2 grouping (star nodes d~2-3 one group, clique nodes d~Q the other: d_1 = o(d_2) as Q grows)")
for connect in (False, True):
    for Q in (8, 32, 128, 512, 2048):
        A, deg, c = graph(Q, 2, connect)
        N = len(deg)
        g1 = list(range(Q, N)); g2 = list(range(Q))
        G, Psi = gamma(A, deg, [g1, g2], [3.0, float(Q)])
        print(f"connect={connect} Q={Q:5d} degrees star {sorted(set(deg[g1]))} clique {sorted(set(deg[g2]))}  "
              f"max_n Gamma = {G.max():.4g} at node {G.argmax()} (center={c}); Gamma/Q^1.5 = {G.max()/Q**1.5:.4f}; "
              f"row sum of A at center = {A[c].sum():.4f}; edge-model value sqrt(d_n/d_L) at center = {np.sqrt(deg[c]/Q):.3f}")
print("L = 3 grouping (leaves 2, center 3, clique Q) as the claim's evidence:")
for Q in (8, 32, 128, 512):
    A, deg, c = graph(Q, 2, False); N = len(deg)
    G, _ = gamma(A, deg, [list(range(Q + 1, N)), [Q], list(range(Q))], [2.0, 3.0, float(Q)])
    print(f"Q={Q} max Gamma = {G.max():.4g}")
