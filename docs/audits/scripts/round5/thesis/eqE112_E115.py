"""Audit thesis.ch6.eqE.112 / eqE.115: seed 003 L8487-L8493. Exact binomial tails (Fractions / math.comb)."""
from fractions import Fraction as F
import math
def lower_tail(l, p, thr):   # P(Bin(l, p) <= thr)
    return sum(F(math.comb(l, k)) * p**k * (1 - p) ** (l - k) for k in range(0, math.floor(thr) + 1))
def upper_tail(l, p, thr):
    return sum(F(math.comb(l, k)) * p**k * (1 - p) ** (l - k) for k in range(math.ceil(thr), l + 1))
for M1 in [3, 10, 30, 100]:
    l = math.ceil(M1 * math.log(M1)); al = F(1)
    P112 = lower_tail(l, al / 2, l * al / 2)
    M2 = 2; P115 = upper_tail(l, F(1, M2), F(l, M2))
    Cmax = math.log(1 / float(P112)) / math.log(M1)
    print(f"M1={M1} l={l}: (E.112) P(count<=l alpha/2)={float(P112):.4f}, (E.115) P(count>=l/M2)={float(P115):.4f}; largest C with P<=M1^-C: {Cmax:.4f}")
# a constant fraction below the mean, e.g. threshold l alpha/4: tail decays
for M1 in [10, 100]:
    l = math.ceil(M1 * math.log(M1))
    print(f"  threshold l alpha/4, M1={M1}: P = {float(lower_tail(l, F(1, 2), l / 4)):.3e}  vs M1^-1 = {1/M1:.3e}")
