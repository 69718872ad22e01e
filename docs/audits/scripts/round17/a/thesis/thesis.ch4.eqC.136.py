"""Audit of thesis.ch4.eqC.136 (seed 003 L5893-L5897, proof of Lemma C.4.1). phi = sigmoid (L5209, Lemma C.3.1).
(C.136) E[(sum_i r_i^T x phi'(sigma x_i))^2] = A_0 + B_0, (C.137) A_0 = E[sum_i r_i^T x phi'^2(sigma x_i) x x^T r_i],
(C.138) B_0 = E[sum_{i != l} r_i^T phi'(sigma x_i) phi'(sigma x_l) x x^T r_l], x ~ (1/2)N(mu, I) + (1/2)N(-mu, I).
Own code: scipy quad on the 1-d mixture density (d = k = 1, where printed A_0 is a number) and a 2-d Gauss-Hermite
product rule for the reading (A_0 without the factor r_i^T x) at d = k = 2."""
import math
import numpy as np
from scipy.integrate import quad

dphi = lambda u: (lambda s: s * (1 - s))(1 / (1 + np.exp(-u)))
dens = lambda x, mu: 0.5 * (np.exp(-(x - mu)**2 / 2) + np.exp(-(x + mu)**2 / 2)) / math.sqrt(2 * math.pi)

print("d = k = 1 (B_0 = 0: no pair i != l):")
for mu, sg, r in ((1.0, 1.0, 1.0), (0.0, 0.5, 2.0), (2.5, -3.0, 0.3)):
    lhs = quad(lambda x: (r * x * dphi(sg * x))**2 * dens(x, mu), -np.inf, np.inf)[0]
    A0 = quad(lambda x: r * x * dphi(sg * x)**2 * x * x * r * dens(x, mu), -np.inf, np.inf)[0]
    A0_read = quad(lambda x: r * dphi(sg * x)**2 * x * x * r * dens(x, mu), -np.inf, np.inf)[0]
    print(f"  mu={mu} sigma={sg} r={r}: lhs={lhs:.6g}  printed A_0+B_0={A0:.3g}  reading A_0={A0_read:.6g}")

print("d = k = 2, reading (A_0 = E sum_i r_i^T phi'^2(sigma x_i) x x^T r_i), Gauss-Hermite 80x80 per mixture component:")
t, w = np.polynomial.hermite.hermgauss(80); w = w / math.sqrt(math.pi); t = math.sqrt(2) * t
rng = np.random.default_rng(3)
for trial in range(3):
    mu = rng.uniform(-2, 2, 2); sg = rng.uniform(0.2, 3); R = rng.normal(size=(2, 2)) * 2
    lhs = A0 = B0 = 0.0
    for s in (1, -1):
        X1, X2 = np.meshgrid(s * mu[0] + t, s * mu[1] + t, indexing="ij"); W = 0.5 * np.outer(w, w)
        X = np.stack([X1, X2], -1); dp = dphi(sg * X); pr = X @ R           # pr[..., i] = r_i^T x
        lhs += np.sum(W * np.sum(pr * dp, -1)**2)
        A0 += np.sum(W * np.sum(dp**2 * pr**2, -1))                        # r_i^T x x^T r_i = (r_i^T x)^2
        B0 += np.sum(W * (pr[..., 0] * dp[..., 0] * dp[..., 1] * pr[..., 1] * 2))
    print(f"  mu={np.round(mu,3)} sigma={sg:.3f}: lhs={lhs:.8g} A_0+B_0={A0+B0:.8g} (printed A_0 is a vector of R^2 here)")
