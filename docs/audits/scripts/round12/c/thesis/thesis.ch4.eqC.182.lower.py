"""Auditor C, round 12: thesis (C.178) L6095 lower side: (4/K^2) Gamma~ I_{dK} <= Hess fbar(W* P), with
Gamma~ = sum_l lambda_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K ||Sigma_l^-1||^-1/2), delta_K ||Sigma_l^-1||^-1/2),
rho of Definition C.2.2 (C.6) (indices i != j in [K]); and (C.182) L6114: (4(1-eps0)/K^2) Gamma~ I <= Hess fbar(W), eps0 in (0,1/4).
Own code (numpy Gauss-Hermite). Model (4.1)/(4.3): sigmoid, cross-entropy; at W* the label-averaged Hessian is
block (j,k) = E[phi'(w_j^T x) phi'(w_k^T x)/(K^2 H (1-H)) x x^T] (the phi'' term has E[y - H | x] = 0).
Instance: d = K = 2, W* = I (kappa = eta = 1), L = 2 identical groups (lambda = 1/2, tau = 1), mu_l = (0.6, -0.3), Sigma_l = t^2 I."""
import math
import numpy as np

sig = lambda s: 1 / (1 + np.exp(-s))
dsig = lambda s: sig(s) * (1 - sig(s))
gx, gw = np.polynomial.hermite_e.hermegauss(120); gw = gw / gw.sum()      # N(0,1) nodes

def rho(u, s):
    K = len(u); vals = []
    for i in range(K):
        z = u[i] + gx
        a0 = np.sum(gw * dsig(s * z)); a2 = np.sum(gw * dsig(s * z) * z**2)
        b0 = np.sum(gw * dsig(s * z)**2); b2 = np.sum(gw * dsig(s * z)**2 * z**2)
        for j in range(K):
            if j != i:
                vals += [(u[j]**2 + 1) * (b0 - a0**2), b2 - a2**2 / (u[i]**2 + 1)]
    return min(vals)

def hessian_pop(W, mu, t):
    d, K = W.shape
    Z1, Z2 = np.meshgrid(gx, gx, indexing="ij"); Wt = np.outer(gw, gw).ravel()
    X = mu[None, :] + t * np.stack([Z1.ravel(), Z2.ravel()], 1)            # x ~ N(mu, t^2 I), d = 2
    S = X @ W; H = sig(S).mean(1); P = dsig(S)
    G = np.concatenate([P[:, [j]] * X / K for j in range(K)], 1)            # grad H, (n, dK)
    c = Wt / (H * (1 - H))
    return (G * c[:, None]).T @ G

W = np.eye(2); mu = np.array([0.6, -0.3]); K = 2; lam = [0.5, 0.5]
# sanity: compare the quadrature Hessian with a Monte Carlo one at t = 1
rng = np.random.default_rng(0); Xmc = mu + rng.standard_normal((400000, 2))
S = Xmc @ W; Hh = sig(S).mean(1); Gm = np.concatenate([dsig(S)[:, [j]] * Xmc / K for j in range(K)], 1)
Hmc = (Gm / (Hh * (1 - Hh))[:, None]).T @ Gm / len(Xmc)
print("quadrature vs MC Hessian (t = 1), max abs diff:", np.abs(hessian_pop(W, mu, 1.0) - Hmc).max())
print("   t        lambda_min     Gamma~        ratio to (4/K^2)Gamma~   ratio to 3 Gamma~/K^2 ((C.182), eps0 -> 1/4)")
for t in (1.0, 0.5, 0.25, 1/16, 1/256):
    Hs = hessian_pop(W, mu, t)
    lmin = np.linalg.eigvalsh(Hs)[0]
    smin = t                                    # ||Sigma^-1||^-1/2
    dK = np.linalg.svd(W, compute_uv=False)[-1]
    G = sum(l * smin**2 / 1.0 * rho(W.T @ mu / (dK * smin), dK * smin) for l in lam)   # tau = kappa = eta = 1
    print(f" {t:8.5f}  {lmin:12.4e}  {G:12.4e}      {lmin/(4/K**2*G):10.4g}               {lmin/(3/K**2*G):10.4g}")
