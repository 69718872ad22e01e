#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) App. A, Lemma A.3.1 Claim 1: (A.19) L2745, (A.23) L2757, (A.100) L3108,
(A.79) L3026. Own model code (torch autograd for Algorithm 3's SGD on all four matrices), no repository import.

Model (2.1) L497: F(X) = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss (2.3),
Algorithm 3 (L2655-2668): W_O entries N(0, xi^2), xi = 1/sqrt(M) (L2650), a_(l)i uniform +-1/sqrt(m) per position l
and neuron i, fixed; W_V, W_K, W_Q from a 'pretrained model': here W_V = W_K = W_Q = I (Assumption 2.3.1 / A.2.1 with
sigma = delta = tau = 0: p_j = q_j = r_j = mu_j = e_j orthonormal, ||W|| = 1), tokens x = e_{pattern} (Assumption
A.2.4: same pattern inner product 1, different 0 = lambda < 1), d = m_a = m_b = M + 1 > M.
Data (Sec. 2.3.2): M patterns, 1, 2 discriminative, majority vote label, balanced (N/2 each); L tokens per sample,
|S_*| in {3,4,5}, |S_#| in {1,2} (< |S_*|), the rest patterns 3..M; token positions shuffled.
Hypotheses: m >= M^2 ln N (2.7) (checked, constant 1 and 2), (2.8) alpha_* >= alpha_# (sigma = delta = tau = 0),
B >= Omega(1), |S^n| = L >= Omega(1), N = 64..256 (2.11 with constants O(1)).

Lucky sets (A.8)/(A.9): W = {i: W_O(i)^(0) V_l^n(0) > 0 for some l in S_1^n} (data with y^n = 1, as Lemma A.3.1
says), U = {i: ... l in S_2^n} (y^n = -1). Readings: R0 as printed; R1 also a_(l)i > 0 (W) / < 0 (U) at that l (the
(A.40) split K_+ suggests it); R2 = R1 and W_O(i)^(0) p_j > 0; R3 a different model: a_(l)i = a_i shared over
positions, lucky also a_i > 0 (W) / < 0 (U) and W_O(i)^(0) p_j > 0 (the most generous reading).
Right sides: (A.19)/(A.23) rhs = xi eta t^2 s1frac s1p/4 + xi (a = sqrt m, m/a^2 = 1), (A.100) the same with (t+1);
all >= xi > 0, so a negative left side is a crossing for every hidden constant.
(A.79): I_2 (A.73) for i in W with j = 1; rhs = eta (1/B) sum_n (|S_1^n|/|S^n|)(1/a) p_n(t) > 0.
"""
import math
import sys

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def make_data(N, M, L, rng):
    X = np.zeros((N, L, M + 1))
    pat = np.zeros((N, L), dtype=int)
    y = np.array([1] * (N // 2) + [-1] * (N - N // 2))
    for n in range(N):
        cs = rng.integers(3, 6)
        cc = rng.integers(1, 3)
        star, conf = (0, 1) if y[n] == 1 else (1, 0)
        pats = [star] * cs + [conf] * cc + list(rng.integers(2, M, size=L - cs - cc))
        rng.shuffle(pats)
        pat[n] = pats
        X[n, np.arange(L), pats] = 1.0
    return torch.tensor(X), pat, torch.tensor(y, dtype=torch.float64)


def forward_parts(X, WV, WK, WQ, WO):
    # X: N x L x d (rows are tokens). scores[n, s, l] = x_s^T W_K^T W_Q x_l ; softmax over s
    K = X @ WK.T
    Q = X @ WQ.T
    sc = torch.einsum("nsk,nlk->nsl", K, Q)
    att = torch.softmax(sc, dim=1)
    V = torch.einsum("nsl,nsa->nla", att, X @ WV.T)  # V_l^n = W_V X softmax(.)_l
    pre = V @ WO.T                                      # N x L x m
    return att, V, pre


def run(seed, M=3, L=8, N=64, B=64, eta=0.5, mfac=1.0, steps=3, shared_a=False):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    X, pat, y = make_data(N, M, L, rng)
    d = M + 1
    m = int(math.ceil(mfac * M * M * math.log(N)))
    xi = 1.0 / math.sqrt(M)
    WO = (torch.randn(m, d) * xi).requires_grad_()
    WV, WK, WQ = (torch.eye(d).clone().requires_grad_() for _ in range(3))
    if shared_a:
        a_i = torch.tensor(rng.choice([-1.0, 1.0], size=m)) / math.sqrt(m)
        A = a_i.repeat(L, 1)
    else:
        A = torch.tensor(rng.choice([-1.0, 1.0], size=(L, m))) / math.sqrt(m)
    p1, p2 = torch.eye(d)[0], torch.eye(d)[1]
    with torch.no_grad():
        att0, V0, pre0 = forward_parts(X, WV, WK, WQ, WO)
        WO0 = WO.detach().clone()
    S1 = torch.tensor(pat == 0)
    S2 = torch.tensor(pat == 1)
    pos, neg = (y == 1), (y == -1)
    act0 = pre0 > 0                                              # N x L x m
    # R0: any (n, l) with y^n = +1 and l in S_1^n (W); y^n = -1 and l in S_2^n (U)
    selW = (S1 & pos[:, None])[:, :, None]
    selU = (S2 & neg[:, None])[:, :, None]
    W_R0 = (act0 & selW).any(0).any(0)
    U_R0 = (act0 & selU).any(0).any(0)
    W_R1 = (act0 & selW & (A > 0)[None]).any(0).any(0)
    U_R1 = (act0 & selU & (A < 0)[None]).any(0).any(0)
    W_R2 = W_R1 & (WO0 @ p1 > 0)
    U_R2 = U_R1 & (WO0 @ p2 > 0)
    sets = {"R0": (W_R0, U_R0), "R1": (W_R1, U_R1), "R2": (W_R2, U_R2)}
    if shared_a:
        sets = {"R3": (W_R0 & (A[0] > 0) & (WO0 @ p1 > 0), U_R0 & (A[0] < 0) & (WO0 @ p2 > 0))}

    out = {"m": m, "M2lnN": M * M * math.log(N), "xi": xi, "rows": []}
    params = [WO, WV, WK, WQ]
    opt = torch.optim.SGD(params, lr=eta)
    brng = np.random.default_rng(seed + 1000)
    for t in range(0, steps + 1):
        with torch.no_grad():
            att, V, pre = forward_parts(X, WV, WK, WQ, WO)
            # batch B_b for the right sides / I_2
            bidx = torch.tensor(brng.choice(N, B, replace=False))
            s1 = S1.sum(1).double()
            s1frac = float((s1[bidx] / L).mean())
            q1 = float(torch.linalg.norm(WK @ p1))
            pn = s1 * math.exp(q1 * q1) / (s1 * math.exp(q1 * q1) + L - s1)      # Def. A.2.2 (3), delta = tau = 0
            s1p = float((s1[bidx] / L * pn[bidx]).mean())
            rhs_g = xi * eta * t * t * s1frac * s1p / 4 + xi                     # (A.19)/(A.23) at t
            rhs_g1 = xi * eta * (t + 1) ** 2 * s1frac * s1p / 4 + xi             # (A.100) at t + 1 (p_n(t) read now)
            # I_2 (A.73), j = 1, at t: (1/B) sum_n eta y^n (1/L) sum_{l in S_1^n} a_(l)i 1[pre >= 0] sum_{s in S_1} att
            mass = torch.einsum("nsl,ns->nl", att, S1.double())                  # sum_{s in S_1^n} softmax_s(l)
            w = (mass * S1.double())[bidx] * y[bidx, None] / L                   # only l in S_1^n (p_l^T p_1)
            I2 = eta * torch.einsum("nl,lm,nlm->m", w, A, (pre[bidx] >= 0).double()) / B
            rhs79 = eta * float((s1[bidx] / L * pn[bidx]).mean()) / math.sqrt(m)
            row = {"t": t, "rhs19": rhs_g, "rhs100(t-1)": None, "rhs79": rhs79}
            WOp1, WOp2 = WO @ p1, WO @ p2
            for key, (Wset, Uset) in sets.items():
                row[key] = {
                    "|W|": int(Wset.sum()), "min W.p1": float(WOp1[Wset].min()) if Wset.any() else None,
                    "neg W.p1": int((WOp1[Wset] < 0).sum()),
                    "|U|": int(Uset.sum()), "min U.p2": float(WOp2[Uset].min()) if Uset.any() else None,
                    "neg U.p2": int((WOp2[Uset] < 0).sum()),
                    "min I2/rhs79": float(I2[Wset].min()) / rhs79 if Wset.any() else None,
                    "neg I2": int((I2[Wset] < 0).sum()),
                    "min W.p1/rhs19": float(WOp1[Wset].min()) / rhs_g if Wset.any() else None,
                }
            out["rows"].append(row)
        if t == steps:
            break
        sel = torch.tensor(brng.choice(N, B, replace=False))
        _, _, pre_s = forward_parts(X[sel], WV, WK, WQ, WO)
        F = (torch.relu(pre_s) * A[None]).sum(-1).mean(-1)                      # (1/L) sum_l a_(l)^T relu
        loss = torch.clamp(1 - y[sel] * F, min=0).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return out


def show(out, tag):
    print(f"{tag}: m = {out['m']} (M^2 ln N = {out['M2lnN']:.1f}), xi = {out['xi']:.3f}")
    for row in out["rows"]:
        t = row["t"]
        parts = []
        for key in ("R0", "R1", "R2", "R3"):
            if key in row:
                r = row[key]
                parts.append(f"{key}: |W|={r['|W|']} negW.p1={r['neg W.p1']} minW.p1={r['min W.p1'] if r['min W.p1'] is None else round(r['min W.p1'], 4)} "
                             f"|U|={r['|U|']} negU.p2={r['neg U.p2']} minU.p2={r['min U.p2'] if r['min U.p2'] is None else round(r['min U.p2'], 4)} "
                             f"negI2={r['neg I2']} minI2/rhs={r['min I2/rhs79'] if r['min I2/rhs79'] is None else round(r['min I2/rhs79'], 3)}")
        print(f"  t={t} rhs(A.19)={row['rhs19']:.4f} rhs(A.79)={row['rhs79']:.2e} | " + " | ".join(parts))


if __name__ == "__main__":
    full = "--full" in sys.argv
    configs = [dict(seed=0, M=3, L=8, N=64, B=64, eta=0.5, mfac=1.0, steps=3)]
    if full:
        configs += [dict(seed=1, M=3, L=8, N=64, B=16, eta=0.1, mfac=2.0, steps=3),
                    dict(seed=2, M=4, L=10, N=128, B=32, eta=1.0, mfac=1.0, steps=3),
                    dict(seed=3, M=5, L=12, N=256, B=256, eta=0.5, mfac=1.0, steps=2)]
    for cfg in configs:
        show(run(**cfg), f"printed model {cfg}")
    for cfg in configs[:2] if full else configs:
        show(run(**cfg, shared_a=True), f"shared-a model (R3) {cfg}")

    # The generous readings R2/R3 (lucky also W_O(i)^(0) p_j > 0): the least W_O(i)^(1) p_j / rhs over the lucky set
    # as the width m = mfac M^2 ln N grows (Gaussian anti-concentration: (A.86) '|W_O(i)^(0) p_1| >~ xi for all i' fails)
    print("\nR2/R3, t = 1: least W_O(i)^(1) p_1 / rhs(A.19) and W_O(i)^(1) p_2 / rhs(A.23) over the lucky set vs m")
    for mfac in ((1.0, 4.0, 16.0) if not full else (1.0, 4.0, 16.0, 64.0)):
        vals = []
        for seed in range(3):
            o = run(seed=seed, M=3, L=8, N=64, B=64, eta=0.5, mfac=mfac, steps=1)
            o3 = run(seed=seed, M=3, L=8, N=64, B=64, eta=0.5, mfac=mfac, steps=1, shared_a=True)
            r, r3 = o["rows"][1], o3["rows"][1]
            vals.append((r["R2"]["min W.p1/rhs19"], r["R2"]["min U.p2"] / r["rhs19"],
                         r3["R3"]["min W.p1/rhs19"], r3["R3"]["min U.p2"] / r3["rhs19"]))
        v = np.median(np.array(vals, dtype=float), axis=0)
        print(f"  m = {o['m']}: median over 3 seeds: R2 W {v[0]:.4f}  R2 U {v[1]:.4f}  R3 W {v[2]:.4f}  R3 U {v[3]:.4f}")
