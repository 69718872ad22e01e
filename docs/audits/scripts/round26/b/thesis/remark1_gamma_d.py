"""Auditor B r26: thesis Remark 1 (L885): 'the sample complexity in (3.9) scales with 1/gamma_d^2, (1 - eps_S)^{-2} and (Theta(1) - sigma)^{-2}'.
(3.9) first term / ((1 + delta^2) log N) = F = (1 - 2 eps_S (1 - gamma_d) - sigma)^{-2}; eps_S in (0,1/2), gamma_d in (0,1], sigma < O(1/M)."""
from fractions import Fraction as Fr
def F(eS, g, s): den = 1 - 2 * eS * (1 - g) - s; assert den > 0; return 1 / den ** 2
print("fixed eps_S, gamma_d -> 0 (sigma = 0): F and F * gamma_d^2")
for eS in (Fr(1, 10), Fr(1, 4), Fr(49, 100)):
    row = [(float(F(eS, g, 0)), float(F(eS, g, 0) * g * g)) for g in (Fr(1), Fr(1, 10), Fr(1, 100), Fr(1, 10**4))]
    print(f"  eps_S = {eS}: " + ", ".join(f"F={a:.4g}, F g^2={b:.3g}" for a, b in row) + f"; cap (1 - 2 eps_S)^-2 = {float(1/(1-2*eS)**2):.4g}")
print("worst case over eps_S -> 1/2: F -> (gamma_d - sigma)^-2")
for g in (Fr(1), Fr(1, 10), Fr(1, 100)):
    eS = Fr(1, 2) - Fr(1, 10**9)
    print(f"  gamma_d = {g}: F = {float(F(eS, g, 0)):.6g} vs gamma_d^-2 = {float(1/g**2):.6g}")
# upper-bound reading: F <= gamma_d^-2 (1 - eps_S)^-2 (1 - sigma/gamma_d ...) -- check F <= (gamma_d (1 - eps_S) - sigma)^-2 on a grid
mx = 0
for gi in range(1, 101):
    g = Fr(gi, 100)
    for ei in range(1, 50):
        eS = Fr(ei, 100)
        for s in (Fr(0), g / 8, g / 4):
            if s > Fr(1, 10): continue
            mx = max(mx, float(F(eS, g, s) * (g * (1 - eS) - s) ** 2))
print(f"grid max of F (gamma_d (1 - eps_S) - sigma)^2 = {mx:.6f} (<= 1: 1 - 2 eps_S (1 - g) >= g (1 - eps_S))")
