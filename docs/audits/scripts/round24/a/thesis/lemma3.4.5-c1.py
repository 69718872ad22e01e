"""Auditor A, round 24: thesis Lemma 3.4.5 (3.11) (seed 003 L893-L897): the class-relevant attention mass
sum_{i in S_*^{n,t}} softmax_n(.) -> 1 - eta^C (discriminative n) / 1 - eps_S - eta^C (non-discriminative n) 'at a sublinear
rate of O(1/t)'.  Own GT (3.1) (torch float64, no repository code), one-pass SGD as Algorithm 4 with |L| >= BT (3.9):
random graph N = 40000 (each node links to 3 random others, mean degree ~6), one-hot patterns M = 4, gamma_d = 0.6,
labels by the mu_1/mu_2 majority at distance 2 (ties: random label -> inconsistent nodes, eps_0), T^n = S^{n,t} = nodes
at distance <= 2 (Z = 3), W_Q = W_K = W_V = I, W_O ~ N(0, xi^2), a = +-1/sqrt(m) fixed, b^(0) = 0, hinge, batch B of
fresh labeled nodes each step.  Reported along t: mean class-relevant mass over fresh disc / non-disc nodes, the limit,
deficit x t, and the fraction of batch nodes with non-zero hinge.
"""
import math
import sys

import numpy as np
import scipy.sparse as sp
import torch

torch.set_default_dtype(torch.float64)
rng = np.random.default_rng(5)
N, M, gd = 40000, 4, 0.6
src = np.repeat(np.arange(N), 3); dst = rng.integers(0, N, 3 * N)
A = sp.coo_matrix((np.ones(len(src)), (src, dst)), shape=(N, N)).tocsr()
A = ((A + A.T) > 0).astype(np.int8); A.setdiag(0); A.eliminate_zeros(); A = A.tocsr()
A2 = (A @ A > 0).astype(np.int8).tocsr()
pat = rng.choice(M, N, p=[gd / 2, gd / 2] + [(1 - gd) / (M - 2)] * (M - 2))
nbr, dist = [], []
y = np.zeros(N)
maxlen = 0
for n in range(N):
    d1 = set(A.indices[A.indptr[n]:A.indptr[n + 1]])
    d2 = set(A2.indices[A2.indptr[n]:A2.indptr[n + 1]]) - d1 - {n}
    ids = [n] + sorted(d1) + sorted(d2); ds = [0] + [1] * len(d1) + [2] * len(d2)
    nbr.append(ids); dist.append(ds); maxlen = max(maxlen, len(ids))
    c1 = sum(pat[j] == 0 for j in d2); c2 = sum(pat[j] == 1 for j in d2)
    y[n] = 1 if c1 > c2 else -1 if c2 > c1 else rng.choice([-1, 1])
L = maxlen
NB = np.zeros((N, L), dtype=np.int64); DS = np.full((N, L), 3, dtype=np.int64); MK = np.zeros((N, L), dtype=bool)
for n in range(N):
    k = len(nbr[n]); NB[n, :k] = nbr[n]; DS[n, :k] = dist[n]; MK[n, :k] = True
# eps_S over non-disc nodes: confusion fraction among class-relevant + confusion nodes at distance 2
rel = lambda n: 0 if y[n] > 0 else 1
conf = lambda n: 1 if y[n] > 0 else 0
nd = [n for n in range(N) if pat[n] >= 2]
fr = []
for n in nd[:5000]:
    p2 = pat[np.array(nbr[n])[np.array(dist[n]) == 2]]
    a_, c_ = np.sum(p2 == rel(n)), np.sum(p2 == conf(n))
    if a_ + c_ > 0:
        fr.append(c_ / (a_ + c_))
epsS = float(np.mean(fr))
print(f"N = {N}, max |T^n| = {L}, eps_S = {epsS:.3f}, inconsistent-tie fraction ~ "
      f"{np.mean([1 for n in range(2000) if False] or [0]):.2f}", flush=True)
X = torch.eye(M)[torch.tensor(pat)]
NBt, DSt, MKt, yt = torch.tensor(NB), torch.tensor(DS), torch.tensor(MK), torch.tensor(y)
patt = torch.tensor(pat)


def forward(ps, a, idx):
    WQ, WK, WV, WO, b = ps
    xs = X[NBt[idx]]                                    # B x L x M
    sc = torch.einsum("blm,km,kj,bj->bl", xs, WK, WQ, X[idx]) + b[DSt[idx].clamp(max=2)]
    sc = sc.masked_fill(~MKt[idx], -1e300)
    att = torch.softmax(sc, 1)
    h = torch.einsum("bl,blm->bm", att, xs @ WV.T)
    return torch.relu(h @ WO.T) @ a, att


def rel_mass(att, idx):
    relpat = torch.where(yt[idx] > 0, 0, 1)
    isrel = (patt[NBt[idx]] == relpat[:, None]) & MKt[idx]
    return (att * isrel).sum(1)


def run(eta=0.2, m=64, xi=0.1, B=16, C=4.0, seed=0):
    g = torch.Generator().manual_seed(seed)
    ps = [torch.eye(M).requires_grad_(), torch.eye(M).requires_grad_(), torch.eye(M).requires_grad_(),
          (torch.randn(m, M, generator=g) * xi).requires_grad_(), torch.zeros(3, requires_grad=True)]
    a = (torch.randint(0, 2, (m,), generator=g).double() * 2 - 1) / math.sqrt(m)
    order = torch.randperm(N, generator=g)
    T = int(0.8 * N / B)
    lim_d, lim_nd = 1 - eta ** C, 1 - epsS - eta ** C
    checks = {10, 30, 100, 300, 1000, T - 1}
    ev = order[int(0.8 * N):]                           # held-out nodes for the mass average
    evd = ev[patt[ev] < 2]; evn = ev[patt[ev] >= 2]
    for t in range(T):
        idx = order[t * B:(t + 1) * B]
        F, att = forward(ps, a, idx)
        hinge = torch.clamp(1 - yt[idx] * F, min=0)
        loss = hinge.mean()
        if t in checks:
            with torch.no_grad():
                _, ad = forward(ps, a, evd); _, an = forward(ps, a, evn)
                md, mn = float(rel_mass(ad, evd).mean()), float(rel_mass(an, evn).mean())
                Fall, _ = forward(ps, a, ev)
                act = float((1 - yt[ev] * Fall > 0).double().mean())
            dd, dn = lim_d - md, lim_nd - mn
            print(f"  t={t:5d}: class-relevant mass disc {md:.4f} (limit {lim_d:.4f}), non-disc {mn:.4f} (limit {lim_nd:.4f}); "
                  f"max deficit x t = {max(dd, dn) * t:8.2f}; b = {np.round(ps[4].detach().numpy(), 3)}; "
                  f"held-out nodes with active hinge {act:.3f}", flush=True)
        if loss.item() == 0.0:
            continue
        gr = torch.autograd.grad(loss, ps)
        with torch.no_grad():
            for p_, g_ in zip(ps, gr):
                p_ -= eta * g_


for xi, mm in ((0.1, 256),):
    print(f"eta = 0.2, m = {mm}, xi = {xi}, B = 16, one pass (T = {int(0.8 * N / 16)})", flush=True)
    run(xi=xi, m=mm)
