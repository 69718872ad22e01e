"""Auditor A r30: chenli proof of Lemma 5.15, L1088-L1094 read pointwise: for EVERY (X, X') in E, ||Delta(X, X')_i||_inf <= O~(k^2/s eta0),
eta0 = sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4}, s in (0, 1] (Lemma 3.9's C = s <= 1).  Own numpy (dense) + closed form."""
import numpy as np
from scipy.linalg import hadamard
from math import log, sqrt, tanh
# ---- dense pair: n = d1 = d2 = d3 = 64, k = 2, c = 1, Theta = (F/sqrt|L|) sum_{l in L} (h_l on S_[2])(h_l on S_[1])^T / n
n = 64; H = hadamard(n).astype(float); L = [0, n // 2, 5, 19, 42]; F = 6.0
S1 = slice(0, n); S2 = slice(n, 2 * n); d = 3 * n
Th = np.zeros((d, d))
Th[S2, S1] = (F / sqrt(len(L))) * sum(np.outer(H[l], H[l]) for l in L) / n
sv = np.linalg.svd(Th, compute_uv=False)
f = int(sqrt(n))                                            # c = 1: mu_1 = -f/n = -c/sqrt(d2)
def row(s1, s2, s3):
    return np.concatenate([s1, s2, s3])
bal3 = np.array([1.0, -1.0] * (n // 2))
half = n // 2
x1_s2 = np.concatenate([np.array([1.0, -1.0] * (half // 2)), -np.ones(f), np.array([1.0, -1.0] * ((half - f) // 2))])   # halves sums 0, -f
x1p_s2 = x1_s2.copy(); idx = np.where(x1_s2[half:] < 0)[0][:f] + half; x1p_s2[idx] = 1.0    # coupling: f minus -> plus (mu' = +f/n)
X1 = row(H[0], x1_s2, bal3); X1p = row(H[0], x1p_s2, bal3)
X2 = row(H[n // 2], x1p_s2, bal3); X2p = X2.copy()
X = np.stack([X1, X2]); Xp = np.stack([X1p, X2p])
sm = lambda z: np.exp(z - z.max()) / np.exp(z - z.max()).sum()
Z = X @ Th @ X.T; Zp = Xp @ Th @ Xp.T
D1 = np.abs(sm(Z[0]) - sm(Zp[0])).max()
gaps = [abs(Zp[a, 0] - Zp[a, 1]) / np.linalg.norm(Th) for a in range(2)]
Bs = [abs(Xp[a] @ Th @ (X[b] - Xp[b])) for a in range(2) for b in range(2)]
print(f"dense: ||Theta||_F = {np.linalg.norm(Th):.3f}, nonzero singular values {np.round(sv[:len(L)+1], 6)}; means: mu_1 = {x1_s2.sum()/n:+.4f}, "
      f"mu'_1 = {x1p_s2.sum()/n:+.4f} (c/sqrt d2 = {1/sqrt(n):.4f}); A gaps/F = {np.round(gaps, 3)}; B values {max(Bs):.1e}; ||Delta_1||_inf = {D1:.6f}")
# ---- closed form along (8): m = 1, lambda = 0.63, kappa = lambda^6.5/log^2 d (c7 = 1), (8): 10 log^{c8}(d k)/(kappa lambda) <= r <= d^{1/4}/10
print(" log2 d   r (log10)   F        Delta_1   bound(log^3 d, s = 1)   ratio   (8) ok")
for l2 in [480, 600, 800, 1000, 1300]:
    ld = l2 * log(2); k = 2; lam = 0.63; kap = lam ** 6.5 / ld ** 2
    c8 = 10
    log_lower = log(10) + c8 * log(ld + log(k)) - log(kap * lam)
    log_upper = ld / 4 - log(10)
    logr = log_upper; r = None
    Fn = 10 * (log(k) + ld + 0.5 * logr)                     # ||Theta||_F = 10 log(kd sqrt r) (Assumption 6 shape)
    fF = sqrt(2 ** (l2 / 3)) * Fn                            # f F / sqrt|L| with n = d/3, |L| ~ r: f/sqrt|L| = sqrt(n/r) >= 1; lower bound via f/sqrt|L| >= 1
    delta1 = tanh(min(Fn, 50))                               # >= tanh(F) since f/sqrt|L| >= 1
    eta0 = (logr / 4 - (ld - log(3)) / 4) and (np.exp(logr / 4 - (ld - log(3)) / 4) + np.exp(-logr / 4))
    bound = 4 * eta0 * ld ** 3                               # k^2/s eta0 with s = 1, O~ read as log^3 d, constant 1
    print(f"{l2:6d}  {logr/log(10):9.1f}  {Fn:8.1f}  {delta1:.6f}  {bound:22.3e}  {delta1/bound:8.3g}  {log_lower <= log_upper}")
