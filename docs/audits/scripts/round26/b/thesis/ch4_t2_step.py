"""Auditor B r26: thesis Ch.4 Theorem 2 (L1128-L1138), Algorithm 1 (L1117): eta_0 = O((sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^{-1})
(an upper bound only) and (4.8) ||W_t - W^_n||_F <= v(Psi)^t ||W_0 - W^_n||_F + eta_0 xi/(1-v) sqrt(dK log n/n), v = 1 - K^-2 q(Psi), q(Psi) > 0 eta-free.
Own model (4.1)-(4.3): P(y=1|x) = (1/K) sum_j sigmoid(w_j^T x), cross-entropy, GMM features; plain GD (xi = 0)."""
import numpy as np
from scipy.optimize import minimize
rng = np.random.default_rng(11)
def sig(z): return 1 / (1 + np.exp(-z))
def make(K, d=3, n=8000):
    lam = np.array([0.3, 0.7]); mus = [np.array([0.8, -0.4, 0.2]), np.array([-0.3, 0.5, 0.1])]; sds = [np.array([1, 0.8, 1.2]), np.array([0.9, 1.1, 1.0])]
    g = rng.random(n) < lam[0]
    X = np.where(g[:, None], mus[0] + sds[0] * rng.standard_normal((n, d)), mus[1] + sds[1] * rng.standard_normal((n, d)))
    Wstar = np.array([[1.0, -0.5, 0.7], [-0.6, 0.9, 0.3]][:K]).T            # d x K
    p = sig(X @ Wstar).mean(axis=1); y = (rng.random(n) < p).astype(float)
    S = sum(lam[l] * (np.abs(mus[l]).max() + sds[l].max()) ** 2 for l in range(2))   # printed sum (mu~ taken as mu)
    return X, y, S
def f_and_grad(wflat, X, y, K):
    W = wflat.reshape(X.shape[1], K); Z = X @ W; s = sig(Z); H = np.clip(s.mean(axis=1), 1e-12, 1 - 1e-12)
    f = -np.mean(y * np.log(H) + (1 - y) * np.log(1 - H))
    dH = -(y / H - (1 - y) / (1 - H)) / len(y)                             # d f / d H_i
    G = X.T @ (dH[:, None] * s * (1 - s) / K)
    return f, G.ravel()
for K in (1, 2):
    X, y, S = make(K)
    d = X.shape[1]
    w0 = (np.array([[1.0, -0.5, 0.7], [-0.6, 0.9, 0.3]][:K]).T).ravel()
    res = minimize(f_and_grad, w0, args=(X, y, K), jac=True, method='BFGS', options={'gtol': 1e-13, 'maxiter': 10000})
    What = res.x; gnorm = np.linalg.norm(f_and_grad(What, X, y, K)[1])
    # numerical Hessian at What (local smoothness; PD check)
    eps = 1e-6; Hs = np.zeros((d * K, d * K))
    for i in range(d * K):
        e = np.zeros(d * K); e[i] = eps
        Hs[:, i] = (f_and_grad(What + e, X, y, K)[1] - f_and_grad(What - e, X, y, K)[1]) / (2 * eps)
    ev = np.linalg.eigvalsh((Hs + Hs.T) / 2)
    print(f"K={K}: S = {S:.3f}, ||grad f_n(W^)|| = {gnorm:.1e}, Hessian eigenvalues at W^ = {np.round(ev, 5)}")
    u = rng.standard_normal(d * K); u /= np.linalg.norm(u)
    for r0 in (1e-3, 0.5):
        for c in (1.0, 0.1, 0.01, 0.001):
            eta = c / S; W = What + r0 * u; T = 200
            for t in range(T):
                W = W - eta * f_and_grad(W, X, y, K)[1]
            gap = 1 - (np.linalg.norm(W - What) / r0) ** (1 / T)
            print(f"   ||W_0 - W^|| = {r0}, eta_0 = {c}/S: per-step rate gap 1 - (ratio)^(1/T) = {gap:.3e}  (c * lambda_max/S = {c*ev.max()/S:.3e})")
print("(4.8) at xi = 0 needs gap >= K^-2 q(Psi) > 0 for every admissible eta_0; the gap is ~ eta_0 lambda_max -> 0 as eta_0 -> 0,")
print("and for any W_0: ||W_{t+1} - W^|| >= (1 - eta_0 L)||W_t - W^|| with L the smoothness of f_n, so no W_0 (tensor-initialised or not) escapes.")
