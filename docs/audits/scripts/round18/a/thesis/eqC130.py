"""Auditor A r18: thesis (C.130) second '>=' (seed 003 L5863-L5865):
Hess fbar(W) - ||Hess fbar(W) - Hess f_n(W)|| I  >=  Omega((1-eps_0)/K^2 Gamma~) I - O(C_6 S sqrt(dK log n/n)) I, w.p. >= 1 - d^-10.
Rare heavy group (weight eps = n^-2, mean s n e_2, covariances I): the right side -> c Gamma~ > 0 as n -> inf for ANY constants
(Gamma~ = rho(0, 1)/(eta tau^K kappa^2) > 0 here, S = sum lambda (||mu||+1)^2 -> 1 + s^2 fixed), while on 'no heavy sample'
(probability ~ 1 - 1/n) the middle member's least eigenvalue is <= a2 - a0 s^2 + O(n^-1/2) < 0 for s >= 1.
K = 1 (W* = e_1, closed form Hess fbar) and K = 2 (W* = [e_1, e_2], heavy mean in col(W*), autograd + Monte Carlo Fisher)."""
import numpy as np
import torch
from scipy import integrate
torch.set_default_dtype(torch.float64)
sp = lambda z: np.exp(-np.abs(z)) / (1 + np.exp(-np.abs(z)))**2
phi = lambda z: np.exp(-z * z / 2) / np.sqrt(2 * np.pi)
a0 = integrate.quad(lambda z: sp(z) * phi(z), -np.inf, np.inf)[0]
a2 = integrate.quad(lambda z: sp(z) * z * z * phi(z), -np.inf, np.inf)[0]
rng = np.random.default_rng(130)
print(f"K=1: a0 = {a0:.6f}, a2 = {a2:.6f}")
for s in [1.0, 2.0]:
    for n in [10**4, 10**6]:
        eps = n ** -2.0
        Hbar = np.diag([a2, a0 * (1 + s * s)])
        mins = []
        for _ in range(3):
            X = rng.standard_normal((n, 2))          # a data set with no heavy sample (probability (1-eps)^n)
            Hn = (X * sp(X[:, 0])[:, None]).T @ X / n
            mid = Hbar - np.linalg.norm(Hbar - Hn, 2) * np.eye(2)
            mins.append(np.linalg.eigvalsh(mid).min())
        print(f"   s={s} n={n:>7}: P(no heavy) = {(1-eps)**n:.6f}; lambda_min(middle) = {max(mins):.4f} (max of 3)  [a2 - a0 s^2 = {a2 - a0*s*s:.4f}]")
# K = 2 inside col(W*)
g = torch.Generator().manual_seed(130)
def fisher_mean(X, W):
    d, K = W.shape; s_ = torch.sigmoid(X @ W); H = s_.mean(1)
    G = torch.einsum('nk,nd->ndk', s_ * (1 - s_) / K, X).reshape(X.shape[0], -1)
    return (G / (H * (1 - H))[:, None]).T @ G / X.shape[0]
def emp_hess(X, y, W):
    d, K = W.shape
    def L(w):
        H = torch.sigmoid(X @ w.view(d, K)).mean(1).clamp(1e-15, 1 - 1e-15)
        return -(y * torch.log(H) + (1 - y) * torch.log(1 - H)).mean()
    return torch.autograd.functional.hessian(L, W.reshape(-1))
W = torch.eye(2)
F1 = fisher_mean(torch.randn(2_000_000, 2, generator=g), W)
for s in [2.0, 4.0]:
    n = 10**5; eps = n ** -2.0; M = s * n
    Xh = torch.randn(200_000, 2, generator=g); Xh[:, 1] += M
    Hbar = (1 - eps) * F1 + eps * fisher_mean(Xh, W)
    X = torch.randn(n, 2, generator=g); y = (torch.rand(n, generator=g) < torch.sigmoid(X @ W).mean(1)).double()
    Hn = emp_hess(X, y, W)
    mid = Hbar - torch.linalg.matrix_norm(Hbar - Hn, 2) * torch.eye(4)
    print(f"K=2, s={s}, n={n}: lambda_min(Hess fbar) = {float(torch.linalg.eigvalsh(Hbar).min()):.4f}, lambda_min(middle) = {float(torch.linalg.eigvalsh(mid).min()):.4f}")
