"""Auditor A, round 18: thesis (B.223) (seed 003 L4963), proof of Lemma B.3.6, step t = 1:
W_O(i)^(1) V_l(1) > 0 for i in W_l(0) ((B.4): W_O(i)^(0) V_l(0) > 0) and l in D_1.
Same own model as eqB89.py (SBM graph, mu_1 nodes in the + block, Assumption B.2.1 with sigma = delta = 0, S^{n,t} a uniform
subset of size s_agg of the whole graph, one SGD step of Algorithm 4 on W_O, W_V, W_K, W_Q, b with hinge loss).
Counts pairs (i, l) violating (B.223): V_l(1) with (a) a fresh sample S^{l,1} (Algorithm 4) and (b) the same sample S^{l,0}
(isolating the parameter update); lucky sets as printed (any sign of a_i) and restricted to a_i > 0.
"""
import sys
import numpy as np
import torch
from eqB89 import build, margins
torch.set_default_dtype(torch.float64)

def one(seed, N=400, deg=12, pout_frac=0.2, gamma_d=0.42, mfac=1.0, B=64, eta=0.5, xi=1e-3, s_agg=16, Z=4, M=4, mab=6):
    d = M
    rng = np.random.default_rng(seed)
    y, pat, D = build(N, deg, pout_frac, gamma_d, rng)
    mg = margins(y, pat, D, Z)
    zm = max(mg, key=lambda z: mg[z][0].mean())
    eps0 = float(np.mean(mg[zm][0] <= 0))
    rel, con = mg[zm][1], mg[zm][2]; ok = (pat >= 2) & ((rel + con) > 0)
    epsS = float(np.mean(con[ok] / (rel[ok] + con[ok])))
    m = int(np.ceil(mfac * M**2 * np.log(N)))
    X = torch.zeros(N, d); X[torch.arange(N), torch.tensor(pat)] = 1.0
    Dct = torch.tensor(np.minimum(D, Z - 1).astype(int))
    g = torch.Generator().manual_seed(seed)
    I = torch.zeros(mab, d); I[:d, :d] = torch.eye(d)
    WV, WK, WQ = (I.clone().requires_grad_() for _ in range(3))
    b = torch.zeros(Z, requires_grad=True)
    WO = (xi * torch.randn(m, mab, generator=g)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / np.sqrt(m)
    yt = torch.tensor(y, dtype=torch.float64)
    def mask():
        idx = torch.rand(N, N, generator=g).argsort(dim=1)[:, :s_agg]
        mk = torch.full((N, N), float('-inf')); mk.scatter_(1, idx, 0.0); return mk
    def V(mk):
        G = (X @ WK.T) @ (X @ WQ.T).T
        return torch.softmax(G.T + b[Dct] + mk, dim=1) @ (X @ WV.T)
    mk0 = mask()
    batch = torch.randperm(N, generator=g)[:B]
    V0 = V(mk0)
    with torch.no_grad():
        luck = (WO @ V0.T) > 0                       # [m, N]: i in W_l(0)
    F = torch.relu(V0[batch] @ WO.T) @ a
    loss = torch.clamp(1 - yt[batch] * F, min=0).mean()
    loss.backward()
    with torch.no_grad():
        for P in (WO, WV, WK, WQ, b):
            P -= eta * P.grad
        mu1 = torch.tensor(pat == 0)
        out = {}
        for name, mk in (("fresh S^{l,1}", mask()), ("same S^{l,0}", mk0)):
            pre1 = WO @ V(mk).T
            pairs = luck & mu1[None, :]
            bad = pairs & (pre1 <= 0)
            pos = (a > 0)[:, None]
            out[name] = (int(pairs.sum()), int(bad.sum()), int((pairs & pos).sum()), int((bad & pos).sum()),
                         float(pre1[bad & pos].min()) if (bad & pos).any() else None)
    return dict(N=N, m=m, zm=zm, eps0=round(eps0, 3), epsS=round(epsS, 3), B=B, delta_zm=int((D == zm).sum(1).max())), out

if __name__ == "__main__":
    kw = eval("dict(" + (sys.argv[1] if len(sys.argv) > 1 else "") + ")")
    ns = kw.pop("nseeds", 10)
    agg = {}
    for s in range(ns):
        h, out = one(s, **kw)
        if s == 0:
            print(h)
        for k, v in out.items():
            A = agg.setdefault(k, [0, 0, 0, 0, 0, 0, None])
            A[0] += v[0]; A[1] += v[1]; A[2] += v[2]; A[3] += v[3]; A[4] += v[1] > 0; A[5] += v[3] > 0
            if v[4] is not None: A[6] = v[4] if A[6] is None else min(A[6], v[4])
    for k, A in agg.items():
        print(f"  {kw} V_l(1) with {k}: printed-(B.4) pairs violating {A[1]}/{A[0]} (seeds {A[4]}/{ns}); a_i>0 pairs violating {A[3]}/{A[2]} (seeds {A[5]}/{ns}), least W_O V (a_i>0) {A[6]}")
