# Auditor B, round 30: thesis.ch5.eqD.131-first (seed 003 L7801): |g_r^(b,b)(e_g, A*, X_i, W_T, V_T, B)| <= |e_g^T A* A* (A* X W_T o D_w^(0) V_T) o D_v^(0) c_r|.
# g^(b,b) (D.69, L7213; L7369) uses the sign patterns D + D' at W^(0) + W^rho + W_T Sigma, V^(0) + V^rho + Sigma V_T (L7207, L7225),
# the right side the patterns D^(0) at initialization.  Sigma cancels: ((M Sigma) o D) Sigma V = (M o D) V.
import numpy as np
rng = np.random.default_rng(21)
def run(seed, N=3, d=2, m1=4, m2=4, eps0=0.01, C0=1.0, pstar=1.0):
    g_ = np.random.default_rng(seed)
    Adj = np.ones((N, N)) - np.eye(N); At = Adj + np.eye(N); A = pstar*At/np.sqrt(np.outer(At.sum(1), At.sum(1)))
    X = g_.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W0 = g_.standard_normal((d, m1))/np.sqrt(m1); V0 = g_.standard_normal((m1, m2))/np.sqrt(m2)
    B1 = np.ones((N, 1)) @ (g_.standard_normal((1, m1))/np.sqrt(m1)); B2 = np.ones((N, 1)) @ (g_.standard_normal((1, m2))/np.sqrt(m2))
    c = g_.standard_normal(m2)
    sw, sv = 1/m1**(1 - 0.01), 1/m2**(0.5 + 0.01)                                  # Table D.2
    Wr = sw*g_.standard_normal((d, m1)); Vr = sv*g_.standard_normal((m1, m2))
    Sig = np.diag(g_.choice([-1.0, 1.0], m1))
    tw = C0/(eps0**0.25*m1**(0.75 - 0.005)); tv = m1**(0.5 - 0.005)/(np.sqrt(eps0)*np.sqrt(m2))
    WT = g_.standard_normal((d, m1)); WT *= eps0**0.25*tw/np.sum(np.linalg.norm(WT, axis=0)**4)**0.25     # (D.126) at equality
    VT = g_.standard_normal((m1, m2)); VT *= eps0**0.5*tv/np.linalg.norm(VT)                              # (D.127) at equality
    def pats(W, V):
        H1 = A @ X @ W + B1; Dw = (H1 > 0).astype(float)
        H2 = A @ (np.maximum(H1, 0)) @ V + B2; Dv = (H2 > 0).astype(float)
        return Dw, Dv
    Dw0, Dv0 = pats(W0, V0)
    Dw1, Dv1 = pats(W0 + Wr + WT @ Sig, V0 + Vr + Sig @ VT)
    def gbb(Dw, Dv):
        return A @ (((A @ ((A @ X @ WT)*Dw)) @ VT)*Dv) @ c                      # one entry per node g (e_g^T A ...)
    left, right = np.abs(gbb(Dw1, Dv1)), np.abs(gbb(Dw0, Dv0))
    return left, right, (Dw1 != Dw0).sum() + (Dv1 != Dv0).sum()
cnt = 0; worst = 0; diffpat = 0
for seed in range(200):
    l, r, ch = run(seed)
    diffpat += ch > 0
    if np.any(l > r*(1 + 1e-12)): cnt += 1; worst = max(worst, np.max(l/np.maximum(r, 1e-300)))
print(f"200 seeds (triangle, p* = 1, d = 2, m1 = m2 = 4, eps0 = 0.01, C0 = 1): patterns differ in {diffpat}; left > right at some node in {cnt}; max ratio {worst:.3g}")
cnt = 0; worst = 0
for seed in range(200):
    l, r, ch = run(seed, m1=64, m2=64)
    if np.any(l > r*(1 + 1e-12)): cnt += 1; worst = max(worst, np.max(l/np.maximum(r, 1e-300)))
print(f"200 seeds, m1 = m2 = 64: left > right at some node in {cnt}; max ratio {worst:.3g}")
