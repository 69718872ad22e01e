"""Audit factrecall.display.thm9-variance-sums (seed 002 L556-L558; omega L512; orthonormal Hermite L1733-L1735;
Assumption 3 L467). Exact Gaussian expectations via Gauss-Hermite; embeddings on the sphere by Monte Carlo.
k = 2, sigma = h_3 (c_3 = 1). Term z = x of sum_z E[omega_iz omega_jz] (i != j): (E_w[sigma'(g) h_k(g)])^2 E[<u_f - u_y, u_f>^2]."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss, hermeval
from math import factorial, sqrt
x, w = hermegauss(80); w = w / w.sum()
h = lambda n, t: hermeval(t, [0] * n + [1]) / sqrt(factorial(n))     # orthonormal Hermite
k = 2
sig = lambda t: h(3, t)
dsig = lambda t: (h(3, t + 1e-5) - h(3, t - 1e-5)) / 2e-5
Ew = np.sum(w * dsig(x) * h(k, x))
print("E[sigma'(g) h_2(g)] =", round(Ew, 6), "(= sqrt(3) c_3 =", round(sqrt(3), 6), "; the text uses c_{k+1} = 1)")
rng = np.random.default_rng(0)
for d, N in [(10, 1), (100, 1000)]:
    U = rng.normal(size=(200000, 2, d)); U /= np.linalg.norm(U, axis=2, keepdims=True)
    uf, uy = U[:, 0], U[:, 1]
    Eu = np.mean(np.sum((uf - uy) * uf, axis=1) ** 2)
    zx = Ew ** 2 * Eu
    printed = (1 + 1 / d) + (2 * k + 2) ** (k + 1) * d ** -(k + 1) * 2 * N
    print(f"d={d} N={N}: E<u_f - u_y, u_f>^2 = {Eu:.4f} (1 + 1/d = {1 + 1/d:.4f}); z = x term alone = {zx:.4f} vs printed bound on the whole sum {printed:.4f}")
