"""Auditor C, round 10: thesis Ch. 3, (B.205) and (B.206) (L4887, = (B.32): for i in U_l, V_i >~ (1-2eps_0)/(2B) sum_{n in B_b-} (1/a) p_n > 0).
(B.205) (proof of Lemma B.3.4, L4883; = (B.31)): for i in W_l(0),
V_i(t) <~ (1 - 2 eps_0)/(2B) sum_{n in B_b+} -(1/a) p_n(t)  (right member < 0: p_n > 0), so V_i(t) < 0 is needed.
V_i(t) = the coefficient of W_O(i)^T in the W_V gradient applied to x_j, j in S_1 ((B.204)):
  V_i = (1/B) sum_{l in B_b} (-y_l) a_i 1[W_O(i) V_l >= 0] sum_s softmax_l(s) x_s^T x_j,  x_j = mu_1.
Own graph-transformer instance (the model of thesis.ch3.eqB.220-222.py, same hypotheses), t = 0, batch = all nodes.
The coefficient is also read off autograd: grad_{W_V} applied to mu_1 = sum_i V_i W_O(i)^T (checked to 1e-12).
Lucky (B.4): W_O(i) V_l(0) > 0 for a node l in D_1 with y_l = 1 (N = 60, a homophilous graph: class-c discriminative nodes carry mu_1 / mu_2 (gamma_d = 1/2), within-class degree ~10,
cross-class ~2, y = class; instances kept only with eps_0 (Delta_n(1) <= 0 fraction) <= 0.15 and label gap <= sqrt N: Assumption 3.4.2 and the balance of Sec. 3.4.2);
signed reading: also a_i > 0 (K_+ of (B.38)).
"""
import math

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def run(seed, m, N=60, M=4, Z=4, L=12, gamma=(0.5, 10.0, 2.0), deg=None, group="W", jpat=0):
    rng = np.random.default_rng(seed)
    # homophilous graph: class c = +-1 (balanced); a discriminative node of class +1 (-1) carries mu_1 (mu_2), prob
    # gamma_d; others mu_3..mu_M; edges within class w.p. deg_in/N, across w.p. deg_out/N; y = c; eps_0 = fraction with
    # Delta_n(1) <= 0 (Assumption 3.4.2 at z_m = 1)
    gamma_d, deg_in, deg_out = gamma
    c = np.where(np.arange(N) < N // 2, 1, -1)
    rng.shuffle(c)
    disc = rng.random(N) < gamma_d
    pat = np.where(disc, np.where(c > 0, 0, 1), rng.integers(2, M, N))
    P = np.where(c[:, None] == c[None, :], deg_in / N, deg_out / N)
    A = rng.random((N, N)) < P
    A = np.triu(A, 1); A = A | A.T
    y = c.astype(float)
    bad = 0
    for n in range(N):
        nb = np.flatnonzero(A[n])
        c1, c2 = int((pat[nb] == 0).sum()), int((pat[nb] == 1).sum())
        bad += (c1 - c2) * y[n] <= 0
    ties = bad
    X = torch.eye(M)[:, pat]
    info = {"eps_0": ties / N, "label gap": int(abs((y > 0).sum() - (y < 0).sum())), "sqrt N": N**0.5}
    Ts = np.array([np.concatenate([[n], rng.choice([j for j in range(N) if j != n], L - 1, replace=False)]) for n in range(N)])
    Xs = X[:, torch.tensor(Ts)].permute(1, 2, 0)  # (N, L, d); b^(0) = 0 so u does not enter at t = 0
    WO = torch.tensor(rng.standard_normal((m, M))) / math.sqrt(M)
    a = torch.tensor(rng.choice([-1.0, 1.0], m)) / math.sqrt(m)
    WV = torch.eye(M).requires_grad_(True)
    att = torch.softmax(torch.einsum("nld,nd->nl", Xs, X.T), dim=1)  # W_K = W_Q = I
    V = torch.einsum("ad,nld,nl->na", WV, Xs, att)
    F = torch.relu(V @ WO.T) @ a
    yt = torch.tensor(y)
    loss = torch.clamp(1 - yt * F, min=0).mean()
    (g,) = torch.autograd.grad(loss, WV)
    with torch.no_grad():
        pre = V @ WO.T  # (N, m)
        w1 = (att * (Xs[:, :, jpat])).sum(1)  # sum_s softmax x_s^T x_j, x_j = mu_(jpat+1)
        act = (1 - yt * F > 0).double()
        Vi = ((-yt * act * w1)[:, None] * (pre >= 0).double()).mean(0) * a  # (m,)
        e1 = torch.zeros(M); e1[jpat] = 1
        resid = float((g @ e1 - WO.T @ Vi).abs().max())
        if group == "W":
            lucky = (pre > 0) & torch.tensor((pat == 0) & (y > 0))[:, None]
        else:  # (B.5): l in D_2 (y = -1)
            lucky = (pre > 0) & torch.tensor((pat == 1) & (y < 0))[:, None]
    out = {}
    sgn = (a > 0) if group == "W" else (a < 0)
    for tag, sel in (("as printed", lucky), ("signed a_i", lucky & sgn[None, :])):
        v = Vi[None, :].expand_as(sel)[sel]
        if group == "W":  # (B.205) needs V_i < 0: count V_i >= 0
            out[tag] = (int((v >= 0).sum()), int(v.numel()), float(v.max()) * math.sqrt(m) if v.numel() else float("nan"))
        else:  # (B.206) needs V_i > 0: count V_i <= 0
            out[tag] = (int((v <= 0).sum()), int(v.numel()), float(v.min()) * math.sqrt(m) if v.numel() else float("nan"))
    return out, resid, info


if __name__ == "__main__":
    for m in (64, 256):
        for seed in range(16):
            out, resid, info = run(seed, m)
            if info["eps_0"] > 0.15 or info["label gap"] > info["sqrt N"]:
                continue  # keep eps_0 small and the labels balanced (gap <= sqrt N), Sec. 3.4.2
            print(f"m = {m}, seed {seed} {info} (autograd check {resid:.1e}): " + "; ".join(
                f"{k}: {v[0]}/{v[1]} lucky pairs with V_i >= 0 (max a V_i {v[2]:.3g})" for k, v in out.items()))
    print("(B.206): U lucky pairs (B.5), l in D_2, y_l = -1; V_i > 0 needed; x_j = mu_1 as printed, or mu_2")
    for jpat in (0, 1):
        for m in (64, 256):
            for seed in range(16):
                out, resid, info = run(seed, m, group="U", jpat=jpat)
                if info["eps_0"] > 0.15 or info["label gap"] > info["sqrt N"]:
                    continue
                print(f"x_j = mu_{jpat + 1}, m = {m}, seed {seed} (autograd check {resid:.1e}): " + "; ".join(
                    f"{k} (a_i < 0 if signed): {v[0]}/{v[1]} with V_i <= 0 (min a V_i {v[2]:.3g})" for k, v in out.items()))
