"""Auditor A, round 24: thesis (A.93) middle (seed 003 L3074-L3078), Claim 1 of Lemma A.3.1, at t = 0.

W_O(i)^(t+1) p_1 >~ y(t) >~ exp(X(t)) xi with X(t) >= 0, so the right side is > 0 for every hidden constant, for the
lucky neuron i in W_{l,n}(0) = {i : W_O(i)^(0) V_{l,n}(0) > 0, l in S_1^n} ((A.8), L2695).
Own model (torch float64): Chapter 2 ViT (2.1) F = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)),
hinge, a_(l) entries +-1/sqrt(m) fixed; initial model W_Q = W_K = W_V = I (Assumption 2.3.1 with P = Q = R = {e_j},
sigma = delta = 0; p_1 = W_V mu_1 = e_1); orthonormal mu_j = e_j, tokens N(mu_j, c0^2 I) (Section 2.4.1) normalised;
label by majority of mu_1 vs mu_2 tokens (balanced). One SGD step (full batch B = N) gives W_O^(1).
Reported: min over (n, l in S_1^n) and i in W_{l,n}(0) of W_O^(1)(i) p_1, the fraction of lucky neurons with it < 0,
and the same restricted to a_(l)i > 0 (a stricter lucky set).
"""
import math

import numpy as np
import torch

torch.set_default_dtype(torch.float64)


def run(m, xi, eta=0.5, M=3, d=6, L=8, n1=5, n2=2, N=64, c0=0.01, seed=0):
    g = torch.Generator().manual_seed(seed)
    Xs, ys = [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        pats = ([0] * n1 + [1] * n2) if y == 1 else ([1] * n1 + [0] * n2)
        pats += [2 + (s % (M - 2)) for s in range(L - n1 - n2)]
        X = torch.zeros(d, L)
        for s, j in enumerate(pats):
            X[j, s] = 1.0
        X = X + c0 * torch.randn(d, L, generator=g)
        X = X / X.norm(dim=0, keepdim=True)
        Xs.append(X); ys.append(y)
    X = torch.stack(Xs); y = torch.tensor(ys, dtype=torch.float64)
    WO = (torch.randn(m, d, generator=g) * xi).requires_grad_()
    A = (torch.randint(0, 2, (L, m), generator=g).double() * 2 - 1) / math.sqrt(m)   # a_(l)
    att = torch.softmax(torch.einsum("nds,ndl->nsl", X, X), 1)       # softmax over s of x_s^T x_l  (W = I)
    V = torch.einsum("nds,nsl->nld", X, att)                          # V_{l,n} = W_V X softmax(.. x_l), (N, L, d)
    H = torch.relu(torch.einsum("md,nld->nlm", WO, V))
    F = (H * A[None]).sum(2).mean(1)
    loss = torch.clamp(1 - y * F, min=0).mean()
    gW = torch.autograd.grad(loss, WO)[0]
    with torch.no_grad():
        WO0 = WO.detach().clone()
        WO1 = WO0 - eta * gW
        p1 = torch.zeros(d); p1[0] = 1.0
        v1 = WO1 @ p1                                                   # W_O(i)^(1) p_1
        res_all, res_pos, frac = [], [], []
        for n in range(N):
            S1 = [s for s in range(L) if X[n, 0, s] > 0.5]
            for l in S1:
                lucky = (WO0 @ V[n, l]) > 0
                res_all.append(float(v1[lucky].min()))
                frac.append(float((v1[lucky] < 0).double().mean()))
                lp = lucky & (A[l] > 0)
                if lp.any():
                    res_pos.append(float(v1[lp].min()))
    return min(res_all), np.mean(frac), min(res_pos)


for xi in (0.01, 0.1, 1 / math.sqrt(3)):
    for m in (38, 400, 4000):
        mins, fr, mp = zip(*[run(m, xi, seed=s) for s in range(4)])
        print(f"xi={xi:.3f} m={m:5d}: min over lucky of W_O^(1) p_1 = {np.median(mins):+.4f} (median over 4 seeds; "
              f"all seeds {min(mins):+.4f}..{max(mins):+.4f}); fraction < 0 {np.mean(fr):.3f}; "
              f"with a_(l)i > 0: {np.median(mp):+.4f}; right side exp(X) xi >= xi = {xi:.3f} > 0", flush=True)
