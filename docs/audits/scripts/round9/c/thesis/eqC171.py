"""Audit C of thesis.ch4.eqC.171: B = E[(sum_i c_i^T U_perp^T x phi'(w_i*^T x))^2] vs the last member
E[sum_{i<=d-K} t_i^2 sum_k (U_perp)_{ki}^2 sigma_lk^2], x ~ N(mu_l, Sigma_l), Sigma_l = diag(sigma_lk^2), U_perp^T mu_l = 0,
phi = sigmoid (Ch. 4). Exact 2-D Gauss-Hermite quadrature (smooth integrand, 80 x 80 nodes)."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
z, w = hermegauss(80); w = w / w.sum()
Z1, Z2 = np.meshgrid(z, z, indexing='ij'); WW = np.outer(w, w)
sig = lambda u: 1 / (1 + np.exp(-u)); dsig = lambda u: sig(u) * (1 - sig(u))
def case(s1, s2, wscale=3.0, mu=(0.0, 0.0)):
    X1 = mu[0] + s1 * Z1; X2 = mu[1] + s2 * Z2
    wstar = wscale * np.array([1, 1]) / np.sqrt(2); Up = np.array([-1, 1]) / np.sqrt(2)   # U = w*/|w*|, K = 1, d = 2
    t = dsig(wstar[0] * X1 + wstar[1] * X2)          # c_1 = 1
    s = Up[0] * X1 + Up[1] * X2
    B = np.sum(WW * (t * s) ** 2)
    last = np.sum(WW * t ** 2) * (Up[0] ** 2 * s1 ** 2 + Up[1] ** 2 * s2 ** 2)
    return B, last
for s1, s2 in ((2.0, 0.5), (1.5, 1.0), (1.0, 1.0), (3.0, 0.2)):
    B, last = case(s1, s2)
    print(f"Sigma_l = diag({s1**2:g}, {s2**2:g}): B = {B:.6f}, printed last member = {last:.6f}, ratio {last/B:.3f}")
m = np.array([1.0, 1.0]) / np.sqrt(2)   # a mean in the column space of W* (U_perp^T mu = 0)
B, last = case(2.0, 0.5, mu=tuple(m)); print(f"with mu_l = (1,1)/sqrt2 (U_perp^T mu_l = 0), Sigma = diag(4, 1/4): B = {B:.6f}, printed {last:.6f}")
