"""Auditor C, round 10: thesis Ch. 4, (C.27) (proof of Property 3 (5), App. C.2, L5303-L5305):
when (W*^T u)_i != 0, lim_{sigma->0} rho(W*^T u/(sigma delta_K), sigma delta_K) = C_s(u) > 0,
C_s(v) := lim_{sigma->0} rho(v/sigma, sigma) (Property 3 (3), L5196); rho of Definition C.2.2 (C.6), phi the sigmoid.
With s = sigma delta_K the left side is C_s(W*^T u) by definition; the printed C_s(u) differs unless W*^T u = u.
Instance: d = K = 2, W* = 5 I (delta_K = 5), u = (0.06, 0.06): W*^T u = (0.3, 0.3).
rho computed with centred integrands (variances written as E[(f - c)^2] - (E[f - c])^2) to avoid cancellation.
"""
import math

import numpy as np
from scipy import integrate


def dphi(t):
    p = 1 / (1 + math.exp(-t))
    return p * (1 - p)


def rho(u, s):
    """Definition C.2.2 with u in R^d, the min over i != j; z_i ~ N(u_i, 1); alpha_q = E[phi'(s z) z^q], beta_q with phi'^2."""
    d = len(u)
    best = math.inf
    for i in range(d):
        c = dphi(s * u[i])

        def E(f):
            return integrate.quad(lambda z: f(z) * math.exp(-(z - u[i]) ** 2 / 2) / math.sqrt(2 * math.pi),
                                  u[i] - 14, u[i] + 14, epsabs=0, epsrel=1e-12, limit=400)[0]
        m1 = E(lambda z: dphi(s * z) - c)
        m2 = E(lambda z: (dphi(s * z) - c) ** 2)
        var0 = m2 - m1 * m1  # beta_0 - alpha_0^2
        ez2 = u[i] ** 2 + 1
        n1 = E(lambda z: z * z * (dphi(s * z) - c))
        n2 = E(lambda z: z * z * (dphi(s * z) - c) ** 2)
        var2 = n2 - n1 * n1 / ez2  # beta_2 - alpha_2^2/(u_i^2 + 1) (shift-invariant in c)
        for j in range(d):
            if j != i:
                best = min(best, (u[j] ** 2 + 1) * var0, var2)
    return best


def Cs(v, sigmas=(1e-3, 3e-4, 1e-4)):
    return [rho([x / s for x in v], s) for s in sigmas]


W = 5.0 * np.eye(2)
u = np.array([0.06, 0.06])
v = W.T @ u
dK = 5.0
lhs = [rho(list(v / (s * dK)), s * dK) for s in (2e-4, 6e-5, 2e-5)]
print(f"W* = 5 I, u = {u.tolist()}, W*^T u = {v.tolist()}")
print(f"  rho(W*^T u/(sigma delta_K), sigma delta_K) at sigma delta_K = 1e-3, 3e-4, 1e-4: " + ", ".join(f"{x:.4e}" for x in lhs))
print(f"  C_s(W*^T u) (rho(v/s, s) at s = 1e-3, 3e-4, 1e-4): " + ", ".join(f"{x:.4e}" for x in Cs(list(v))))
print(f"  C_s(u)      (rho(u/s, s) at s = 1e-3, 3e-4, 1e-4): " + ", ".join(f"{x:.4e}" for x in Cs(list(u))))
