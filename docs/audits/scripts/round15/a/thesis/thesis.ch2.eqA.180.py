#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (A.180) L3480-L3482: for i in W_{l,n}(0),
-eta sum_{b=1}^t W_O(i)^(b) sum_{j in W_{l,n}(0)} V_j(b) W_O(j)^(b)T >~ eta m (1/2B) sum_b sum_{n in B_b+}
(|S_1^n|/(a|S^n|)) p_n(b) [ . (...)^2, the display continuing at (A.181)'s first line ]: a positive right side.
V_j(b) = (1/B) sum_n (-y^n)(1/|S^n|) sum_l a_(l)j 1[W_O(j)^(b) V_l^n(b) >= 0] sum_s softmax(.) x_s^T x_j^g, j in S_1^g
((A.176)). Own model (my (A.19) script's data/forward, own code), full SGD; the least left side over W_{l,n}(0)."""
import importlib.util
import math

import numpy as np
import torch

spec = importlib.util.spec_from_file_location("own", "/work/audit/r15A/thesis/thesis.ch2.eqA.19_23_100_79.py")
own = importlib.util.module_from_spec(spec)
spec.loader.exec_module(own)


def run(seed, M=3, L=8, N=64, B=64, eta=0.5, steps=4, shared=False):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    X, pat, y = own.make_data(N, M, L, rng)
    d = M + 1
    m = int(math.ceil(M * M * math.log(N)))
    WO = (torch.randn(m, d) / math.sqrt(M)).requires_grad_()
    WV, WK, WQ = (torch.eye(d).clone().requires_grad_() for _ in range(3))
    if shared:
        A = (torch.tensor(rng.choice([-1.0, 1.0], m)) / math.sqrt(m)).repeat(L, 1)
    else:
        A = torch.tensor(rng.choice([-1.0, 1.0], (L, m))) / math.sqrt(m)
    S1 = torch.tensor(pat == 0)
    with torch.no_grad():
        _, _, pre0 = own.forward_parts(X, WV, WK, WQ, WO)
    W = ((pre0 > 0) & (S1 & (y == 1)[:, None])[:, :, None]).any(0).any(0)
    if shared:
        W = W & (A[0] > 0)
    opt = torch.optim.SGD([WO, WV, WK, WQ], lr=eta)
    brng = np.random.default_rng(seed + 1000)
    lhs = torch.zeros(m)
    for b in range(steps + 1):
        if b >= 1:
            with torch.no_grad():
                att, V, pre = own.forward_parts(X, WV, WK, WQ, WO)
                sel = torch.tensor(brng.choice(N, B, replace=False))
                mass = torch.einsum("nsl,ns->nl", att[sel], S1[sel].double())     # sum_s softmax x_s.x_j (one-hot)
                w = -(y[sel])[:, None] * mass / L
                Vb = torch.einsum("nl,lm,nlm->m", w, A, (pre[sel] >= 0).double()) / B
                G = WO.detach() @ WO.detach().T                                   # W_O(i)^(b) W_O(j)^(b)T
                lhs += -eta * (G[:, W] @ Vb[W])
        if b == steps:
            break
        sel = torch.tensor(brng.choice(N, B, replace=False))
        _, _, pre_s = own.forward_parts(X[sel], WV, WK, WQ, WO)
        F = (torch.relu(pre_s) * A[None]).sum(-1).mean(-1)
        loss = torch.clamp(1 - y[sel] * F, min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
    v = lhs[W]
    return int(W.sum()), int((v < 0).sum()), float(v.min()), float(v.max())


for shared in (False, True):
    for seed in range(3):
        nW, neg, mn, mx = run(seed, shared=shared)
        print(f"{'shared a' if shared else 'printed model'} seed {seed}, t = 4: {neg}/{nW} lucky neurons with a negative "
              f"left side (min {mn:.3e}, max {mx:.3e}); the printed right side is > 0")
