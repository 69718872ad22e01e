"""Auditor D r20: seed 003 L6446 'delta_K(Q_3(I_d,I_d,alpha)) <~ delta_K^2(W*) for any arbitrary vector alpha' (symmetric GMM (C.4))."""
import numpy as np
from common_ch4 import Q_def, Q3a_stein, Q2_stein, Ephi, d3sig, sv

mu, D = np.array([0.5, -0.3, 0.4]), np.diag([1.0, 2.0, 0.5])
mixS = [(0.5, mu, D), (0.5, -mu, D)]                 # (C.4), L = 2 even
def W_of(eps): return np.array([[1, 0, 0], [-1, eps, 0], [0.3, 0.2, 1.0]], float).T
al = np.ones(3) / np.sqrt(3)
print("symmetric mixture: Q2 = 0 check:", np.abs(Q2_stein(W_of(1e-2), mixS)).max())
print(" eps    dK(W)      dK(Q3a)def   dK(Q3a)stein  ratio  | dK/(||a|| d1^2 dK) ")
for eps in [1e-1, 1e-2, 1e-3, 1e-4, 1e-5]:
    W = W_of(eps); s = np.linalg.svd(W, compute_uv=False)
    Qs = Q3a_stein(W, mixS, al)
    qd = sv(Q_def(W, mixS, 3, al, n=40), 3) if eps >= 1e-3 else float('nan')
    print(f" {eps:.0e} {s[-1]:.3e}  {qd:.5e}  {sv(Qs,3):.5e}  {sv(Qs,3)/s[-1]**2:9.4g} | {sv(Qs,3)/(s[0]**2*s[-1]):.4g}")
print(" coefficients E phi'''(w_i^T x) * w_i^T alpha at eps=1e-3:", Ephi(W_of(1e-3), mixS, d3sig) * (W_of(1e-3).T @ al))
print("scale of alpha (literal 'any vector'): ratio at eps=0.1 for ||alpha|| = 1, 10, 100:",
      [round(sv(Q3a_stein(W_of(0.1), mixS, t * al), 3) / np.linalg.svd(W_of(0.1), compute_uv=False)[-1]**2, 4) for t in (1, 10, 100)])
rng = np.random.default_rng(3)
print("random symmetric mixtures / unit alphas, w2 = -w1 + eps g: ratio at eps 1e-2 -> 1e-4")
for trial in range(6):
    d = 3; A = rng.normal(size=(d, d)) * 0.4; S = A @ A.T + 0.5 * np.eye(d); m = rng.normal(size=d) * 0.6
    mix = [(0.5, m, S), (0.5, -m, S)]
    w1, w3, g, a = rng.normal(size=(4, d)); a /= np.linalg.norm(a)
    r = []
    for eps in [1e-2, 1e-4]:
        W = np.stack([w1, -w1 + eps * g, w3], 1); r.append(sv(Q3a_stein(W, mix, a), 3) / np.linalg.svd(W, compute_uv=False)[-1]**2)
    print(f" trial {trial}: {r[0]:.4g} -> {r[1]:.4g}")
W = W_of(1e-3)
c1 = Ephi(W, mixS, lambda z: 0.25 / np.cosh(z / 2)**2); c3 = Ephi(W, mixS, d3sig)
print("eps=1e-3 Assumption C.1.2: ||Q1|| =", np.linalg.norm(W @ c1 / 3), " ||Q3||_F =", np.linalg.norm(np.einsum('k,ik,jk,lk->ijl', c3 / 3, W, W, W)), " tau = 2")
