"""Auditor B r27: thesis.ch3.lemma3.4.7-printed. Own graph, own BFS, own GT (3.1)-(3.2), own Algorithm 4 (SGD, hinge loss,
S^{n,t} uniform from the whole graph, b^(0) = 0, a fixed). Reports b^(T) by (3.2)'s printed index (b_i weighs SPD i-1,
b_Z pools SPD >= Z-1) and the lemma's (3.14) gap b_{z_m} - b_z under the printed index and under b_z = weight of SPD z."""
import sys, numpy as np, torch
from collections import deque
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)

def run(seed, N=400, p=0.1, Z=4, M=4, gamma_d=0.6, m=40, S=10, B=32, eta=0.1, T=1500, xi=0.01):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    # ring of 8 clusters (independent sets of N/8), complete bipartite between consecutive clusters
    C = 8; cl = np.arange(N) % C
    A = ((cl[:, None] - cl[None, :]) % C == 1) | ((cl[None, :] - cl[:, None]) % C == 1)
    adj = [np.flatnonzero(A[i]) for i in range(N)]
    # SPD on the cluster ring in closed form (checked against BFS at N = 400 in the __main__ block)
    dc = np.abs(cl[:, None] - cl[None, :]); dc = np.minimum(dc, C - dc)
    D = np.where(dc == 0, 2, dc); np.fill_diagonal(D, 0)
    tau = np.array([1, -1] * (C // 2))[cl]; kap = 0.6
    pat = np.array([rng.choice(M, p=[gamma_d / 2 * (1 + kap * t), gamma_d / 2 * (1 - kap * t)] + [(1 - gamma_d) / (M - 2)] * (M - 2)) for t in tau])
    N1 = D == 2
    vote = (N1 & (pat[None, :] == 0)).sum(1) - (N1 & (pat[None, :] == 1)).sum(1)
    y = np.where(vote > 0, 1, np.where(vote < 0, -1, rng.choice([-1, 1], N)))    # non-discriminative: majority vote at distance 2
    y = np.where(pat == 0, 1, np.where(pat == 1, -1, y))                           # discriminative nodes: mu_1 -> +1, mu_2 -> -1
    def Delta(n, z):
        st, hs = (0, 1) if y[n] == 1 else (1, 0); Nz = D[n] == z
        return (Nz & (pat == st)).sum() - (Nz & (pat == hs)).sum()
    Dbar = {z: np.mean([Delta(n, z) for n in range(N)]) for z in range(1, Z)}
    zm = max(Dbar, key=Dbar.get); eps0 = np.mean([Delta(n, zm) <= 0 for n in range(N)])
    minN = (D == zm).sum(1).min()
    # model: d = M + 1 > M, patterns e_1..e_M; W_V, W_K, W_Q from a 'fair' initial model: identity (sigma = delta = 0)
    d = M + 1; X = torch.zeros(N, d); X[torch.arange(N), torch.tensor(pat)] = 1.0
    WV = torch.eye(d).requires_grad_(); WK = torch.eye(d).requires_grad_(); WQ = torch.eye(d).requires_grad_()
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / np.sqrt(m)
    b = torch.zeros(Z, requires_grad=True)
    U = torch.tensor(np.minimum(D, Z - 1))           # (3.2): SPD i-1 -> e_i, i <= Z; larger -> e_Z (0-based: min(SPD, Z-1))
    labelled = rng.permutation(N)[: int(0.8 * N)]
    assert B * T <= len(labelled), "|L| >= BT"
    order = iter(labelled[: B * T].reshape(T, B))                              # one pass over fresh labelled nodes
    Y = torch.tensor(y, dtype=torch.float64)
    params = [WV, WK, WQ, WO, b]
    for t in range(T):
        batch = torch.tensor(next(order))
        Ssel = torch.randint(0, N, (B, S), generator=g)                        # S^{n,t}: uniform from the whole graph
        xs = X[Ssel]; xn = X[batch]
        sc = torch.einsum('bsd,ed,ef,bf->bs', xs, WK, WQ, xn) + b[U[batch[:, None], Ssel]]
        att = torch.softmax(sc, 1)
        h = torch.einsum('bs,bsd,ed->be', att, xs, WV)
        Fv = torch.relu(h @ WO.T) @ a
        loss = torch.clamp(1 - Y[batch] * Fv, min=0).mean()
        grads = torch.autograd.grad(loss, params)
        with torch.no_grad():
            for P_, G_ in zip(params, grads): P_ -= eta * G_
    bb = b.detach().numpy()
    printed = {z: bb[z - 1] for z in range(1, Z + 1)}           # printed index: b_z = weight of SPD z-1
    spd = {z: bb[z] for z in range(0, Z)}                          # reading: b_z = weight of SPD z (b_{Z-1} pooled)
    return dict(Dbar=Dbar, zm=zm, eps0=eps0, minN_over_N=minN / N, b=bb, printed=printed, spd=spd, balance=abs(y.sum()))

import itertools
# check the closed-form SPD against BFS on the N = 400 ring
Nc = 400; cl = np.arange(Nc) % 8
A = ((cl[:, None] - cl[None, :]) % 8 == 1) | ((cl[None, :] - cl[:, None]) % 8 == 1)
adj = [np.flatnonzero(A[i]) for i in range(Nc)]
for s0 in [0, 5, 123]:
    dist = {s0: 0}; q = deque([s0])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if v not in dist: dist[v] = dist[u] + 1; q.append(v)
    dc = np.abs(cl[s0] - cl); dc = np.minimum(dc, 8 - dc); Dc = np.where(dc == 0, 2, dc); Dc[s0] = 0
    assert all(dist[v] == Dc[v] for v in range(Nc))
N_, B_, eta_ = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
for seed in [0, 1, 2]:
    for T in [int(sys.argv[4])]:
        r = run(seed, N=N_, B=B_, eta=eta_, T=T); zm = r['zm']; Z = len(r['b'])
        pr = [(z, r['printed'][zm] - r['printed'][z], r['Dbar'][zm] - r['Dbar'][z]) for z in r['Dbar'] if z != zm]
        sp = [(z, r['spd'][zm] - r['spd'][z], r['Dbar'][zm] - r['Dbar'][z]) for z in r['Dbar'] if z != zm]
        print(f"seed={seed} T={T}: Dbar={ {z: round(v, 2) for z, v in r['Dbar'].items()} } z_m={zm} eps0={r['eps0']:.3f} "
              f"min|N_zm|/N={r['minN_over_N']:.3f} label gap={r['balance']} b(SPD 0..{Z-2}, >={Z-1})={np.round(r['b'], 4)}")
        print("   printed index b_zm - b_z (vs Dbar gap): " + ", ".join(f"z={z}: {g1:+.4f} ({g2:+.2f})" for z, g1, g2 in pr))
        print("   SPD index    b_zm - b_z (vs Dbar gap): " + ", ".join(f"z={z}: {g1:+.4f} ({g2:+.2f})" for z, g1, g2 in sp), flush=True)
