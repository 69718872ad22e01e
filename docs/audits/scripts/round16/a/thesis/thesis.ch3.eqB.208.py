#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (B.208) L4895: for i in W_l(0), -eta sum_{b=1}^t W_O(i)^(b) sum_{j in W_l(0)} V_j(b) W_O(j)^(b)T
>~ eta m (1 - 2 eps0)/(2B) sum_b sum_{n in B_b+} (1/a) p_n(b) (...)^2 > 0, V_j of (B.204): (1/B) sum_n (-y_n) a_j 1[W_O(j) V_n >= 0]
(mu_1 softmax mass). Own numpy, the model of thesis.ch3.eqB.210.py (a_j = +-1/sqrt m per neuron, NOT restricted on W_l(0)), at W^(0)
(t = 1, eta -> 0; the right side is positive, so a negative left side is a sign crossing for every constant)."""
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
        att = np.exp(np.einsum("nsd,nd->ns", X[S], X[nodes])); att /= att.sum(1, keepdims=True)
        return np.einsum("ns,nsd->nd", att, X[S]), np.einsum("ns,ns->n", att, X[S][:, :, 0])

    d1 = np.flatnonzero(pats == 0)
    Vl, _ = V_of(d1[:4])
    Wl = (Vl @ WO.T) > 0
    batch = rng.choice(lab, size=B)
    Vb, mass = V_of(batch)
    Vj = a * ((-y[batch] * mass)[:, None] * ((Vb @ WO.T) >= 0)).sum(0) / B
    neg = tot = 0
    worst = math.inf
    for p in range(4):
        Wi = WO[Wl[p]]
        lhs = -(Wi @ (Vj[Wl[p]][:, None] * WO[Wl[p]]).sum(0))
        neg += int((lhs < 0).sum()); tot += len(lhs); worst = min(worst, float(lhs.min()))
    return neg, tot, worst


for B in (16, 256, 4096):
    print(f"B = {B}: (negative left sides, lucky (l, i) pairs, least value) over 4 graphs: {[run(B, s) for s in range(4)]}")
