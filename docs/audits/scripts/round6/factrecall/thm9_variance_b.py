# Audit (b) of factrecall.display.thm9-variance (seed 002 L564-L566):
#   Var(gamma_xy) <~ 1/d + (2k)^{k+1} N / d^{k+1} + 2^{3q+3k} N/(m d)
# from E[gamma^2] = (m-1)/m sum_z E[w_iz w_jz] + 1/m sum_z E[w_iz^2] (L554) and sum_z E[w_iz^2] <= 2^{3q+3k}(1 + N/d) (L562).
# Lower bound on Var from the z = x terms alone (cross terms z != z' vanish, L538; other z add >= 0 to E[gamma^2] and the mean is c_{k+1}):
#   Var >= (1/m) (E[w_ix^2] - E[w_ix w_jx]) + (E[w_ix w_jx] - c_{k+1}^2),  with sigma' = h_k (||sigma'|| = 1), so sigma'(g) h_k(g) = h_k(g)^2,
#   E[w_ix^2] = E[A^2] E[h_k^4], A = <v, u1 - u2><v, u1>, E[A^2] = 4 + 2/d;  E[w_ix w_jx] = E[(1 - rho)^2] (E h_k^2)^2 = 1 + 1/d.
import numpy as np
from numpy.polynomial.hermite_e import hermeval
from math import factorial, sqrt
from scipy import integrate
def hk(k, g): c = np.zeros(k+1); c[k] = 1; return hermeval(g, c)/sqrt(factorial(k))
def Eh4(k): return integrate.quad(lambda g: hk(k, g)**4*np.exp(-g*g/2)/np.sqrt(2*np.pi), -np.inf, np.inf)[0]
# Monte Carlo check of E[A^2] = 4 + 2/d (u uniform on the sphere, v ~ N(0, I_d))
rng = np.random.default_rng(0); d0 = 10; n = 400000
u1 = rng.standard_normal((n, d0)); u1 /= np.linalg.norm(u1, axis=1, keepdims=True)
u2 = rng.standard_normal((n, d0)); u2 /= np.linalg.norm(u2, axis=1, keepdims=True)
v = rng.standard_normal((n, d0)); A = np.sum(v*(u1-u2), 1)*np.sum(v*u1, 1)
print(f"MC E[A^2] at d=10: {np.mean(A**2):.4f} (exact 4 + 2/d = {4+2/d0:.4f}); E[A] = {np.mean(A):.4f} (1)")
for k, q in [(2, 3), (4, 5)]:
    e4 = Eh4(k)
    print(f"k={k} (E h_k^4 = {e4:.4f}), q={q}:")
    for N in [1, 1000]:
        for m in [1, 100]:
            for d in [1e3, 1e6, 1e9, 1e12]:
                lb = (1/m)*((4 + 2/d)*e4 - 1 - 1/d) + (1/d)
                rhs = 1/d + (2*k)**(k+1)*N/d**(k+1) + 2**(3*q+3*k)*N/(m*d)
                print(f"   N={N:5d} m={m:4d} d={d:.0e}: Var >= {lb:.4e}   printed shape {rhs:.4e}   ratio {lb/rhs:.3e}")
