"""Audit thesis.ch6.eqE.48-second: seed 003 L8153-L8159. Exact Fractions: middle/right = (T-1)/(8T)."""
from fractions import Fraction as F
def ratio(T, M1=1, de=1, be=0, al=1, eta=1, a=1):
    mid = eta * sum(M1 * de * (be**2 + 1) ** F(1, 2) * F(al * eta * T, 2 * a) * de * (be**2 + 1) ** F(1, 2) * F(al * eta * b, 2 * a) for b in range(T))
    right = F(de**2 * (be**2 + 1) * al**2 * (eta * T) ** 3 * M1, a**2)
    return mid / right
print([(T, ratio(T)) for T in (1, 2, 3, 10, 1000)])
