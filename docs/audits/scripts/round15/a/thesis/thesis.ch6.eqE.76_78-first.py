#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (E.76) L8306-L8309 and (E.78) L8314-L8317, first '=':
(a^T, 0^T) W_Q^(T) p_query = (a^T, 0^T)(W_Q^(0) + eta (1/B) sum_{b<T} sum_{n in B_b} dl/dW_Q^(b)) p_query, for a in
{mu_1..mu_M1} minus {mu_j} ((E.76)) and for a orthogonal to mu_j, a not among the mu's ((E.78); its left side has
(mu_j; 0) in place of p_query). Subroutine 2's step (E.2) L7910 subtracts the gradient.
Own check on my Chapter 6 model (eq6.16 script's make/forward, own code): T SGD steps; both sides at the first batch's
queries, the printed '+' side and the (E.2) '-' side."""
import math

import numpy as np
import torch

src = open("/work/audit/r15A/thesis/thesis.ch6.eq6.16.py").read().split('if __name__ == "__main__":')[0]
ns = {}
exec(compile(src, "eq616", "exec"), ns)
make, forward = ns["make"], ns["forward"]
torch.set_default_dtype(torch.float64)
M1, M2, m, B, eta, delta, seed, beta = 4, 2, 64, 40, 1.0, 0.2, 0, 3.0
rng = np.random.default_rng(seed); torch.manual_seed(seed)
D = M1 + M2 + 1
WV = torch.eye(D) * delta; WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
for i in range(M1 + M2):
    WQ[i, i] = WK[i, i] = delta
WO = torch.randn(m, D) / math.sqrt(m); a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
WQ0 = WQ.clone()
params = [WQ, WK, WV, WO]
for p in params:
    p.requires_grad_()
tasks = [(j, (j + 1) % M1) for j in range(M1)]
acc = torch.zeros(D, D)
P0 = None
for T in range(1, 4):
    P, z = make(M1, M2, B, 12, 0.9, tasks, rng, beta=beta)
    P0 = P if P0 is None else P0
    loss = torch.clamp(1 - z * forward(P, WQ, WK, WV, WO, a, torch.ones(m)), min=0).mean()
    g = torch.autograd.grad(loss, params)
    with torch.no_grad():
        acc += eta * g[0]
        for p_, g_ in zip(params, g):
            p_ -= eta * g_
    WQT = WQ.detach()
    d76 = d76m = d78 = d78m = 0.0
    for n in range(B):
        pq = P0[n, -1]
        j = int(torch.argmax(pq[:M1].abs()))
        for aa in range(M1):
            if aa == j:
                continue
            e = torch.zeros(D); e[aa] = beta
            lhs = float(e @ WQT @ pq)
            d76 = max(d76, abs(lhs - float(e @ (WQ0 + acc) @ pq)))
            d76m = max(d76m, abs(lhs - float(e @ (WQ0 - acc) @ pq)))
        muj = torch.zeros(D); muj[j] = beta
        for k in range(M2):                                  # a = nu_k: orthogonal to mu_j, not a mu
            e = torch.zeros(D); e[M1 + k] = beta
            lhs = float(e @ WQT @ muj)
            d78 = max(d78, abs(lhs - float(e @ (WQ0 + acc) @ pq)))
            d78m = max(d78m, abs(lhs - float(e @ (WQ0 - acc) @ muj)))
    print(f"T = {T}: (E.76) max |lhs - printed| = {d76:.3e}, with the (E.2) sign {d76m:.1e}; (E.78) max |lhs - printed "
          f"(p_query on the right)| = {d78:.3e}, with the (E.2) sign and (mu_j; 0) on both sides {d78m:.1e}")
