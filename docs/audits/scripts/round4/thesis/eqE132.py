"""Auditor r4 thesis (seed 003) (E.132) L8582-L8584: Pr(|W_O(i,1:dX) x| <= beta xi) <= beta xi, W_O entries N(0, xi^2),
x = mu_j + kappa nu_k (6.6), ||mu|| = ||nu|| = beta >= 1 constant, orthogonal, kappa in [-1/2, 1/2]; xi = 1/sqrt(m) (L1727)."""
import numpy as np
import mpmath as mp
for beta, kappa in ((1, 0), (1, 0.5), (3, 0), (3, 0.5)):
    p = mp.erf(1 / mp.sqrt(2 * (1 + kappa**2)))      # Pr(|N(0, xi^2 beta^2 (1+kappa^2))| <= beta xi), xi- and beta-free
    for m in (100, 10**4):
        xi = 1 / mp.sqrt(m)
        print(f"beta={beta} kappa={kappa} m={m} (xi={mp.nstr(xi, 3)}): Pr = {mp.nstr(p, 6)} vs beta xi = {mp.nstr(beta * xi, 4)}: holds={p <= beta * xi}")
# Monte Carlo second path with an explicit d_X = 6, beta = 1, kappa = 0.3, xi = 0.1
rng = np.random.default_rng(3)
dX, beta, kappa, xi = 6, 1.0, 0.3, 0.1
mu = np.zeros(dX); mu[0] = beta; nu = np.zeros(dX); nu[1] = beta
x = mu + kappa * nu
W = rng.normal(0, xi, size=(400000, dX))
print(f"MC d_X=6, beta=1, kappa=0.3, xi=0.1: Pr = {np.mean(np.abs(W @ x) <= beta * xi):.4f} (exact {float(mp.erf(1 / mp.sqrt(2 * (1 + kappa**2)))):.4f}) vs beta xi = 0.1")
