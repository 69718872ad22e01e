"""Auditor C, round 10: thesis Ch. 3 (graph transformer), proof of Lemma B.3.6, (B.220)-(B.222) at t = 1 (L4950-L4958).
The Ch.-3 twins of (A.200)-(A.202). Own implementation of (3.1)-(3.3) and one SGD step (B.2) on W_O, W_V, W_K, W_Q, b
(a fixed, +-1/sqrt m; b^(0) = 0), inside the hypotheses:
  node features x_n = mu_j = e_j exactly (M = 4 patterns, mu_1, mu_2 discriminative, gamma_d = 1/2); a random graph,
  u_(s,n) one-hot of the truncated SPD (Z = 4); labels y_n = majority of mu_1 vs mu_2 among the distance-1 neighbours
  (core distance z_m = 1; ties by a coin: Assumption 3.4.2 with eps_0 the tie fraction); W_V^(0) = W_K^(0) = W_Q^(0) = I
  (orthonormal p_j = q_j = r_j, errors 0 <= sigma, delta: Assumption B.2.1); W_O^(0) ~ N(0, 1/M); m >= M^2 ln N;
  sampled sets S^{n,t} = T^n: n plus 11 uniform other nodes; hinge loss, batch = all labelled nodes.
Lucky (B.4): y_n = 1, W_O(i,:)^(0) V_n(0) > 0 (V_n of (B.3)); also the reading 'lucky and a_i > 0' (K_+, (B.38)).
  (B.220): W_O(i,:)^(0) (W_V^(1) - W_V^(0)) x_l > 0, x_l = mu_1 (l in S_1)   [(B.211): the bracket times -eta]
  (B.221): W_O(i,:)^(0) W_V^(0) sum_s x_s softmax_n^(1)(...) > 0            [first three terms of (B.216)]
  (B.222): W_O(i,:)^(0) V_n(1) > 0.
"""
import math

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def run(seed, m, eta, N=40, M=4, Z=4, L=12):
    rng = np.random.default_rng(seed)
    d = M
    pat = rng.choice(M, size=N, p=[0.25, 0.25, 0.25, 0.25])
    A = rng.random((N, N)) < 4.0 / N
    A = np.triu(A, 1); A = A | A.T
    # SPD by BFS
    D = np.full((N, N), 10**6)
    for s in range(N):
        D[s, s] = 0
        frontier = [s]
        while frontier:
            nxt = []
            for v in frontier:
                for w in np.flatnonzero(A[v]):
                    if D[s, w] > D[s, v] + 1:
                        D[s, w] = D[s, v] + 1
                        nxt.append(w)
            frontier = nxt
    U = np.minimum(D, Z - 1)  # index of the one-hot u_(s,n)
    y = np.zeros(N)
    for n in range(N):
        nb = np.flatnonzero(A[n])
        c1, c2 = int((pat[nb] == 0).sum()), int((pat[nb] == 1).sum())
        y[n] = 1 if c1 > c2 else -1 if c2 > c1 else rng.choice([-1, 1])
    X = torch.eye(d)[:, pat]  # (d, N)
    Ts = [np.concatenate([[n], rng.choice([j for j in range(N) if j != n], L - 1, replace=False)]) for n in range(N)]
    Tidx = torch.tensor(np.array(Ts))
    Uoh = torch.nn.functional.one_hot(torch.tensor(U[np.arange(N)[:, None], Ts]), Z).double()  # (N, L, Z)
    Xs = X[:, Tidx].permute(1, 2, 0)  # (N, L, d)
    xn = X.T  # (N, d)
    WO0 = torch.tensor(rng.standard_normal((m, d))) / math.sqrt(M)
    a = torch.tensor(rng.choice([-1.0, 1.0], m)) / math.sqrt(m)
    params = [WO0.clone(), torch.eye(d), torch.eye(d), torch.eye(d), torch.zeros(Z)]
    params = [p.requires_grad_(True) for p in params]

    def att(WK, WQ, b):
        g = torch.einsum("nld,ed,ef,nf->nl", Xs, WK, WQ, xn) + Uoh @ b
        return torch.softmax(g, dim=1)

    def Vn(WV, WK, WQ, b):
        return torch.einsum("ad,nld,nl->na", WV, Xs, att(WK, WQ, b))

    WO, WV, WK, WQ, b = params
    F = torch.relu(Vn(WV, WK, WQ, b) @ WO.T) @ a
    loss = torch.clamp(1 - torch.tensor(y) * F, min=0).mean()
    grads = torch.autograd.grad(loss, params)
    new = [p.detach() - eta * g for p, g in zip(params, grads)]
    with torch.no_grad():
        WO0d, WV0, WK0, WQ0, b0 = (p.detach() for p in params)
        _, WV1, WK1, WQ1, b1 = new
        V0 = Vn(WV0, WK0, WQ0, b0)
        proj0 = V0 @ WO0d.T  # (N, m)
        pos = torch.tensor(y > 0)
        lucky = (proj0 > 0) & pos[:, None]
        e1 = torch.zeros(d); e1[0] = 1.0
        tok = (WO0d @ ((WV1 - WV0) @ e1))[None, :].expand(N, m)  # (B.220), x_l = mu_1
        base = torch.einsum("ad,nld,nl->na", WV0, Xs, att(WK1, WQ1, b1)) @ WO0d.T  # (B.221)
        v1 = Vn(WV1, WK1, WQ1, b1) @ WO0d.T  # (B.222)
    out = {}
    for tag, sel in (("lucky", lucky), ("lucky & a>0", lucky & (a > 0)[None, :])):
        for name, t in (("B220", tok), ("B221", base), ("B222", v1)):
            v = t[sel]
            out[(tag, name)] = (int((v <= 0).sum()), int(v.numel()), float(v.min()), float(v.max()))
    out["active"] = bool((1 - torch.tensor(y) * F.detach() > 0).all())
    return out


if __name__ == "__main__":
    print(f"N = 40, M = 4, m >= M^2 ln N = {16 * math.log(40):.0f}")
    for eta in (0.1, 1.0):
        for m in (256, 1024):
            for seed in (0, 1):
                r = run(seed, m, eta)
                print(f"eta = {eta}, m = {m}, seed {seed}: hinge active everywhere {r.pop('active')}")
                for (tag, name), v in r.items():
                    print(f"   {tag:12s} {name}: {v[0]}/{v[1]} <= 0 (min {v[2]:.2e}, max {v[3]:.2e})")

    # margin reading ((B.215) claims a margin >~ xi(Theta(1) - sigma) for every lucky neuron): lucky with margin >= 0.1
    src = open(__file__).read().split('\nif __name__ == "__main__":')[0]
    ns = {}
    exec(src.replace("lucky = (proj0 > 0) & pos[:, None]", "lucky = (proj0 > 0.1) & pos[:, None]"), ns)
    print("margin reading (W_O(i,:)^(0) V_n(0) >= 0.1):")
    for eta in (0.1, 1.0):
        for seed in (0, 1):
            r = ns["run"](seed, 1024, eta)
            r.pop("active")
            print(f"  eta = {eta}, m = 1024, seed {seed}: " + ", ".join(
                f"{k[1]} {v[0]}/{v[1]}" for k, v in r.items() if k[0] == "lucky"))
