#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (A.16) L2735 / (A.17) L2737 (= (A.177)/(A.178) L3466-L3472):
V_i(t) <~ (1/2B) sum_{n in B_b+} -(|S_1^n|/(a|S^n|)) p_n(t) for i in W_{l,n}(0) (a negative side), and
V_i(t) >~ (1/2B) sum_{n in B_b-} (|S_2^n|/(a|S^n|)) p_n(t) for i in U_{l,n}(0) (a positive side), V_i(t) the coefficient
of W_O(i)^T in (A.176): (1/B) sum_n (-y^n)(1/|S^n|) sum_l a_(l)i 1[W_O(i) V_l^n >= 0] sum_s softmax(x_s^T W_K^T W_Q x_l)
x_s^T x_j^g, j in S_1^g. Own model (my (A.19) script's data and forward, own code), t = 0: one-hot tokens,
W_V = W_K = W_Q = I, xi = 1/sqrt(M), a_(l)i = +-1/sqrt(m) per position (printed) or shared over positions (reading)."""
import importlib.util
import math

import numpy as np
import torch

spec = importlib.util.spec_from_file_location("own", "/work/audit/r15A/thesis/thesis.ch2.eqA.19_23_100_79.py")
own = importlib.util.module_from_spec(spec)
spec.loader.exec_module(own)


def run(seed, M=3, L=8, N=64, B=64, mfac=1.0, shared=False):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    X, pat, y = own.make_data(N, M, L, rng)
    d = M + 1
    m = int(math.ceil(mfac * M * M * math.log(N)))
    WO = torch.randn(m, d) / math.sqrt(M)
    I = torch.eye(d)
    if shared:
        A = (torch.tensor(rng.choice([-1.0, 1.0], m)) / math.sqrt(m)).repeat(L, 1)
    else:
        A = torch.tensor(rng.choice([-1.0, 1.0], (L, m))) / math.sqrt(m)
    att, V, pre = own.forward_parts(X, I, I, I, WO)
    S1, S2 = torch.tensor(pat == 0), torch.tensor(pat == 1)
    W = ((pre > 0) & (S1 & (y == 1)[:, None])[:, :, None]).any(0).any(0)
    U = ((pre > 0) & (S2 & (y == -1)[:, None])[:, :, None]).any(0).any(0)
    if shared:
        W, U = W & (A[0] > 0), U & (A[0] < 0)
    bidx = torch.arange(N)[:B]
    # x_s^T x_j^g for j a p_1 token: 1[s in S_1]; mass_l = sum_s softmax_{s,l} 1[s in S_1]
    mass = torch.einsum("nsl,ns->nl", att, S1.double())
    w = -(y[bidx])[:, None] * mass[bidx] / L
    Vi = torch.einsum("nl,lm,nlm->m", w, A, (pre[bidx] >= 0).double()) / B
    s1, s2 = S1.sum(1).double(), S2.sum(1).double()
    pn = s1 * math.e / (s1 * math.e + L - s1)
    side16 = float((-(y[bidx] > 0).double() * s1[bidx] / L * pn[bidx]).sum()) / (2 * B) / math.sqrt(m)
    side17 = float(((y[bidx] < 0).double() * s2[bidx] / L * pn[bidx]).sum()) / (2 * B) / math.sqrt(m)
    return (int(W.sum()), int((Vi[W] > 0).sum()), float(Vi[W].max()), side16,
            int(U.sum()), int((Vi[U] < 0).sum()), float(Vi[U].min()), side17, m)


for shared in (False, True):
    print("shared a (reading)" if shared else "printed model (a_(l)i per position)")
    for seed in range(4):
        nW, posW, maxW, s16, nU, negU, minU, s17, m = run(seed, shared=shared)
        print(f"  seed {seed} (m = {m}): (A.16) {posW}/{nW} lucky W with V_i > 0 (max {maxW:.4f} vs side {s16:.4f}); "
              f"(A.17) {negU}/{nU} lucky U with V_i < 0 (min {minU:.4f} vs side {s17:.4f})")
