"""Auditor C, round 28: chenli Theorem B.4 lower bound (seed 000 L3732-L3758) at m = 2, 3, from the paper alone.
P[Vx in R] >~ 0.9^m prod(Delta_j) det(2 pi V V^T)^{-1/2} exp(-a^T (VV^T)^{-1} a / 2), x uniform on {+-1}^d,
under (160)-(162) (rho, kappa, r, rbar > 0, 0 <= kappa << 1/m) and (163)-(165) (hidden constants)."""
import itertools, math
import numpy as np
rng = np.random.default_rng(0)

def all_signs(d):
    return np.array(list(itertools.product([-1, 1], repeat=d)), dtype=np.int8)

def params(V):
    d = V.shape[1]; nrm = np.linalg.norm(V, axis=1)
    rho = (np.abs(V).max(axis=1) * math.sqrt(d) / nrm).max()       # (160) holds with this rho
    G = V @ V.T; C = G / np.outer(nrm, nrm); m = V.shape[0]
    kappa = max(abs(C[i, j]) for i in range(m) for j in range(m) if i != j)
    return nrm, rho, kappa, G

def check(name, V, ts, a_scale=0.0):
    m, d = V.shape
    nrm, rho, kappa, G = params(V)
    X = all_signs(d).astype(float)
    S = X @ V.T                               # all 2^d values of Vx (exact law)
    det = np.linalg.det(G)
    print(f"--- {name}: m={m}, d={d}, ||v_j|| = {np.round(nrm,3)}, rho = {rho:.3f}, kappa = {kappa:.4f} "
          f"(kappa m = {kappa*m:.3f}), det(VV^T) = {det:.2f}")
    for t in ts:
        Delta = t * nrm
        a = np.full(m, a_scale)
        inside = np.all((S >= a) & (S <= a + Delta), axis=1)
        P = inside.mean()
        quad = a @ np.linalg.solve(G, a)
        rhs = 0.9 ** m * Delta.prod() / math.sqrt(np.linalg.det(2 * math.pi * G)) * math.exp(-quad / 2)
        # hypotheses at constant 1 (and for every constant once t is large):
        rmin = nrm.min(); rbar = nrm.max(); na = np.linalg.norm(a); Dmin = Delta.min(); Dbar = Delta.max()
        lam_ub = math.sqrt(det)                # Lambda(r1, r2) <= det^{1/2} since |phi| <= 1, any range
        r163 = Dmin ** m * math.exp(-(m ** 2 + m * na ** 2 / rmin ** 2)) * np.prod(Delta / nrm) ** m
        l164 = rho ** 3 * m ** 3 * rbar ** 3 * na ** 3 / (rmin ** 6 * d ** 1.5); r164 = math.exp(-na ** 2 / (4 * rmin ** 2))
        l165 = m * na / rmin ** 2 * (math.sqrt(m) * Dmin * np.prod(Delta / nrm) + Dbar)
        print(f"t={t:>6}: P = {P:.6f}  printed lower bound (constant 1) = {rhs:.4g}  P/bound = {P/rhs:.3g}   "
              f"(163): Lambda <= {lam_ub:.3g} vs {r163:.3g} [{lam_ub <= r163}]  (164): {l164:.2g} <= {r164:.3g}  "
              f"(165): {l165:.2g} <= {r164:.3g}")

# helper's instance
v1 = np.array([1, 2, 3] * 4, float)
v2 = np.array([2, -1, 1, -2, 1, 1, -1, 2, -2, 1, 3, -1], float)
check("helper's rows (correlated)", np.vstack([v1, v2]), [1, 10, 100, 1000])
# own: exactly orthogonal, non-flat rows (kappa = 0 meets 'kappa << 1/m' for any constant)
w1 = np.array([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2], float)
w2 = np.array([3, -1, 0, 2, 1, -2, -1, 3, 1, 1, -2, 0, 2, -1], float)
w2 = w2 - (w2 @ w1) / (w1 @ w1) * w1          # orthogonalise (rows stay non-flat, non-integer)
check("own orthogonal non-flat rows", np.vstack([w1, w2]), [1, 10, 100, 1000])
# own m = 3: Gram-Schmidt of random non-flat rows, d = 16
R = rng.normal(size=(3, 16)) * np.linspace(0.3, 2.0, 16)
Qm, _ = np.linalg.qr(R.T); W3 = (Qm.T * np.array([[1.0], [2.0], [3.0]]))
W3 = W3 * (1 + 0.5 * rng.random(16))  # break exact orthogonality mildly
check("own m=3 random non-flat rows", W3, [1, 10, 100, 1000])
# tiny a (first argument of (163) > 0) with orthogonal rows
check("own orthogonal rows, a = 1e-9 (1,1)", np.vstack([w1, w2]), [10, 100, 1000], a_scale=1e-9)

# P <= 1 while the bound grows like t^m: for a universal constant c, c * bound > 1 once
print("--- the bound at a = 0 is 0.9^m t^m prod||v_j|| / ((2pi)^{m/2} det(VV^T)^{1/2}) -> infinity in t; P <= 1 always.")

# Small-box regime (B.1's (156): Delta_max <~ sqrt(sigma_min(Q))/(c m)), non-arithmetic Gaussian rows, Monte Carlo
print("--- small boxes (reading), Gaussian rows d = 400, m = 2, a = 0, 4e5 sign draws")
V = rng.normal(size=(2, 400)) / 20.0
nrm, rho, kappa, G = params(V)
X = rng.choice([-1.0, 1.0], size=(400000, 400))
S = X @ V.T
for t in (0.05, 0.1, 0.25, 0.5):
    Delta = t * nrm
    P = np.all((S >= 0) & (S <= Delta), axis=1).mean()
    rhs = 0.9 ** 2 * Delta.prod() / math.sqrt(np.linalg.det(2 * math.pi * G))
    print(f"t={t}: kappa={kappa:.3f}, P = {P:.5f}, printed lower bound (constant 1) = {rhs:.5f}, P/bound = {P/rhs:.3f}")
