#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) App. B (Chapter 3, graph transformer): Lemma B.3.1 (B.10) L3951, (B.14) L3963,
(B.17) L3971-3973, and the proof of Lemma B.3.2 (B.129) L4464-4466, (B.130) L4468-4470. Own torch code, no repository import.
Model (3.1)/(3.3): F(x_n) = a^T Relu(W_O sum_{s in S^{n,t}} W_V x_s softmax_n(x_s^T W_K^T W_Q x_n + u_(s,n)^T b)), hinge, Algorithm 4
SGD on W_O, W_V, W_K, W_Q, b (a fixed, +-1/sqrt m), S^{n,t} sampled uniformly from the whole graph each step (plus n itself);
here u_(s,n) = [s == n, s != n] (two buckets, b^(0) = 0). Nodes one-hot in R^M (M = 4 patterns, x_n = mu_j = e_j, ||x|| = 1),
W_V = W_K = W_Q = I (Assumption B.2.1 with sigma = delta = 0, p_j = q_j = r_j = e_j, norms 1), W_O ~ N(0, xi^2) (xi free, L3873).
Labels: D_1 nodes +1, D_2 nodes -1 (labelled set D_1 u D_2). Lucky sets (B.4)/(B.5) at t = 0 per node l: W_l(0) = {i: W_O(i)^(0)
V_l(0) > 0} for l in D_1, U_l(0) for l in D_2. Right sides: (B.10)/(B.14) (1/sqrt B) W_O(i) p_1 (as printed; (B.14) also with p_2);
(B.17) explicit '<=' (1/sqrt B) min{W_O(j) p_1, W_O(k) p_2}; (B.129)/(B.130) W_O(i) W_V x_j softmax_j phi |S_1|/p_l with
phi, p_l > 0: its sign is that of W_O(i) W_V x_j. A crossing = left > 0 >= right (no positive constant repairs it).
"""
import math

import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def run(seed, N=120, M=4, m=64, xi=0.1, eta=0.01, B=8, ns=8, T=60, fr=(0.3, 0.3)):
    g = torch.Generator().manual_seed(seed)
    pats = torch.multinomial(torch.tensor([fr[0], fr[1]] + [(1 - sum(fr)) / (M - 2)] * (M - 2)), N, replacement=True, generator=g)
    X = torch.eye(M)[pats]
    y = torch.where(pats == 0, 1.0, torch.where(pats == 1, -1.0, 0.0))
    lab = torch.nonzero(pats <= 1).flatten()
    WO = (torch.randn(m, M, generator=g) * xi).requires_grad_()
    WV, WK, WQ = (torch.eye(M).clone().requires_grad_() for _ in range(3))
    b = torch.zeros(2, requires_grad=True)
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) / math.sqrt(m)

    def sample_sets(nodes):
        S = torch.randint(N, (len(nodes), ns), generator=g)
        return torch.cat([nodes[:, None], S], 1)          # node itself first

    def V_of(nodes, S):
        xs, xn = X[S], X[nodes]
        lg = torch.einsum("nsd,ed,ef,nf->ns", xs, WK, WQ, xn) + torch.where(S == nodes[:, None], b[0], b[1])
        att = torch.softmax(lg, 1)
        return att, torch.einsum("ns,nsd->nd", att, xs @ WV.T)

    l_nodes = torch.arange(N)
    S0 = sample_sets(l_nodes)
    with torch.no_grad():
        att0, V0 = V_of(l_nodes, S0)
        act0 = (V0 @ WO.T) > 0                             # (N, m)
    d1, d2 = torch.nonzero(pats == 0).flatten(), torch.nonzero(pats == 1).flatten()
    Wl = act0[d1]                                          # per node l in D_1: lucky neurons
    Ul = act0[d2]
    rows = []
    opt = torch.optim.SGD([WO, WV, WK, WQ, b], lr=eta)
    for t in range(T + 1):
        if t in (0, 1, 10, T):
            with torch.no_grad():
                C = WO @ torch.eye(M)                      # C[i, j] = W_O(i) p_j (p_j = e_j fixed)
                r = {"t": t}
                # (B.10): i in W_l(0) (some l in D_1), p in {p_2..p_M}: C[i, p] > 0 >= C[i, 0]/sqrt(B)
                Wany = Wl.any(0); Uany = Ul.any(0)
                r["B10"] = int(((C[Wany][:, 1:] > 0) & (C[Wany][:, :1] <= 0)).any(1).sum()), int(Wany.sum())
                # (B.14): i in U_l(0), p in {p_1, p_3..}: right (1/sqrt B) C[i, 0] (printed) ; also with p_2
                oth = [0] + list(range(2, M))
                r["B14"] = int(((C[Uany][:, oth] > 0) & (C[Uany][:, :1] <= 0)).any(1).sum()), int(Uany.sum())
                r["B14(p2 on right)"] = int(((C[Uany][:, oth] > 0) & (C[Uany][:, 1:2] <= 0)).any(1).sum())
                # (B.17): node pair (l in D_1, l' in D_2): unlucky i, j in W_l(0), k in U_l'(0)
                cnt = tot = 0
                for aa in range(min(6, len(d1))):
                    for bb in range(min(6, len(d2))):
                        Ws, Us = Wl[aa], Ul[bb]
                        unl = ~(Ws | Us)
                        if unl.any() and Ws.any() and Us.any():
                            tot += 1
                            rhs = min(float(C[Ws, 0].min()), float(C[Us, 1].min())) / math.sqrt(B)
                            cnt += float(C[unl].max()) > rhs
                r["B17 pairs failing"] = (cnt, tot)
                # (B.129)/(B.130) at a fresh sample S^{l,t}: l in D_1, i in W_l(0), s in S_2 (resp. other), j in S_1
                St = sample_sets(d1)
                att, _ = V_of(d1, St)
                T_ = (X @ WV.T) @ WO.T                     # T_[node, i] = W_O(i) W_V x_node
                c129 = c130 = trip = 0
                for li in range(len(d1)):
                    Sl, al = St[li], att[li]
                    ps = pats[Sl]
                    v = T_[Sl] * al[:, None]              # (|S|, m)
                    ok = Wl[li]
                    if not ok.any() or not (ps == 0).any():
                        continue
                    rhs_sign = v[ps == 0].min(0).values    # sign of the right side for the worst j in S_1
                    trip += int(ok.sum())
                    if (ps == 1).any():
                        c129 += int((ok & (v[ps == 1].max(0).values > 0) & (rhs_sign <= 0)).sum())
                    if (ps >= 2).any():
                        c130 += int((ok & (v[ps >= 2].max(0).values > 0) & (rhs_sign <= 0)).sum())
                r["B129 (l,i) crossings"] = (c129, trip)
                r["B130 (l,i) crossings"] = (c130, trip)
                rows.append(r)
        if t == T:
            break
        bn = lab[torch.randperm(len(lab), generator=g)[:B]]
        att, V = V_of(bn, sample_sets(bn))
        F = (torch.relu(V @ WO.T) * a).sum(1)
        loss = torch.clamp(1 - y[bn] * F, min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
    return rows


if __name__ == "__main__":
    for kw in (dict(seed=0), dict(seed=1, xi=0.01, m=128), dict(seed=2, eta=0.1, T=40, B=16), dict(seed=3, M=6, m=100)):
        print(kw)
        for r in run(**kw):
            print("   ", r)
