# Auditor B, round 16. thesis (D.13), L6678 (proof of Lemma D.1.2): Gamma(A*) := sum_{i=1}^L (1/(L Psi(L, i)))
# sum_{j in N_i} A_{n,j} <= O(1), A = D^{-1/2} (A_adj + I) D^{-1/2} (Section 5.3.1, L1365), Psi(L, i) = sqrt(d_L/d_i)
# d_i |N_i|/sum_l d_l |N_l| (D.7) (= psi_i of (5.9)), groups N_i by degree (Section 5.3.2: degrees within [c d_l, C d_l],
# d_l = o(d_{l+1})). Own graphs: a k-leaf star beside (optionally joined by one edge to) a clique K_Q.
import math
import numpy as np


def gamma(At, groups, reps):
    """groups: array group index per node (0..L-1, L-1 the top degree group); reps: representative degree d_i."""
    deg = At.sum(1)
    A = At / np.sqrt(np.outer(deg, deg))
    L = len(reps)
    tot = sum(reps[i] * np.sum(groups == i) for i in range(L))
    dL = reps[-1]
    g = np.zeros(len(deg))
    for i in range(L):
        mask = groups == i
        psi = math.sqrt(dL / reps[i]) * reps[i] * mask.sum() / tot
        g += A[:, mask].sum(1) / (L * psi)
    return g


def star_clique(Q, k, join):
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
        for Q in (8, 32, 128, 512, 2048):
            At = star_clique(Q, k, join)
            deg = At.sum(1)
            # (a) exact-degree classes
            ds = np.unique(deg)
            ga = gamma(At, np.searchsorted(ds, deg), list(ds))
            # (b) Section 5.3.2's order-wise groups: star nodes (degrees 2..k+2) vs clique nodes (Q..Q+1); d_i = mean degree
            grp = (deg > 2 * (k + 2)).astype(int)
            reps = [float(deg[grp == 0].mean()), float(deg[grp == 1].mean())]
            gb = gamma(At, grp, reps)
            # proportional-edge model (D.8) taken as exact: Gamma(n) = sqrt(d_n/d_L) <= 1
            print(f"join={join} k={k} Q={Q}: max_n Gamma exact classes {ga.max():.3f} (L={len(ds)}), order-wise 2 groups "
                  f"{gb.max():.3f} (at node {int(gb.argmax())}; 0 = star centre); Q^1.5 = {Q ** 1.5:.0f}; (D.8)-model "
                  f"value <= {math.sqrt(deg.max() / deg.max()):.1f}")
# G(N, p) for contrast
rng = np.random.default_rng(0)
for N, p in [(200, 0.05), (400, 0.1)]:
    U = np.triu(rng.random((N, N)) < p, 1); At = (U | U.T).astype(float) + np.eye(N)
    deg = At.sum(1); grp = np.zeros(N, int)
    print(f"G({N},{p}) one group: max Gamma {gamma(At, grp, [float(deg.mean())]).max():.3f}")
