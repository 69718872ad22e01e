"""Auditor C, round 12: thesis (C.135) upper side (= (C.83)'s), L5885:
   Hess f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I,  mu~_l = Lambda_l mu_l, Sigma_l = Lambda_l^T D_l Lambda_l
Model (4.1)/(4.3): P(y=1|x) = H(W*,x) = (1/K) sum_j phi(w*_j^T x), phi = sigmoid, cross-entropy; x ~ sum_l lambda_l N(mu_l, Sigma_l).
Own code (numpy). Hessian from (C.72)/(C.73) (re-derived): d^2 l/dw_j dw_k = xi_jk x x^T.
Instance: L = 2, lambda = (1/2, 1/2), mu_1 = -mu_2 = m * s (s a +-1 sign vector), Sigma_l = diag(v), v distinct in [0.9, 1.1]
(so Lambda_l is a signed permutation and ||mu~_l||_inf = ||mu_l||_inf = m unambiguously; tau = sqrt(1.1/0.9)),
W* columns orthogonal to s (w*^T mu_l = 0), W = W* (in every ball B(W* P, r)), n large (C.82 is a lower bound on n)."""
import math
import numpy as np

sig = lambda t: 1.0 / (1.0 + np.exp(-t))
dsig = lambda t: sig(t) * (1 - sig(t))
d2sig = lambda t: dsig(t) * (1 - 2 * sig(t))

def instance(d, K, m, rng):
    s = np.where(np.arange(d) % 2 == 0, 1.0, -1.0)
    v = np.linspace(0.9, 1.1, d)
    W = np.zeros((d, K))
    for j in range(K):              # w*_j = a (e_{2j} + e_{2j+1}) -> s-orthogonal; columns orthogonal: delta_K = a sqrt2
        W[2 * j, j] = W[2 * j + 1, j] = 1.0
    mus = [m * s, -m * s]
    return W, mus, v

def sample(W, mus, v, n, rng):
    d = W.shape[0]
    comp = rng.integers(0, 2, n)
    X = np.where(comp[:, None] == 0, mus[0], mus[1]) + rng.standard_normal((n, d)) * np.sqrt(v)
    return X

def hessian_empirical(W, X, y):
    """full dK x dK empirical Hessian of f_n at W (from (4.3)): blocks (1/n) sum_i xi_jk(x_i) x_i x_i^T"""
    n, d = X.shape; K = W.shape[1]
    Z = X @ W; H = sig(Z).mean(1)
    p1, p2 = dsig(Z), d2sig(Z)
    A = (H**2 + y - 2 * y * H) / (H**2 * (1 - H)**2)
    B = (y - H) / (H * (1 - H))
    Hs = np.zeros((d * K, d * K))
    for j in range(K):
        for k in range(K):
            xi = p1[:, j] * p1[:, k] * A / K**2
            if j == k:
                xi = xi - p2[:, j] * B / K
            Hs[j*d:(j+1)*d, k*d:(k+1)*d] = (X * xi[:, None]).T @ X / n
    return Hs

def rayleigh_population(W, mus, v, u, n, rng):
    """E_{x,y} of v^T Hess v at W = W* for v = (u,...,u)/sqrt(K): E_y removes the phi'' term and gives
       E[(sum_j phi'_j)^2 (u^T x)^2 / (K^3 H (1-H))] (Monte Carlo over x, n draws)"""
    K = W.shape[1]
    X = sample(W, mus, v, n, rng)
    Z = X @ W; H = sig(Z).mean(1); S = dsig(Z).sum(1)
    return float(np.mean(S**2 * (X @ u)**2 / (K**3 * H * (1 - H))))

rng = np.random.default_rng(135)
m = 1.0
print("population Rayleigh quotient at u = mu_1/||mu_1|| (lower bound on lambda_max of Hess fbar(W*)), 2e5 draws")
print(" K   d    lambda_max>=   RHS_inf=(m+||S^1/2||)^2   ratio     ratio to (C.134)'s (||mu||+||S^1/2||)^2")
for K in (1, 2):
    for d in (4, 16, 64, 256, 1024):
        W, mus, v = instance(d, K, m, rng)
        u = mus[0] / np.linalg.norm(mus[0])
        lhs = rayleigh_population(W, mus, v, u, 200000 if d <= 256 else 50000, rng)
        rhs_inf = 0.5 * sum((np.abs(mu).max() + math.sqrt(v.max()))**2 for mu in mus)
        rhs_two = 0.5 * sum((np.linalg.norm(mu) + math.sqrt(v.max()))**2 for mu in mus)
        print(f" {K}  {d:4d}  {lhs:10.3f}   {rhs_inf:10.3f}                {lhs/rhs_inf:7.2f}   {lhs/rhs_two:.3f}")
# hypotheses
W, mus, v = instance(64, 2, m, rng)
assert all(abs(W[:, j] @ mu) < 1e-12 for j in range(2) for mu in mus)      # w*^T mu = 0
sv = np.linalg.svd(W, compute_uv=False); print("\ndelta_1, delta_K(W*) =", sv[0], sv[-1], " kappa = eta = 1;  tau =", math.sqrt(v.max()/v.min()))
# finite-n check of the statement itself (labels drawn from (4.1)), d = 64, K = 2, n = 40000
d, K, n = 64, 2, 40000
W, mus, v = instance(d, K, m, rng)
X = sample(W, mus, v, n, rng)
y = (rng.random(n) < sig(X @ W).mean(1)).astype(float)
Hs = hessian_empirical(W, X, y)
lmax = np.linalg.eigvalsh((Hs + Hs.T) / 2)[-1]
rhs_inf = 0.5 * sum((np.abs(mu).max() + math.sqrt(v.max()))**2 for mu in mus)
print(f"finite n = {n}, d = {d}, K = {K}: lambda_max(Hess f_n(W*)) = {lmax:.3f} vs RHS_inf = {rhs_inf:.3f} (ratio {lmax/rhs_inf:.2f})")
