"""Auditor C, round 12: thesis Theorem 2 / Algorithm 1 (L1117, L1132): GD (4.6) with step
eta_0 = O((sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^{-1}) converges linearly to a critical point W^_n:
||W_t - W^_n||_F <= v^t ||W_0 - W^_n||_F + eta_0 xi/(1-v) sqrt(dK log n/n), v = 1 - K^-2 q(Psi) < 1.
Own code (numpy). xi = 0 (noise-free gradient). Model (4.1)/(4.3), sigmoid, cross-entropy.
Instance as in my (C.135) script: L = 2, lambda = 1/2, mu_1 = -mu_2 = m s (alternating signs), Sigma_l = diag(linspace(.9,1.1,d)),
W* columns (e_{2j}+e_{2j+1})/sqrt2 (orthogonal to mu)."""
import math
import numpy as np

sig = lambda t: 1.0 / (1.0 + np.exp(-t))
dsig = lambda t: sig(t) * (1 - sig(t))
d2sig = lambda t: dsig(t) * (1 - 2 * sig(t))

def setup(d, K, n, m, rng):
    s = np.where(np.arange(d) % 2 == 0, 1.0, -1.0); v = np.linspace(0.9, 1.1, d)
    W = np.zeros((d, K))
    for j in range(K):
        W[2 * j, j] = W[2 * j + 1, j] = 1 / math.sqrt(2)
    mus = [m * s, -m * s]
    comp = rng.integers(0, 2, n)
    X = np.where(comp[:, None] == 0, mus[0], mus[1]) + rng.standard_normal((n, d)) * np.sqrt(v)
    y = (rng.random(n) < sig(X @ W).mean(1)).astype(float)
    S_inf = 0.5 * sum((np.abs(mu).max() + math.sqrt(v.max()))**2 for mu in mus)
    S_two = 0.5 * sum((np.linalg.norm(mu) + math.sqrt(v.max()))**2 for mu in mus)
    return W, X, y, S_inf, S_two

def grad(W, X, y):
    n, d = X.shape; K = W.shape[1]
    Z = X @ W; H = np.clip(sig(Z).mean(1), 1e-12, 1 - 1e-12)
    zeta = -(y - H) / (H * (1 - H)) / K           # (C.71)
    return X.T @ (zeta[:, None] * dsig(Z)) / n      # d x K

def hess(W, X, y):
    n, d = X.shape; K = W.shape[1]
    Z = X @ W; H = sig(Z).mean(1); p1, p2 = dsig(Z), d2sig(Z)
    A = (H**2 + y - 2 * y * H) / (H**2 * (1 - H)**2); B = (y - H) / (H * (1 - H))
    Hs = np.zeros((d * K, d * K))
    for j in range(K):
        for k in range(K):
            xi = p1[:, j] * p1[:, k] * A / K**2 - (p2[:, j] * B / K if j == k else 0)
            Hs[j*d:(j+1)*d, k*d:(k+1)*d] = (X * xi[:, None]).T @ X / n
    return Hs

def vec(W): return W.T.reshape(-1)            # block j = column j
def unvec(w, d, K): return w.reshape(K, d).T

def loss(W, X, y):
    H = np.clip(sig(X @ W).mean(1), 1e-15, 1 - 1e-15)
    return float(-np.mean(y * np.log(H) + (1 - y) * np.log(1 - H)))

def critical_point(W0, X, y, iters=40):
    """damped Newton (backtracking on f_n) from W*"""
    d, K = W0.shape; W = W0.copy()
    for _ in range(iters):
        g = vec(grad(W, X, y))
        if np.linalg.norm(g) < 1e-12: break
        step = unvec(np.linalg.solve(hess(W, X, y), g), d, K); f0 = loss(W, X, y); a = 1.0
        while loss(W - a * step, X, y) > f0 and a > 1e-8: a /= 2
        W = W - a * step
    return W, np.linalg.norm(vec(grad(W, X, y)))

np.seterr(over='ignore')
rng = np.random.default_rng(2)
print(" K   d     n    S_inf   lmax(Hess f_n(W^n))  lmax/S_inf  c_crit=2 S_inf/lmax  | GD from W^n + 1e-3 noise, 200 steps:")
print("                                                                                 dist ratio (c=1, inf-norm step) / (c=1, Euclid step)")
for K, d, n in ((1, 16, 40000), (1, 64, 40000), (1, 256, 60000)):  # K = 2: population ratio in my (C.135) script (20 at d = 1024)
    W, X, y, S_inf, S_two = setup(d, K, n, 1.0, rng)
    What, gnorm = critical_point(W, X, y)
    Hs = hess(What, X, y); ev = np.linalg.eigvalsh((Hs + Hs.T) / 2)
    lmax, lmin = ev[-1], ev[0]
    assert lmin > 0 and gnorm < 1e-9           # W^_n a strict local min (critical point)
    res = []
    for eta in (1.0 / S_inf, 1.0 / S_two):
        Wt = What + 1e-3 * rng.standard_normal(What.shape); e0 = np.linalg.norm(Wt - What)
        for t in range(200):
            Wt = Wt - eta * grad(Wt, X, y)
            if not np.all(np.isfinite(Wt)) or np.linalg.norm(Wt - What) > 1e6: break
        res.append(np.linalg.norm(Wt - What) / e0)
    print(f" {K} {d:4d} {n:6d} {S_inf:7.3f}  {lmax:10.3f}          {lmax/S_inf:7.2f}     {2*S_inf/lmax:8.4f}            "
          f"| {res[0]:.3g} / {res[1]:.3g}   (||W^n - W*||_F = {np.linalg.norm(What - W):.3f}, lmin = {lmin:.4f})")
