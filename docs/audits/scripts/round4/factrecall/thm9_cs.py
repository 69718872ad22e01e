"""Auditor r4 factrecall (seed 002) proof of Theorem 9, L531-L534: E[<v,a>^2<v,b>^2] <= E[<v,a>^4]^{1/2} E[<v,b>^4]^{1/2}
<= 2 sqrt3 sqrt3 = 6, a = u_{f*(x)} - u_y (y != f*(x)), b = u_{f*(z)}, v ~ N(0, I_d), u's i.i.d. uniform on S^{d-1}."""
import numpy as np
import sympy as sp
d = sp.symbols('d', positive=True)
# E<v,c>^4 = 3|c|^4 ; |a|^2 = 2 - 2 rho, E rho = 0, E rho^2 = 1/d
Ea4 = 3 * (4 + 4 / d)
mid = sp.sqrt(Ea4) * sp.sqrt(3)
print("E<v,a>^4 =", sp.simplify(Ea4), "; middle term =", sp.simplify(mid), "= 6 sqrt(1+1/d)")
for dv in (1, 2, 3, 10, 100):
    print(f"d={dv}: middle = {float(mid.subs(d, dv)):.6f} > 6: {float(mid.subs(d, dv)) > 6}")
# left end (Isserlis: E_v[<v,a>^2<v,b>^2] = |a|^2|b|^2 + 2<a,b>^2): z with f*(z) not in {f*(x), y}: E = 2 + 4/d; f*(z)=f*(x): E|a|^2 + 2E<a,u_x>^2 = 2 + 2(1+1/d)
for dv in (1, 2, 3, 10):
    print(f"d={dv}: left end = {2 + 4/dv:.4f} (f*(z) generic) / {2 + 2*(1 + 1/dv):.4f} (f*(z) = f*(x) or y) <= 6")
# Monte Carlo second path (own RNG, seed fixed)
rng = np.random.default_rng(12345)
for dv in (1, 2, 3):
    N = 400000
    def sph(n):
        g = rng.standard_normal((n, dv)); return g / np.linalg.norm(g, axis=1, keepdims=True)
    ux, uy, uz = sph(N), sph(N), sph(N)
    v = rng.standard_normal((N, dv))
    a, b = ux - uy, uz
    va, vb = (v * a).sum(1), (v * b).sum(1)
    mid_mc = np.sqrt(np.mean(va**4)) * np.sqrt(np.mean(vb**4))
    print(f"MC d={dv}: middle = {mid_mc:.4f} (exact {6*np.sqrt(1+1/dv):.4f}); left = {np.mean(va**2 * vb**2):.4f}")
