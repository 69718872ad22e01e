"""Cross-check of rho (C.6) from refE_cor441_case_i.py: independent float64 Gauss-Hermite
quadrature, plus the closed-form small-variance limit C_s(mu) = min over i!=j of
{mu_j^2 phi''(mu_i)^2, mu_i^2 phi''(mu_i)^2} (derived by Taylor expansion, Property 3.3)."""
import numpy as np, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from refE_cor441_case_i import rho
x, w = np.polynomial.hermite_e.hermegauss(160); w = w / w.sum()
sig = lambda t: 1 / (1 + np.exp(-t)); dph = lambda t: sig(t) * (1 - sig(t)); d2 = lambda t: dph(t) * (1 - 2 * sig(t))
def rho_gh(u, s):
    vals = []
    for i, ui in enumerate(u):
        z = ui + x; f = dph(s * z)
        a0 = w @ f; var0 = w @ (f - a0) ** 2
        a2 = w @ (f * z * z); c = a2 / (ui * ui + 1); t2 = w @ (z * z * (f - c) ** 2)
        vals.append(t2); vals += [(uj * uj + 1) * var0 for j, uj in enumerate(u) if j != i]
    return min(vals)
for mu, s in [((0.6, 0.8), 0.3), ((0.6, 0.8), 0.05), ((-0.5, 0.5), 1.0), ((0.3, -0.4), 0.2)]:
    u = [m / s for m in mu]
    print(mu, s, 'mpmath', float(rho(u, s)), 'GH', rho_gh(u, s))
mu = (0.6, 0.8)
Cs = min([mu[j] ** 2 * d2(mu[i]) ** 2 for i in range(2) for j in range(2) if i != j] + [m ** 2 * d2(m) ** 2 for m in mu])
print('C_s(0.6,0.8) closed form', Cs, ' rho(mu/0.003, 0.003) =', float(rho([m / 0.003 for m in mu], 0.003)))
