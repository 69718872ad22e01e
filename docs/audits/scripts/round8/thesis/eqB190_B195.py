"""Audit thesis.ch3.eqB.190-second and eqB.195-first (seed 003 L4777-L4783, L4813), exact rationals.
a=|S1 cap N|, b=|S1 - N|, c=|S2 cap N|, d=|S2 - N|, S = S1 u S2 (no other nodes, so T_4 of (B.191) is an empty-sum
difference = 0 exactly). X > 0 common factor dropped. e = Euler's number (exact ratio compared in float at the end)."""
from fractions import Fraction as F
import math
def conds(a, b, c, d):
    """(B.184) |N|/|V| <= |S1 cap N|/|S1| ; (B.186)-(B.187) S1 ratio <= |V-N|/|N| <= S2 ratio (no slack)."""
    return F(a + c, a + b + c + d) <= F(a, a + b) and F(b, a) <= F(b + d, a + c) <= F(d, c)
for s in (F(1, 100), F(1, 10)):
    for (a, b, c, d) in ((2, 2, 1, 1), (4, 2, 2, 1), (3, 1, 1, 1)):
        S = a + b + c + d
        assert conds(a, b, c, d)
        br = (1 - s) ** 2 * a * d - (1 + s) ** 2 * b * c
        lhs190 = float(br) / (S * S * math.e ** 2)                     # T_4 = 0
        rhs190 = float((1 - s) ** 2 * F(a + b, S) * F(a - c, S))
        print(f"sigma={float(s)} (a,b,c,d)={a,b,c,d}: B.190 bracket={float(br):+.4f} lhs={lhs190:+.4e} rhs={rhs190:.4f}")
        for K in (F(1, 10), F(1), F(10)):
            den = (K * (a + c) + b + d) ** 2
            l195 = K * br / den; r195 = (1 - s) ** 2 * K * (a + b) * (a - c) / den
            print(f"      B.195 K={float(K)}: lhs={float(l195):+.4e} rhs={float(r195):.4e}")
