"""Auditor r4 factrecall (seed 002) proof of Theorem 9, L512-L516: for i != j, E[w_iz w_jz] vs printed
c_{k+1}^2 E[<a,b>^2] E[<e_z,e_x>^{2(k+1)}]. sigma = sum c_j h_j (L467), h_j orthonormal Hermite (F.1, L1733)."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss, HermiteE
from math import factorial, sqrt
x, wts = hermegauss(80); wts = wts / wts.sum()          # E over N(0,1)
def h(j):
    c = np.zeros(j + 1); c[j] = 1
    return HermiteE(c) * (1 / sqrt(factorial(j)))
coef = {0: 0.3, 1: 0.4, 2: 0.5, 3: 1.0}
sig = sum((h(j) * cj for j, cj in coef.items()), HermiteE([0]))
dsig = sig.deriv()
k = 2
def g(rho):   # E[sigma'(X) h_k(Y)], corr(X,Y) = rho, via Y = rho X + sqrt(1-rho^2) Z (2-D Gauss quadrature)
    X, Z = np.meshgrid(x, x, indexing='ij'); W = np.outer(wts, wts)
    return float((W * dsig(X) * h(k)(rho * X + np.sqrt(max(0.0, 1 - rho**2)) * Z)).sum())
for rho in (1.0, 0.5, 0.2):
    print(f"rho={rho}: E[sigma' h_k] = {g(rho):.8f}; sqrt(k+1) c_(k+1) rho^k = {sqrt(k + 1) * coef[k + 1] * rho**k:.8f}; printed c_(k+1) rho^k = {coef[k+1] * rho**k:.4f}")
# i != j, z = x (rho_e = 1), d = 2: E_u[<a,b>^2] with b = u_fx: <a,b> = 1 - cos(theta), theta uniform
th = np.linspace(0, 2 * np.pi, 200001)[:-1]
Eab2 = float(np.mean((1 - np.cos(th)) ** 2))
true = g(1.0) ** 2 * Eab2
printed = coef[k + 1] ** 2 * Eab2 * 1.0
print(f"z = x, d = 2: E<a,b>^2 = {Eab2:.6f}; true E[w_iz w_jz] = {true:.6f}; printed = {printed:.6f}; ratio = {true / printed:.6f} (k+1 = {k+1})")
