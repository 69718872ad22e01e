#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) Theorem 3.4.6 (3.12) L905-L913: the GCN (W_K = W_Q = 0, b = 0 fixed, all
S^{n,t}, T^n inside N_zm^n) reaches f(psi) <= 2 eps_0 + eps with T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2} gamma_d^{-2}
(1-delta)^{-1/2}) iterations, |L| >= max{Omega(...) log N, BT} (3.13), under Theorem 3.4.4's conditions (m >= Omega(M^2
log N), B >= Omega(eps^{-2} log N), |S^{n,t}| >= Omega(1)).
Own torch model of (3.1) with W_K = W_Q = 0, b = 0: F(x_n) = a^T Relu(W_O W_V mean_{s in S} x_s) (uniform softmax),
a = +-1/sqrt(m) fixed, W_O entries N(0, xi^2), W_V^(0) = an orthonormal embedding p_j plus noise of norm sigma < 1/M,
||W_V^(0)|| <= 1; hinge loss; Algorithm 4's SGD on W_O, W_V with B FRESH labelled nodes per step (one pass: |L| >= BT).
Graph (own): components that are cliques of c = 20 nodes (distance-1 neighbourhood = the rest of the component; no
node is at distance >= 2 inside a component, so z_m = 1, delta_zm = c - 1, |N_zm^n| = 19 >= N/poly(Z) with Z = N);
a + component has n1 = 8 mu_1 nodes, n2 = 3 mu_2 nodes and 9 non-discriminative nodes (mu_3..mu_M), all labelled +1;
mirrored - components (mu_1 <-> mu_2). Every node's label agrees with the mu_1/mu_2 majority of its core neighbourhood
(Delta_n(z_m) >= 8 - 3 > 0 for all n: Assumption 3.4.2 holds for every eps_0 > 0), gamma_d = 11/20, eps_S = 3/11,
balanced. Copies of the two templates give N = ceil(BT/0.8) nodes, 80% labelled (a fresh labelled node = a fresh copy).
Test loss: the unlabelled nodes' mean hinge with T^n = N_zm^n (exact, template average). T* = the first step (checked
every ceil(0.02/eta) steps) with test hinge <= 2 eps_0 + eps, eps_0 = 0.01, eps = 0.05 (target 0.07).
The printed T = Theta(eta^{-1/2}) requires T* eta^{1/2} bounded as eta -> 0; a weight change of O(eta) per step (the
gradients are bounded) forces eta T* >= const, so T* eta^{1/2} >= const eta^{-1/2} -> inf.
"""
import math
import sys

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

C, N1, N2 = 20, 8, 3


def templates(M, rng):
    """Two components (+ and -); per node: pattern index, label."""
    pats_p = [0] * N1 + [1] * N2 + list(rng.integers(2, M, size=C - N1 - N2))
    pats_m = [1 - p if p < 2 else p for p in pats_p]
    return [np.array(pats_p), np.array(pats_m)], [1.0, -1.0]


def run(eta, M=4, seed=0, xi=None, sigma=0.05, n_sample=8, eps0=0.01, eps=0.05, max_t=None, Bfac=1.0):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    d = M
    mb = M + 1
    comps, labs = templates(M, rng)
    xi = 1 / math.sqrt(M) if xi is None else xi
    # N is set after the run (BT/0.8); m and B grow with log N: use the final N's estimate ~ 40/eta
    N_est = max(400, int(40 / eta / 0.8 * 8))
    m = int(math.ceil(M * M * math.log(N_est)))
    B = int(math.ceil(Bfac * math.log(N_est)))
    Q, _ = np.linalg.qr(rng.standard_normal((mb, mb)))
    P = torch.tensor(Q[:, :d])                                    # orthonormal p_j (columns)
    Z = torch.tensor(rng.standard_normal((mb, d)))
    Z = sigma * 0.99 * Z / torch.linalg.norm(Z, dim=0, keepdim=True)
    WV = (P + Z).clone()
    WV = WV / max(1.0, float(torch.linalg.matrix_norm(WV, ord=2)))  # ||W_V|| <= 1
    sig_meas = float(torch.linalg.norm(WV - P, dim=0).max())
    WV.requires_grad_()
    WO = (torch.randn(m, mb) * xi).requires_grad_()
    a = torch.tensor(rng.choice([-1.0, 1.0], size=m)) / math.sqrt(m)
    E = torch.eye(d)
    # test set: every node of each template with T^n = N_zm^n (the other 19 nodes)
    Xbar_test, y_test = [], []
    for pats, y in zip(comps, labs):
        for n in range(C):
            others = np.delete(pats, n)
            Xbar_test.append(E[others].mean(0))
            y_test.append(y)
    Xbar_test, y_test = torch.stack(Xbar_test), torch.tensor(y_test)

    def test_hinge():
        with torch.no_grad():
            F = torch.relu(Xbar_test @ WV.T @ WO.T) @ a
            return float(torch.clamp(1 - y_test * F, min=0).mean())

    NB = np.array([[np.delete(comps[j], n) for n in range(C)] for j in range(2)])   # 2 x C x (C-1)
    h0 = test_hinge()
    target = 2 * eps0 + eps
    check = max(1, int(math.ceil(0.02 / eta)))
    max_t = max_t or int(200 / eta)
    opt = torch.optim.SGD([WO, WV], lr=eta)
    t = 0
    while t < max_t:
        if t % check == 0 and test_hinge() <= target:
            break
        # B fresh labelled nodes: template j, node n, and n_sample nodes of N_zm^n (with replacement)
        js = rng.integers(0, 2, size=B)
        ns = rng.integers(0, C, size=B)
        idx = rng.integers(0, C - 1, size=(B, n_sample))
        pats = NB[js, ns][np.arange(B)[:, None], idx]            # B x n_sample pattern indices
        Xb = E[torch.tensor(pats)].mean(1)
        yb = torch.tensor(np.array(labs)[js])
        F = torch.relu(Xb @ WV.T @ WO.T) @ a
        loss = torch.clamp(1 - yb * F, min=0).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        t += 1
    N = int(math.ceil(B * t / 0.8))
    return {"eta": eta, "T*": t, "reached": t < max_t, "h0": h0, "m": m, "B": B, "N": N, "M2lnN": M * M * math.log(N),
            "sigma": sig_meas, "eta T*": eta * t, "T* sqrt(eta)": t * math.sqrt(eta)}


if __name__ == "__main__":
    etas = (0.2, 0.05, 0.0125, 0.003) if "--full" not in sys.argv else (0.2, 0.05, 0.0125, 0.003, 0.001)
    for cfg in ({"M": 4, "seed": 0}, {"M": 5, "seed": 1, "xi": 0.1}):
        print(f"config {cfg}: gamma_d = 0.55, eps_S = 3/11, eps_0 = 0.01 (any eps_0 > 0 holds), target 0.07")
        for eta in etas:
            r = run(eta, **cfg)
            print(f"  eta={eta}: T*={r['T*']} (reached {r['reached']}), eta T* = {r['eta T*']:.2f}, T* sqrt(eta) = "
                  f"{r['T* sqrt(eta)']:.1f}; hinge(0) = {r['h0']:.3f}; m = {r['m']} (M^2 ln N = {r['M2lnN']:.1f}), "
                  f"B = {r['B']}, N = {r['N']} (|L| = 0.8 N >= B T*), sigma = {r['sigma']:.3f} < 1/M")
    print("larger batches (B = 40 ln N, M = 4, seed 0): SGD noise only; eta T* unchanged")
    for eta in (0.05, 0.0125):
        r = run(eta, M=4, seed=0, Bfac=40.0)
        print(f"  eta={eta}: B = {r['B']}, T* = {r['T*']}, eta T* = {r['eta T*']:.2f}, T* sqrt(eta) = {r['T* sqrt(eta)']:.1f}")
