"""Audit factrecall.thm2 (informal Theorem 2, L78-L84) at fixed d with Assumption 3's polynomial sigma (L463-L467).
F(e) = V^T sigma(W e): every output is A phi(e), phi = monomials of degree <= q in e (dim C(d+q,q)), A in R^{d x C(d+q,q)},
so u_y^T F(e_x) is linear in vec(A) (P = d C(d+q,q) parameters) whatever m. Argmax labelings x -> y of N inputs, M = N outputs:
<= number of cells of a central arrangement of K = N C(N,2) hyperplanes in R^P <= 2 sum_{i<P} C(K-1, i).
For a fixed bijective f*, exchangeability of the iid u_y gives P[f* storable] <= #labelings / N! (exact integers)."""
from math import comb, factorial

def labelings_bound(N, P):
    K = N * comb(N, 2)
    return 2 * sum(comb(K - 1, i) for i in range(P))

for d, q in [(2, 1), (2, 2), (3, 1), (2, 3)]:
    P = d * comb(d + q, q)
    N = 2
    while 2 * labelings_bound(N, P) >= factorial(N):
        N += 1
    print(f"d={d} q={q}: P={P} params; first N with P[f* stored] < 1/2 for every m: N={N}"
          f"  (bound/N! = {labelings_bound(N, P) / factorial(N):.3g})")
# sanity of the parameter count for sigma(z) = 1 + z (c0 = c1 = 1 != 0): F(e) = V^T 1 + (V^T W) e -> 2 + 4 = 6
import numpy as np
rng = np.random.default_rng(0)
th = np.linspace(0, 2 * np.pi, 40, endpoint=False); E = np.stack([np.cos(th), np.sin(th)], 1)
ranks = []
for _ in range(20):
    W = rng.standard_normal((50, 2)); V = rng.standard_normal((50, 2))
    Fo = (1 + E @ W.T) @ V  # 40 x 2
    ranks.append(int(np.linalg.matrix_rank(np.vstack([Fo[:, 0], Fo[:, 1], np.ones(40), E[:, 0], E[:, 1]]))))
print("rank of [F_1; F_2; 1; e1; e2] over 40 circle points (20 random width-50 nets):", set(ranks), "(3 = F in span{1, e1, e2})")
