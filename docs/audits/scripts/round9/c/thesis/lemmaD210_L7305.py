"""Audit C of thesis.ch5.lemmaD.2.10-L7305-from-L7357: does the proof's conclusion L7357 give the lemma's L7305?
Both read with one O~ constant; ratio = L7357 right side / L7305 right side over L7299's ranges (||A||_inf >= 1 free)."""
from fractions import Fraction as F
from mpmath import mp, mpf
mp.dps = 30
def L7357(A, m1, m2, sv, tw, tv):
    return m2**mpf(1.5) * sv * (A**2 + A**2 * tw * m1**mpf(0.25)) + m2 * A**(mpf(2)/3) * (A * tv + A * tw * m1**mpf(0.25) * (1 + tv))**(mpf(2)/3)
def L7305(A, m1, m2, sv, tw, tv):
    return m2**mpf(1.5) * sv * (A + A * tw * m1**mpf(0.25)) + m2 * A**(mpf(2)/3) * (A * tv + A * tw * m1**mpf(0.25) * (1 + tv))**(mpf(2)/3)
m1, m2 = mpf(10)**4, mpf(10)**4
for A in (1, 10, 10**3, 10**6):
    A = mpf(A); sv = m2**mpf(-0.5) / 2; tw = m1**mpf(-1.5); tv = mpf(10)**-6
    print(f"||A||_inf = {float(A):g}: L7357/L7305 = {float(L7357(A, m1, m2, sv, tw, tv) / L7305(A, m1, m2, sv, tw, tv)):.4g}")
# the ratio is bounded by ||A||_inf always (first terms differ by exactly that factor, second terms equal)
print("first-term ratio exact:", F(7, 3)**2 / F(7, 3), "= ||A|| at ||A|| = 7/3")
# at the chapter's parameter values (table L6770-L6773): sigma_v = m2^{-1/2-0.01}, tau_w = m1^{-(3/4-0.01)}, tau_v = m1^{1/2-0.001}/m2^{1/2}
for A in (1, 10, 10**3):
    A = mpf(A); m1 = mpf(10)**8; m2 = m1
    sv = m2**mpf(-0.51); tw = m1**mpf(-0.74); tv = m1**mpf(0.499) / m2**mpf(0.5)
    print(f"table values, m1 = m2 = 1e8, ||A|| = {float(A):g}: ratio {float(L7357(A, m1, m2, sv, tw, tv) / L7305(A, m1, m2, sv, tw, tv)):.4g}")
