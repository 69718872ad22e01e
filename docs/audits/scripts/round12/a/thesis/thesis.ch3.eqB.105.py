"""Auditor A, round 12: thesis (B.105) L4345 (proof of Lemma B.3.1, case p_j in P/p^+): the lucky neuron's p_j-update
 |<W_O(i)^(t+1), p_j> - <W_O(i)^(t), p_j>| <~ (eta/a)(1/B) sum_n (nu_n(t) + sigma + sum_{b<=t} ...) sqrt(log m log B/B).
Own model (independent of the repository's): Chapter 3 GT (3.1) F(x_n) = a^T Relu(W_O sum_{s in S^n} W_V x_s softmax_n(.)),
t = 0, b = 0, noise-free Assumption B.2.1 (W_V x_s = p_pat(s), W_K x = q_pat, W_Q x = r_pat, q_1 = r_1, q_2 = r_2,
orthonormal, so the score is 1 for same-pattern pairs, 0 otherwise), S^{n,0} a uniform sample of s nodes of the WHOLE graph
(L789), independent per node.  A homophilous two-community graph (allowed by the data model: labels by core-neighbourhood
majority, Assumption 3.4.2): in community +, a node has feature mu_1 w.p. 0.8 (else mu_2); in community -, mu_2 w.p. 0.8;
each node's core neighbourhood lies in its community, so y = +1 / -1 by community (eps_0 = 0).  Whole-graph pattern shares
1/2, 1/2 (gamma_d = 1).  Every hinge active at t = 0 (small xi), so the step is eta/B sum_n y_n a_i 1[W_O(i) V_n >= 0] V_n,
and its p_2 component has mean eta a_i E[y 1[.] V.p_2], computed EXACTLY over (community, own feature, sample composition).
Printed side at its most generous reading: nu_n <= 1, sigma = 1 (> its O(1/M) cap), a = sqrt(m), m = M^2 ln N, B = N."""
import math
from math import comb
import numpy as np
from scipy.stats import norm

e = math.e
def node_terms(WO, s):
    """E over the sample composition k ~ Bin(s, 1/2) (number of mu_1 nodes) of 1[W_O V >= 0] V.p_2 and its square, per query."""
    out = {}
    for q in (0, 1):                                        # query pattern mu_1 / mu_2
        m1 = m2 = 0.0
        for k in range(s + 1):
            pk = comb(s, k) / 2 ** s
            w1 = k * (e if q == 0 else 1.0); w2 = (s - k) * (e if q == 1 else 1.0)
            V = np.array([w1, w2]) / (w1 + w2)
            val = (WO[:2] @ V >= 0) * V[1]
            m1 += pk * val; m2 += pk * val * val
        out[q] = (m1, m2)
    return out

rng = np.random.default_rng(2)
best = []
for _ in range(30):
    WO = rng.standard_normal(2)
    if WO[0] <= 0: WO[0] = -WO[0]                            # lucky: active on mu_1 nodes (W_O p_1 > 0)
    for s in (1, 2, 4):
        t = node_terms(WO, s)
        # node types: community +: y=+1, feature mu_1 (0.8) / mu_2 (0.2); community -: y=-1, mu_2 (0.8) / mu_1 (0.2)
        mean = 0.5 * (0.8 * t[0][0] + 0.2 * t[1][0]) - 0.5 * (0.8 * t[1][0] + 0.2 * t[0][0])
        second = 0.5 * (0.8 * t[0][1] + 0.2 * t[1][1]) + 0.5 * (0.8 * t[1][1] + 0.2 * t[0][1])
        best.append((abs(mean), math.sqrt(max(second - mean ** 2, 0)), WO.copy(), s))
best.sort(key=lambda x: -x[0])
print("largest |E[y 1[.] V.p_2]| over 30 lucky neurons x s in {1,2,4}:", [f"{b[0]:.4f}" for b in best[:6]],
      " share of nonzero (>1e-3):", f"{np.mean([b[0] > 1e-3 for b in best]):.2f}")
M = 2
for rank in (0, 5, 15):
    mu, sd, WO, s = best[rank]
    row = []
    for N in (2 ** 10, 2 ** 14, 2 ** 18, 2 ** 22, 2 ** 26):
        m = M * M * math.log(N)
        side = (1.0 + 1.0) * math.sqrt(math.log(m) * math.log(N) / N)      # (nu_n + sigma) sqrt(log m log B/B), units eta/a
        P = norm.cdf((mu - side) / (sd / math.sqrt(N)))
        row.append(f"N=B=2^{int(math.log2(N))}: ratio {mu/side:.2f} P {P:.3f}")
    print(f"rank {rank}: W_O = {np.round(WO,3)}, s = {s}, |mean| = {mu:.4f}: " + "; ".join(row))
