#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) App. A.4.2, proof of Lemma A.3.1 Claim 2: (A.118) L3203-3205,
(A.119) L3207-3209, (A.120) L3211-3213.  Own code (torch autograd for Algorithm 3), no repository import.

Model (A.1): F(X) = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge (A.2), Algorithm 3 SGD
(A.6) on all four matrices, batch B distinct samples.  W_O entries N(0, xi^2), xi = 1/sqrt(M) (L2650); a_(l)i = +-1/sqrt m.
W_V = W_K = W_Q = I, tokens one-hot e_pattern in R^{M+1}: Assumption 2.3.1/A.2.1 with sigma = delta = tau = 0
(p_j = q_j = r_j = e_j orthonormal, norms 1), A.2.4 with lambda = 0.  Data Sec. 2.3.2: majority vote, balanced,
|S_*| in 3..5 > |S_#| in 1..2 (so (2.8) alpha_* >= alpha_# holds), rest non-discriminative patterns 3..M.
m = ceil(mfac M^2 ln N) ((2.7)), B >= Omega(1), |S| = L.
Lucky set (A.8), per (l, n): W_{l,n}(0) = {i : W_O(i)^(0) V_l^n(0) > 0}, l in S_1^n, y^n = +1 (Lemma A.3.1 preamble).
Signs of the right sides: (A.118) with sigma = tau = 0: p_n(t)/|S_1| * (positive first term + nonnegative sum) > 0.
(A.119)/(A.120): rhs = W_O(i)W_V x_j softmax_j * phi_n(t) |S_1|/p_n(t) (/sqrt B) has the sign of W_O(i) W_V x_j.
So: (A.118) crossing = some lhs < 0; (A.119)/(A.120) crossing = lhs > 0 with rhs < 0 (for every hidden constant c > 0).
"""
import math
import sys

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def data(N, M, L, rng):
    X = np.zeros((N, L, M + 1))
    pat = np.zeros((N, L), dtype=int)
    y = np.array([1] * (N // 2) + [-1] * (N - N // 2))
    for n in range(N):
        cs, cc = rng.integers(3, 6), rng.integers(1, 3)
        star, conf = (0, 1) if y[n] == 1 else (1, 0)
        p = [star] * cs + [conf] * cc + list(rng.integers(2, M, size=L - cs - cc))
        rng.shuffle(p)
        pat[n] = p
        X[n, np.arange(L), p] = 1.0
    return torch.tensor(X), torch.tensor(pat), torch.tensor(y, dtype=torch.float64)


def parts(X, WV, WK, WQ, WO):
    sc = torch.einsum("nsk,nlk->nsl", X @ WK.T, X @ WQ.T)      # x_s^T W_K^T W_Q x_l
    att = torch.softmax(sc, dim=1)                               # softmax over s
    T = (X @ WV.T) @ WO.T                                        # T[n,s,i] = W_O(i) W_V x_s
    V = torch.einsum("nsl,nsa->nla", att, X @ WV.T)
    return att, T, V @ WO.T                                      # pre[n,l,i] = W_O(i) V_l^n


def run(seed, M=3, L=8, N=64, B=64, eta=0.5, mfac=1.0, steps=12):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    X, pat, y = data(N, M, L, rng)
    d, m, xi = M + 1, int(math.ceil(mfac * M * M * math.log(N))), 1 / math.sqrt(M)
    WO = (torch.randn(m, d) * xi).requires_grad_()
    WV, WK, WQ = (torch.eye(d).clone().requires_grad_() for _ in range(3))
    A = torch.tensor(rng.choice([-1.0, 1.0], size=(L, m))) / math.sqrt(m)
    S1, S2, So = pat == 0, pat == 1, pat >= 2
    pos = y == 1
    with torch.no_grad():
        _, _, pre0 = parts(X, WV, WK, WQ, WO)
    lucky = (pre0 > 0) & (S1 & pos[:, None])[:, :, None]        # [n, l, i]
    opt = torch.optim.SGD([WO, WV, WK, WQ], lr=eta)
    brng = np.random.default_rng(seed + 99)
    rows = []
    for t in range(steps + 1):
        with torch.no_grad():
            att, T, _ = parts(X, WV, WK, WQ, WO)
            # lhs[n, s, l, i] = T[n,s,i] * att[n,s,l]; restrict to lucky (n,l,i)
            v = T[:, :, None, :] * att[:, :, :, None]
            luck = lucky[:, None, :, :]
            m118 = v[luck & S1[:, :, None, None]]
            neg118 = int((m118 < 0).sum()); min118 = float(m118.min())
            # (A.119)/(A.120): exists (n,l,i) lucky, s in S_2 (resp. S_other) with lhs>0 and j in S_1 with rhs<0
            big = torch.finfo(torch.float64).max
            rhs_min = torch.where(S1[:, :, None, None], v, torch.full_like(v, big)).min(1).values   # [n,l,i]
            out = {"t": t, "m": m, "M2lnN": M * M * math.log(N), "neg118": neg118, "n118": int(m118.numel()),
                   "min118": min118}
            for key, Ss in (("119", S2), ("120", So)):
                lhs_max = torch.where(Ss[:, :, None, None], v, torch.full_like(v, -big)).max(1).values
                cross = lucky & (lhs_max > 0) & (rhs_min < 0)
                out["cross" + key] = int(cross.sum())
                out["trip" + key] = int((lucky & (lhs_max > -big)).sum())
                if cross.any():
                    k = torch.nonzero(cross)[0]
                    out["ex" + key] = (float(lhs_max[tuple(k)]), float(rhs_min[tuple(k)]))
            rows.append(out)
        if t == steps:
            break
        sel = torch.tensor(brng.choice(N, B, replace=False))
        _, _, pre = parts(X[sel], WV, WK, WQ, WO)
        F = (torch.relu(pre) * A[None]).sum(-1).mean(-1)
        loss = torch.clamp(1 - y[sel] * F, min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
    return rows


if __name__ == "__main__" and "--mag" not in sys.argv:
    settings = [dict(seed=0), dict(seed=1), dict(seed=2, M=4, L=10, N=128, B=32, eta=0.1, mfac=2.0),
                dict(seed=3, M=5, L=12, N=256, B=64, eta=1.0, mfac=1.0, steps=8)]
    for s in settings:
        rows = run(**s)
        r0 = rows[0]
        print(f"{s}: m = {r0['m']} >= M^2 lnN = {r0['M2lnN']:.1f}")
        for r in rows:
            print(f"  t={r['t']:2d} (A.118) neg {r['neg118']}/{r['n118']} min lhs {r['min118']:.4f} | "
                  f"(A.119) cross {r['cross119']}/{r['trip119']} ex {tuple(round(x,4) for x in r.get('ex119',()))} | "
                  f"(A.120) cross {r['cross120']}/{r['trip120']} ex {tuple(round(x,4) for x in r.get('ex120',()))}")


def magnitude_reading(seed, M=3, L=8, N=64, mfac=1.0):
    """(A.119) read on magnitudes |lhs| <~ |rhs| at t = 0 (W_K = I: ||q_1|| = 1, delta = tau = 0, so
    phi_n |S_1|/p_n = e^{-1}): the largest ratio over lucky (n, l, i), s in S_2, j in S_1."""
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    X, pat, y = data(N, M, L, rng)
    d, m, xi = M + 1, int(math.ceil(mfac * M * M * math.log(N))), 1 / math.sqrt(M)
    WO = torch.randn(m, d) * xi
    I = torch.eye(d)
    att, T, pre0 = parts(X, I, I, I, WO)
    S1, S2 = pat == 0, pat == 1
    lucky = (pre0 > 0) & (S1 & (y == 1)[:, None])[:, :, None]
    v = (T[:, :, None, :] * att[:, :, :, None]).abs()
    big = 1e300
    rmin = torch.where(S1[:, :, None, None], v, torch.full_like(v, big)).min(1).values / math.e
    lmax = torch.where(S2[:, :, None, None], v, torch.full_like(v, -big)).max(1).values
    ok = lucky & (lmax > -big)
    return m, float((lmax[ok] / rmin[ok]).max())


if __name__ == "__main__" and "--mag" in sys.argv:
    for mf in (1, 4, 16):
        print("magnitude reading (A.119), t = 0, mfac", mf, [magnitude_reading(s, mfac=mf) for s in range(3)])
