"""Auditor D r20: seed 003 L6462 (C.245) first step: ||U^T wbar_j - v_j|| <= K^{3/2}/delta_K^2(W*) ||R_3 - R^_3||.
Own model: K = d = 2 (U^ any orthogonal 2x2 -> take U^ = I, R_3 = Q_3(U^,U^,U^) = Q_3), W* = a I."""
import numpy as np
from common_ch4 import Q_def, Ephi, d3sig, sig

mix = [(0.6, np.array([0.5, -0.2]), np.eye(2)), (0.4, np.array([-0.3, 0.4]), np.diag([2.0, 0.5]))]
K = 2
def R3_of(a):
    W = a * np.eye(2); c = Ephi(W, mix, d3sig)
    return np.einsum('k,ik,jk,lk->ijl', c / K, W, W, W), c
def spec_norm_sym(T, m=20001):   # Banach: sym tensor spectral norm = max_|x|=1 |T(x,x,x)|
    th = np.linspace(0, np.pi, m); X = np.stack([np.cos(th), np.sin(th)], 1)
    return np.abs(np.einsum('ijk,ni,nj,nk->n', T, X, X, X)).max()
def jennrich(T, rng):
    g1, g2 = rng.normal(size=(2, 2))
    M1 = np.einsum('ijk,k->ij', T, g1); M2 = np.einsum('ijk,k->ij', T, g2)
    ev, V = np.linalg.eig(M1 @ np.linalg.inv(M2)); V = np.real(V)
    return V / np.linalg.norm(V, axis=0)
def orth_eig(T, rng):          # orthogonal-case projection + eigendecomposition (KCL's orthogonal variant)
    g = rng.normal(size=2); _, V = np.linalg.eigh(np.einsum('ijk,k->ij', T, g)); return V
def err(V):                    # max_j min over matching and sign of ||e_j - v_j||
    best = np.inf
    for P in ([0, 1], [1, 0]):
        e = max(min(np.linalg.norm(np.eye(2)[:, j] - s * V[:, P[j]]) for s in (1, -1)) for j in range(2))
        best = min(best, e)
    return best
R3d = np.stack([Q_def(np.eye(2) * 0.1, mix, 3, np.eye(2)[k], n=60) for k in range(2)], 2)
print("definition vs Stein R_3 at a = 0.1: max diff", np.abs(R3d - R3_of(0.1)[0]).max(), " |R3| entries", np.abs(R3_of(0.1)[0]).max())
rng = np.random.default_rng(0)
print("(i) exact rank-2 perturbation e1 -> unit(e1 + 1e-5 e2)  /  (ii) random symmetric E, ||E||_F = 1e-4 ||R3||_F (median over 50, Jennrich & orth-eig)")
print("   a     E phi'''(a x_j)      ratio_F(i)  ratio_spec(i) |  ratio_F(ii) Jennrich   ratio_F(ii) orth-eig")
for a in [2.0, 1.0, 0.3, 0.1, 0.01, 0.001]:
    R3, c = R3_of(a)
    v1 = np.array([1, 1e-5]); v1 /= np.linalg.norm(v1)
    Rh = (c[0] * a**3 / K) * np.einsum('i,j,k->ijk', v1, v1, v1) + (c[1] * a**3 / K) * np.einsum('i,j,k->ijk', *[np.eye(2)[:, 1]] * 3)
    lhs = err(jennrich(Rh, rng))
    rF = K**1.5 / a**2 * np.linalg.norm(R3 - Rh); rS = K**1.5 / a**2 * spec_norm_sym(R3 - Rh)
    rj, ro = [], []
    for _ in range(50):
        E = rng.normal(size=(2, 2, 2)); E = sum(E.transpose(p) for p in [(0,1,2),(0,2,1),(1,0,2),(1,2,0),(2,0,1),(2,1,0)]) / 6
        E *= 1e-4 * np.linalg.norm(R3) / np.linalg.norm(E); rhs = K**1.5 / a**2 * np.linalg.norm(E)
        rj.append(err(jennrich(R3 + E, rng)) / rhs); ro.append(err(orth_eig(R3 + E, rng)) / rhs)
    print(f" {a:6g}  {np.round(c, 5)}  {lhs/rF:9.4g}  {lhs/rS:9.4g}   | {np.median(rj):9.4g}  {np.median(ro):9.4g}")
# (iii) the literal empirical R^_3: sample mean of y * (-1)^3 p^-1 grad^3 p over n draws, a = 1 (U^ = I since d = K)
def sample_R3(a, n, rng, chunk=500000):
    T = np.zeros((2, 2, 2)); lam = np.array([m[0] for m in mix]); tot = 0
    while tot < n:
        m = min(chunk, n - tot); comp = rng.choice(2, size=m, p=lam)
        x = np.empty((m, 2))
        for l, (_, mu, S) in enumerate(mix):
            idx = comp == l; x[idx] = mu + rng.normal(size=(idx.sum(), 2)) @ np.linalg.cholesky(S).T
        y = (rng.random(m) < sig(a * x).mean(1)).astype(float)
        p = np.zeros(m); sc = np.zeros((m, 2, 2, 2))
        for lamb, mu, S in mix:
            Si = np.linalg.inv(S); u = (x - mu) @ Si
            pl = lamb * np.exp(-0.5 * np.einsum('ni,ni->n', x - mu, u)) / (2 * np.pi * np.sqrt(np.linalg.det(S)))
            s3 = np.einsum('ni,nj,nk->nijk', u, u, u) - (np.einsum('ni,jk->nijk', u, Si) + np.einsum('nj,ik->nijk', u, Si) + np.einsum('nk,ij->nijk', u, Si))
            p += pl; sc += pl[:, None, None, None] * s3
        T += np.einsum('n,nijk->ijk', y / p, sc); tot += m
    return T / n
for a, n in [(1.0, 2000000), (2.0, 2000000)]:
    R3, c = R3_of(a); Rh = sample_R3(a, n, rng)
    lhs = err(jennrich(Rh, rng)); rhs = K**1.5 / a**2 * np.linalg.norm(R3 - Rh)
    print(f"(iii) sampled a={a}, n={n}: lhs {lhs:.4g}, rhs_F {rhs:.4g}, rhs_spec {K**1.5/a**2*spec_norm_sym(R3-Rh):.4g}, ratio_F {lhs/rhs:.3g}")
from common_ch4 import d2sig
for a in [1.0, 0.01]:
    W = a * np.eye(2)
    print(f"a={a}: Assumption C.1.2 E phi' = {Ephi(W, mix, lambda z: 0.25/np.cosh(z/2)**2)}, E phi'' = {Ephi(W, mix, d2sig)} (Q1, Q2 != 0), E phi''' above (Q3 != 0)")
