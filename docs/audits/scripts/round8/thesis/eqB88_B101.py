"""Audit thesis.ch3.eqB.88 (H_3 = 0 at j = 1, L4265) and eqB.101 (H_2 = 0 for p_j != p_1, L4333), H_2/H_3 of (B.81)/(B.82)
in the expansion (B.79) L4237 of V_l^T p_j. Two readings of S_l, p_l, 'k != l':
  N (helper): S_l = aggregated nodes sharing node l's pattern, p_l that pattern; H_3 = sum_{k != pattern(l)} mass_k p_k^T p_j.
  D (decomposition (B.8) L3943: V_l = sum_{S_1} softmax p_1 + z + sum_{j != 1} W_j p_j - eta ...): S_l -> S_1, p_l -> p_1,
     H_3 = sum_{k != 1} W_k p_k^T p_j (an l-for-1 slip).
At t = 0, W_V x_s = p_{pattern(s)} + z_s, so V_l = sum_k mass_l(k) p_k + z. Random graph-like instance: B nodes, each aggregates
random neighbours with random attention masses over M = 4 orthonormal patterns; y = +1 for mu_1 nodes, -1 for mu_2 nodes,
+-1 otherwise (biased to the majority neighbour pattern); eta = 1, a_i = 1/4, gates random."""
import numpy as np
rng = np.random.default_rng(0); B, M = 8, 4
own = rng.integers(0, M, B)
mass = rng.dirichlet(np.ones(M), B)                       # node l's softmax mass on pattern-k nodes
y = np.where(own == 0, 1, np.where(own == 1, -1, np.where(mass[:, 0] > mass[:, 1], 1, -1)))
gate = rng.random(B) < 0.7; a = 0.25
def H(reading, j):
    H2 = H3 = 0.0
    for l in range(B):
        pl = own[l] if reading == "N" else 0
        H2 += y[l] * a * gate[l] * mass[l, pl] * (pl == j)
        H3 += y[l] * a * gate[l] * sum(mass[l, k] * (k == j) for k in range(M) if k != pl)
    return H2 / B, H3 / B
for r in ("N", "D"):
    print(f"reading {r}: H_3 at j=1 (p_1) = {H(r, 0)[1]:+.4f};  H_2 at p_2, p_3, p_4 = " + ", ".join(f"{H(r, j)[0]:+.4f}" for j in (1, 2, 3)))
