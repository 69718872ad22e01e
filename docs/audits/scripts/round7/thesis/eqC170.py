"""Audit thesis.ch4.eqC.170 (L6047-L6049): C = E[2 (c^T U_perp^T x phi'(w*^T x)) (b^T U^T x phi'(w*^T x))] = 0 (printed), x ~ N(mu_l, Sigma_l),
Sigma_l = diag(sigma_lk^2) ((C.171)), mu_l in span(W*) (Property 1). d = 2, K = 1: direct 2-D Gauss-Hermite on x (Cholesky), and
an independent 1-D route by conditioning s = U_perp^T x on z = U^T x."""
import numpy as np
from scipy import integrate
def dphi(t):
    t = np.clip(t, -50, 50); s = 1 / (1 + np.exp(-t)); return s * (1 - s)
def C_direct(U, Up, w, mu, Sig, b, c, n=80):
    L = np.linalg.cholesky(Sig); t, wt = np.polynomial.hermite_e.hermegauss(n); wt = wt / wt.sum()
    tot = 0.0
    for i in range(n):
        for j in range(n):
            x = mu + L @ np.array([t[i], t[j]])
            tot += wt[i] * wt[j] * 2 * (c * (Up @ x)) * (b * (U @ x)) * dphi(w @ x) ** 2
    return tot
def C_cond(U, Up, mu, Sig, b, c):
    mz, vz = U @ mu, U @ Sig @ U; cov = Up @ Sig @ U; ms = Up @ mu
    f = lambda z: (ms + cov / vz * (z - mz)) * z * dphi(z) ** 2 * np.exp(-(z - mz) ** 2 / (2 * vz)) / np.sqrt(2 * np.pi * vz)
    return 2 * b * c * integrate.quad(f, -np.inf, np.inf)[0]   # w* = U here
U = np.array([1.0, 1.0]) / np.sqrt(2); Up = np.array([1.0, -1.0]) / np.sqrt(2)
for Sig, note in [(np.diag([4.0, 0.25]), "Sigma = diag(4, 1/4)"), (np.eye(2), "isotropic control"), (np.diag([2.0, 0.5]), "diag(2, 1/2)")]:
    b = c = 1 / np.sqrt(2)
    print(f"{note}: U_perp^T Sigma U = {Up @ Sig @ U:.4f}; C direct = {C_direct(U, Up, U, U.copy(), Sig, b, c):.6f}, conditional route = {C_cond(U, Up, U.copy(), Sig, b, c):.6f}; printed 0")
