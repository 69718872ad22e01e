#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (E.105) L8434, proof of Theorem 6.3.3: 'Hence, for i in W u U,
||W_O(i)^(T) W_V^(T)|| >~ beta^{-1} = Omega(1)', W u U the union over training prompts n of the lucky sets (E.31)/(E.32)
(O_{i,1}^(0) V_{n,1}(0) > 0, O_{i,2}^(0) V_{n,2}(0) > 0, a_i > 0 resp. < 0; V^n(t) of (E.30)).
Own implementation (the Chapter 6 model of my eq6.16 script, own code): M1 = 3, M2 = 4, beta = 3, alpha = 0.8,
delta = 0.2, eta = 1, B = ceil(6 M1 log M1) = 20, l_tr = ceil(8 log M1/alpha) = 11, cyclic tasks (Condition 6.3.2),
trained until the EMA of the batch hinge < 0.02 (zero training loss; T's Theta constant is free); the least row norm
of W_O W_V over W u U (the prompts of the whole run), for growing m >= M1^2 log M1."""
import math
import sys

import numpy as np
import torch

src = open("/work/audit/r15A/thesis/thesis.ch6.eq6.16.py").read().split('if __name__ == "__main__":')[0]
ns = {}
exec(compile(src, "eq616", "exec"), ns)
make, forward = ns["make"], ns["forward"]
torch.set_num_threads(1)


def run(m, seed, M1=3, M2=4, beta=3.0, alpha=0.8, delta=0.2, eta=1.0, tmax=3000):
    B = math.ceil(6 * M1 * math.log(M1))
    ltr = math.ceil(8 * math.log(M1) / alpha)
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    D = M1 + M2 + 1
    WV = torch.eye(D) * delta
    WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
    for i in range(M1 + M2):
        WQ[i, i] = WK[i, i] = delta
    WO = torch.randn(m, D) / math.sqrt(m)
    a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
    WO0, WV0, WQ0, WK0 = WO.clone(), WV.clone(), WQ.clone(), WK.clone()
    for W in (WQ, WK, WV, WO):
        W.requires_grad_()
    tasks = [(j, (j + 1) % M1) for j in range(M1)]
    opt = torch.optim.SGD([WQ, WK, WV, WO], lr=eta)
    one = torch.ones(m)
    lucky = torch.zeros(m, dtype=torch.bool)
    dx = M1 + M2
    ema, t = 1.0, 0
    while t < tmax:
        P, z = make(M1, M2, B, ltr, alpha, tasks, rng, beta=beta)
        with torch.no_grad():                         # lucky sets at t = 0 weights on this step's prompts
            sc = torch.einsum("nid,nd->ni", P @ WK0.T, P[:, -1, :] @ WQ0.T)   # s over all l+1 columns (E.30)
            V = torch.einsum("ni,nid->nd", torch.softmax(sc, 1), P @ WV0.T)
            o1 = (WO0[:, :dx] @ V[:, :dx].T) > 0
            o2 = (WO0[:, dx:] @ V[:, dx:].T) > 0
            lucky |= (o1 & o2).any(1)                 # W u U: a_i of either sign
        loss = torch.clamp(1 - z * forward(P, WQ, WK, WV, WO, a, one), min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
        ema = 0.9 * ema + 0.1 * float(loss); t += 1
        if ema < 0.02:
            break
    R = (WO @ WV).detach().norm(dim=1)
    return t, ema, int(lucky.sum()), float(R[lucky].min()), float(R[lucky].median())


ms = (20, 80, 320) if "--full" not in sys.argv else (20, 80, 320, 1280)
for m in ms:
    res = [run(m, s) for s in range(3)]
    mins = [r[3] for r in res]
    print(f"m = {m} (m/(M1^2 ln M1) = {m / (9 * math.log(3)):.1f}): T = {[r[0] for r in res]}, final EMA "
          f"{[round(r[1], 3) for r in res]}, |W u U| = {[r[2] for r in res]}; least norm over W u U per run "
          f"{[round(x, 4) for x in mins]} (median {np.median(mins):.4f}; 1/beta = 0.333); median norm over W u U "
          f"{[round(r[4], 3) for r in res]}")
