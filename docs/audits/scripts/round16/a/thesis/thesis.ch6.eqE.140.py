#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.140) L8625-8631 (proof of Lemma E.4.5 (a)), for a prompt with z^n = +1:
sum_{i notin W_n u U_n} a_i 1[h_i >= 0] T_i <= sqrt(log m/m) (1/m) sum_{i in W_n} T_i, where
T_i = (mu_q; 0)^T [W_O(i) sum_s W_V p_s softmax_s (W_K p_s - sum_r softmax_r W_K p_r) p_query^T] (x_query; 0)
    = sum_s softmax_s (W_O(i) W_V p_s) (mu_q . (W_K p_s - sum_r softmax_r W_K p_r)) ||x_query||^2,
h_i = W_O(i) sum_s W_V p_s softmax_s, W_n / U_n of (E.31)/(E.32) for this prompt (O_i1 V_n1 > 0, O_i2 V_n2 > 0, a_i > 0 / < 0).
Checked at t = 0 (Sec. 6.2.3 init; a = +-1/m) over many z = +1 prompts; the paper's 'w.h.p.' allows a failure fraction at most
M1^{-C}, C > 1 (i.e. < 1/M1). Own model: _icl_own.py (contexts-only attention; variant with the query token included)."""
import math
import sys

import torch

sys.path.insert(0, "/work/audit/r16A/thesis")
from _icl_own import init, prompts  # noqa: E402

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def frac(seed, M1, M2, beta, alpha, delta, m, l, n=400, with_query=False):
    g = torch.Generator().manual_seed(seed)
    WQ, WK, WV, WO, a = init(M1, M2, m, delta, g)
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    P, z = prompts(n, tasks, M1, M2, l, alpha, beta, g)
    P, z = P[z > 0], z[z > 0]
    dx = M1 + M2
    ctx = P if with_query else P[:, :-1]
    pq = P[:, -1]
    att = torch.softmax(torch.einsum("nsd,ed,ef,nf->ns", ctx, WK, WQ, pq), 1)
    V = torch.einsum("ns,nsd->nd", att, ctx) @ WV.T                      # (n, m_b)
    h = V @ WO.T
    lucky = ((V[:, :dx] @ WO[:, :dx].T) > 0) & ((V[:, dx:dx + 1] @ WO[:, dx:dx + 1].T) > 0)
    Wn = lucky & (a > 0)
    Kp = ctx @ WK.T                                                        # (n, s, m_a)
    dev = Kp - torch.einsum("ns,nsa->na", att, Kp)[:, None, :]
    q = pq[:, :M1].argmax(1)
    u = beta * dev[torch.arange(len(q)), :, q]                             # mu_q . (W_K p_s - mean)
    cs = (ctx @ WV.T) @ WO.T                                               # W_O(i) W_V p_s
    T = torch.einsum("ns,nsm->nm", att * u, cs) * (pq * pq).sum(1)[:, None]
    lhs = (a * (h >= 0) * (~lucky) * T).sum(1)
    rhs = math.sqrt(math.log(m) / m) * (T * Wn).sum(1) / m
    return float((lhs > rhs).double().mean()), float((rhs <= 0).double().mean()), len(z)


if __name__ == "__main__":
    base = dict(M1=4, M2=8, beta=1.0, alpha=0.8, delta=0.1, l=14)
    print("M1 = 4, M2 = 8, beta = 1, alpha = 0.8, delta = 0.1, l = 14 (l alpha beta^2 = 11.2); allowed failure < 1/M1 = 0.25")
    for m in (50, 200, 355, 1000, 3000):
        for wq in (False, True):
            res = [frac(s, m=m, with_query=wq, **base) for s in range(3)]
            print(f"  m = {m:5d} (m/(M1^2 ln M1) = {m / (16 * math.log(4)):.1f}), {'l+1' if wq else 'l  '}: failure fraction per init "
                  f"{[round(r[0], 2) for r in res]} (rhs <= 0: {[round(r[1], 2) for r in res]}; z=+1 prompts {res[0][2]})")
    print("M1 = 6, M2 = 12, beta = 2, alpha = 1, delta = 0.2, l = 12; allowed < 1/6")
    for m in (200, 1000):
        res = [frac(s, M1=6, M2=12, beta=2.0, alpha=1.0, delta=0.2, m=m, l=12) for s in range(3)]
        print(f"  m = {m}: failure fraction {[round(r[0], 2) for r in res]} (rhs <= 0: {[round(r[1], 2) for r in res]})")
