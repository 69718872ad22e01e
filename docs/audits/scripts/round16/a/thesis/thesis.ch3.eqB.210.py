#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (B.210) L4899 (proof of Lemma B.3.2, Chapter 3): for i in W_l(0),
-eta t W_O(i) sum_{j notin (W_l(0) u U_{l,n}(0))} V_j(t) W_O(j)^T <~ (eta t m ||p||^2/(B a)) ||W_O(i)^(t)||^2, with V_j(t) of (B.204):
(1/B) sum_{n in batch} (-y_n) a_j 1[W_O(j) sum_s softmax_n W_V x_s >= 0] sum_s softmax_n x_s^T x_j (x_j a mu_1 node), which (B.207)
bounds by Hoeffding as if centred. Own numpy: the graph-transformer model of my (B.10)-(B.130) script (N = 120 one-hot nodes, M = 4,
W_V = W_K = W_Q = I, b = 0, W_O ~ N(0, xi^2), a_i = +-1/sqrt m per neuron), labelled nodes D_1 (+1) u D_2 (-1), a fresh batch of B
labelled nodes (with replacement) each with its sampled set (itself + 8 uniform nodes), evaluated at W^(0) (t = 1, eta -> 0: both
sides carry eta t). Lucky sets for node pairs (l in D_1, l' in D_2): W_l(0), U_l'(0) = {i: W_O(i) V(0) > 0} at their sampled sets.
ratio = max over pairs and i in W_l of [-W_O(i) sum_{j unlucky} V_j W_O(j)^T]/||W_O(i)||^2 against m/(B a), a = sqrt m, ||p|| = 1."""
import math

import numpy as np


def run(B, seed, N=120, M=4, m=64, xi=0.1, ns=8):
    rng = np.random.default_rng(seed)
    pats = rng.choice(M, size=N, p=[0.3, 0.3] + [0.4 / (M - 2)] * (M - 2))
    X = np.eye(M)[pats]
    y = np.where(pats == 0, 1.0, np.where(pats == 1, -1.0, 0.0))
    lab = np.flatnonzero(pats <= 1)
    WO = rng.normal(size=(m, M)) * xi
    a = rng.choice([-1.0, 1.0], size=m) / math.sqrt(m)

    def V_of(nodes):
        S = np.concatenate([nodes[:, None], rng.integers(N, size=(len(nodes), ns))], 1)
        lg = np.einsum("nsd,nd->ns", X[S], X[nodes])
        att = np.exp(lg); att /= att.sum(1, keepdims=True)
        return np.einsum("ns,nsd->nd", att, X[S]), np.einsum("ns,ns->n", att, X[S][:, :, 0])   # V_n, mass on mu_1 nodes

    d1, d2 = np.flatnonzero(pats == 0), np.flatnonzero(pats == 1)
    Vl, _ = V_of(d1[:4]); Vl2, _ = V_of(d2[:4])
    Wl, Ul = (Vl @ WO.T) > 0, (Vl2 @ WO.T) > 0
    batch = rng.choice(lab, size=B)
    Vb, mass = V_of(batch)
    ind = (Vb @ WO.T) >= 0                                            # (B, m)
    Vj = a * ((-y[batch] * mass)[:, None] * ind).sum(0) / B          # (m,)
    best = -math.inf
    for p in range(4):
        for q in range(4):
            unl = ~(Wl[p] | Ul[q])
            if not unl.any() or not Wl[p].any():
                continue
            Wi = WO[Wl[p]]
            lhs = -(Wi @ (Vj[unl][:, None] * WO[unl]).sum(0)) / (Wi**2).sum(1)
            best = max(best, float(lhs.max()))
    return best / (m / (B * math.sqrt(m))), best


for B in (16, 256, 4096, 65536):
    res = [run(B, s) for s in range(5)]
    print(f"B = {B:6d}: ratio lhs/(m/(B a)) over seeds {[round(r[0], 3) for r in res]}; lhs {[round(r[1], 5) for r in res]}")
