"""Audit B, thesis.ch3.eqB.220 / B.221 / B.222 (proof of Lemma B.3.6, t = 1 step, L4951-L4959).
Lemma B.3.6 (L4027): m >~ M^2 log N; for i in W_l(0), l in D_1: W_O(i)^(t) V_l(t) > 0.  The t = 1 step (B.216) writes
W_O(i)^(0) V_l(1) = W_O(i)^(0) [W_V^(0) X softmax_l^(1)]  (B.221: > 0)  +  W_O(i)^(0) [(W_V^(1) - W_V^(0)) X softmax_l^(1)]
(B.220: > 0), hence (B.222) W_O(i)^(0) V_l(1) > 0, for EVERY lucky pair (B.4): W_O(i)^(0) V_l(0) > 0, l in D_1.
Own torch implementation of (3.1)-(3.3) and Algorithm 4 (one SGD step on W_O, W_V, W_K, W_Q, b; a fixed):
random graph, node patterns categorical (nu_1 = nu_2 = gamma_d/2), x = mu_k one-hot (orthonormal, ||x|| = 1),
labels y_n = majority of mu_1 vs mu_2 within distance <= 2 (Assumption 3.4.2 holds for those with a margin),
T^n = nodes within distance 2 (and n), u_(s,n) = e_{min(SPD,Z-1)+1}, Z = 4, b^(0) = 0;
"fair" pre-trained W_V, W_K, W_Q (Assumption B.2.1): orthonormal embeddings p_j, q_j = r_j plus small noise
(sigma = 0.01 < 1/M); W_O ~ N(0, xi^2), a_i ~ U{+-1/sqrt(m)}; batch of B labelled nodes, hinge loss."""
import torch, math, numpy as np, sys
torch.set_num_threads(1); dt = torch.float64

def run(N=40, M=4, gamma_d=1.0, deg=4, m=1024, xi=0.5, eta=1.0, B=None, seed=0, sigma=0.01):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    B = B or N
    # graph: ring + random chords (connected), SPD by BFS
    adj = np.zeros((N, N), bool)
    for n in range(N): adj[n, (n + 1) % N] = adj[(n + 1) % N, n] = True
    for _ in range(N * (deg - 2) // 2):
        i, j = rng.integers(0, N, 2)
        if i != j: adj[i, j] = adj[j, i] = True
    spd = np.full((N, N), 99)
    for s in range(N):
        spd[s, s] = 0; fr = [s]; d = 0
        while fr:
            d += 1; nx = []
            for u in fr:
                for v in np.flatnonzero(adj[u]):
                    if spd[s, v] == 99: spd[s, v] = d; nx.append(v)
            fr = nx
    probs = np.r_[gamma_d / 2, gamma_d / 2, np.full(M - 2, (1 - gamma_d) / (M - 2))] if M > 2 else np.r_[.5, .5]
    pats = rng.choice(M, N, p=probs / probs.sum())
    near = spd <= 2
    vote = (near & (pats[None, :] == 0)).sum(1) - (near & (pats[None, :] == 1)).sum(1)
    y = np.where(vote > 0, 1, np.where(vote < 0, -1, rng.choice([-1, 1], N)))
    X = torch.eye(M, dtype=dt)[torch.as_tensor(pats)]                 # (N, d=M)
    Y = torch.as_tensor(y, dtype=dt)
    Z = 4; U = torch.eye(Z, dtype=dt)[torch.as_tensor(np.minimum(spd, Z - 1))]   # (N, N, Z)
    mask = torch.as_tensor(near)
    mb = ma = M + 2
    def emb():
        E = torch.zeros(mb, M, dtype=dt); E[:M, :M] = torch.eye(M, dtype=dt)
        return E + sigma * torch.randn(mb, M, generator=g, dtype=dt) / math.sqrt(mb)
    WV0, WK0 = emb(), emb(); WQ0 = WK0.clone() + sigma * torch.randn(ma, M, generator=g, dtype=dt) / math.sqrt(ma)
    WO0 = xi * torch.randn(m, mb, generator=g, dtype=dt)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).to(dt) / math.sqrt(m)
    b0 = torch.zeros(Z, dtype=dt)
    def att(WK, WQ, b):
        logit = (X @ WQ.T) @ (X @ WK.T).T + U @ b                       # [n, s]
        return torch.softmax(logit.masked_fill(~mask, -math.inf), 1)
    P = [t.clone().requires_grad_() for t in (WO0, WV0, WK0, WQ0, b0)]
    idx = torch.as_tensor(rng.integers(0, N, B))
    A = att(P[2], P[3], P[4])[idx]
    F = torch.relu(A @ X @ P[1].T @ P[0].T) @ a
    torch.clamp(1 - Y[idx] * F, min=0).mean().backward()
    WO1, WV1, WK1, WQ1, b1 = (p.detach() - eta * p.grad for p in P)
    with torch.no_grad():
        V0 = att(WK0, WQ0, b0) @ X @ WV0.T                               # V_l(0), (N, mb)
        A1 = att(WK1, WQ1, b1)
        lucky = ((V0 @ WO0.T) > 0) & torch.as_tensor(pats == 0)[:, None]  # (l, i), l in D_1
        base = (A1 @ X @ WV0.T) @ WO0.T                                  # (B.221)
        step = (A1 @ X @ (WV1 - WV0).T) @ WO0.T                          # (B.220), the W_V part of (B.216)
        v1 = (A1 @ X @ WV1.T) @ WO0.T                                    # (B.222) = base + step
        marg = (V0 @ WO0.T)
    L = lucky
    out = {}
    for name, Q in (("B.220", step), ("B.221", base), ("B.222", v1)):
        vals = Q[L]
        out[name] = (int((vals <= 0).sum()), int(L.sum()), float(vals.min()), float(vals.abs().max()))
    return out

if __name__ == "__main__":
    for cfg in [dict(), dict(seed=1), dict(seed=2), dict(eta=0.1), dict(xi=0.01), dict(N=16, M=3, m=1024, xi=1/math.sqrt(3)),
                dict(N=64, M=6, gamma_d=0.5, m=2048, seed=3), dict(eta=0.01)]:
        o = run(**cfg)
        print(cfg, " | ".join(f"{k}: {v[0]}/{v[1]} lucky pairs <= 0 (min {v[2]:+.2e}, max|.| {v[3]:.2e})" for k, v in o.items()), flush=True)
