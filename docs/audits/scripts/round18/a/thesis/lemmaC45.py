"""Auditor A, round 18: thesis Lemma C.4.5 (C.129) (seed 003 L5855-L5859), rare heavy group, own model (no repository code).
K = 1, d = 2, W* = e_1, sigmoid, cross-entropy: Hess_w l(w; x, y) = sigmoid'(w^T x) x x^T (independent of y).
GMM: group 1 N(0, I) weight 1 - eps; group 2 N(M e_2, I) weight eps = n^-2, M = s n (so lambda_2 ||mu_2||^2 = s^2 fixed);
all covariances I (tau = sigma_max/sigma_min = 1), mu_2 orthogonal to W* (labels unaffected).
Population Hessian at W*: E[s'(x1) x x^T] = diag(E[s'(x1) x1^2], E[s'(x1)] (1 + eps M^2)) (x1 ~ N(0,1) in both groups).
"""
import numpy as np
from scipy import integrate
sp = lambda z: np.exp(-np.abs(z)) / (1 + np.exp(-np.abs(z)))**2      # sigmoid'
phi = lambda z: np.exp(-z * z / 2) / np.sqrt(2 * np.pi)
E0 = integrate.quad(lambda z: sp(z) * phi(z), -np.inf, np.inf)[0]
E2 = integrate.quad(lambda z: sp(z) * z * z * phi(z), -np.inf, np.inf)[0]
print(f"E[s'(x1)] = {E0:.6f}, E[s'(x1) x1^2] = {E2:.6f}")
rng = np.random.default_rng(45)
d, K, s = 2, 1, 1.0
print(" n        P(no heavy sample)  median ||Hess f_n - Hess fbar|| / shape (8 draws)   [shape = (sum lambda (||mu||+1)^2) sqrt(dK log n/n)]")
for n in [10**2, 10**3, 10**4, 10**5, 10**6]:
    eps = n ** -2.0; M = s * n
    Hbar = np.diag([E2, E0 * (1 + eps * M * M)])
    shape = ((1 - eps) * 1.0 + eps * (M + 1) ** 2) * np.sqrt(d * K * np.log(n) / n)
    ratios = []
    for _ in range(8):
        heavy = rng.random(n) < eps
        X = rng.standard_normal((n, d)); X[heavy, 1] += M
        w = sp(X[:, 0])
        Hn = (X * w[:, None]).T @ X / n
        ratios.append(np.linalg.norm(Hn - Hbar, 2) / shape)
    print(f" {n:>8}  {(1 - eps) ** n:.6f}            {np.median(ratios):10.4f}   (limit of the missed term E0 s^2/shape: {E0 * s * s / shape:.4f})")
print("d^-10 =", 2.0 ** -10, "; the crossing event (no heavy sample) has probability ~ 1 - 1/n >> d^-10")
