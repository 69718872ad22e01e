#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.108) L8452-8454 (proof of Proposition 6.4.5 / Theorem 6.3.7):
'if we prune R fraction of neurons in W u U, given (E.45), we have for the trained model Psi,
 F(Psi; P^n) <= (1 + eps)(1 - R) (1 - 2/(alpha' M1)) / (1 - 2/(alpha M1))'.
Own torch code of Chapter 6 (no repository import): patterns mu_j = beta e_j (j < M1), nu_k = beta e_{M1+k},
x = mu_j + kappa nu_k, kappa ~ U(-1/2, 1/2) (6.6); prompt (6.1) P = [(x_i; y_i) ... (x_query; 0)], y_i = +-q, q = e (d_y = 1);
tasks Def. 6.3.1; training tasks the cyclic T_tr of Condition 6.3.2 (mu_i -> +1, mu_{i+1} -> -1); contexts: mu_a, mu_b
w.p. alpha/2 each, others (1-alpha)/(M1-2), labels by f (random for the others); training query IDR in {mu_a, mu_b}
equally (z = f(x_query)). Model (6.2): F = a^T Relu(W_O sum_i W_V p_i attn_i), attn = softmax over the l contexts of
(W_K p_i)^T W_Q p_query. Init Sec. 6.2.3: diag(W_V) = delta, first d_x diagonal entries of W_Q, W_K = delta, W_O ~ N(0, 1/m),
a_i = +-1/m fixed. m_a = m_b = d_x + d_y + 1. Hinge loss, SGD (E.2) on W_Q, W_K, W_V, W_O.
Lucky sets (E.31)/(E.32)/(E.35) over every training prompt n of the run: O_i1 V_n1(0) > 0 and O_i2 V_n2(0) > 0, a_i > 0 (W)
or a_i < 0 (U). Test: fresh in-domain prompts (all M1(M1-1) tasks, alpha' = alpha, l_ts = l_tr), z = +1.
Pruned set S: an R fraction of W u U chosen inside U (allowed: 'R fraction of neurons in W u U').
"""
import itertools
import math
import sys

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def prompts(n, tasks, M1, M2, l, alpha, beta, g, train=True):
    dx = M1 + M2
    P = torch.zeros(n, l + 1, dx + 1)
    z = torch.zeros(n)
    ti = torch.randint(len(tasks), (n,), generator=g)
    probs = []
    for k in range(n):
        a, b = tasks[int(ti[k])]
        pr = np.full(M1, (1 - alpha) / (M1 - 2)); pr[a] = pr[b] = alpha / 2
        probs.append(pr)
        for s in range(l + 1):
            if s < l:
                j = int(torch.multinomial(torch.tensor(pr), 1, generator=g))
            else:
                j = a if float(torch.rand(1, generator=g)) < 0.5 else b
            kk = int(torch.randint(M2, (1,), generator=g))
            kap = float(torch.rand(1, generator=g)) - 0.5
            P[k, s, j] = beta
            P[k, s, M1 + kk] = beta * kap
            lab = 1.0 if j == a else (-1.0 if j == b else (1.0 if float(torch.rand(1, generator=g)) < 0.5 else -1.0))
            if s < l:
                P[k, s, dx] = lab
            else:
                z[k] = lab
    return P, z


def forward(P, WQ, WK, WV, WO, a, mask=None):
    ctx, pq = P[:, :-1], P[:, -1]
    sc = torch.einsum("nsd,ed,ef,nf->ns", ctx, WK, WQ, pq)
    att = torch.softmax(sc, 1)
    V = torch.einsum("ns,nsd->nd", att, ctx) @ WV.T
    h = torch.relu(V @ WO.T)
    c = h * a
    if mask is not None:
        c = c * mask
    return c.sum(1), c, V


def run(seed, M1=3, M2=4, beta=1.0, alpha=1.0, delta=0.2, eta=1.0, m=50, B=64, l=20, Tmax=3000, R=0.5):
    g = torch.Generator().manual_seed(seed)
    dx, d = M1 + M2, M1 + M2 + 1
    mb = d + 1
    WQ = torch.zeros(mb, d); WK = torch.zeros(mb, d); WV = torch.zeros(mb, d)
    for i in range(dx):
        WQ[i, i] = WK[i, i] = delta
    for i in range(d):
        WV[i, i] = delta
    WO = torch.randn(m, mb, generator=g) / math.sqrt(m)
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) / m
    WO0, WV0, WQ0, WK0 = WO.clone(), WV.clone(), WQ.clone(), WK.clone()
    ps = [WQ, WK, WV, WO]
    for p in ps:
        p.requires_grad_()
    tr_tasks = [(i, (i + 1) % M1) for i in range(M1)]
    lucky_W = torch.zeros(m, dtype=torch.bool); lucky_U = torch.zeros(m, dtype=torch.bool)
    ema, T = None, None
    for t in range(Tmax):
        P, z = prompts(B, tr_tasks, M1, M2, l, alpha, beta, g)
        with torch.no_grad():   # lucky sets at initialization over this training prompt (E.31)/(E.32)
            _, _, V0 = forward(P, WQ0, WK0, WV0, WO0, a)
            s1 = (V0[:, :dx] @ WO0[:, :dx].T) > 0
            s2 = (V0[:, dx:dx + 1] @ WO0[:, dx:dx + 1].T) > 0
            hit = (s1 & s2).any(0)
            lucky_W |= hit & (a > 0); lucky_U |= hit & (a < 0)
        F, _, _ = forward(P, WQ, WK, WV, WO, a)
        loss = torch.clamp(1 - z * F, min=0).mean()
        for p in ps:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in ps:
                p -= eta * p.grad
        ema = float(loss) if ema is None else 0.9 * ema + 0.1 * float(loss)
        if t > 10 and ema < 0.02:
            T = t + 1
            break
    all_tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
    Pt, zt = prompts(800, all_tasks, M1, M2, l, alpha, beta, torch.Generator().manual_seed(seed + 12345))
    with torch.no_grad():
        F, c, _ = forward(Pt, WQ, WK, WV, WO, a)
        hinge = float(torch.clamp(1 - zt * F, min=0).mean())
        pos = zt > 0
        WU = lucky_W | lucky_U
        k = int(round(R * int(WU.sum())))
        Uidx = torch.nonzero(lucky_U).flatten()
        out = {"T": T, "hinge_test": hinge, "|W|": int(lucky_W.sum()), "|U|": int(lucky_U.sum()), "k": k,
               "U active on z=+1": int((c[pos][:, lucky_U] != 0).sum()), "F+ median": float(F[pos].median()),
               "F+ min": float(F[pos].min())}
        if k <= len(Uidx):
            mask = torch.ones(m); mask[Uidx[:k]] = 0.0
            FS, _, _ = forward(Pt[pos], WQ, WK, WV, WO, a, mask)
            out["FS median"], out["FS min"] = float(FS.median()), float(FS.min())
            out["eps needed (median)"] = float(FS.median()) / (1 - R) - 1
            out["eps needed (min)"] = float(FS.min()) / (1 - R) - 1
    out["hyp"] = {"m/(M1^2 lnM1)": m / (M1**2 * math.log(M1)), "l alpha beta^2": l * alpha * beta**2,
                  "l/(lnM1/alpha)": l / (math.log(M1) / alpha), "B/(M1 lnM1)": B / (M1 * math.log(M1)),
                  "T/(M1 alpha^-2/3 beta^-2/3 sqrt(lnM1)/eta)": (T or Tmax) / (M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)) / eta)}
    return out


if __name__ == "__main__":
    for kw in (dict(seed=0), dict(seed=1), dict(seed=2, M1=4, M2=4, alpha=0.8, m=80, l=24),
               dict(seed=3, delta=0.1, eta=0.8, B=128)):
        print(kw, run(**kw))
