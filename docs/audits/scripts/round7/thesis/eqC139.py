"""Audit thesis.ch4.eqC.139: A_0 = sum_i E_mix[phi'^2(sigma x_i) (r_i^T x)^2] vs printed
sum r_ii^2 beta_2 + sum_{j!=i} r_ij^2 beta_0 (1+mu_j^2). phi = sigmoid, beta_q per Definition C.2.2 (z_i ~ N(mu_i,1))."""
import numpy as np
from scipy import integrate

def dphi(t):
    s = 1.0 / (1.0 + np.exp(-t))
    return s * (1 - s)

def beta(q, mui, sig):
    f = lambda z: dphi(sig * z) ** 2 * z ** q * np.exp(-(z - mui) ** 2 / 2) / np.sqrt(2 * np.pi)
    return integrate.quad(f, -np.inf, np.inf, epsabs=1e-14, epsrel=1e-12)[0]

def A0_direct(mu, R, sig):
    """Brute-force d-dim expectation over the mixture with tensor Gauss-Hermite (d small)."""
    d, k = R.shape
    t, w = np.polynomial.hermite_e.hermegauss(60)
    w = w / w.sum()
    grids = np.meshgrid(*([t] * d), indexing="ij")
    W = np.ones_like(grids[0])
    for g in np.meshgrid(*([w] * d), indexing="ij"):
        W = W * g
    tot = 0.0
    for sgn in (+1, -1):
        X = [sgn * mu[a] + grids[a] for a in range(d)]
        for i in range(k):
            rx = sum(R[a, i] * X[a] for a in range(d))
            tot += 0.5 * np.sum(W * dphi(sig * X[i]) ** 2 * rx ** 2)
    return tot

def A0_printed(mu, R, sig):
    d, k = R.shape
    s = 0.0
    for i in range(k):
        s += R[i, i] ** 2 * beta(2, mu[i], sig)
        s += sum(R[j, i] ** 2 * beta(0, mu[i], sig) * (1 + mu[j] ** 2) for j in range(d) if j != i)
    return s

mu = np.array([1.0, 1.0]); R = np.array([[1.0], [1.0]]); sig = 1.0
b0, b1, b2 = (beta(q, 1.0, 1.0) for q in (0, 1, 2))
print(f"beta0={b0:.6f} beta1={b1:.6f} beta2={b2:.6f}")
print(f"A0 direct={A0_direct(mu, R, sig):.6f}  beta2+2beta1+2beta0={b2+2*b1+2*b0:.6f}  printed={A0_printed(mu, R, sig):.6f}")
# Monte Carlo third path
rng = np.random.default_rng(0); N = 4_000_000
s = rng.choice([-1.0, 1.0], N); x = s[:, None] * mu + rng.standard_normal((N, 2))
v = dphi(sig * x[:, 0]) ** 2 * (x @ R[:, 0]) ** 2
print(f"MC A0 = {v.mean():.5f} +- {v.std()/np.sqrt(N):.5f}")
# mu with one nonzero coordinate: printed should hold
mu2 = np.array([1.0, 0.0]); print("mu=(1,0):", A0_direct(mu2, R, sig), A0_printed(mu2, R, sig))
mu3 = np.array([0.0, 2.0]); print("mu=(0,2):", A0_direct(mu3, R, sig), A0_printed(mu3, R, sig))
# Lemma C.4.1 at this instance: lhs A0+B0 (k=1: B0=0) vs rho ||R||_F^2
a0 = integrate.quad(lambda z: dphi(z) * np.exp(-(z - 1) ** 2 / 2) / np.sqrt(2 * np.pi), -np.inf, np.inf)[0]
a2 = integrate.quad(lambda z: dphi(z) * z**2 * np.exp(-(z - 1) ** 2 / 2) / np.sqrt(2 * np.pi), -np.inf, np.inf)[0]
rho = min((1 + 1) * (b0 - a0 ** 2), b2 - a2 ** 2 / 2)
print(f"Lemma C.4.1 here: lhs={A0_direct(mu, R, sig):.5f} >= rho*||R||^2={rho*2:.5f}")
