"""Auditor A, round 24: thesis (E.134) (seed 003 L8592-L8595), proof of Lemma E.4.5.

|(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X) x_query^n| <~ beta xi, xi = 1/sqrt(m) (Section 6.2.3 / L1727),
W_n = lucky neurons (E.31): O_{i,1}(0).V_{n,1}(0) > 0, O_{i,2}(0).V_{n,2}(0) > 0, a_i > 0, V^n(t) of (E.30).
Own model (as eqE157_159.py: (6.1), (6.2), hinge, SGD (E.2), init of 6.2.3, decisive or uniform queries), trained
for T = c_T eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1) steps ((6.10)); the quantity is measured for fresh prompts n
at several t <= T (the lucky sets from the t = 0 weights). Reported: ratio = |.| / (beta xi), median and max over
64 fresh prompts, then median over seeds of the max over t <= T.
"""
import math
import sys

import numpy as np
import torch

from eqE157_159 import sample_prompts, forward

torch.set_default_dtype(torch.float64)


def V_of(W, P, include_query=True):
    WQ, WK, WV = W
    pq = P[:, -1, :]
    toks = P if include_query else P[:, :-1, :]
    at = torch.softmax(torch.einsum("bla,ba->bl", toks @ WK.T, pq @ WQ.T), 1)
    return torch.einsum("bl,bld->bd", at, toks @ WV.T)


def run(M1, M2, m, seed, cT=16.0, eta=1.0, alpha=0.8, beta=1.0, K=0.5, delta=0.2, bfac=2.0, lmode="proof",
        query_mode="decisive", n_eval=64, a_scale="1/m"):
    gen = torch.Generator().manual_seed(seed)
    dx = M1 + M2
    d = dx + 1
    lg = math.log(max(M1, 2))
    B = int(math.ceil(bfac * M1 * lg))
    l = int(math.ceil(max(M1, M2) * lg)) if lmode == "proof" else int(math.ceil(max(lg / alpha, 1 / (beta ** 2 * alpha))))
    T = int(math.ceil(cT / eta * M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(lg)))
    qvec = torch.tensor([1.0])
    WQ = torch.zeros(d, d)
    WQ[range(dx), range(dx)] = delta
    WK = WQ.clone()
    WV = delta * torch.eye(d)
    WO = torch.randn(m, d, generator=gen) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=gen).double() * 2 - 1) * (1.0 / m if a_scale == "1/m" else 1 / math.sqrt(m))
    # evaluation prompts and their lucky sets at t = 0
    Pe, ze = sample_prompts(n_eval, l, M1, M2, alpha, beta, K, qvec, gen, query_mode)
    with torch.no_grad():
        V0 = V_of((WQ, WK, WV), Pe)                          # n x d
        O1 = WO[:, :dx] @ V0[:, :dx].T                       # m x n
        O2 = WO[:, dx:] @ V0[:, dx:].T
        lucky = (O1 > 0) & (O2 > 0) & (a[:, None] > 0)       # m x n
        xq = Pe[:, -1, :dx]                                  # n x dx
    params = [WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_(), WO.requires_grad_()]
    xi = 1 / math.sqrt(m)
    checkpoints = sorted(set([0, 1, T // 4, T // 2, (3 * T) // 4, T]))
    res = {}
    for t in range(T + 1):
        if t in checkpoints:
            with torch.no_grad():
                vals = ((WO[:, :dx] @ xq.T) * lucky).sum(0) / m       # n
                r = vals.abs() / (beta * xi)
                res[t] = (float(r.median()), float(r.max()), float(lucky.sum(0).double().mean() / m))
        if t == T:
            break
        P, z = sample_prompts(B, l, M1, M2, alpha, beta, K, qvec, gen, query_mode)
        F = forward((WQ, WK, WV, WO, a), P, True)
        loss = torch.clamp(1 - z * F, min=0).mean()
        g = torch.autograd.grad(loss, params)
        with torch.no_grad():
            for p_, g_ in zip(params, g):
                p_ -= eta * g_
    with torch.no_grad():
        Fe = forward((WQ, WK, WV, WO, a), Pe, True)
        err = float((ze * Fe <= 0).double().mean())
    return T, B, l, res, err


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "m"
    seeds = 4
    kw = {"a_scale": "1/sqrt(m)"} if (len(sys.argv) > 2 and sys.argv[2] == "sqrtm") else {}
    print(mode, kw, flush=True)
    if mode == "m":           # m -> inf at M1 = 3, M2 = 4 (the helper's line), and at M1 = M2 = 8
        cases = [(3, 4, m) for m in (64, 1024, 4096)] + [(8, 8, m) for m in (64, 4096)]
    elif mode == "M1":        # M1 -> inf with m = M1^2 (Lemma E.4.5) and m = M1^2 log M1 (Theorem 6.3.3 (i))
        cases = [(M, M, int(M * M * math.log(M))) for M in (4, 8, 16)]
    elif mode == "sq":
        cases = [(3, 4, 1024), (8, 8, 4096)]
    elif mode == "cT":
        cases = [(4, 4, 256)]
    for (M1, M2, m) in cases:
        for cT in ((16.0,) if mode != "cT" else (16.0, 64.0, 256.0)):
            rows = [run(M1, M2, m, s, cT=cT, **kw) for s in range(seeds)]
            T, B, l = rows[0][:3]
            mx = [max(v[1] for v in r[3].values()) for r in rows]
            med = [np.median([v[0] for v in r[3].values()]) for r in rows]
            atT = [r[3][T][0] for r in rows]
            frac = rows[0][3][0][2]
            err = np.mean([r[4] for r in rows])
            print(f"M1={M1:3d} M2={M2:3d} m={m:6d} cT={cT:5.0f} T={T:5d} B={B:4d} l={l:4d} | lucky frac {frac:.3f} | "
                  f"ratio median(at T) {np.median(atT):.3f} | max over t,n: median {np.median(mx):.3f} max {np.max(mx):.3f} "
                  f"| test err at T {err:.3f}", flush=True)
