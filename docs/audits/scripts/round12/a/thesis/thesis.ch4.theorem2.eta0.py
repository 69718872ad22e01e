"""Auditor A, round 12: thesis Theorem 2 (L1128-L1138) with Algorithm 1 (L1117-L1121): GD (4.6) with step
eta_0 = O((sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^{-1}) converges linearly to W_hat_n (4.8), v = 1 - K^{-2} q(Psi).
Own instance: K = 1, sigmoid model (4.1), cross-entropy ERM, L = 2, lambda = (1/2, 1/2), mu_1 = -mu_2 = (0, 1, ..., 1)
(||mu~||_inf = 1 with Lambda = I, Sigma_l = I), w* = e_1, d = 512, n = 30000 (n >> d), xi = 0 (noise-free gradients allowed).
X := sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 = 4, eta_0 = c/X.  W_hat_n by Newton's method; GD started 1e-3 from it.
Stability needs eta_0 lambda_max(Hess f_n(W_hat_n)) < 2; lambda_max ~ E[phi'] (||mu||^2 + 1) ~ 0.2 d."""
import numpy as np
rng = np.random.default_rng(0)
d, n = 512, 30000
mu = np.r_[0.0, np.ones(d - 1)]
sgn = np.where(rng.random(n) < 0.5, 1.0, -1.0)
X = rng.standard_normal((n, d)) + sgn[:, None] * mu
y = (rng.random(n) < 1 / (1 + np.exp(-X[:, 0]))).astype(float)
def grad_hess(w, hess=True):
    s = 1 / (1 + np.exp(-(X @ w)))
    g = X.T @ (s - y) / n
    H = (X * (s * (1 - s))[:, None]).T @ X / n if hess else None
    return g, H
w = np.zeros(d); w[0] = 1.0
for _ in range(12):                                              # Newton to the ERM critical point W_hat_n
    g, H = grad_hess(w); w -= np.linalg.solve(H, g)
g, H = grad_hess(w)
lmax = np.linalg.eigvalsh(H)[-1]
print(f"||grad f_n(W_hat)|| = {np.linalg.norm(g):.1e}; lambda_max(Hess f_n(W_hat)) = {lmax:.2f} (0.2066 (d) = {0.2066*d:.1f}); X = 4")
for c in (1.0, 0.5, 0.1, 0.05):
    eta = c / 4.0
    u = rng.standard_normal(d); wt = w + 1e-3 * u / np.linalg.norm(u)
    dist0 = np.linalg.norm(wt - w)
    for t in range(60):
        gt, _ = grad_hess(wt, hess=False); wt = wt - eta * gt
        if not np.all(np.isfinite(wt)) or np.linalg.norm(wt - w) > 1e6: break
    print(f"c = {c}: eta_0 lambda_max = {eta*lmax:.2f}; distance to W_hat after {t+1} GD steps: {np.linalg.norm(wt - w):.2e} (start {dist0:.0e})")
