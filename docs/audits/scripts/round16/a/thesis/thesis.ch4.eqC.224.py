#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (C.224) L6343-6345, proof of Lemma C.3.2 (App. C.5.2).
Printed: (4/K^2) Gamma~ ||W_hat - W*P||_F^2 <= (1/2) vec(Delta)^T Hess f_n(W') vec(Delta), W' on the segment of (C.222),
Gamma~ = sum_l lambda_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K ||Sigma_l^-1||^-1/2), delta_K ||Sigma_l^-1||^-1/2).
By the scalar mean value form of Taylor along the segment, the right side equals R = f_n(W_hat) - f_n(W*) - <grad f_n(W*), Delta>.
Own numpy code: model (4.1) H(W, x) = (1/K) sum_j phi(w_j^T x), sigmoid phi, cross-entropy (4.3), x ~ GMM.
Instance: d = K = 3, W* = I (kappa = eta = 1, delta_K = 1), L = 2 identical groups N(0, I_3), lambda = (1/2, 1/2)
(tau = sigma_max/sigma_min = 1, Sigma positive definite, L >= 2), P = I.
"""
import math
import sys

import numpy as np

K = d = 3
phi = lambda s: 0.5 * (1 + np.tanh(s / 2))
dphi = lambda s: phi(s) * (1 - phi(s))

# --- rho(0, 1) of (C.6) by 1-D Gauss-Hermite (z ~ N(0, 1))
gx, gw = np.polynomial.hermite_e.hermegauss(120)
gw = gw / gw.sum()
a0, a2 = (gw * dphi(gx)).sum(), (gw * dphi(gx) * gx**2).sum()
b0, b2 = (gw * dphi(gx) ** 2).sum(), (gw * dphi(gx) ** 2 * gx**2).sum()
rho = min((0 + 1) * (b0 - a0**2), b2 - a2**2 / (0 + 1))
Gam = 0.5 * rho + 0.5 * rho          # lambda_l * 1/(1 * 1 * 1) * rho, two identical groups
print(f"rho(0,1) = {rho:.6e}, Gamma~ = {Gam:.6e}, 8 Gamma~/K^2 = {8*Gam/K**2:.4e}")

# --- population Hessian at W*: E[g g^T/(H(1-H))], g_(j,a) = phi'(x_j) x_a / K; 3-D tensor Gauss-Hermite
q, w = np.polynomial.hermite_e.hermegauss(40)
w = w / w.sum()
X = np.stack(np.meshgrid(q, q, q, indexing="ij"), -1).reshape(-1, 3)
Wt = np.einsum("i,j,k->ijk", w, w, w).reshape(-1)
Hx = phi(X).mean(1)                               # W* = I: w_j^T x = x_j
G = (dphi(X)[:, :, None] * X[:, None, :] / K).reshape(-1, 9)   # index (j, a)
Hpop = np.einsum("n,na,nb->ab", Wt / (Hx * (1 - Hx)), G, G)
ev = np.linalg.eigvalsh(Hpop)
print("eigenvalues of Hess fbar(W*) / (8 Gamma~/K^2):", np.round(ev / (8 * Gam / K**2), 3))
print("lambda_min / (4 Gamma~/K^2) =", round(ev[0] / (4 * Gam / K**2), 3), " (Lemma C.4.4 / (C.178) at W*)")

# --- asymptotic failure probability: Delta ~ H^-1/2 z / sqrt(n), R ~ z^T z/(2n), lhs = (4/K^2) Gam z^T H^-1 z / n
rng = np.random.default_rng(0)
Z = rng.normal(size=(400000, 9))
Hi = np.linalg.inv(Hpop)
qf = np.einsum("na,ab,nb->n", Z, Hi, Z)
p_print = np.mean(8 * Gam / K**2 * qf > (Z * Z).sum(1))
p_half = np.mean(4 * Gam / K**2 * qf > (Z * Z).sum(1))
print(f"n -> inf: P((C.224) fails) = {p_print:.3f};  with the halved side (2/K^2) Gamma~: {p_half:.4f}")


# --- finite n: ERM by Newton from W*, exact Taylor remainder R
def fgh(Wv, x, y):
    W = Wv.reshape(3, 3)  # columns w_j: W[:, j]; vec index (j, a) -> W[a, j]
    S = x @ W
    H = phi(S).mean(1)
    H = np.clip(H, 1e-300, 1 - 1e-16)
    f = -np.mean(y * np.log(H) + (1 - y) * np.log(1 - H))
    gH = (dphi(S)[:, :, None] * x[:, None, :] / K).reshape(len(x), 9)          # dH/dW_(j,a)
    c1 = -(y / H - (1 - y) / (1 - H))
    g = (c1[:, None] * gH).mean(0)
    c2 = y / H**2 + (1 - y) / (1 - H) ** 2
    d2 = dphi(S) * (1 - 2 * phi(S)) / K                                          # d^2H/dw_j^2 along x x^T
    Hs = np.einsum("n,na,nb->ab", c2, gH, gH) / len(x)
    blk = np.einsum("n,nj,na,nb->jab", c1, d2, x, x) / len(x)
    for j in range(3):
        Hs[3 * j:3 * j + 3, 3 * j:3 * j + 3] += blk[j]
    return f, g, Hs


def to_vec(W):  # (j, a) ordering
    return W.T.reshape(-1)


def trial(n, rng):
    x = rng.normal(size=(n, 3))
    y = (rng.random(n) < phi(x).mean(1)).astype(float)
    w0 = to_vec(np.eye(3))
    wv = w0.copy()
    f, g, Hs = fgh_vec(wv, x, y)
    for _ in range(100):
        lam = 0.0
        while True:                                   # Levenberg-damped Newton with backtracking on f
            try:
                step = np.linalg.solve(Hs + lam * np.eye(9), g)
            except np.linalg.LinAlgError:
                step = g
            ok = False
            for tt in (1.0, 0.5, 0.25, 0.1, 0.03, 0.01):
                fn, gn, Hn = fgh_vec(wv - tt * step, x, y)
                if np.isfinite(fn) and fn <= f:
                    ok = True
                    break
            if ok or lam > 1e6:
                break
            lam = max(1e-6, 10 * lam)
        wv, f, g, Hs = wv - tt * step, fn, gn, Hn
        if np.linalg.norm(g) < 1e-11:
            break
    f1, g1, H1 = fgh_vec(wv, x, y)
    f0, g0, _ = fgh_vec(w0, x, y)
    D = wv - w0
    R = f1 - f0 - g0 @ D
    lhs = 4 / K**2 * Gam * (D @ D)
    pd = np.linalg.eigvalsh(H1).min() > 0
    return lhs, R, np.linalg.norm(g1), pd, math.sqrt(D @ D)


def fgh_vec(wv, x, y):
    W = wv.reshape(3, 3).T          # W[a, j] = wv[(j, a)]
    return fgh(W.reshape(-1), x, y)


if True:
    rng = np.random.default_rng(1)
    for n in (10000, 100000):
        res = [trial(n, rng) for _ in range(20)]
        fails = sum(1 for l, R, gn, pd, dn in res if pd and gn < 1e-8 and l > R)
        ok = sum(1 for l, R, gn, pd, dn in res if pd and gn < 1e-8)
        rat = [l / R for l, R, gn, pd, dn in res if pd and gn < 1e-8 and R > 0]
        print(f"n = {n}: (C.224) fails in {fails} of {ok} ERMs (strict local minima, |grad| < 1e-8); "
              f"lhs/R max {max(rat):.2f} median {np.median(rat):.2f}; ||Delta||_F median {np.median([r[4] for r in res]):.3f}"
              f"; halved side fails in {sum(1 for l, R, gn, pd, dn in res if pd and gn < 1e-8 and l / 2 > R)}")
