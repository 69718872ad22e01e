"""Auditor D r20: seed 003 L6446 'delta_K(Q_2) <~ delta_K^2(W*)' (non-symmetric GMM). Own model, common_ch4.py."""
import numpy as np
from common_ch4 import Q_def, Q2_stein, Ephi, d2sig, sv

def W_of(eps, w3=(0.3, 0.2, 1.0)):
    return np.array([[1, 0, 0], [-1, eps, 0], list(w3)], float).T   # columns w1, w2, w3

mixA = [(0.6, np.array([0.5, 0, 0.2]), np.eye(3)), (0.4, np.array([-0.2, 0.3, 0]), np.diag([2, 1, 0.5]))]
rng = np.random.default_rng(7)
print("helper instance (mix A), antiparallel pair w2 = -e1 + eps e2")
print(" eps     dK(W)     dK(Q2)def    dK(Q2)stein   ratio dK(Q2)/dK(W)^2   kappa   dK(Q2)/(kappa dK^2)  c=E phi''")
for eps in [1e-1, 1e-2, 1e-3, 1e-4, 1e-5]:
    W = W_of(eps); K = 3
    Qd = Q_def(W, mixA, 2, n=40) if eps >= 1e-3 else None
    Qs = Q2_stein(W, mixA)
    s = np.linalg.svd(W, compute_uv=False); dK, kap = s[-1], s[0] / s[-1]
    qd = sv(Qd, K) if Qd is not None else float('nan')
    print(f" {eps:.0e}  {dK:.3e}  {qd:.5e}  {sv(Qs, K):.5e}  {sv(Qs, K)/dK**2:10.4g}  {kap:9.3g}  {sv(Qs,K)/(kap*dK**2):.4g}  {np.round(Ephi(W, mixA, d2sig), 5)}")
    if Qd is not None:
        print("     |Q2_def - Q2_stein|max =", np.abs(Qd - Qs).max())
print("control: parallel pair w2 = +e1 + eps e2 (phi'' odd -> same-sign coefficients): ratio stays bounded")
for eps in [1e-1, 1e-2, 1e-3, 1e-4]:
    W = np.array([[1, 0, 0], [1, eps, 0], [0.3, 0.2, 1.0]]).T
    Qs = Q2_stein(W, mixA); dK = np.linalg.svd(W, compute_uv=False)[-1]
    print(f" {eps:.0e} ratio {sv(Qs, 3)/dK**2:.4g}")
print("random non-symmetric mixtures, random w1, w3, w2 = -w1 + eps*g  (ratio at eps = 1e-2, 1e-4)")
for trial in range(6):
    d = 3
    mix = []
    lam = rng.dirichlet([2, 2])
    for l in range(2):
        A = rng.normal(size=(d, d)) * 0.4; S = A @ A.T + 0.5 * np.eye(d)
        mix.append((lam[l], rng.normal(size=d) * 0.6, S))
    w1, w3, g = rng.normal(size=(3, d))
    out = []
    for eps in [1e-2, 1e-4]:
        W = np.stack([w1, -w1 + eps * g, w3], 1)
        Qs = Q2_stein(W, mix); dK = np.linalg.svd(W, compute_uv=False)[-1]
        out.append(sv(Qs, 3) / dK**2)
    print(f" trial {trial}: ratio {out[0]:.4g} -> {out[1]:.4g} (x{out[1]/out[0]:.1f});  Q1-type check E phi' = {np.round(Ephi(W, mix, lambda z: 0.25/np.cosh(z/2)**2), 3)}")
# general upper bound by sigma_{i+j-1}(AB) <= sigma_i(A) sigma_j(B): dK(W D W^T) <= s1(W D) sK(W) <= max|c| d1 dK
print("bound check dK(Q2) <= max|c|/K * d1 * dK on 2000 random instances:")
worst = 0
for _ in range(2000):
    d, K = 4, int(rng.integers(2, 5))
    mix = [(0.5, rng.normal(size=d), np.eye(d) * rng.uniform(0.3, 2)), (0.5, rng.normal(size=d), np.eye(d))]
    W = rng.normal(size=(d, K)) * rng.uniform(0.1, 3)
    c = Ephi(W, mix, d2sig, n=80); Qs = (W * c) @ W.T / K
    s = np.linalg.svd(W, compute_uv=False)
    worst = max(worst, sv(Qs, K) / (np.abs(c).max() / K * s[0] * s[-1]))
print(" max ratio to the bound:", worst)
# hypotheses of Lemma C.3.3 / Assumption C.1.2 on the helper instance: Q1, Q3 nonzero, Q2 nonzero
from common_ch4 import d3sig
W = W_of(1e-3)
c1 = Ephi(W, mixA, lambda z: 0.25 / np.cosh(z / 2)**2); c3 = Ephi(W, mixA, d3sig)
print("eps=1e-3: ||Q1|| =", np.linalg.norm(W @ c1 / 3), " ||Q3||_F =", np.linalg.norm(np.einsum('k,ik,jk,lk->ijl', c3 / 3, W, W, W)),
      " ||Q2|| =", np.linalg.norm(Q2_stein(W, mixA), 2), " tau =", np.sqrt(2 / 0.5))
# the direction (C.243) actually uses is the reverse, dK(Q2) >~ dK(W*)^2: fails along W* -> a W* (a -> 0)
for a in [1, 0.1, 0.01, 0.001]:
    W = a * np.array([[1, 0, 0], [0, 1, 0], [0.3, 0.2, 1.0]]).T
    dK = np.linalg.svd(W, compute_uv=False)[-1]
    print(f" reverse direction, a={a}: dK(Q2)/dK(W)^2 = {sv(Q2_stein(W, mixA), 3)/dK**2:.4g}")
