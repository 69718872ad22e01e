"""Auditor A, round 12: thesis (C.178) L6095 lower side: (4/K^2) sum_l lambda_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho_l I <= Hess fbar(W*P),
and (C.182) L6114 lower side (1 - eps0) times it for W in the ball (at W = W* it is weaker than (C.178)).  rho of Definition C.2.2 (C.6).
Own instance: d = K = 3, W* = I (kappa = eta = 1), L = 2 DISTINCT groups lambda = (1/2, 1/2), mu_1 = (0.6, -0.3, 0.2),
mu_2 = (-0.2, 0.5, 0.4), Sigma_l = t^2 I (tau = 1).  Model (4.1) H = (1/K) sum_j phi(w_j^T x), sigmoid, cross-entropy; at W* the
population Hessian is E[g g^T/(H(1-H))], g = (phi'(w_j^T x) x/K)_j (the H''-term has mean 0 since E[y|x] = H).  Tensor Gauss-Hermite
(24 nodes per axis).  L(d+1) = 8 < dK = 9, so to order t the vectors g span at most 8 directions: lambda_min = O(t^4), Gamma~ = Theta(t^2)."""
import itertools, math
import numpy as np
from scipy import integrate
from numpy.polynomial.hermite_e import hermegauss
sig = lambda z: 1 / (1 + np.exp(-z)); dphi = lambda z: sig(z) * (1 - sig(z))
d = K = 3
mus = [np.array([0.6, -0.3, 0.2]), np.array([-0.2, 0.5, 0.4])]; lam = [0.5, 0.5]
xg, wg = hermegauss(24); wg = wg / wg.sum()
Z = np.array(list(itertools.product(xg, repeat=3))); WZ = np.prod(np.array(list(itertools.product(wg, repeat=3))), 1)
def hess(t):
    Hs = np.zeros((d * K, d * K))
    for l in range(2):
        X = mus[l] + t * Z
        Hv = sig(X).mean(1)                                   # W* = I: w_j^T x = x_j
        G = (dphi(X)[:, :, None] * X[:, None, :] / K).reshape(len(X), -1)
        Hs += lam[l] * (G * (WZ / (Hv * (1 - Hv)))[:, None]).T @ G
    return Hs
def rho(u, s):
    def a(i, q): return integrate.quad(lambda z: dphi(s * z) * z ** q * math.exp(-(z - u[i]) ** 2 / 2) / math.sqrt(2 * math.pi), u[i] - 12, u[i] + 12)[0]
    def b(i, q): return integrate.quad(lambda z: dphi(s * z) ** 2 * z ** q * math.exp(-(z - u[i]) ** 2 / 2) / math.sqrt(2 * math.pi), u[i] - 12, u[i] + 12)[0]
    vals = []
    for i in range(len(u)):
        a0, a2, b0, b2 = a(i, 0), a(i, 2), b(i, 0), b(i, 2)
        for j in range(len(u)):
            if j != i: vals += [(u[j] ** 2 + 1) * (b0 - a0 ** 2), b2 - a2 ** 2 / (u[i] ** 2 + 1)]
    return min(vals)
for t in (1.0, 0.5, 0.25, 1 / 16, 1 / 64):
    lmin = np.linalg.eigvalsh(hess(t))[0]
    Gam = sum(lam[l] * t * t * rho(mus[l] / t, t) for l in range(2))   # ||Sigma^-1||^-1 = t^2, u = W*^T mu/(delta_K t), sigma = delta_K t
    print(f"t = {t:<8}: lambda_min(Hess fbar(W*)) = {lmin:.3e}, Gamma~ = {Gam:.3e}, ratio to (4/K^2) Gamma~ = {lmin/(4/K**2*Gam):.4f}")
