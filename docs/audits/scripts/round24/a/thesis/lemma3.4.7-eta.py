"""Auditor A, round 24: thesis Lemma 3.4.7 (seed 003 L917-L923), path eta -> 0.

(3.14): b_{z_m}^(T) - b_z^(T) >= Omega(gamma_d (Delta_bar(z_m) - Delta_bar(z))), b^(0) = 0, T = Theta(eta^-1/2 (1-2eps_0)^-1/2
(1-delta)^-1/2) ((3.8)); Delta_bar from (3.5) are absolute counts, independent of eta.
Analytic bound: hinge |dl/dF| <= 1 and d softmax_s/db = softmax_s (u_s - ubar), so
|dF/db|_inf <= sum_l |a_l| ||W_O(l)|| ||W_V|| max ||x|| <= sqrt(m) max_l ||W_O(l)|| ||W_V||, and |b^(T)|_inf <= eta T that,
which is O(sqrt(eta)) along (3.8) while the right side of (3.14) is fixed: (3.14) fails for every pair of hidden
constants once eta is small.  Numerics: own GT (3.1) on a random graph (N = 150 nodes, mean degree ~6, one-hot patterns,
M = 4, gamma_d = 0.6, labels by the majority of mu_1 vs mu_2 at distance 2, so z_m = 2), T^n = nodes at distance <= 3,
Z = 4 (u one-hot of the SPD), W_Q = W_K = W_V = I (initial model), W_O ~ N(0, xi^2), a = +-1/sqrt(m), hinge, SGD on all
of W_O, W_V, W_K, W_Q, b with batch B, T = c0 eta^-1/2 steps.
"""
import math
from collections import deque

import numpy as np
import torch

torch.set_default_dtype(torch.float64)
rng = np.random.default_rng(3)
N, M, gd, Z = 150, 4, 0.6, 4
adj = [set() for _ in range(N)]
for n in range(N):
    for j in rng.choice(N, 3, replace=False):
        if j != n:
            adj[n].add(int(j)); adj[int(j)].add(n)
pat = rng.choice(M, N, p=[gd / 2, gd / 2] + [(1 - gd) / (M - 2)] * (M - 2))
D = np.full((N, N), 99)
for s in range(N):
    D[s, s] = 0; q = deque([s])
    while q:
        v = q.popleft()
        for w in adj[v]:
            if D[s, w] == 99:
                D[s, w] = D[s, v] + 1; q.append(w)
# labels: majority of mu_1 vs mu_2 among nodes at distance 2 (ties broken by own pattern / random)
y = np.zeros(N)
for n in range(N):
    c1 = np.sum((D[n] == 2) & (pat == 0)); c2 = np.sum((D[n] == 2) & (pat == 1))
    y[n] = 1 if c1 > c2 else -1 if c2 > c1 else rng.choice([-1, 1])
Dbar = {}
for z in range(1, Z):
    dn = [np.sum((D[n] == z) & (pat == (0 if y[n] > 0 else 1))) - np.sum((D[n] == z) & (pat == (1 if y[n] > 0 else 0)))
          for n in range(N)]
    Dbar[z] = float(np.mean(dn))
zm = max(Dbar, key=Dbar.get)
print("Delta_bar:", {z: round(v, 2) for z, v in Dbar.items()}, "z_m =", zm)
X = torch.eye(M)[pat]                                   # N x M one-hot features (unit norm)
mask = torch.tensor(D <= Z - 1)                         # T^n: distance <= Z-1
U = torch.nn.functional.one_hot(torch.tensor(np.minimum(D, Z - 1)), Z).double()   # N x N x Z
yt = torch.tensor(y)


def train(eta, c0=10.0, m=64, xi=0.1, B=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    WQ = torch.eye(M).requires_grad_(); WK = torch.eye(M).requires_grad_(); WV = torch.eye(M).requires_grad_()
    WO = (torch.randn(m, M, generator=g) * xi).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g).double() * 2 - 1) / math.sqrt(m)
    b = torch.zeros(Z, requires_grad=True)
    T = int(math.ceil(c0 / math.sqrt(eta)))
    ps = [WQ, WK, WV, WO, b]
    gmax = 0.0
    for t in range(T):
        idx = torch.randint(0, N, (B,), generator=g)
        sc = (X @ WK.T) @ (WQ @ X[idx].T)               # N x B : (W_K x_s)^T W_Q x_n
        sc = sc.T + U[idx] @ b                          # B x N
        sc = sc.masked_fill(~mask[idx], -1e300)
        att = torch.softmax(sc, 1)
        h = att @ (X @ WV.T)                            # B x M
        F = torch.relu(h @ WO.T) @ a
        loss = torch.clamp(1 - yt[idx] * F, min=0).mean()
        gr = torch.autograd.grad(loss, ps)
        gmax = max(gmax, float(gr[4].abs().max()))
        with torch.no_grad():
            for p_, g_ in zip(ps, gr):
                p_ -= eta * g_
    bound = math.sqrt(m) * float(WO.norm(dim=1).max()) * float(torch.linalg.matrix_norm(WV, 2))
    return T, b.detach().numpy(), gmax, bound


rhs_unit = gd * (Dbar[zm] - min(v for z, v in Dbar.items() if z != zm))
for eta in (0.1, 0.01, 1e-3, 1e-4):
    T, b, gmax, bound = train(eta)
    others = [z for z in range(1, Z) if z != zm]
    gaps = {z: b[zm] - b[z] for z in others}          # b indices: e_i <-> SPD i-1, so distance z is index z
    gaps = {z: b[zm] - b[z] for z in others}
    print(f"eta={eta:.0e} T={T:5d} eta*T={eta*T:.4f}: b^(T) = {np.round(b, 6)}; b_zm - b_z = "
          f"{ {z: f'{v:+.2e}' for z, v in gaps.items()} }; max|grad_b| {gmax:.2e} (bound {bound:.2e}); "
          f"|b|_inf <= eta T max|grad| = {eta*T*gmax:.2e}  vs  gamma_d (Delta_bar(z_m) - Delta_bar(z)) >= {rhs_unit:.2f}")
