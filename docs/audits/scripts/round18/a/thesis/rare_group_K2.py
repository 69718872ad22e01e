"""Auditor A, round 18: the rare heavy group INSIDE col(W*) (Property 1's 'WLOG mu_l in the column space of W*', L5190ff),
K = 2, W* = [e_1, e_2] (kappa = eta = 1), heavy mean mu_2 = M e_2: w_1^T mu_2 = 0 keeps neuron 1 unsaturated on heavy samples.
Own model (4.1)-(4.3) with torch autograd (float64), no repository code.
(a) (C.129) Lemma C.4.5: eps = n^-2, M = s n; population Hessian at W* = sum_l lambda_l E_l[Fisher] (E_y of the cross-entropy
    Hessian at the true parameter = grad H grad H^T / (H(1-H))), by Monte Carlo; empirical Hessian from n samples.
(b) (C.83) Lemma C.3.1 upper side: n eps = q d^-10 (q = 3), one heavy sample with |x_1| <= 1, x_2 >= M - 2 inserted.
"""
import numpy as np
import torch
torch.set_default_dtype(torch.float64)
g = torch.Generator().manual_seed(7)

def H_of(W, X):
    return torch.sigmoid(X @ W).mean(1)

def loss_sum(Wflat, X, y, d, K=2):
    H = H_of(Wflat.view(d, K), X).clamp(1e-15, 1 - 1e-15)
    return -(y * torch.log(H) + (1 - y) * torch.log(1 - H)).sum()

def emp_hess(X, y, Wst):
    d, K = Wst.shape
    return torch.autograd.functional.hessian(lambda w: loss_sum(w, X, y, d) / X.shape[0], Wst.reshape(-1))

def fisher_mean(X, Wst):
    d, K = Wst.shape
    Z = X @ Wst; s = torch.sigmoid(Z); H = s.mean(1)
    G = torch.einsum('nk,nd->nkd', s * (1 - s) / K, X).reshape(X.shape[0], -1)   # dH/dW (param order (d,K) -> reorder)
    G = torch.einsum('nkd->ndk', G.view(X.shape[0], K, d)).reshape(X.shape[0], -1)
    wgt = 1 / (H * (1 - H))
    return (G * wgt[:, None]).T @ G / X.shape[0]

s_ = 1.0
d, K = 2, 2
Wst = torch.eye(d)[:, :K].clone()
print("(a) Lemma C.4.5 with mu_2 = M e_2 in col(W*):")
Xp = torch.randn(2_000_000, d, generator=g)
F1 = fisher_mean(Xp, Wst)
for n in [10**3, 10**4, 10**5]:
    eps = n ** -2.0; M = s_ * n
    Xh = torch.randn(200_000, d, generator=g); Xh[:, 1] += M
    F2 = fisher_mean(Xh, Wst)
    Hbar = (1 - eps) * F1 + eps * F2
    shape = ((1 - eps) + eps * (M + 1) ** 2) * np.sqrt(d * K * np.log(n) / n)
    rs = []
    for _ in range(5):
        heavy = torch.rand(n, generator=g) < eps
        X = torch.randn(n, d, generator=g); X[heavy, 1] += M
        y = (torch.rand(n, generator=g) < H_of(Wst, X)).double()
        rs.append(float(torch.linalg.matrix_norm(emp_hess(X, y, Wst) - Hbar, 2)) / shape)
    print(f"   n={n:>6}: ||eps E_heavy[Fisher]|| = {float(torch.linalg.matrix_norm(eps * F2, 2)):.4f}, median ||Hess f_n - Hess fbar||/shape = {np.median(rs):.3f}")
print("(b) Lemma C.3.1 (C.83) upper side, q = 3, n = 10 d^2, one heavy sample (|x1| <= 1, x2 >= M - 2):")
for d in [2, 3, 4, 6]:
    Wst = torch.eye(d)[:, :K].clone()
    n = 10 * d * d; q = 3.0; eps = q * d ** -10.0 / n; M = s_ / np.sqrt(eps)
    vals = []
    for _ in range(5):
        X = torch.randn(n, d, generator=g)
        X[0, 0] = 2 * torch.rand(1, generator=g) - 1; X[0, 1] += M - 0.0
        X[0, 1] = torch.clamp(X[0, 1], min=M - 2)
        y = (torch.rand(n, generator=g) < H_of(Wst, X)).double()
        vals.append(float(torch.linalg.matrix_norm(emp_hess(X, y, Wst), 2)))
    rhs = (1 - eps) + eps * (M + 1) ** 2        # sum lambda (||mu~||_inf + ||Sigma^1/2||)^2, mu~ = mu (Sigma = I)
    print(f"   d={d}: M={M:.4g}, min over 5 data sets ||Hess f_n(W*)|| = {min(vals):.4g} vs {rhs:.4f}: ratio {min(vals)/rhs:.4g}")
print("(c) Lemma C.5.1 (C.204), q = 4, n = 10 d^2, one heavy sample; grad fbar(W*) = 0:")
def emp_grad(X, y, Wst):
    d, K = Wst.shape
    w = Wst.reshape(-1).clone().requires_grad_()
    L = loss_sum(w, X, y, d) / X.shape[0]
    L.backward()
    return w.grad
for d in [2, 3, 4, 6, 8]:
    Wst = torch.eye(d)[:, :K].clone()
    n = 10 * d * d; q = 4.0; eps = q * d ** -10.0 / n; M = s_ / np.sqrt(eps)
    vals = []
    for _ in range(20):
        X = torch.randn(n, d, generator=g)
        X[0, 0] = 2 * torch.rand(1, generator=g) - 1; X[0, 1] = torch.clamp(X[0, 1] + M, min=M - 2)
        y = (torch.rand(n, generator=g) < H_of(Wst, X)).double()
        vals.append(float(torch.linalg.norm(emp_grad(X, y, Wst))))
    Ssum = (1 - eps) + eps * (M + 1) ** 2
    bound = np.sqrt(K * Ssum) * np.sqrt(d * np.log(n) / n)
    print(f"   d={d}: min over 20 data sets ||grad f_n(W*) - grad fbar(W*)|| = {min(vals):.4g} vs bound shape {bound:.4g}: ratio {min(vals)/bound:.4g}")
