#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.138) L8610-8612 (proof of Lemma E.4.5 (a), z = +1): for mu_j the task partner of mu_q,
(mu_j; 0)^T (1/m) sum_{W_n} [...] (x_query; 0) <~ e^{-delta^2 beta^2} (mu_q; 0)^T (1/m) sum_{W_n} [...] (x_query; 0) (the same T_i^(j) and R as
thesis.ch6.eqE.139_141_142.py, own code, t = 0). A partner part > 0 >= R is a sign crossing for every constant."""
import math
import sys

import torch

sys.path.insert(0, "/work/audit/r16A/thesis")
from _icl_own import init, prompts  # noqa: E402

torch.set_default_dtype(torch.float64)


def frac(seed, M1, M2, beta, alpha, delta, m, l, n=400):
    g = torch.Generator().manual_seed(seed)
    WQ, WK, WV, WO, a = init(M1, M2, m, delta, g)
    P, z = prompts(n, [(i, (i + 1) % M1) for i in range(M1)], M1, M2, l, alpha, beta, g)
    P = P[z > 0]
    dx = M1 + M2
    ctx, pq = P[:, :-1], P[:, -1]
    att = torch.softmax(torch.einsum("nsd,ed,ef,nf->ns", ctx, WK, WQ, pq), 1)
    V = torch.einsum("ns,nsd->nd", att, ctx) @ WV.T
    lucky = ((V[:, :dx] @ WO[:, :dx].T) > 0) & ((V[:, dx:dx + 1] @ WO[:, dx:dx + 1].T) > 0)
    Wn = lucky & (a > 0)
    Kp = ctx @ WK.T
    dev = Kp - torch.einsum("ns,nsa->na", att, Kp)[:, None, :]
    cs = (ctx @ WV.T) @ WO.T
    x2 = (pq * pq).sum(1)
    q = pq[:, :M1].argmax(1)
    cross = fail = 0
    for b in range(len(q)):
        T = lambda j: float(((cs[b] * (att[b] * beta * dev[b, :, j])[:, None]).sum(0) * x2[b] * Wn[b]).sum()) / m
        qb = int(q[b]); R = T(qb); Pj = T((qb + 1) % M1)
        cross += Pj > 0 >= R
        fail += Pj > math.exp(-delta**2 * beta**2) * R
    return cross / len(q), fail / len(q)


for name, c in (("M1=4", dict(M1=4, M2=8, beta=1.0, alpha=0.8, delta=0.1, l=14)), ("M1=6", dict(M1=6, M2=12, beta=2.0, alpha=0.8, delta=0.2, l=12))):
    for m in (355, 1500):
        res = [frac(s, m=m, **c) for s in range(3)]
        print(f"{name}, m = {m}: sign-crossing fraction {[round(r[0], 2) for r in res]}; failure fraction with constant 1 {[round(r[1], 2) for r in res]}")
