#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) Theorem 3.4.4 (3.8) L869-L879: the graph transformer (3.1) trained by
Algorithm 4 reaches f(psi) <= 2 eps_0 + eps after T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2}(1-delta)^{-1/2}) iterations
(with m >= Omega(M^2 log N), B >= Omega(eps^-2 log N), |S^{n,t}| >= Omega(1), |L| >= max{..., BT}).
Own torch model (no repository import), the graph of my theorem3.4.6 script (20-node clique components; S^{n,t}
sampled from the node's distance-1 neighbourhood N_1^n = the rest of its component, so z_m = 1); (3.1):
F(x_n) = a^T Relu(W_O sum_{s in S} W_V x_s softmax_s((W_K x_s)^T W_Q x_n + u_(s,n)^T b)), all of W_Q, W_K, W_V, W_O, b
trained (a fixed), W_K, W_Q, W_V^(0) = orthonormal embeddings + noise (delta, sigma < 1/M), ||W|| <= 1, b^(0) = 0,
Z = 3 (u = e_2 for distance 1). T* = first check with the unlabelled nodes' mean hinge (T^n = N_1^n) <= 2 eps_0 + eps."""
import math

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)
C, N1, N2 = 20, 8, 3


def run(eta, M=4, seed=0, sigma=0.05, delta=0.1, n_sample=8, eps0=0.01, eps=0.05):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    pats_p = np.array([0] * N1 + [1] * N2 + list(rng.integers(2, M, size=C - N1 - N2)))
    pats_m = np.array([1 - p if p < 2 else p for p in pats_p])
    comps, labs = [pats_p, pats_m], [1.0, -1.0]
    d, mb = M, M + 1
    N_est = max(400, int(40 / eta / 0.8 * 8))
    m = int(math.ceil(M * M * math.log(N_est)))
    B = int(math.ceil(math.log(N_est)))

    def emb(noise):
        Q, _ = np.linalg.qr(rng.standard_normal((mb, mb)))
        Z = rng.standard_normal((mb, d)); Z = noise * 0.99 * Z / np.linalg.norm(Z, axis=0, keepdims=True)
        W = torch.tensor(Q[:, :d] + Z)
        return W / max(1.0, float(torch.linalg.matrix_norm(W, ord=2)))
    WV, WK, WQ = emb(sigma), emb(delta), emb(delta)
    WO = torch.randn(m, mb) / math.sqrt(M)
    b = torch.zeros(3)
    a = torch.tensor(rng.choice([-1.0, 1.0], m)) / math.sqrt(m)
    params = [WV, WK, WQ, WO, b]
    for p in params:
        p.requires_grad_()
    E = torch.eye(d)
    NB = np.array([[np.delete(comps[j], n) for n in range(C)] for j in range(2)])
    # test: every template node with T^n = its 19 neighbours
    Xn_t = torch.stack([E[comps[j][n]] for j in range(2) for n in range(C)])
    Xs_t = torch.stack([E[torch.tensor(NB[j, n])] for j in range(2) for n in range(C)])
    y_t = torch.tensor([labs[j] for j in range(2) for n in range(C)])

    def F(Xn, Xs):
        sc = torch.einsum("nsk,nk->ns", Xs @ WK.T, Xn @ WQ.T) + b[1]          # u_(s,n)^T b = b_2 (distance 1)
        att = torch.softmax(sc, 1)
        agg = torch.einsum("ns,nsk->nk", att, Xs @ WV.T)
        return torch.relu(agg @ WO.T) @ a

    def test():
        with torch.no_grad():
            return float(torch.clamp(1 - y_t * F(Xn_t, Xs_t), min=0).mean())

    opt = torch.optim.SGD(params, lr=eta)
    check = max(1, int(math.ceil(0.02 / eta)))
    t, h0 = 0, test()
    while t < int(200 / eta):
        if t % check == 0 and test() <= 2 * eps0 + eps:
            break
        js = rng.integers(0, 2, B); ns = rng.integers(0, C, B); idx = rng.integers(0, C - 1, (B, n_sample))
        Xs = E[torch.tensor(NB[js, ns][np.arange(B)[:, None], idx])]
        Xn = E[torch.tensor(np.array([comps[j][n] for j, n in zip(js, ns)]))]
        yb = torch.tensor(np.array(labs)[js])
        loss = torch.clamp(1 - yb * F(Xn, Xs), min=0).mean()
        opt.zero_grad(); loss.backward(); opt.step()
        t += 1
    return t, h0, m, B, int(math.ceil(B * t / 0.8))


for (M, seed) in ((4, 0), (5, 1)):
    print(f"M = {M}, seed {seed}: gamma_d = 0.55, eps_S = 3/11, eps_0 = 0.01, target 0.07")
    for eta in (0.2, 0.05, 0.0125, 0.003):
        T, h0, m, B, N = run(eta, M=M, seed=seed)
        print(f"  eta = {eta}: T* = {T}, eta T* = {eta * T:.2f}, T* sqrt(eta) = {T * math.sqrt(eta):.1f}; hinge(0) = "
              f"{h0:.3f}; m = {m} >= M^2 ln N = {M * M * math.log(N):.1f}, B = {B}, N = {N} (|L| = 0.8 N >= B T*)")
