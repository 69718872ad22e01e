"""Auditor A r19: thesis (C.52) last '>=' and (C.54), Property 4 (3), seed 003 L5455-L5469.
Own quadrature (scipy, log-space), nothing imported from the repository. phi = sigmoid, phi' = 1/(e^{sz}+e^{-sz}+2)."""
import numpy as np
from scipy.integrate import quad
from scipy.special import log_ndtr
L8 = np.log(8 * np.sqrt(2 * np.pi))
def dphi(x): x = abs(x); return np.exp(-x) / (1 + np.exp(-x)) ** 2
def N(z, mu): return np.exp(-(z - mu) ** 2 / 2) / np.sqrt(2 * np.pi)
def log_first52(mu, s): return np.log(quad(lambda z: dphi(s * z) ** 2 * N(z, mu), -np.inf, np.inf, points=None, limit=200)[0] if mu < 5 else
                                      sum(quad(lambda z: dphi(s * z) ** 2 * N(z, mu), a, b, limit=200)[0] for a, b in [(-60, 0), (0, mu), (mu, mu + 40)]))
def log_first54(mu, s): return np.log(sum(quad(lambda z: dphi(s * z) ** 2 * z * z * N(z, mu), a, b, limit=200)[0] for a, b in [(-60, 0), (0, max(mu, 1e-9)), (max(mu, 1e-9), mu + 40)]))
def log_last52(mu, s):  # (1/(8 sqrt(2pi))) e^{2|mu|s+2s^2} int_{|mu|+2s}^inf e^{-t^2/2} dt = e^{...} Q(|mu|+2s)/8
    return 2 * abs(mu) * s + 2 * s * s + log_ndtr(-(abs(mu) + 2 * s)) - np.log(8)
def log_rhs(mu, eps, k): return -mu * mu / 2 - (k + eps) * np.log(mu) - L8
grid = np.exp(np.linspace(np.log(1e-3), np.log(200), 120))
def last_fail(f): bad = [m for m in grid if f(m) < 0]; return max(bad) if bad else None
m, s, e = 0.5, 1.0, 0.5
print(f"instance mu=0.5 sigma=1 eps=0.5: (C.52) first {np.exp(log_first52(m,s)):.5f} last {np.exp(log_last52(m,s)):.5f} right {np.exp(log_rhs(m,e,1)):.5f}; "
      f"(C.54) left {np.exp(log_first54(m,s)):.5f} right {np.exp(log_rhs(m,e,3)):.5f}")
for s in [0.1, 1.0, 3.0]:
    for eps in [0.01, 0.5, 2.0]:
        a = last_fail(lambda m: log_last52(m, s) - log_rhs(m, eps, 1))
        b = last_fail(lambda m: log_first52(m, s) - log_rhs(m, eps, 1))
        c = last_fail(lambda m: log_first54(m, s) - log_rhs(m, eps, 3))
        print(f"sigma={s} eps={eps}: fails for mu up to (C.52 last '>=') {a:.3g}, (C.52 first >= right) {b:.3g}, (C.54) {c:.3g}; "
              f"holds on the grid above these up to mu=200; log10 margins at mu=200: "
              f"{(log_last52(200,s)-log_rhs(200,eps,1))/np.log(10):.3f}, {(log_first54(200,s)-log_rhs(200,eps,3))/np.log(10):.1f}")
for mu in [1e-1, 1e-2, 1e-3]:
    print(f"mu={mu}: sigma=1 eps=0.01: (C.52) last/right {np.exp(log_last52(mu,1)-log_rhs(mu,0.01,1)):.3e}, (C.54) left/right {np.exp(log_first54(mu,1)-log_rhs(mu,0.01,3)):.3e}")
