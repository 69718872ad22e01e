# Auditor B, round 30: thesis.ch5.eqD.139-first (seed 003 L7846): population loss <= (1 + gamma) OPT + eps0, derived from
# (D.125) (L7772-L7776: sample loss (min over j) <= (1 + gamma) OPT + eps0) and (D.138) (L7840-L7842: |population - sample| <= eps0).
# As a deduction these give (1 + gamma) OPT + 2 eps0.  Own finite instance (Fractions), losses in [0, 1] (L1375):
from fractions import Fraction as Fr
eps0, gamma = Fr(1, 100), Fr(1, 200)                      # gamma <= eps0 (the last line of (D.139) uses (1 + eps0))
pop_points = [Fr(3, 10), Fr(3, 10) + 2*eps0 - Fr(1, 10**4)]   # population: two equally likely points
sample = [pop_points[0]]                                  # Omega = the first point
pop = sum(pop_points)/2; samp = sum(sample)/len(sample)
OPT = (samp - eps0)/(1 + gamma)                           # (D.125) tight
print("(D.125):", samp <= (1 + gamma)*OPT + eps0, " (D.138):", abs(pop - samp) <= eps0, f" |pop - sample| = {float(abs(pop - samp)):.5f}")
print(f"(D.139): population {float(pop):.5f} <= (1+gamma) OPT + eps0 = {float((1 + gamma)*OPT + eps0):.5f}? {pop <= (1 + gamma)*OPT + eps0};"
      f" with 2 eps0: {pop <= (1 + gamma)*OPT + 2*eps0};  OPT = {float(OPT):.5f} <= population (consistent)")
