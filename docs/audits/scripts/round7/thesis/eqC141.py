"""Audit thesis.ch4.eqC.141 first '=' (L5913-L5917): A_0 + B_0 = E[(sum_{i<=k} r_i^T x phi'(sigma x_i))^2] (C.136) against the
printed completed square. Brute-force tensor Gauss-Hermite over the mixture (sigmoid), alpha_q/beta_q by scipy quad."""
import numpy as np
from scipy import integrate
from itertools import product
def dphi(t):
    t = np.clip(t, -50, 50); s = 1 / (1 + np.exp(-t)); return s * (1 - s)
def mom(f, q, m, sig):
    return integrate.quad(lambda z: f(sig * z) * z ** q * np.exp(-(z - m) ** 2 / 2) / np.sqrt(2 * np.pi), -np.inf, np.inf, epsabs=1e-14)[0]
al = lambda q, m, s: mom(dphi, q, m, s); be = lambda q, m, s: mom(lambda t: dphi(t) ** 2, q, m, s)
def lhs(mu, R, sig, n=30):
    d, k = R.shape; t, w = np.polynomial.hermite_e.hermegauss(n); w = w / w.sum(); tot = 0.0
    grids = np.meshgrid(*([t] * d), indexing="ij"); W = np.ones_like(grids[0])
    for g in np.meshgrid(*([w] * d), indexing="ij"):
        W = W * g
    for sgn in (1, -1):
        X = [sgn * mu[a] + grids[a] for a in range(d)]
        S = sum(sum(R[a, i] * X[a] for a in range(d)) * dphi(sig * X[i]) for i in range(k))
        tot += 0.5 * np.sum(W * S ** 2)
    return tot
def printed(mu, R, sig):
    d, k = R.shape; s = 0.0
    for i in range(k):
        sq = R[i, i] * al(2, mu[i], sig) / np.sqrt(1 + mu[i] ** 2) + sum(R[i, l] * al(0, mu[l], sig) * np.sqrt(1 + mu[i] ** 2) for l in range(k) if l != i)
        s += sq ** 2 - R[i, i] ** 2 * al(2, mu[i], sig) ** 2 / (1 + mu[i] ** 2)
        s -= sum(R[i, l] ** 2 * al(0, mu[l], sig) ** 2 * (1 + mu[i] ** 2) for l in range(k) if l != i)
        s += R[i, i] ** 2 * be(2, mu[i], sig) + sum(R[j, i] ** 2 * be(0, mu[i], sig) * (1 + mu[j] ** 2) for j in range(d) if j != i)
    return s
# R[j, i] = r_ij (j-th entry of r_i); note the printed square uses r_li = i-th entry of r_l = R[i, l]
R = np.zeros((3, 2)); R[2, 0] = R[2, 1] = 1.0
a0, b0 = al(0, 0, 1), be(0, 0, 1)
print(f"d=3,k=2,mu=0, r_1=r_2=e_3: A0+B0 = {lhs(np.zeros(3), R, 1.0):.5f} (2 beta0 + 2 alpha0^2 = {2*b0 + 2*a0**2:.5f}), printed = {printed(np.zeros(3), R, 1.0):.5f}")
R2 = np.array([[1.0, 0.4], [-0.5, 2.0]])
print(f"d=k=2, mu=0, generic R: A0+B0 = {lhs(np.zeros(2), R2, 1.0):.5f}, printed = {printed(np.zeros(2), R2, 1.0):.5f}")
R3 = np.array([[1.0, 0.4], [-0.5, 2.0], [0.3, 0.7]])
print(f"d=3, k=2, mu=0, generic R: A0+B0 = {lhs(np.zeros(3), R3, 1.0):.5f}, printed = {printed(np.zeros(3), R3, 1.0):.5f}")
