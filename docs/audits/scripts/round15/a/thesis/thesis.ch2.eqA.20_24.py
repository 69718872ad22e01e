#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (A.20) L2747 and (A.24) L2759, Lemma A.3.1 Claim 1:
(A.20) for i in W_{l,n}(0):  W_O(i)^(t) p <~ (1/sqrt(B)) W_O(i)^(t) p_1  for p in P \\ {p_1};
(A.24) for i in U_{l,n}(0):  W_O(i)^(t) p <~ (1/sqrt(B)) W_O(i)^(t) p_1  for p in P \\ {p_2}  (printed p_1; reading p_2).
Own model: the one of my (A.19)/(A.23) script (imported from that file: own code, not the repository's).
Reported: the largest ratio lhs/rhs over (lucky i, p) with rhs > 0, and the count of sign crossings (rhs <= 0 < lhs),
at t = 1 SGD step, for B = N growing (m = ceil(M^2 ln N)), readings R0 (printed lucky sets) and R2/R3 (lucky also
W_O(i)^(0) p_own > 0; R3 with a shared over positions)."""
import importlib.util
import math

import numpy as np
import torch

spec = importlib.util.spec_from_file_location("own", "/work/audit/r15A/thesis/thesis.ch2.eqA.19_23_100_79.py")
own = importlib.util.module_from_spec(spec)
spec.loader.exec_module(own)


def trained(seed, M, L, N, B, eta, mfac, steps, shared_a):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    X, pat, y = own.make_data(N, M, L, rng)
    d = M + 1
    m = int(math.ceil(mfac * M * M * math.log(N)))
    xi = 1 / math.sqrt(M)
    WO = (torch.randn(m, d) * xi).requires_grad_()
    WV, WK, WQ = (torch.eye(d).clone().requires_grad_() for _ in range(3))
    if shared_a:
        A = (torch.tensor(rng.choice([-1.0, 1.0], size=m)) / math.sqrt(m)).repeat(L, 1)
    else:
        A = torch.tensor(rng.choice([-1.0, 1.0], size=(L, m))) / math.sqrt(m)
    with torch.no_grad():
        _, _, pre0 = own.forward_parts(X, WV, WK, WQ, WO)
        WO0 = WO.detach().clone()
    S1, S2 = torch.tensor(pat == 0), torch.tensor(pat == 1)
    pos, neg = (y == 1), (y == -1)
    act0 = pre0 > 0
    W = (act0 & (S1 & pos[:, None])[:, :, None]).any(0).any(0)
    U = (act0 & (S2 & neg[:, None])[:, :, None]).any(0).any(0)
    if shared_a:
        W = W & (A[0] > 0)
        U = U & (A[0] < 0)
    opt = torch.optim.SGD([WO, WV, WK, WQ], lr=eta)
    brng = np.random.default_rng(seed + 1000)
    for _ in range(steps):
        sel = torch.tensor(brng.choice(N, B, replace=False))
        _, _, pre_s = own.forward_parts(X[sel], WV, WK, WQ, WO)
        F = (torch.relu(pre_s) * A[None]).sum(-1).mean(-1)
        loss = torch.clamp(1 - y[sel] * F, min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
    return WO0, WO.detach(), W, U, m


def worst(WOt, sel, own_j, ref_j, B, M):
    C = WOt[sel][:, :M]                        # components on p_1..p_M (p_j = e_j)
    rhs = C[:, ref_j] / math.sqrt(B)
    others = [j for j in range(M) if j != own_j]
    lhs = C[:, others]
    sign = int(((rhs[:, None] <= 0) & (lhs > 0)).sum())
    pos = rhs > 0
    ratio = float((lhs[pos] / rhs[pos, None]).max()) if pos.any() else float("nan")
    return sign, ratio, int(sel.sum())


print("t = 1, M = 3, L = 8, eta = 0.5; B = N; m = ceil(M^2 ln N)")
for N in (64, 256, 1024, 4096):
    rows = []
    for seed in range(2):
        WO0, WOt, W, U, m = trained(seed, 3, 8, N, N, 0.5, 1.0, 1, False)
        W2 = W & (WO0[:, 0] > 0)
        U2 = U & (WO0[:, 1] > 0)
        a20 = worst(WOt, W, 0, 0, N, 3); a20g = worst(WOt, W2, 0, 0, N, 3)
        a24 = worst(WOt, U, 1, 0, N, 3); a24r = worst(WOt, U, 1, 1, N, 3); a24rg = worst(WOt, U2, 1, 1, N, 3)
        WO0s, WOts, Ws, Us, _ = trained(seed, 3, 8, N, N, 0.5, 1.0, 1, True)
        a20s = worst(WOts, Ws & (WO0s[:, 0] > 0), 0, 0, N, 3)
        rows.append((a20, a20g, a24, a24r, a24rg, a20s))
    for seed, r in enumerate(rows):
        print(f" N=B={N} m={m} seed {seed}: (A.20) R0 sign {r[0][0]}/{r[0][2]} max ratio {r[0][1]:.1f}; R2 max ratio "
              f"{r[1][1]:.1f} ({r[1][2]} lucky); R3 (shared a) max ratio {r[5][1]:.1f} | (A.24) printed sign {r[2][0]} "
              f"ratio {r[2][1]:.1f}; reading p_2: sign {r[3][0]}/{r[3][2]} ratio {r[3][1]:.1f}; R2 ratio {r[4][1]:.1f}")
print("ratios grow like sqrt(B) (the other components keep their N(0, xi^2) size at t = 1): unbounded.")
