"""Auditor A, round 22: mhgd (seed 004) Proposition 7 (L1155-L1161), own model, no repository code.
Printed: good initialization theta_0 (P1: ||theta_h^(0)|| <= B2, B2 >= 1; P2: |Phi(X_i; theta_0)| <= B_Phi, B_Phi >= 1; P3:
exists theta_* with ||theta_*|| = sqrt2 and y_i <grad Phi(X_i; theta_0), theta_*> >= gamma), any 1 >= eps > 0, H with (98)
=> Assumption 2 holds with g0(eps) = (2 B_Phi + log(1/eps))/gamma: some theta with L^(theta) <= eps and ||theta - theta_0|| <= g0.
Model (2): Phi~(X; theta) = H^{-1/2} sum_h <U_h, softmax(X W_h X^T) X>, logistic loss.
Lower bound on the least radius: L^ <= eps forces y_i Phi_i >= l^{-1}(n eps) = log(1/(e^{n eps} - 1)) for every i. With
Phi(theta_0) = 0 (antisymmetric head pairs (U, W), (-U, W)) and the remainder |Phi(theta_0 + D) - <grad Phi, D>| <=
c(B2 + r) r^2 / sqrt(H) (each head smooth on a bounded set; H >= H_req of (98) and H may be taken as large as we like, H
replicas of G distinct heads reduce exactly to the G-head model with H^{-1/2} -> G^{-1/2}), in the limit H -> inf
 r_min >= l^{-1}(n eps) / gamma_1,   gamma_1 := max_{||v|| <= 1} min_i y_i <g_i, v>  (hard-margin SVM value, cvxpy),
while P3 holds with gamma = sqrt2 gamma_1 at best (||theta_*|| = sqrt2), so g0 >= (2 + log(1/eps))/(sqrt2 gamma_1) is the
printed radius.  Ratio r_min / g0 >= sqrt2 l^{-1}(n eps)/(2 B_Phi + log(1/eps)).
"""
import math, sys
import numpy as np
import torch, cvxpy as cp
torch.set_default_dtype(torch.float64)

def phi_head(X, U, W):
    return (U * (torch.softmax(X @ W @ X.T, dim=1) @ X)).sum()

def instance(T, d, G, n_distinct, seed, scale=1.0):
    g = torch.Generator().manual_seed(seed)
    Xs = [torch.randn(T, d, generator=g) for _ in range(n_distinct)]
    Xs = [X / X.norm(dim=1, keepdim=True) for X in Xs]          # ||x_t|| = 1 (R = 1)
    ys = [1.0 if i % 2 == 0 else -1.0 for i in range(n_distinct)]
    heads = []
    for _ in range(G // 2):
        U = scale * torch.randn(T, d, generator=g); W = scale * torch.randn(d, d, generator=g)
        heads += [(U, W), (-U, W)]                                # Phi(theta_0) = 0 exactly
    return Xs, ys, heads

def grads(Xs, heads):
    G = len(heads); out = []; vals = []
    for X in Xs:
        gs = []; val = 0.0
        for (U, W) in heads:
            U = U.clone().requires_grad_(); W = W.clone().requires_grad_()
            f = phi_head(X, U, W) / math.sqrt(G)
            gu, gw = torch.autograd.grad(f, [U, W]); gs.append(torch.cat([gu.ravel(), gw.ravel()])); val += f.item()
        out.append(torch.cat(gs).numpy()); vals.append(val)
    return np.array(out), np.array(vals)

def svm_value(Gm, ys):
    v = cp.Variable(Gm.shape[1]); t = cp.Variable()
    prob = cp.Problem(cp.Maximize(t), [cp.multiply(np.array(ys), Gm @ v) >= t, cp.norm(v) <= 1])
    prob.solve()
    vv = v.value / np.linalg.norm(v.value)
    return float(np.min(np.array(ys) * (Gm @ vv))), vv

linv = lambda x: math.log(1 / math.expm1(x))

if __name__ == "__main__":
    for (T, d, G, nd, seed) in [(6, 6, 4, 2, 1), (6, 6, 4, 4, 2), (3, 3, 2, 2, 0), (8, 5, 8, 6, 3)]:
        Xs, ys, heads = instance(T, d, G, nd, seed)
        Gm, vals = grads(Xs, heads)
        g1, v = svm_value(Gm, ys)
        B2 = max(1.0, max(math.sqrt(U.norm()**2 + W.norm()**2) for U, W in heads)); BPhi = 1.0
        R = 1.0
        for n_copies, eps in [(1, 1e-12), (12, 1e-12), (1, 1e-3), (1, 1e-30)]:
            n = nd * n_copies
            gamma = math.sqrt(2) * g1
            g0 = (2 * BPhi + math.log(1 / eps)) / gamma
            rmin = linv(n * eps) / g1
            sqrtH = 5 * d * math.sqrt(T * d) * R**3 * B2 / BPhi * (3 * math.sqrt(d) * R**2 + 1) * g0**2 * max(1, g0)
            print(f"T=d={T},{d} G={G} distinct={nd} n={n} eps={eps:.0e}: max|Phi(theta0)| = {np.abs(vals).max():.1e}, B2 = {B2:.2f},"
                  f" gamma_1 = {g1:.4f}, gamma = sqrt2 gamma_1 = {gamma:.4f}, g0 = {g0:.2f}; r_min (H -> inf) >= {rmin:.2f} ="
                  f" {rmin/g0:.3f} g0 (sqrt2 g0 = {math.sqrt(2)*g0:.2f}); (98): sqrt(H) >= {sqrtH:.2e}", flush=True)
        # the proof's own witness theta_0 + g0 theta_* reaches margin g0 * sqrt2 gamma_1 = 2 + log(1/eps) but sits at sqrt2 g0
