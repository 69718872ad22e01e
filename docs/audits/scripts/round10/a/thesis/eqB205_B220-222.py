"""Audit A: thesis (B.205) L4883 and (B.220)-(B.222) L4951-L4959, own graph-transformer model (3.1).
F(x_n) = a^T Relu(W_O sum_{s in T^n} W_V x_s softmax_n((W_K x_s)^T W_Q x_n + u_(s,n)^T b)), u one-hot of min(SPD, 3)
(Z = 4), b^(0) = 0, hinge loss (3.3), SGD on W_O, W_V, W_K, W_Q, b (a fixed), W_O ~ N(0, xi^2), a_i = +-1/sqrt m.
Graph: N nodes, x_n = mu_k (one-hot e_k in R^6; M = 4 < m_a = m_b = 6), D_1/D_2 (labels +1/-1) and non-discriminative
nodes labelled by the majority of mu_1 vs mu_2 nodes within distance 2 (z_m = 2; ties -> +1), random edges.
T^n = the nodes within distance 2 and n itself (one admissible sample S^{n,t}). W_V = W_K = W_Q = I (Assumption
B.2.1 with sigma = delta = 0). Lucky (B.4): W_O(i)^(0) V_l(0) > 0, l in D_1.
(B.205): V_i = (1/B) sum_l (-y_l) a_i 1[W_O(i) V_l >= 0] sum_s softmax_l(s) x_s^T x_j with x_j = mu_1 (the coefficient of
W_O(i)^T in (B.204)); RHS (1 - 2 eps_0)/(2B) sum_{B+} -(1/a) p_n < 0, so '<~' needs V_i < 0.
"""
import math, numpy as np, torch
torch.set_default_dtype(torch.float64); torch.set_num_threads(1)

def graph(seed, N=60, n1=12, n2=12, deg=3):
    rng = np.random.default_rng(seed)
    pat = np.array([0] * n1 + [1] * n2 + list(rng.integers(2, 4, N - n1 - n2)))
    A = np.zeros((N, N), bool)
    for i in range(N):
        for j in rng.choice(N, deg, replace=False):
            if i != j: A[i, j] = A[j, i] = True
    D = np.full((N, N), 99); np.fill_diagonal(D, 0)
    for s in range(N):  # BFS
        fr = [s]
        while fr:
            nx = []
            for u in fr:
                for v in np.nonzero(A[u])[0]:
                    if D[s, v] == 99: D[s, v] = D[s, u] + 1; nx.append(v)
            fr = nx
    y = np.where(pat == 0, 1.0, np.where(pat == 1, -1.0, 0.0))
    for n in range(N):
        if y[n] == 0:
            c1 = np.sum((D[n] <= 2) & (pat == 0)); c2 = np.sum((D[n] <= 2) & (pat == 1)); y[n] = 1.0 if c1 >= c2 else -1.0
    return pat, y, D

def model(seed, m, xi, pat, D):
    g = torch.Generator().manual_seed(seed)
    d = 6
    X = torch.zeros(len(pat), d); X[torch.arange(len(pat)), torch.as_tensor(pat)] = 1.0
    P = {"WQ": torch.eye(d), "WK": torch.eye(d), "WV": torch.eye(d), "WO": torch.randn(m, d, generator=g) * xi, "b": torch.zeros(4)}
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / math.sqrt(m)
    Dt = torch.as_tensor(D); mask = Dt <= 2; U = torch.clamp(Dt, max=3)
    def att(P):
        L = (X @ P["WQ"].T) @ (X @ P["WK"].T).T + P["b"][U]   # (n, s)
        return torch.softmax(L.masked_fill(~mask, -math.inf), 1)
    return X, P, a, att

def b205(seed, m=256, xi=0.1):
    pat, y, D = graph(seed)
    X, P, a, att = model(seed, m, xi, pat, D)
    with torch.no_grad():
        A0 = att(P); V = A0 @ (X @ P["WV"].T); pre = V @ P["WO"].T   # (l, i)
        W1 = A0[:, torch.as_tensor(pat == 0)].sum(1)
        Vi = ((-torch.as_tensor(y) * W1)[:, None] * (pre >= 0)).mean(0) * a     # (i,)
        lucky = (pre > 0) & torch.as_tensor(pat == 0)[:, None]
        v_all = Vi[None].expand_as(lucky)[lucky]; v_pos = Vi[None].expand_as(lucky)[lucky & (a > 0)[None]]
    bal = abs((y > 0).sum() - (y < 0).sum())
    print(f"(B.205) seed {seed}: N=60, +1/-1 = {(y>0).sum()}/{(y<0).sum()} (gap {bal} vs sqrt N = 7.7); lucky (i,l) {lucky.sum().item()}: "
          f"V_i > 0 for {(v_all > 0).double().mean():.3f} (max a*V_i {float(v_all.max())*math.sqrt(m):.3e}); "
          f"signed (a_i > 0): {(v_pos > 0).double().mean():.4f} (max {float(v_pos.max())*math.sqrt(m):.2e})")

def b220(seed, m=1024, xi=0.5, eta=0.1):
    pat, y, D = graph(seed)
    X, P, a, att = model(seed, m, xi, pat, D)
    Y = torch.as_tensor(y)
    q = {k: v.clone().requires_grad_() for k, v in P.items()}
    F = torch.relu(att(q) @ (X @ q["WV"].T) @ q["WO"].T) @ a
    torch.clamp(1 - Y * F, min=0).mean().backward()
    P1 = {k: P[k] - eta * q[k].grad for k in P}
    with torch.no_grad():
        A0, A1 = att(P), att(P1)
        pre = (A0 @ (X @ P["WV"].T)) @ P["WO"].T
        lucky = (pre > 0) & torch.as_tensor(pat == 0)[:, None]
        tok = (X @ (P1["WV"] - P["WV"]).T) @ P["WO"].T
        base = (A1 @ (X @ P["WV"].T)) @ P["WO"].T
        v1 = (A1 @ (X @ P1["WV"].T)) @ P["WO"].T
        mv = float((A1 - A0).abs().max())
    r = []
    for name, v in (("B220", tok), ("B221", base), ("B222", v1)):
        vl = v[lucky]; r.append(f"{name}: {(vl <= 0).sum().item()}/{vl.numel()} <= 0 (min {vl.min():.2e}, max {vl.max():.2e})")
    print(f"(B.220-222) seed {seed} m={m} xi={xi} eta={eta} (attention move {mv:.1e}, min lucky margin {pre[lucky].min():.1e}): " + "; ".join(r))

for s in range(4): b205(s)
for (m, eta) in ((1024, 0.1), (1024, 0.5), (4096, 0.1), (4096, 0.03)):
    for s in range(2): b220(s, m=m, eta=eta)
