"""Audit of thesis.ch3.eqB.118 (seed 003 L4410-L4412, proof of Lemma B.3.2 case (i), l in S_1^{n,t}). Own numpy.
'At the initial point': W_O(i)^(0) sum_{s in S^{l,t}} W_V^(0) x_s softmax_l((W_K^(0) x_s)^T W_Q^(0) x_l + u^T b^(0)) > 0, i in W_l(0).
Model: M = 4 one-hot patterns, W_V^(0) = W_K^(0) = W_Q^(0) = I (Assumption B.2.1, sigma = delta = 0), b^(0) = 0 (Algorithm 4),
W_O^(0) entries N(0, xi^2), m >= M^2 log N. Node l has pattern mu_1 (l in D_1, so l in S_1); its aggregation set T^l = l plus a
ring of 16 nodes with pattern counts (6, 2, 4, 4) (class-relevant > confusion). S^{l,t}: l plus k distinct ring nodes drawn
uniformly (Algorithm 4 step 3), k in {3, 5, 10}. Lucky sets: (A) (B.4) with V_l(0) of (B.3) over T^l; (B) (B.4) with (B.7)'s
V_l(0) (the mu_1 part: W_O(i) W_V mu_1 > 0); (C) defined on one sampled set S^{l,0} and then evaluated on later S^{l,t}."""
import math
import numpy as np

M = 4
ring = np.array([0] * 6 + [1] * 2 + [2] * 4 + [3] * 4)
E = np.eye(M)

def value(WO, pats, l_pat=0):
    sc = (pats == l_pat).astype(float)          # x_s^T x_l with one-hot features, W_K = W_Q = I, b = 0
    w = np.exp(sc) / np.exp(sc).sum()
    return WO @ (w @ E[pats])                   # W_O(i) sum_s W_V x_s softmax_l(s), all neurons

for seed in range(4):
    rng = np.random.default_rng(seed)
    m = 128; xi = 0.01                           # m >= M^2 ln N = 16 ln 80 = 70.1
    WO = rng.normal(0, xi, (m, M))
    T_full = np.r_[0, ring]
    luckyA = value(WO, T_full) > 0
    luckyB = WO[:, 0] > 0
    S0 = np.r_[0, rng.choice(ring, 5, replace=False)]
    luckyC = value(WO, S0) > 0
    out = []
    for name, L in (("A", luckyA), ("B", luckyB), ("C", luckyC)):
        neg = tot = 0; least = math.inf
        for t in range(1, 41):
            k = (3, 5, 10)[t % 3]
            S = np.r_[0, rng.choice(ring, k, replace=False)]
            v = value(WO, S)[L]
            neg += int((v <= 0).sum()); tot += v.size; least = min(least, float(v.min()))
        out.append(f"{name}: |W_l(0)|={int(L.sum())}, non-positive {neg}/{tot}, least {least:.2e}")
    print(f"seed {seed}: " + "; ".join(out))
