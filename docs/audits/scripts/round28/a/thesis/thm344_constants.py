# Auditor A r28: thesis Theorem 3.4.4 (seed 003 L869-L879), the helper's conditional instance: which hidden constants it grants.
import math
N, B, T, eta, eps0, m, M, S = 1200, 4, 240, 0.2, 0.2035, 40, 2, 10
for eps in (0.19, 0.1, 0.05):
    cB = B / (eps**-2 * math.log(N))
    print(f"eps={eps}: B >= c_B eps^-2 ln N holds only for c_B <= {cB:.4f}  (eps^-2 ln N = {eps**-2*math.log(N):.0f} vs B = {B})")
print(f"m >= c_m M^2 ln N: c_m <= {m/(M**2*math.log(N)):.2f} (M = {M} assumed)")
for delta in (0.0, 0.2, 0.5):
    print(f"T = c_T eta^-1/2 (1-2eps0)^-1/2 (1-delta)^-1/2 (3.8): c_T = {T/(eta**-0.5*(1-2*eps0)**-0.5*(1-delta)**-0.5):.1f} at delta={delta}")
gam, epsS, sigma = 0.4, 0.1, 0.0
den = (1 - 2*epsS*(1-gam) - sigma)**2
print(f"(3.9) first term at constant 1: (1 + delta_zm^2) ln N / {den:.3f} <= |L| = 960 needs delta_zm <= {math.sqrt(960*den/math.log(N) - 1):.1f}")
print("one pass |L| >= BT with B = c_B eps^-2 ln N at c_B = 1, eps = 0.19: T <= 960 / 196 = 4.9 iterations")
