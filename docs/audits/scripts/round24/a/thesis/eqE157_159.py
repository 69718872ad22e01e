"""Auditor A, round 24: thesis Lemma E.4.5 proof, (E.157) and (E.159) (seed 003 L8753, L8761).

Own model of Chapter 6 (no repository code):
  P = [[x_1 .. x_l x_query],[y_1 .. y_l 0]] (6.1), F = a^T Relu(W_O sum_s W_V p_s attn_s) (6.2),
  attn_s = softmax_s((W_K p_s)^T W_Q p_query); hinge loss; SGD (E.2) on W_Q, W_K, W_V, W_O (a fixed).
  Init (6.2.3): W_V = delta I, W_Q = W_K = delta on the first d_x diagonal entries, W_O ~ N(0, 1/m), a ~ +-1/m.
  Data (6.6): mu_j = beta e_j, nu_k = beta e_{M1+k}, x = mu_j + kappa nu_k, kappa ~ U(-K, K).
  T_tr cyclic (Condition 6.3.2; Section 6.5): task j maps mu_j -> +1, mu_{j+1} -> -1.
  Training prompts (6.3.2): query IDR uniform (Subroutine 2: 'each IDR pattern equally likely'), task uniform
  in T_tr; context IDR: decisive a, b w.p. alpha/2, others (1-alpha)/(M1-2); IDI uniform; labels by f
  (random for non-decisive patterns).
Quantity: G = eta (1/B) sum_{n in B_t0} dl/dW_Q at t = t0 (a fresh batch at step t0).
  S_v = (v;0)^T G (x_query;0) for a fixed query x_query = mu_q + kappa nu_k.
  (E.157): |S_{mu_j}| <~ (1/M1) |S_{mu_q}| for non-partner j; (E.159): |S_{nu_k}| <~ (1/M2) |S_{mu_q}|.
Reported: M1 * max_j |S_mu_j|/|S_mu_q| and M2 * max_k |S_nu_k|/|S_mu_q| (also the median over j / k).
"""
import math
import sys

import numpy as np
import torch

torch.set_default_dtype(torch.float64)


def sample_prompts(B, l, M1, M2, alpha, beta, K, qvec, gen, query_mode="uniform"):
    dx = M1 + M2
    dy = qvec.numel()
    task = torch.randint(0, M1, (B,), generator=gen)            # task j: mu_j -> +1, mu_{j+1} -> -1
    a_idx, b_idx = task, (task + 1) % M1
    if query_mode == "uniform":
        qidr = torch.randint(0, M1, (B,), generator=gen)
    else:  # query is one of the decisive patterns
        pick = torch.randint(0, 2, (B,), generator=gen)
        qidr = torch.where(pick == 0, a_idx, b_idx)
    # context IDR patterns
    probs = torch.full((B, M1), (1 - alpha) / (M1 - 2))
    probs[torch.arange(B), a_idx] = alpha / 2
    probs[torch.arange(B), b_idx] = alpha / 2
    cidr = torch.multinomial(probs, l, replacement=True, generator=gen)   # B x l
    idr = torch.cat([cidr, qidr[:, None]], 1)                             # B x (l+1)
    idi = torch.randint(0, M2, (B, l + 1), generator=gen)
    kap = (torch.rand(B, l + 1, generator=gen) * 2 - 1) * K
    X = torch.zeros(B, l + 1, dx)
    X.scatter_(2, idr[:, :, None], beta)
    X.scatter_add_(2, (M1 + idi)[:, :, None], (beta * kap)[:, :, None])

    def lab(p):
        rnd = torch.randint(0, 2, p.shape, generator=gen).double() * 2 - 1
        out = torch.where(p == a_idx[:, None] if p.dim() == 2 else p == a_idx, 1.0,
                          torch.where(p == b_idx[:, None] if p.dim() == 2 else p == b_idx, -1.0, rnd))
        return out
    ylab = lab(cidr)                 # B x l
    z = lab(qidr)                    # B
    Y = torch.zeros(B, l + 1, dy)
    Y[:, :l, :] = ylab[:, :, None] * qvec[None, None, :]
    P = torch.cat([X, Y], 2)         # B x (l+1) x d
    return P, z


def forward(W, P, include_query):
    WQ, WK, WV, WO, a = W
    pq = P[:, -1, :]                              # B x d
    toks = P if include_query else P[:, :-1, :]
    Kt = toks @ WK.T                              # B x L x ma
    Qv = pq @ WQ.T                                # B x ma
    sc = torch.einsum("bla,ba->bl", Kt, Qv)
    at = torch.softmax(sc, 1)
    h = torch.einsum("bl,bld->bd", at, toks @ WV.T)   # B x mb
    return torch.relu(h @ WO.T) @ a


def run(M1, M2, seed, t0=5, eta=1.0, alpha=0.8, beta=1.0, K=0.5, delta=0.2, qnorm=1.0, dy=1,
        mfac=1.0, bfac=2.0, lfac=1.0, a_scale="1/m", include_query=True, query_mode="uniform",
        cumulative=False):
    gen = torch.Generator().manual_seed(seed)
    dx = M1 + M2
    d = dx + dy
    m = int(math.ceil(mfac * M1 ** 2 * max(1.0, math.log(M1))))
    B = int(math.ceil(bfac * M1 * math.log(M1)))
    l = int(math.ceil(lfac * max(M1, M2) * math.log(M1)))
    qvec = torch.zeros(dy)
    qvec[0] = qnorm
    WQ = torch.zeros(d, d)
    WQ[range(dx), range(dx)] = delta
    WK = WQ.clone()
    WV = delta * torch.eye(d)
    WO = torch.randn(m, d, generator=gen) / math.sqrt(m)
    sc = 1.0 / m if a_scale == "1/m" else 1.0 / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=gen).double() * 2 - 1) * sc
    params = [WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_(), WO.requires_grad_()]
    # the fixed query for the projection
    q = 0
    kq = int(torch.randint(0, M2, (1,), generator=gen))
    kap = float((torch.rand(1, generator=gen) * 2 - 1) * K)
    xq = torch.zeros(d)
    xq[q] = beta
    xq[M1 + kq] += beta * kap
    Gsum = torch.zeros(d, d)
    for t in range(t0 + 1):
        P, z = sample_prompts(B, l, M1, M2, alpha, beta, K, qvec, gen, query_mode)
        F = forward((WQ, WK, WV, WO, a), P, include_query)
        loss = torch.clamp(1 - z * F, min=0).mean()
        grads = torch.autograd.grad(loss, params)
        Gt = eta * grads[0].detach()
        Gsum += Gt
        if t == t0:
            G = Gsum if cumulative else Gt
            break
        with torch.no_grad():
            for p_, g_ in zip(params, grads):
                p_ -= eta * g_
    Gx = G @ xq                       # d-vector: rows -> (v;0)^T G x = v . Gx[:dx]
    S = Gx[:dx] * beta                # S_v for v = beta e_i
    Sq = abs(float(S[q]))
    nonpartner = [j for j in range(M1) if j not in (q, (q + 1) % M1, (q - 1) % M1)]
    rj = np.array([abs(float(S[j])) for j in nonpartner]) / Sq
    rk = np.array([abs(float(S[M1 + k])) for k in range(M2)]) / Sq
    return dict(M1=M1, m=m, B=B, l=l, Sq=float(S[q]), r157max=M1 * rj.max(), r157med=M1 * np.median(rj),
                r159max=M2 * rk.max(), r159med=M2 * np.median(rk))


def sweep(Ms, seeds, **kw):
    print("kw:", kw)
    for M in Ms:
        rows = [run(M, M, s, **kw) for s in range(seeds)]
        arr = lambda k: np.array([r[k] for r in rows])
        def iv(v):
            lo, hi = np.quantile(v, [0.1, 0.9])
            return f"{np.median(v):8.3f} [{lo:7.3f},{hi:8.3f}]"
        r0 = rows[0]
        print(f"M1=M2={M:3d} m={r0['m']:6d} B={r0['B']:4d} l={r0['l']:4d} | M1*max_j {iv(arr('r157max'))} "
              f"M1*med_j {iv(arr('r157med'))} | M2*max_k {iv(arr('r159max'))} M2*med_k {iv(arr('r159med'))} "
              f"| frac Sq>0 {np.mean(arr('Sq') > 0):.2f}", flush=True)


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "base"
    Ms = [4, 8, 16, 32]
    if mode == "base":
        sweep(Ms, 24)
    elif mode == "decisive":
        sweep(Ms, 24, query_mode="decisive")
    elif mode == "cum":
        sweep(Ms, 24, cumulative=True)
    elif mode == "noquery":
        sweep(Ms, 24, include_query=False)
    elif mode == "sqrtm":
        sweep(Ms, 24, a_scale="1/sqrt(m)")
    elif mode == "big":
        sweep([8, 16, 32, 48], 12, bfac=8.0)
