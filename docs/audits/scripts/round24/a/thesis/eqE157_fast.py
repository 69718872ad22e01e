"""Auditor A, round 24: (E.157)/(E.159) at larger M1, sparse-token implementation (same model as eqE157_159.py).

Tokens are kept as (IDR index, IDI index, kappa, label); W p = beta W[:, idr] + beta kappa W[:, M1+idi] + label qnorm W[:, dx].
Training steps use the full batch in chunks; the evaluated quantity G (x;0) at t = t0 only receives contributions from
batch samples whose query shares the IDR pattern of x (group R: p_q.x = beta^2) or its IDI pattern
(group I: p_q.x = kappa_n kappa_x beta^2), so only those are differentiated, and their contributions are kept apart.
query_mode 'decisive': the query's IDR pattern is one of the task's two decisive patterns (the proof's setting,
L8485); 'uniform': query IDR uniform over [M1], label random when not decisive (Subroutine 2 read literally).
"""
import math
import sys

import numpy as np
import torch

torch.set_default_dtype(torch.float64)


class Batch:
    def __init__(s, B, l, M1, M2, alpha, K, gen, query_mode):
        task = torch.randint(0, M1, (B,), generator=gen)
        s.a_idx, s.b_idx = task, (task + 1) % M1
        if query_mode == "uniform":
            qidr = torch.randint(0, M1, (B,), generator=gen)
        else:
            pick = torch.randint(0, 2, (B,), generator=gen)
            qidr = torch.where(pick == 0, s.a_idx, s.b_idx)
        probs = torch.full((B, M1), (1 - alpha) / (M1 - 2))
        probs[torch.arange(B), s.a_idx] = alpha / 2
        probs[torch.arange(B), s.b_idx] = alpha / 2
        cidr = torch.multinomial(probs, l, replacement=True, generator=gen)
        s.idr = torch.cat([cidr, qidr[:, None]], 1)
        s.idi = torch.randint(0, M2, (B, l + 1), generator=gen)
        s.kap = (torch.rand(B, l + 1, generator=gen) * 2 - 1) * K
        rnd = torch.randint(0, 2, (B, l + 1), generator=gen).double() * 2 - 1
        lab = torch.where(s.idr == s.a_idx[:, None], 1.0, torch.where(s.idr == s.b_idx[:, None], -1.0, rnd))
        s.z = lab[:, -1].clone()
        lab[:, -1] = 0.0           # query label embedding is 0
        s.lab = lab
        s.B = B

    def sub(s, idx):
        o = Batch.__new__(Batch)
        for k in ("idr", "idi", "kap", "lab", "z"):
            setattr(o, k, getattr(s, k)[idx])
        o.B = len(idx)
        return o


def embed(W, bt, M1, dx, beta, qnorm):
    # W: (out, d); returns (b, L, out)
    Wt = W.T  # d x out
    return (beta * Wt[bt.idr] + (beta * bt.kap)[..., None] * Wt[M1 + bt.idi]
            + (qnorm * bt.lab)[..., None] * Wt[dx][None, None, :])


def loss_sum(params, a, bt, M1, dx, beta, qnorm, include_query):
    WQ, WK, WV, WO = params
    Kt = embed(WK, bt, M1, dx, beta, qnorm)
    Vt = embed(WV, bt, M1, dx, beta, qnorm)
    Qv = Kt.new_zeros(0)
    # query column: W_Q p_query
    qb = Batch.__new__(Batch)
    qb.idr, qb.idi, qb.kap, qb.lab = bt.idr[:, -1:], bt.idi[:, -1:], bt.kap[:, -1:], bt.lab[:, -1:]
    Qv = embed(WQ, qb, M1, dx, beta, qnorm)[:, 0, :]
    if not include_query:
        Kt, Vt = Kt[:, :-1], Vt[:, :-1]
    at = torch.softmax(torch.einsum("bla,ba->bl", Kt, Qv), 1)
    h = torch.einsum("bl,bld->bd", at, Vt)
    F = torch.relu(h @ WO.T) @ a
    return torch.clamp(1 - bt.z * F, min=0).sum()


def run(M1, M2, seed, t0=1, eta=1.0, alpha=0.8, beta=1.0, K=0.5, delta=0.2, qnorm=1.0, mpow=2.0, mlog=False,
        bfac=2.0, bpow=None, lfac=1.0, include_query=True, query_mode="decisive", kx=None, chunk=96):
    gen = torch.Generator().manual_seed(seed)
    dx = M1 + M2
    d = dx + 1
    m = int(math.ceil(M1 ** mpow * (math.log(M1) if mlog else 1.0)))
    B = int(math.ceil(bfac * M1 * math.log(M1))) if bpow is None else int(math.ceil(bfac * M1 ** bpow))
    l = int(math.ceil(lfac * max(M1, M2) * math.log(M1)))
    WQ = torch.zeros(d, d)
    WQ[range(dx), range(dx)] = delta
    WK = WQ.clone()
    WV = delta * torch.eye(d)
    WO = torch.randn(m, d, generator=gen) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=gen).double() * 2 - 1) / m
    params = [WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_(), WO.requires_grad_()]
    q = 0
    kq = int(torch.randint(0, M2, (1,), generator=gen))
    kap = float((torch.rand(1, generator=gen) * 2 - 1) * K) if kx is None else kx
    args = (M1, dx, beta, qnorm, include_query)
    for t in range(t0):
        bt = Batch(B, l, M1, M2, alpha, K, gen, query_mode)
        grads = [torch.zeros_like(p) for p in params]
        for c0 in range(0, B, chunk):
            sb = bt.sub(torch.arange(c0, min(B, c0 + chunk)))
            g = torch.autograd.grad(loss_sum(params, a, sb, *args) / B, params)
            for acc, gg in zip(grads, g):
                acc += gg
        with torch.no_grad():
            for p_, g_ in zip(params, grads):
                p_ -= eta * g_
    bt = Batch(B, l, M1, M2, alpha, K, gen, query_mode)
    qi, qk, qkap = bt.idr[:, -1], bt.idi[:, -1], bt.kap[:, -1]
    out = {}
    for name, mask in (("R", qi == q), ("I", (qk == kq) & (qi != q))):
        idx = torch.nonzero(mask).flatten()
        if len(idx) == 0:
            out[name] = torch.zeros(dx)
            continue
        sb = bt.sub(idx)
        gWQ = torch.autograd.grad(loss_sum(params, a, sb, *args) / B, params[0])[0] * eta
        # G (x;0) with x = beta e_q + beta kap e_{M1+kq}
        Gx = beta * gWQ[:, q] + beta * kap * gWQ[:, M1 + kq]
        out[name] = beta * Gx[:dx].detach()       # S_v for v = beta e_i
    S = out["R"] + out["I"]
    Sq = abs(float(S[q]))
    nonp = [j for j in range(M1) if j not in (q, (q + 1) % M1, (q - 1) % M1)]
    rj = S[nonp].abs().numpy() / Sq
    rjR = out["R"][nonp].abs().numpy() / Sq
    rk = S[M1:].abs().numpy() / Sq
    rkR = out["R"][M1:].abs().numpy() / Sq
    rjI = out["I"][nonp].abs().numpy() / Sq
    return dict(m=m, B=B, l=l, nR=int((qi == q).sum()), nI=int(((qk == kq) & (qi != q)).sum()),
                E157=M1 * rj.max(), E157R=M1 * rjR.max(), E157I=M1 * rjI.max(), E159=M2 * rk.max(), E159R=M2 * rkR.max(),
                SqI_over_SqR=abs(float(out["I"][q])) / max(1e-300, abs(float(out["R"][q]))))


def sweep(Ms, seeds, **kw):
    print("kw:", kw, flush=True)
    for M in Ms:
        rows = [run(M, M, s, **kw) for s in range(seeds)]
        r0 = rows[0]
        def iv(k):
            v = np.array([r[k] for r in rows])
            lo, hi = np.quantile(v, [0.1, 0.9])
            return f"{np.median(v):7.3f} [{lo:6.3f},{hi:7.3f}]"
        print(f"M1=M2={M:3d} m={r0['m']:6d} B={r0['B']:5d} l={r0['l']:4d} nR~{r0['nR']:3d} nI~{r0['nI']:3d} | "
              f"M1*max_j all {iv('E157')} R-only {iv('E157R')} I-only {iv('E157I')} | M2*max_k all {iv('E159')} R-only {iv('E159R')}",
              flush=True)


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "dec"
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    Ms = [int(v) for v in sys.argv[3].split(",")] if len(sys.argv) > 3 else [8, 16, 32, 64]
    if mode == "dec":
        sweep(Ms, seeds)
    elif mode == "dec_t5":
        sweep(Ms, seeds, t0=5)
    elif mode == "dec_bigB":
        sweep(Ms, seeds, bfac=1.0, bpow=2.0)
    elif mode == "dec_mlog":
        sweep(Ms, seeds, mlog=True)
    elif mode == "uni":
        sweep(Ms, seeds, query_mode="uniform")
    elif mode == "dec_kx":
        sweep(Ms, seeds, kx=0.49)
    elif mode == "init":          # t0 = 0 (the gradient at initialisation; t0 = 1 moves weights by ~1e-5 relative)
        sweep(Ms, seeds, t0=0)
    elif mode == "init_kx":
        sweep(Ms, seeds, t0=0, kx=0.49)
    elif mode == "init_bigB":
        sweep(Ms, seeds, t0=0, bfac=0.5, bpow=2.0)
