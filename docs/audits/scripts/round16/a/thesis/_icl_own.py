"""Auditor A's own vectorised Chapter 6 ICL model (seed 003 Sec. 6.2-6.3, Subroutine 2); no repository code."""
import math

import torch

torch.set_default_dtype(torch.float64)


def prompts(n, tasks, M1, M2, l, alpha, beta, g, K=0.5):
    dx = M1 + M2
    ta = torch.tensor([t[0] for t in tasks]); tb = torch.tensor([t[1] for t in tasks])
    ti = torch.randint(len(tasks), (n,), generator=g)
    a, b = ta[ti], tb[ti]
    pr = torch.full((n, M1), (1 - alpha) / (M1 - 2) if M1 > 2 else 0.0)
    pr[torch.arange(n), a] = alpha / 2; pr[torch.arange(n), b] = alpha / 2
    J = torch.multinomial(pr, l, replacement=True, generator=g)                  # context IDR patterns
    jq = torch.where(torch.rand(n, generator=g) < 0.5, a, b)                      # query IDR in {a, b}
    J = torch.cat([J, jq[:, None]], 1)                                            # (n, l+1)
    k = torch.randint(M2, (n, l + 1), generator=g)
    kap = (torch.rand(n, l + 1, generator=g) * 2 - 1) * K
    P = torch.zeros(n, l + 1, dx + 1)
    P.scatter_(2, J[:, :, None], beta)
    P.scatter_(2, (M1 + k)[:, :, None], (beta * kap)[:, :, None])
    rnd = torch.where(torch.rand(n, l + 1, generator=g) < 0.5, 1.0, -1.0)
    lab = torch.where(J == a[:, None], 1.0, torch.where(J == b[:, None], -1.0, rnd))
    P[:, :l, dx] = lab[:, :l]
    return P, lab[:, l]


def forward(P, WQ, WK, WV, WO, a, mask=None):
    ctx, pq = P[:, :-1], P[:, -1]
    sc = torch.einsum("nsd,ed,ef,nf->ns", ctx, WK, WQ, pq)
    att = torch.softmax(sc, 1)
    V = torch.einsum("ns,nsd->nd", att, ctx) @ WV.T
    c = torch.relu(V @ WO.T) * a
    if mask is not None:
        c = c * mask
    return c.sum(1), c, V


def init(M1, M2, m, delta, g, a_scale="1/m"):
    dx, d = M1 + M2, M1 + M2 + 1
    mb = d + 1
    WQ = torch.zeros(mb, d); WK = torch.zeros(mb, d); WV = torch.zeros(mb, d)
    for i in range(dx):
        WQ[i, i] = WK[i, i] = delta
    for i in range(d):
        WV[i, i] = delta
    WO = torch.randn(m, mb, generator=g) / math.sqrt(m)
    s = 1.0 / m if a_scale == "1/m" else 1.0 / math.sqrt(m)
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) * s
    return WQ, WK, WV, WO, a
