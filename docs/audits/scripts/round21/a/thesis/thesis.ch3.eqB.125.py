"""Auditor A r21: thesis ch3 (B.125) L4446-L4448 'for some Q_e(t) > 0 and gamma'_l > 0', Q_e(t), gamma'_l the r_2(t), r_l(t)
coordinates of the mu_1 key's update, (B.151) L4581: W_K^(t+1) x_j = (1 + Q(t)) q_1(t) + |Q_e(t)| r_2(t) + sum_l gamma'_l r_l(t) + ...
Own model (ch3_t0.py) trained by Algorithm 4 (all of W_O, W_V, W_K, W_Q, b; a fixed), PE u_(s,n)^T b with SPD truncated at Z = 3.
dW_K e_1 lies in span{W_Q^(t) x_l} = span{r_a(t)} (gradient (B.150)), so its coordinates in r_1(t..M) are unique."""
import sys
import numpy as np
import torch
sys.path.insert(0, "/work/audit/r21a/thesis")
from ch3_t0 import build, GT

M, N, Z = 4, 200, 3


def bfs_dist(adj, n, cap=2):
    dist = {n: 0}; frontier = [n]
    for dd in range(1, cap + 1):
        nxt = []
        for u in frontier:
            for v in adj[u]:
                if v not in dist:
                    dist[v] = dd; nxt.append(v)
        frontier = nxt
    return dist


def run(seed, m, B, eta, T=10, s_size=20, xi=0.01):
    pat, y, adj, nb2 = build(N, M, seed=seed)
    dists = [bfs_dist(adj, n) for n in range(N)]
    g = np.random.default_rng(500 + seed)
    net = GT(M, m, xi, seed)
    P = {k: getattr(net, k).clone().requires_grad_(True) for k in ("WO", "WV", "WK", "WQ")}
    b = torch.zeros(Z, requires_grad=True)
    eyeM = torch.eye(M)
    out = []
    for t in range(T):
        batch = g.integers(N, size=B)
        loss = 0.0
        for n in batch:
            S = np.concatenate([[n], g.choice(nb2[n], size=min(s_size, len(nb2[n])), replace=False)])
            X = eyeM[pat[S]]; xl = eyeM[pat[n]]
            u = torch.tensor([min(dists[n][s], Z - 1) for s in S])
            sc = (X @ P["WK"].T) @ (P["WQ"] @ xl) + b[u]
            w = torch.softmax(sc, 0)
            F = net.a @ torch.relu(P["WO"] @ (P["WV"] @ (X.T @ w)))
            loss = loss + torch.clamp(1 - y[n] * F, min=0)
        loss = loss / B
        grads = torch.autograd.grad(loss, [P["WO"], P["WV"], P["WK"], P["WQ"], b])
        with torch.no_grad():
            dK1 = -eta * grads[2][:, 0]  # dW_K e_1
            R = P["WQ"][:, :M].clone()  # r_a(t) = W_Q^(t) e_a
            coef, res, *_ = np.linalg.lstsq(R.numpy(), dK1.numpy(), rcond=None)
            resid = np.linalg.norm(R.numpy() @ coef - dK1.numpy())
            # Q(t) read as the q_1(t) coefficient; q_1(t) = W_K^(t) e_1, r_1(t) = W_Q^(t) e_1 (equal at t = 0)
            Qt, Qe, gam = coef[0], coef[1], coef[2:]
            out.append((t, Qt, Qe, gam.copy(), resid, float(loss)))
            for k, gk in zip(("WO", "WV", "WK", "WQ"), grads[:4]):
                P[k] -= eta * gk
            b -= eta * grads[4]
    return out


for (m, B) in [(160, 32), (160, 128)]:
    for seed in range(4):
        out = run(seed, m, B, eta=0.1)
        Qe = np.array([o[2] for o in out]); Qt = np.array([o[1] for o in out]); gam = np.array([o[3] for o in out])
        scale = np.abs(Qt).max()
        print(f"m={m} B={B} seed={seed}: Q(t) >0 at {int((Qt > 0).sum())}/10; Q_e(t) < 0 at {int((Qe < 0).sum())}/10 "
              f"(least Q_e/max|Q| = {Qe.min() / scale:.2f}); Q_e < 0 at steps with Q > 0: {int(((Qe < 0) & (Qt > 0)).sum())}; "
              f"ratio Q_e/Q range [{(Qe / Qt).min():.2f}, {(Qe / Qt).max():.2f}]; gamma'_l < 0 at {int((gam < 0).any(1).sum())}/10 steps; "
              f"max resid {max(o[4] for o in out):.1e}; loss {out[0][5]:.3f}->{out[-1][5]:.3f}", flush=True)
        if seed == 0:
            print("   per step (t, Q, Q_e, gamma'_3, gamma'_4):", "; ".join(f"({o[0]}, {o[1]:.2e}, {o[2]:.2e}, {o[3][0]:.1e}, {o[3][1]:.1e})" for o in out[:5]))
