"""Audit thesis.ch4.display.lemmaC.4.4-ts-independence (seed 003 L6053-L6061; Property 6 L5500: Sigma_l diagonal;
Property 1 L5165). phi = sigmoid (phi' = phi(1-phi)). d = 2, K = 1, w* = sqrt2 (1, 1), U = (1,1)/sqrt2,
U_perp = (1,-1)/sqrt2, mu_l = 0 (in W*'s column space), Sigma_l = diag(s1^2, s2^2), c = 1: t = phi'(w*^T x), s = U_perp^T x.
2-D Gauss-Hermite (200 x 200 nodes) over x1, x2 independent."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
z, w = hermegauss(200); w = w / w.sum()
sig = lambda v: 1 / (1 + np.exp(-v))
for s1, s2 in [(2.0, 0.5), (1.0, 1.0), (3.0, 1.0)]:
    X1, X2 = np.meshgrid(s1 * z, s2 * z, indexing="ij"); Wt = np.outer(w, w)
    t = sig(np.sqrt(2) * (X1 + X2)); t = t * (1 - t)
    s = (X1 - X2) / np.sqrt(2)
    Ets = np.sum(Wt * t**2 * s**2); Et = np.sum(Wt * t**2); Es = np.sum(Wt * s**2)
    print(f"Sigma=diag({s1**2}, {s2**2}): Cov(U^T x, s) = {(s1**2 - s2**2)/2:.4f}; E[t^2 s^2] = {Ets:.6f} vs E[t^2]E[s^2] = {Et*Es:.6f}")
