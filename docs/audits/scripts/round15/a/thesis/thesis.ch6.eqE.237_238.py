#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) Lemma E.4.10 case (2), t >~ Theta(beta) (L9169-L9177): (E.237)/(E.238) are
the (E.233)/(E.234) sums against W_O(j)^(t) for j in W \\ W_n (W the union of W_n over the first batch).
Adapted from my eqE.232_233_234 script:
(E.232) eta (1/B) sum_{n' in B_b} (1/a) sum_s softmax(.) delta p_s^{n'T} W_O(i)^(t)T > 0,
(E.233) sum_{b<t} eta sum_{i' in W_n} V_i'(b) W_O(i')^(b) W_O(i)^(t)T > 0,
(E.234) sum_{b<t} eta (sum_{all i'} V_i'(b) W_O(i')^(b))^T W_O(i)^(t)T > 0, for i in W_n ((E.31)).
V_i'(b) from (E.177) (the W_V gradient applied to a token p): V_i'(b) = (1/B) sum_{n'} (-z 1[zF<1]) a_i' 1[pre >= 0]
(pbar_{n'}(b) . p), taken at p = pbar^n(t) (prompt n's attention-weighted token at W^(t)). Both sign conventions
(gradient or update) are reported via the fractions of positive and negative values. Own code (my Chapter 6 model)."""
import math

import numpy as np
import torch

src = open("/work/audit/r15A/thesis/thesis.ch6.eq6.16.py").read().split('if __name__ == "__main__":')[0]
ns = {}
exec(compile(src, "eq616", "exec"), ns)
make = ns["make"]
torch.set_default_dtype(torch.float64)


def attn(P, WQ, WK):
    return torch.softmax(torch.einsum("nid,nd->ni", P @ WK.T, P[:, -1, :] @ WQ.T), 1)   # over all l+1 columns (E.30)


def run(tmax, M1=4, M2=2, m=128, B=40, eta=1.0, delta=0.2, seed=0):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    D = M1 + M2 + 1
    WV = torch.eye(D) * delta; WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
    for i in range(M1 + M2):
        WQ[i, i] = WK[i, i] = delta
    WO = torch.randn(m, D) / math.sqrt(m); a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
    WV0, WQ0, WK0, WO0 = WV.clone(), WQ.clone(), WK.clone(), WO.clone()
    tasks = [(j, (j + 1) % M1) for j in range(M1)]
    hist = []
    params = [WQ, WK, WV, WO]
    for p in params:
        p.requires_grad_()
    P0 = None
    for t in range(tmax):
        P, z = make(M1, M2, B, 12, 0.9, tasks, rng, beta=3.0)
        if P0 is None:
            P0 = P
        att = attn(P, WQ, WK); pbar = torch.einsum("ni,nid->nd", att, P)
        pre = (pbar @ WV.T) @ WO.T
        F = torch.relu(pre) @ a
        loss = torch.clamp(1 - z * F, min=0).mean()
        g = torch.autograd.grad(loss, params)
        with torch.no_grad():
            coef = (-z * (z * F < 1).double())[:, None] * a[None, :] * (pre >= 0).double() / B   # (n', i')
            hist.append((pbar.clone(), coef.clone(), WO.detach().clone(), P.clone()))
            for p_, g_ in zip(params, g):
                p_ -= eta * g_
    WQt, WKt, WVt, WOt = (p.detach() for p in params)
    # lucky sets W_n for n in B_0 at t = 0
    dx = M1 + M2
    V0 = torch.einsum("ni,nid->nd", attn(P0, WQ0, WK0), P0 @ WV0.T)
    Wn = [((WO0[:, :dx] @ V0[n, :dx] > 0) & (WO0[:, dx:] @ V0[n, dx:] > 0) & (a > 0)).nonzero().flatten()
          for n in range(B)]
    # (E.232): batch B_{t0} (the last update's batch), softmax at W^(t)
    Plast = hist[-1][3]
    pbar_last = torch.einsum("ni,nid->nd", attn(Plast, WQt, WKt), Plast)
    v232 = eta / B * m * (delta * pbar_last.sum(0)) @ WOt.T        # per neuron i (1/a = m; sign unaffected)
    pbt = torch.einsum("ni,nid->nd", attn(P0, WQt, WKt), P0)       # pbar^n(t) for n in B_0
    v233, v234, v232s = [], [], []
    Wall = set()
    for n in range(B):
        Wall |= set(Wn[n].tolist())
    for n in range(B):
        for i in sorted(Wall - set(Wn[n].tolist())):
            tot, part = 0.0, 0.0
            for (pb, coef, WOb, _) in hist:
                Vi = coef.T @ (pb @ pbt[n])                        # V_i'(b) for the token pbar^n(t), (m,)
                contrib = Vi * (WOb @ WOt[i])                      # V_i'(b) W_O(i')^(b) . W_O(i)^(t)
                tot += eta * float(contrib.sum())
                part += eta * float(contrib[Wn[n]].sum())
            v233.append(part); v234.append(tot); v232s.append(float(v232[i]))
    # consistency: sum over all i' equals -(W_V^(t) - W_V^(0)) pbar^n(t) . W_O(i)^(t) (gradient sign)
    n0 = 0; i0 = Wn[0][0].item() if len(Wn[0]) else 0
    chk = float(((WVt - WV0) @ pbt[n0]) @ WOt[i0])
    return np.array(v232s), np.array(v233), np.array(v234), chk


for t in (6, 24, 80):
    e232, e233, e234, chk = run(t)
    def fr(x):
        return f"{(x < 0).mean() * 100:.0f}% neg / {(x > 0).mean() * 100:.0f}% pos (min {x.min():.2e}, max {x.max():.2e})"
    print(f"t = {t} (t/beta = {t / 3:.0f}; {len(e233)} pairs (n, j in W minus W_n)): (E.237) {fr(e233)}; (E.238) {fr(e234)}")
