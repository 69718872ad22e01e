#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (A.21) L2749 / (A.25) L2761 (Lemma A.3.1 Claim 1), explicit '>=':
||W_O(i)^(t)||^2 >= ( (xi/(aB)) sum_n (eta t^2 |S_1^n|/|S^n|) (1/(4B)) sum_n (|S_1^n| m/(|S^n| a)) p_n(t) + xi )^2
for i in W_{l,n}(0) (A.21) / U_{l,n}(0) (A.25); the side equals (xi (1 + eta t^2 s1frac s1p/4))^2 (a = sqrt m).
Own model: my (A.19)/(A.23) model file (own code). Reported at t = 1..6: lucky rows below the side, the least ratio."""
import importlib.util
import math

import numpy as np
import torch

spec = importlib.util.spec_from_file_location("own", "/work/audit/r15A/thesis/thesis.ch2.eqA.19_23_100_79.py")
own = importlib.util.module_from_spec(spec)
spec.loader.exec_module(own)


def run(seed, M, L, N, B, eta, mfac, steps):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    X, pat, y = own.make_data(N, M, L, rng)
    d = M + 1
    m = int(math.ceil(mfac * M * M * math.log(N)))
    xi = 1 / math.sqrt(M)
    WO = (torch.randn(m, d) * xi).requires_grad_()
    WV, WK, WQ = (torch.eye(d).clone().requires_grad_() for _ in range(3))
    A = torch.tensor(rng.choice([-1.0, 1.0], size=(L, m))) / math.sqrt(m)
    with torch.no_grad():
        _, _, pre0 = own.forward_parts(X, WV, WK, WQ, WO)
    S1, S2 = torch.tensor(pat == 0), torch.tensor(pat == 1)
    W = ((pre0 > 0) & (S1 & (y == 1)[:, None])[:, :, None]).any(0).any(0)
    U = ((pre0 > 0) & (S2 & (y == -1)[:, None])[:, :, None]).any(0).any(0)
    opt = torch.optim.SGD([WO, WV, WK, WQ], lr=eta)
    brng = np.random.default_rng(seed + 1000)
    out = []
    for t in range(steps + 1):
        if t >= 1:
            with torch.no_grad():
                bidx = torch.tensor(brng.choice(N, B, replace=False))
                s1 = S1.sum(1).double()
                q1 = float(torch.linalg.norm(WK @ torch.eye(d)[0]))
                pn = s1 * math.exp(q1 * q1) / (s1 * math.exp(q1 * q1) + L - s1)
                side = (xi * (1 + eta * t * t * float((s1[bidx] / L).mean()) * float((s1[bidx] / L * pn[bidx]).mean()) / 4)) ** 2
                nr = (WO ** 2).sum(1)
                out.append((t, side, int((nr[W] < side).sum()), int(W.sum()), float(nr[W].min() / side),
                            int((nr[U] < side).sum()), int(U.sum()), float(nr[U].min() / side)))
        if t == steps:
            break
        sel = torch.tensor(brng.choice(N, B, replace=False))
        _, _, pre_s = own.forward_parts(X[sel], WV, WK, WQ, WO)
        F = (torch.relu(pre_s) * A[None]).sum(-1).mean(-1)
        loss = torch.clamp(1 - y[sel] * F, min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
    return m, out


for cfg in (dict(seed=0, M=3, L=8, N=64, B=64, eta=1.0, mfac=1.0, steps=6),
            dict(seed=1, M=4, L=10, N=128, B=32, eta=0.5, mfac=2.0, steps=6)):
    m, out = run(**cfg)
    print(f"{cfg}: m = {m}, m_a = M + 1")
    for (t, side, wb, wn, wr, ub, un, ur) in out:
        print(f"  t={t}: side {side:.3f}; W rows below {wb}/{wn} (least ratio {wr:.3f}); U rows below {ub}/{un} (least {ur:.3f})")
