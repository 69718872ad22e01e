"""Audit A, r13: thesis App. C.6.3/C.6.5 (GMM not symmetric; Lemma C.6.3 any GMM), pointwise score bounds:
 (C.258) L6527: ||y_i S_2(x_i)|| <~ ||sigma_min^-4 (1/K) sum_j phi(w_j*^T x_i) x_i x_i^T||
 (C.259) L6531: |Gp'_i|^p <~ |sigma_min^-4 (x_i^T v)^2 + E_x[sigma_min^-4 (x_i^T v)^2]|^p, Gp'_i = <v, (y_i S_2(x_i) - E[y S_2]) v>
 (C.272) L6583-L6585: ||y_i S_1(x_i)|| <~ ... <~ ||sigma_min^-2 (1/K) sum_j phi(w_j*^T x_i) x_i||
 (C.273) L6589: |Gq_i|^p <~ |sigma_min^-2 (x_i^T v) + E_x[sigma_min^-2 (x_i^T v)]|^p, Gq_i = <v, y_i S_1(x_i) - E[y S_1]>
S_m = (-1)^m grad^m p / p (L6494), p the GMM density (C.3), y ~ Bernoulli(H(W*, x)), H = (1/K) sum phi(w^T x), phi sigmoid
(4.1); Q_m = E[y S_m] (C.251); sigma_min = min_l ||Sigma_l^-1||^{-1/2}. Own: mpmath numerical derivatives of p;
Q_1, Q_2 by 2-D Gauss-Hermite of E[H(x) S_m(x)] (Definition C.1.1 directly)."""
import mpmath as mp
import numpy as np

mp.mp.dps = 30
lam = [0.3, 0.7]
mus = [np.array([1.0, 0.0]), np.array([-0.5, 0.5])]

def density(covs):
    def p(x1, x2):
        tot = 0
        for l, m, c in zip(lam, mus, covs):
            q = (x1 - m[0]) ** 2 / c[0] + (x2 - m[1]) ** 2 / c[1]
            tot += l * mp.exp(-q / 2) / (2 * mp.pi * mp.sqrt(c[0] * c[1]))
        return tot
    return p

def S1(p, x):
    px = p(*x)
    return np.array([float(-mp.diff(p, tuple(x), o) / px) for o in ((1, 0), (0, 1))])

def S2(p, x):
    px = p(*x)
    M = np.zeros((2, 2))
    for i in range(2):
        for j in range(2):
            o = [0, 0]; o[i] += 1; o[j] += 1
            M[i, j] = float(mp.diff(p, tuple(x), tuple(o)) / px)
    return M

sig = lambda z: 1 / (1 + np.exp(-z))
w = np.array([1.0, 0.0])
H = lambda x: sig(w @ x)

def expect(f, covs, n=30):
    z, wz = np.polynomial.hermite_e.hermegauss(n); wz = wz / wz.sum()
    tot = 0.0
    for l, m, c in zip(lam, mus, covs):
        for a, wa in zip(z, wz):
            for b, wb in zip(z, wz):
                tot += l * wa * wb * f(m + np.array([a * np.sqrt(c[0]), b * np.sqrt(c[1])]))
    return tot

# (C.258), (C.272): Sigma = I, x -> 0 along (0.6, 0.8)
covs = [(1.0, 1.0), (1.0, 1.0)]
p = density(covs); smin = 1.0
print("(C.258)/(C.272): lambda = (0.3, 0.7), N((1,0), I), N((-0.5,0.5), I) (not symmetric), K = 1, w* = (1,0), y_i = 1")
for t in (1.0, 0.1, 1e-2, 1e-3, 0.0):
    x = t * np.array([0.6, 0.8])
    l258 = np.linalg.norm(S2(p, list(x)), 2); r258 = smin**-4 * H(x) * np.linalg.norm(np.outer(x, x), 2)
    l272 = np.linalg.norm(S1(p, list(x))); r272 = smin**-2 * H(x) * np.linalg.norm(x)
    print(f"   x = {t:g} (0.6,0.8): ||S_2|| = {l258:.4f} vs {r258:.2e} (ratio {l258 / r258 if r258 else float('inf'):.3g});"
          f"  ||S_1|| = {l272:.4f} vs {r272:.2e} (ratio {l272 / r272 if r272 else float('inf'):.3g})")

# (C.273): Sigma = I, v = (0.6, 0.8), y_i = 0, x_i on the hyperplane where the right side vanishes
v = np.array([0.6, 0.8])
Q1 = np.array([expect(lambda x: H(x) * S1(p, list(x))[k], covs, 16) for k in range(2)])
stein = expect(lambda x: sig(w @ x) * (1 - sig(w @ x)), covs) * w
mubar = lam[0] * mus[0] + lam[1] * mus[1]
print(f"(C.273): Q_1 = {Q1} (Definition C.1.1 quadrature; Stein form {stein}); Q_1^T v = {Q1 @ v:.4f} != 0; "
      f"E[x^T v] = mubar^T v = {mubar @ v:.3f}")
for s in (0.1, 1e-2, 1e-3, 0.0):
    xa = np.array([0.8, -0.6]) * 0.7 + (-(mubar @ v) + s) * v           # x_i^T v + E[x^T v] = s
    xb = np.array([0.8, -0.6]) * 0.7 + s * v                           # x_i^T v = s (x_i-inside reading)
    print(f"   s = {s:g}: y_i = 0: |Gq_i| = |Q_1^T v| = {abs(Q1 @ v):.4f}; printed right side (p = 1): E-over-x reading "
          f"{abs(xa @ v + mubar @ v):.1e}, x_i-inside reading {abs(2 * (xb @ v)):.1e}")

# (C.259): Sigma_l = diag(1, 2), x_i -> infinity inside the hyperplane x^T v = c
covs2 = [(1.0, 2.0), (1.0, 2.0)]
p2 = density(covs2); smin2 = 1.0
Q2vv = expect(lambda x: H(x) * (v @ S2(p2, list(x)) @ v), covs2, 12)
Exv2 = expect(lambda x: (x @ v) ** 2, covs2)
print(f"(C.259): Sigma = diag(1, 2) (tau = sqrt 2), v = (0.6, 0.8), Q_2(v,v) = {Q2vv:.4f}, E[(x^T v)^2] = {Exv2:.3f}")
for t in (1.0, 10.0, 100.0, 1000.0):
    x = t * np.array([0.8, -0.6]) + 0.5 * v                         # x^T v = 0.5 fixed
    for y in (1, 0):
        gp = y * (v @ S2(p2, list(x)) @ v) - Q2vv
        rhs_a = abs(smin2**-4 * (x @ v) ** 2 + smin2**-4 * Exv2)
        rhs_b = abs(2 * smin2**-4 * (x @ v) ** 2)
        if y == 1:
            print(f"   t = {t:g}: y_i = 1: |Gp'_i| = {abs(gp):.4g} vs right side (p = 1) {rhs_a:.3f} (E over x) / {rhs_b:.3f} (x_i inside)")
