"""Audit thesis.ch5.lemmaD.2.10-L7305-from-L7357: Lemma D.2.10 (1)'s ||D'_{n,v}||_0 bound (L7305) vs its proof's last line (L7357),
which has ||A||_inf^2 (twice) in the first term.  Pure algebra, exact Fractions: ratio L7357/L7305 along ||A||_inf, at
sigma_v = m2^{-1/2}/2, tau_w = m1^{-3/2} (m1 = 2^16, so m1^{1/4} = 16, tau_w m1^{1/4} = 2^{-20}), tau_v = 10^-6, m2 = 2^20.
The 2/3 powers are common to both sides, so the second term is compared as the same float on both sides.
"""
from fractions import Fraction as Fr

m1, m2 = 2**16, 2**20
r1 = 16  # m1^{1/4}
tw = Fr(1, 2**24)  # m1^{-3/2}
sv = Fr(1, 2 * 2**10)  # m2^{-1/2}/2
tv = Fr(1, 10**6)
m2_32 = 2**30  # m2^{3/2}
for A in [1, 10, 1000, 10**6]:
    second = m2 * float(A) ** (2 / 3) * float(A * tv + A * tw * r1 * (1 + tv)) ** (2 / 3)
    stmt = float(m2_32 * sv * (A + A * tw * r1)) + second
    proof = float(m2_32 * sv * (A**2 + A**2 * tw * r1)) + second
    print(f"||A||_inf = {A}: L7357/L7305 = {proof / stmt:.4g}")
