"""Audit factrecall.display.thm9-variance (seed 002 L554-L566). k = 2, sigma' = h_2 (||sigma'|| = 1, q = 3), N = 1, m = 1:
gamma = omega_1x = <v,Delta><v,u_f> h_2(g)^2, Delta = u_f - u_y, g = <w, e_x> ~ N(0,1), v ~ N(0, I_d).
Exact: E[(v.a)^2 (v.b)^2] = |a|^2|b|^2 + 2(a.b)^2, E h_2^4 = 15 => Var = 15(4 + 2/d) - 1. Monte Carlo check at d = 5."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
x, w = hermegauss(60); w = w / w.sum(); h2 = (x * x - 1) / np.sqrt(2)
print("E h_2^4 =", round(float(np.sum(w * h2 ** 4)), 6), " E h_2^2 =", round(float(np.sum(w * h2 ** 2)), 6))
for d in [10, 10**3, 10**6]:
    var = 15 * (4 + 2 / d) - 1
    shape = 1 / d + 4 ** 3 / d ** 3 + 2 ** 15 / d      # 1/d + (2k)^{k+1} N/d^{k+1} + 2^{3q+3k} N/(m d)
    print(f"d={d}: Var(gamma) = {var:.4f}; printed shape = {shape:.4e}; ratio {var/shape:.3e}")
rng = np.random.default_rng(0); d = 5; R = 400000
U = rng.normal(size=(R, 2, d)); U /= np.linalg.norm(U, axis=2, keepdims=True)
v = rng.normal(size=(R, d)); g = rng.normal(size=R)
om = np.sum(v * (U[:, 0] - U[:, 1]), 1) * np.sum(v * U[:, 0], 1) * ((g * g - 1) / np.sqrt(2)) ** 2
print(f"MC d=5: mean {om.mean():.3f} (exact 1), Var {om.var():.2f} (exact {15*(4+2/5)-1:.2f})")
