# Auditor A r26: thesis.ch5.table5.1-lambda_w (seed 003 L1512 Table 5.1; L6767-L6775 Table D.2). Own mpmath/Fractions.
import mpmath as mp
from fractions import Fraction as F
mp.mp.dps = 30
# exponents of m1 (exact): Table D.2 lambda_w = 2/(tau'_w)^4, tau'_w = C0/(eps0^{1/4} m1^{3/4 - 0.005})
e_D2 = 4*(F(3, 4) - F(5, 1000)); e_51 = 3 - F(2, 1000)
print("m1-exponent of lambda_w: Table D.2 (2/(tau'_w)^4) =", e_D2, "=", float(e_D2), "; Table 5.1 =", e_51, "=", float(e_51))
# lambda_v check: 2/(tau'_v)^2 with tau'_v = m1^{1/2-0.005}/(sqrt(eps0) m2^{1/2}) -> 2 eps0 m2 / m1^{1-0.01}
print("m1-exponent of lambda_v: Table D.2 =", -2*(F(1, 2) - F(5, 1000)), "; Table 5.1 =", -(1 - F(1, 100)))
for m1 in (10**2, 10**4, 10**6, 10**8, 10**12):
    eps0, C0 = mp.mpf('0.1'), mp.mpf(3)
    tw = C0/(eps0**mp.mpf(0.25)*mp.mpf(m1)**(mp.mpf(3)/4 - mp.mpf('0.005')))
    lw_D2 = 2/tw**4; lw_51 = 2*eps0*mp.mpf(m1)**(3 - mp.mpf('0.002'))/C0**4
    print(f"  m1 = {m1:.0e}: lambda_w(Table 5.1)/lambda_w(Table D.2) = {mp.nstr(lw_51/lw_D2, 6)} (m1^0.018 = {mp.nstr(mp.mpf(m1)**mp.mpf('0.018'), 6)})")
