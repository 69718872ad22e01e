#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) proof of Lemma E.4.5 (a): (E.139) L8616-8621, (E.141) L8635-8642, (E.142) L8646-8652,
at t = 0, z = +1 prompts. With T_i^(j) = (mu_j; 0)^T [W_O(i) sum_s W_V p_s softmax_s (W_K p_s - sum_r softmax_r W_K p_r) p_query^T](x_query; 0)
and R = (1/m) sum_{i in W_n} T_i^(q) (mu_q the query's pattern):
(E.139) j outside the prompt's task: (1/m) sum_{W_n} T_i^(j) <= R / l;
(E.141) j the task partner of mu_q: sum_{i notin W_n u U_n} a_i 1[h_i >= 0] T_i^(j) <= e^{-delta beta^2} sqrt(log m/m) R;
(E.142) j outside the task: the same non-lucky sum <= (1/l) sqrt(log m/m) R.
Each 'w.h.p.' (failure < 1/M1 at most). Own model (_icl_own.py; cyclic tasks (a, a+1): for z = +1 the query has a, partner a+1)."""
import math
import sys

import torch

sys.path.insert(0, "/work/audit/r16A/thesis")
from _icl_own import init, prompts  # noqa: E402

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def fracs(seed, M1, M2, beta, alpha, delta, m, l, n=400):
    g = torch.Generator().manual_seed(seed)
    WQ, WK, WV, WO, a = init(M1, M2, m, delta, g)
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    P, z = prompts(n, tasks, M1, M2, l, alpha, beta, g)
    P = P[z > 0]
    dx = M1 + M2
    ctx, pq = P[:, :-1], P[:, -1]
    att = torch.softmax(torch.einsum("nsd,ed,ef,nf->ns", ctx, WK, WQ, pq), 1)
    V = torch.einsum("ns,nsd->nd", att, ctx) @ WV.T
    h = V @ WO.T
    lucky = ((V[:, :dx] @ WO[:, :dx].T) > 0) & ((V[:, dx:dx + 1] @ WO[:, dx:dx + 1].T) > 0)
    Wn = lucky & (a > 0)
    Kp = ctx @ WK.T
    dev = Kp - torch.einsum("ns,nsa->na", att, Kp)[:, None, :]
    cs = (ctx @ WV.T) @ WO.T
    x2 = (pq * pq).sum(1)
    q = pq[:, :M1].argmax(1)
    nl = a * (h >= 0) * (~lucky)
    sq = math.sqrt(math.log(m) / m)
    f139 = f141 = f142 = 0; c139 = c141 = 0; r_neg = 0
    for b in range(len(q)):
        Tj = lambda j: (cs[b] * (att[b] * beta * dev[b, :, j])[:, None]).sum(0) * x2[b]     # (m,)
        qb = int(q[b])
        R = float((Tj(qb) * Wn[b]).sum()) / m
        r_neg += R <= 0
        part = (qb + 1) % M1
        f141 += float((nl[b] * Tj(part)).sum()) > math.exp(-delta * beta**2) * sq * R
        c141 += 1
        for j in range(M1):
            if j in (qb, part):
                continue
            T = Tj(j)
            f139 += float((T * Wn[b]).sum()) / m > R / l
            f142 += float((nl[b] * T).sum()) > sq * R / l
            c139 += 1
    return f139 / c139, f141 / c141, f142 / c139, r_neg / c141


if __name__ == "__main__":
    for name, c in (("M1=4 (E.140's instance family)", dict(M1=4, M2=8, beta=1.0, alpha=0.8, delta=0.1, l=14)),
                    ("M1=6", dict(M1=6, M2=12, beta=2.0, alpha=0.8, delta=0.2, l=12))):
        for m in (355, 1500):
            res = [fracs(s, m=m, **c) for s in range(3)]
            print(f"{name}, m = {m}: failure fractions per init  (E.139) {[round(r[0], 2) for r in res]}  (E.141) "
                  f"{[round(r[1], 2) for r in res]}  (E.142) {[round(r[2], 2) for r in res]}; R <= 0 share {[round(r[3], 2) for r in res]}; "
                  f"allowed < 1/M1 = {1 / c['M1']:.3f}")
