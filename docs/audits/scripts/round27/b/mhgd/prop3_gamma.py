"""Auditor B r27: mhgd Prop. 3 (seed 004 L279-L285) with Gamma_eps over its printed range (>= threshold, which is
negative when eps > 1/zeta - 1). Own numpy model Phi(X; W, U) = <U, softmax_rows(X W X^T) X> (1), DM1 tokens."""
import numpy as np
from mpmath import mp, mpf, exp, log, sqrt
mp.dps = 40
def model(S, M, T, R, y, Gam, noise):
    d = M + 2 + 1
    E = np.eye(d) * S; mup, mum, nus = E[0], E[1], E[2:2 + M]
    X = np.zeros((T, d)); rng = np.random.default_rng(0)
    for t in range(T):
        X[t] = (mup if y == 1 else mum) if t < R else nus[rng.integers(M)] + noise[t]
    Wst = np.outer(mup, mup) + np.outer(mum, mum) + sum(np.outer(n, mup + mum) for n in nus)
    Wopt = Wst / (S**2 * np.sqrt(2 * (M + 1))); Uopt = np.outer(np.ones(T), mup - mum) / (S * np.sqrt(2 * T))
    L = X @ (Gam * Wopt) @ X.T; A = np.exp(L - L.max(1, keepdims=True)); A /= A.sum(1, keepdims=True)
    leak = A[:, R:].sum(1).max()
    margin = y * np.sum(Uopt * (A @ X))
    return leak, margin
def thr(S, M, zeta, eps): return 8 * np.sqrt(2 * (M + 1)) / (3 * S**2) * np.log((1 / zeta - 1) / eps)
def gattn(S, T, eps, Zmu): return np.sqrt(T) / (np.sqrt(2) * S) * (S**2 * (1 - eps) - 2 * eps * Zmu)
S, M, T, R, eps = 0.68, 1, 7, 6, 0.191
zeta = R / T; th = thr(S, M, zeta, eps)
leak, mg = model(S, M, T, R, 1, th, np.zeros((T, M + 3)))
print(f"helper instance: 1/zeta-1={1/zeta-1:.4f} < eps={eps}; threshold={th:.4f}; at Gamma=threshold leak={leak:.4f} (> eps: {leak > eps}), "
      f"margin={mg:.4f} vs gamma_attn={gattn(S, T, eps, 0):.4f} (below: {mg < gattn(S, T, eps, 0)})")
# exact re-measure (closed form for the noise-free instance: leak = (T-R)/(R e^{Gamma S^2/sqrt(2(M+1))} + T-R))
G = mpf(8) * sqrt(2 * (M + 1)) / (3 * mpf(S)**2) * log((1 / (mpf(R) / T) - 1) / mpf(eps))
lk = (T - R) / (R * exp(G * mpf(S)**2 / sqrt(2 * (M + 1))) + (T - R))
print(f"   mpmath: threshold={mp.nstr(G, 12)}, leak={mp.nstr(lk, 12)}, margin={mp.nstr(sqrt(T) * mpf(S) * (1 - lk) / sqrt(2), 12)}, "
      f"gamma_attn={mp.nstr(sqrt(T) / (sqrt(2) * mpf(S)) * mpf(S)**2 * (1 - mpf(eps)), 12)}")
# where it fails: scan eps and the fraction of the threshold range
rng = np.random.default_rng(1); worst_read = -1e9; nfail_lit = 0; n = 0
for _ in range(20000):
    M = int(rng.integers(1, 5)); T = int(rng.integers(2, 12)); R = int(rng.integers(1, T)); S = float(rng.uniform(0.2, 3))
    zeta = R / T; eps = float(np.exp(rng.uniform(np.log(1e-4), np.log(5)))); th = thr(S, M, zeta, eps)
    Zb = S**2 / 8 * rng.uniform(0, 1)                      # Z_mu = Z_nu <= S^2/8
    noise = np.zeros((T, M + 3))
    for t in range(R, T):                                   # |<z, mu>| <= Z_mu, |<z, nu_l>| <= Z_nu/M
        noise[t, :2] = rng.uniform(-1, 1, 2) * Zb / S; noise[t, 2:2 + M] = rng.uniform(-1, 1, M) * Zb / M / S
        noise[t, -1] = rng.uniform(-1, 1)
    y = int(rng.choice([-1, 1]))
    for Gam in [th, th + abs(rng.normal()), max(th, 0.0), max(th, 0.0) + abs(rng.normal())]:
        leak, mg = model(S, M, T, R, y, Gam, noise); n += 1
        bad = leak > eps + 1e-12 or mg < gattn(S, T, eps, Zb) - 1e-9
        if Gam >= 0: worst_read = max(worst_read, leak - eps, gattn(S, T, eps, Zb) - mg)
        elif bad: nfail_lit += 1
print(f"random search ({n} cases): literal range (Gamma < 0 allowed) failures: {nfail_lit}; reading Gamma >= max(0, threshold): "
      f"worst excess {worst_read:+.2e} (<= 0 means it holds)")
