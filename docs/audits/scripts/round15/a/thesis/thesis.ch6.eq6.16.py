#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) Theorem 6.3.7 (6.16) L1859-L1861: pruning S subset L (|S| = R m, R in (0,1)
a constant), alpha' >= Omega(M1^{-1/2}), gives E l(Psi_S; P, z) >= Omega(R + (alpha' M1)^{-1}); L any set with (6.14)
||r_i|| >= Omega(1) on L, <= M2^{-1/2} on L^c (r_i the rows of W_O W_V), so every row of norm > M2^{-1/2} is in L.
Own torch implementation of Section 6.2-6.3 (no repository import): patterns mu_j, nu_k = beta e_., x = mu_j + kappa
nu_k, kappa ~ U(-1/2, 1/2); P = [x_i; y_i], y_i = +-q (d_y = 1, q = 1); F = a^T Relu(W_O sum_i W_V p_i attn_i),
attn = softmax_i((W_K p_i)^T W_Q p_query); init: W_V diag delta, W_Q, W_K first d_x diagonal delta, W_O ~ N(0, 1/m),
a = +-1/m fixed; hinge loss, SGD with batch B, eta = 1; training tasks: the M1 cyclic tasks of Condition 6.3.2,
contexts pick mu_a, mu_b w.p. alpha/2 each (alpha = 0.8), the query's pattern in {mu_a, mu_b}.
Test: fresh prompts, l_ts = 20 >= 1/alpha', every task of T (M1(M1-1)), contexts share the query's pattern w.p.
alpha'/2 each (and the other decisive pattern w.p. alpha'/2). Prune the R m rows of L0 = {||r_i|| > M2^{-1/2}} of least
norm (inside every admissible L), and, for contrast, the R m largest rows."""
import math
import sys

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def make(M1, M2, n, l, alpha, tasks, rng, beta=1.0):
    dx = M1 + M2
    X = np.zeros((n, l + 1, dx + 1))
    z = np.zeros(n)
    for t in range(n):
        a, b = tasks[rng.integers(len(tasks))]
        qa = a if rng.random() < 0.5 else b
        pats = []
        for i in range(l):
            u = rng.random()
            if u < alpha / 2:
                pats.append(a)
            elif u < alpha:
                pats.append(b)
            else:
                others = [j for j in range(M1) if j not in (a, b)]
                pats.append(others[rng.integers(len(others))] if others else (a if rng.random() < .5 else b))
        for i, j in enumerate(pats + [qa]):
            X[t, i, j] = beta
            X[t, i, M1 + rng.integers(M2)] = beta * rng.uniform(-0.5, 0.5)
            if i < l:
                lab = 1.0 if j == a else (-1.0 if j == b else rng.choice([-1.0, 1.0]))
                X[t, i, dx] = lab                     # y_i = +-q, q = 1
        z[t] = 1.0 if qa == a else -1.0
    return torch.tensor(X), torch.tensor(z)


def forward(P, WQ, WK, WV, WO, a, mask):
    ctx, qry = P[:, :-1, :], P[:, -1, :]
    sc = torch.einsum("nid,nd->ni", ctx @ WK.T, qry @ WQ.T)
    att = torch.softmax(sc, dim=1)
    agg = torch.einsum("ni,nid->nd", att, ctx @ WV.T)
    return (torch.relu(agg @ WO.T) * mask) @ a


def run(M1=2, seed=0, m=20, B=20, T=400, eta=1.0, delta=0.2, ltr=20, alpha=0.8):
    M2 = 4 * M1
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    D = M1 + M2 + 1
    WV = torch.eye(D) * delta
    WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
    for i in range(M1 + M2):
        WQ[i, i] = WK[i, i] = delta
    WO = torch.randn(m, D) / math.sqrt(m)
    a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
    for W in (WQ, WK, WV, WO):
        W.requires_grad_()
    tasks_tr = [(j, (j + 1) % M1) for j in range(M1)]            # Condition 6.3.2
    opt = torch.optim.SGD([WQ, WK, WV, WO], lr=eta)
    one = torch.ones(m)
    for t in range(T):
        P, z = make(M1, M2, B, ltr, alpha, tasks_tr, rng)
        loss = torch.clamp(1 - z * forward(P, WQ, WK, WV, WO, a, one), min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
    return (WQ.detach(), WK.detach(), WV.detach(), WO.detach(), a, M2)


def evaluate(model, M1, alpha_p, n=1000, seed=7, mask=None):
    WQ, WK, WV, WO, a, M2 = model
    rng = np.random.default_rng(seed)
    tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
    P, z = make(M1, M2, n, 20, alpha_p, tasks, rng)
    mk = torch.ones(WO.shape[0]) if mask is None else mask
    marg = z * forward(P, WQ, WK, WV, WO, a, mk)
    return float(torch.clamp(1 - marg, min=0).mean()), float(marg.min())


if __name__ == "__main__":
    for (M1, seed, m, T) in ((2, 0, 20, 400), (2, 1, 20, 400), (3, 0, 40, 600)):
        model = run(M1=M1, seed=seed, m=m, T=T)
        WQ, WK, WV, WO, a, M2 = model
        r = (WO @ WV).norm(dim=1)
        L0 = torch.nonzero(r > 1 / math.sqrt(M2)).flatten()
        for ap in (M1 ** -0.5, 1.0):
            h0, mm0 = evaluate(model, M1, ap)
            print(f"M1={M1} seed={seed} m={m} T={T}: |L0| = {len(L0)} (norms {r.min():.3f}..{r.max():.3f}, "
                  f"M2^-1/2 = {M2 ** -0.5:.3f}); alpha' = {ap:.3f}: unpruned hinge {h0:.4f}, min margin {mm0:.3f}")
            for R in (0.05, 0.1, 0.25):
                k = max(1, round(R * m))
                if k > len(L0):
                    continue
                small = L0[torch.argsort(r[L0])][:k]
                big = torch.argsort(r, descending=True)[:k]
                for tag, S in (("smallest in L0", small), ("largest", big)):
                    mk = torch.ones(m); mk[S] = 0
                    h, mm = evaluate(model, M1, ap, mask=mk)
                    print(f"    R = {k / m:.2f} ({tag}): hinge {h:.4f}, min margin {mm:.3f}; shape R + 1/(alpha' M1) "
                          f"= {k / m + 1 / (ap * M1):.3f}")
