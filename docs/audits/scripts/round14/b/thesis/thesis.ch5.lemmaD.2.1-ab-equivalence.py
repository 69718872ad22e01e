"""Lemma D.2.1 (L6784-L6796): properties (a) [x1 in [-a,a], indicator alpha x1 + beta sqrt(a^2 - x1^2) + b0 >= 0] and
(b) [||w*|| = 1, ||x|| <= a, indicator w^T x + b0 >= 0, h(w^T w*, b0)] called 'equivalent'. Own check: an h meeting
(a) for phi(z) = c1 z, then (b) inside the ball. Quadrature (scipy) + Monte Carlo with a real d = 3 Gaussian w."""
import numpy as np
from scipy import integrate, stats

def err_a_like(h, x1, r, c1):
    """E[1{alpha x1 + beta sqrt(r^2 - x1^2) + b0 >= 0} h(alpha)] - c1 x1 (beta, b0 integrated: Phi(alpha x1/sqrt(1+r^2-x1^2)))."""
    s = np.sqrt(1 + r * r - x1 * x1)
    f = lambda al: h(al) * stats.norm.cdf(al * x1 / s) * stats.norm.pdf(al)
    v, _ = integrate.quad(f, -12, 12, limit=400, epsabs=1e-14)
    return v - c1 * x1

for a in (0.5, 1.0, 3.0, 10.0):
    c1, B = 1.0, 10.0
    k = c1 * np.sqrt(2 * np.pi * (1 + a * a))
    h = lambda al: k * np.clip(al, -B, B)
    ea = max(abs(err_a_like(h, x1, a, c1)) for x1 in np.linspace(-a, a, 21))
    eb = max(abs(err_a_like(h, u * rho * a, rho * a, c1)) for rho in np.linspace(0.05, 1, 20) for u in np.linspace(0.25, 1, 4))
    # hypotheses: range / Lipschitz / E[h^2] with C_eps(c1 z, a) = C* a c1 (1 + sqrt(log(1/eps))), C_s = C* 2^1.75 a c1
    eps = max(ea, 1e-16); L = np.sqrt(np.log(1 / eps))
    cstar_range = k * B / (a * c1 * (1 + L) * np.sqrt(a * a + 1))
    cstar_lip = k / (a * c1 * (1 + L) * np.sqrt(a * a + 1))
    cstar_mom = np.sqrt(integrate.quad(lambda al: h(al) ** 2 * stats.norm.pdf(al), -12, 12)[0]) / (2 ** 1.75 * a * c1 * np.sqrt(a * a + 1))
    eps_max = 1 / (10 * a * c1 * (1 + L) * np.sqrt(a * a + 1))   # lemma's eps range at C* = 10 (C_eps as C)
    print(f"a={a}: sup (a)-error={ea:.2e}  sup (b)-error over ||x||<=a = {eb:.4f} c1  (lemma's eps < {eps_max:.3f} at C*=10); "
          f"C* needed: range {cstar_range:.2f}, Lipschitz {cstar_lip:.2f}, E[h^2] {cstar_mom:.2f}")

# Monte Carlo of (b) with a 3-dim Gaussian w at a = 1, x = 0.5 w*
rng = np.random.default_rng(0); a = 1.0; k = np.sqrt(2 * np.pi * (1 + a * a))
n = 4_000_000; w = rng.normal(size=(n, 3)); b0 = rng.normal(size=n)
ws = np.array([1.0, 0, 0]); x = 0.5 * ws
val = np.mean((w @ x + b0 >= 0) * k * np.clip(w @ ws, -10, 10))
print(f"MC (b), a=1, x=0.5 w*: E[...] = {val:.4f} vs phi(w*^T x) = 0.5 -> error {val-0.5:.4f} (closed form {0.5*(np.sqrt(2/1.25)-1):.4f})")
x = 1.0 * ws
val = np.mean((w @ x + b0 >= 0) * k * np.clip(w @ ws, -10, 10))
print(f"MC (b), a=1, x=w* (||x|| = a): error {val-1.0:.4f}  [(b) at ||x|| = a is (a) in law]")
