"""Auditor C: thesis Lemma C.6.4 (C.237)/(C.238), non-symmetric GMM, U^ from Subroutine 1 line 3 (L5120: eigenvectors of
the K LARGEST eigenvalues of Q^_2). Q_2 = E[y p^-1 grad^2 p] (C.2) = E[grad^2 H(W*, x)] (integration by parts, y ~ Bern(H))
= (1/K) sum_j E[phi''(w_j^T x)] w_j w_j^T, phi = sigmoid (4.1). Own instance (different from A's): d = 4, K = 2,
W* = [w1, w2] not orthogonal, L = 3 groups. E[phi''(w^T x)] by 1-D Gauss-Hermite quadrature per component (w^T x is
Gaussian in each group). Checks: non-symmetric mixture, Q_1, Q_2, Q_3 nonzero (Assumption C.1.2), ||Q^_2 - Q_2|| <=
delta_K(Q_2)/10 (delta_i = i-th largest singular value, L1060)."""
import numpy as np
rng = np.random.default_rng(3)
d, K = 4, 2
w1 = np.array([1.0, 0.3, 0.0, 0.0]); w2 = np.array([0.2, -1.2, 0.0, 0.0])
W = np.stack([w1, w2], 1)
lam = np.array([0.5, 0.3, 0.2])
mus = [np.array([1.5, -1.2, 0.3, 0.0]), np.array([1.0, -1.5, -0.2, 0.1]), np.array([2.0, -0.8, 0.0, -0.3])]
Sig = [0.5 * np.eye(d), 0.3 * np.eye(d) + 0.05, 0.4 * np.eye(d)]
gh_x, gh_w = np.polynomial.hermite_e.hermegauss(80)
sg = lambda z: 1 / (1 + np.exp(-z))
d1 = lambda z: sg(z) * (1 - sg(z))
d2 = lambda z: d1(z) * (1 - 2 * sg(z))
d3 = lambda z: d1(z) * (1 - 6 * sg(z) + 6 * sg(z) ** 2)
def Ephi(f, w):
    return sum(l * (gh_w @ f(w @ m + np.sqrt(w @ S @ w) * gh_x)) / np.sqrt(2 * np.pi) for l, m, S in zip(lam, mus, Sig))
e2 = [Ephi(d2, W[:, j]) for j in range(K)]
Q2 = sum(e2[j] * np.outer(W[:, j], W[:, j]) for j in range(K)) / K
Q1 = sum(Ephi(d1, W[:, j]) * W[:, j] for j in range(K)) / K
Q3n = max(abs(Ephi(d3, W[:, j])) for j in range(K))
# symmetric? (C.4): needs the components to pair up as +-mu with equal weights/covariances -- not the case here
print("E phi''(w_j^T x):", np.round(e2, 4), " ||Q_1|| =", round(np.linalg.norm(Q1), 4), " max|E phi'''| =", round(Q3n, 4))
ev = np.linalg.eigvalsh(Q2)
sv = np.sort(np.abs(ev))[::-1]
dK = sv[K - 1]
print("eigenvalues of Q_2:", np.round(ev, 5), " delta_K(Q_2) =", round(dK, 5))
U = np.linalg.qr(W)[0]; PU = U @ U.T
def Uhat(Qh, signed=True):
    e, V = np.linalg.eigh(Qh)
    idx = np.argsort(e)[::-1][:K] if signed else np.argsort(np.abs(e))[::-1][:K]
    Uh = np.linalg.qr(V[:, idx])[0]
    return Uh @ Uh.T
print("path Q^_2 = Q_2 + E, ||E|| = r delta_K/10, eps = r/100 (T = O(log 1/eps) iterations; constant read as 1):")
for r in [1, 1e-1, 1e-2, 1e-3, 1e-5]:
    Em = rng.standard_normal((d, d)); Em = (Em + Em.T) / 2; Em *= r * dK / 10 / np.linalg.norm(Em, 2)
    Qh = Q2 + Em
    assert np.linalg.norm(Qh - Q2, 2) <= dK / 10 + 1e-15
    rhs = np.linalg.norm(Qh - Q2, 2) / dK + r / 100
    for signed in (True, False):
        P = Uhat(Qh, signed)
        l237 = np.linalg.norm(P - PU, 2)
        l238 = max(np.linalg.norm((np.eye(d) - P) @ W[:, j]) / np.linalg.norm(W[:, j]) for j in range(K))
        print(f"  r={r:g} {'signed K largest' if signed else 'K largest |.|  '}: ||U^U^T - UU^T|| = {l237:.4f}, "
              f"max ||(I - U^U^T) w_i||/||w_i|| = {l238:.4f}; rhs = {rhs:.2e}; ratios {l237/rhs:.3g}, {l238/rhs:.3g}")
