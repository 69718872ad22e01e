"""Auditor A r18: factrecall App. F.1 (seed 002 L1735) '<h_i, h_k>_{L2(mu)} = delta_ij', orthonormal probabilists' Hermite
polynomials h_k = He_k/sqrt(k!), mu = N(0,1); exact Gauss-Hermite quadrature (no repository code)."""
import numpy as np
from math import factorial, sqrt
from numpy.polynomial import hermite_e as He
x, w = He.hermegauss(40); w = w / w.sum()
h = lambda k: He.hermeval(x, [0] * k + [1]) / sqrt(factorial(k))
ip = lambda i, k: float(np.sum(w * h(i) * h(k)))
for (i, j, k) in [(0, 0, 1), (0, 1, 0), (2, 2, 3), (3, 1, 3)]:
    print(f"(i,j,k)=({i},{j},{k}): <h_i,h_k> = {ip(i,k):+.12f}, delta_ij = {int(i==j)}, delta_ik = {int(i==k)}")
