"""Auditor r4 factrecall eq. (3) (seed 002 L86-L92): F(e_x) = m^{-1} sum_i sum_x' u_{f*(x')} h_k(<w_i,e_x'>) sigma(<w_i,e_x>)
~ sum_x' u_{f*(x')} <e_x,e_x'>^k for large m. h_k orthonormal Hermite (F.1), sigma = sum c_j h_j (L467)."""
import numpy as np
from numpy.polynomial.hermite_e import HermiteE
from math import factorial, sqrt
rng = np.random.default_rng(99)
def h(j):
    c = np.zeros(j + 1); c[j] = 1
    return HermiteE(c) * (1 / sqrt(factorial(j)))
d, N, k = 8, 4, 1
coef = {0: 0.3, 1: 0.5, 2: 0.4}
sigma = lambda z: sum(cj * h(j)(z) for j, cj in coef.items())
E = rng.standard_normal((N, d)); E /= np.linalg.norm(E, axis=1, keepdims=True)
U = rng.standard_normal((N, d)); U /= np.linalg.norm(U, axis=1, keepdims=True)
x = 0
P = sum(U[xp] * (E[x] @ E[xp]) ** k for xp in range(N))
for m in (10**4, 10**5, 4 * 10**5):
    W = rng.standard_normal((m, d))
    Hk = h(k)(W @ E.T)                   # m x N
    s = sigma(W @ E[x])                  # m
    F = (Hk * s[:, None]).mean(0) @ U    # sum_x' u_x' mean_i h_k(<w_i,e_x'>) sigma(<w_i,e_x>)
    print(f"m={m}: |F - P|/|P| = {np.linalg.norm(F - P) / np.linalg.norm(P):.4f}; |F - c_k P|/|P| = {np.linalg.norm(F - coef[k] * P) / np.linalg.norm(P):.4f} (c_k = {coef[k]})")
