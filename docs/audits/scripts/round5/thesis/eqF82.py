"""Audit thesis.ch7.eqF.82: seed 003 L9675-L9679; p_n(t) in [alpha/K, alpha] (note before (F.81)). Exact Fractions."""
from fractions import Fraction as F
import math
def ratio(al, K, l, p):
    lhs = F(2, K * l) * (1 - al) * K * (1 - p)
    rhs = abs((-(1 - p) * p + (1 - p) ** 2 * al**2 / K**2) * (1 - p))
    return lhs / rhs
al = F(1, 2)
for K in [10, 100, 10**4, 10**6]:
    for C in [1, 10, 100]:
        l = math.ceil(C / al)
        r_lo = ratio(al, K, l, al / K); r_hi = ratio(al, K, l, al)
        print(f"K={K} l={l} (= {C}/alpha): ratio at p=alpha/K: {float(r_lo):.4g}; at p=alpha: {float(r_hi):.4g}")
print("helper path K=1e6, l=2000:", float(ratio(al, 10**6, 2000, al / 10**6)))
