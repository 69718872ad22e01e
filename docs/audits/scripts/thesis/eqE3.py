# Audit thesis Lemma E.4.1 (E.3) / Lemma F.3.1 (F.3): Pr(phat >= (1+g)p) <= exp(-m p g^2/3) for g in [0, 1/p-1]
from fractions import Fraction as F
from math import comb
import mpmath as mp
mp.mp.dps=40
def upper_tail(m,p,thr):  # Pr(sum X >= thr) for Bernoulli(p), exact
    import math
    k0=math.ceil(thr - F(0))  # thr Fraction
    return sum(F(comb(m,k))*p**k*(1-p)**(m-k) for k in range(k0,m+1))
for (m,p,g) in [(1,F(1,10),F(9)),(10,F(1,10),F(9)),(10,F(1,10),F(4)),(100,F(1,10),F(3)),(1000,F(1,100),F(5)),(20,F(1,2),F(1))]:
    assert 0<=g<=1/p-1
    thr=(1+g)*p*m
    P=upper_tail(m,p,thr)
    B=mp.e**(-mp.mpf(m)*mp.mpf(p.numerator)/p.denominator*mp.mpf(g.numerator)**2/g.denominator**2/3)
    print(m,p,g,'Pr=',mp.nstr(mp.mpf(P.numerator)/P.denominator,8),'bound=',mp.nstr(B,8),'VIOLATED' if mp.mpf(P.numerator)/P.denominator>B else 'ok')
    # corrected
    Bc=mp.e**(-mp.mpf(m)*mp.mpf(p.numerator)/p.denominator*(mp.mpf(g.numerator)/g.denominator)**2/(2+mp.mpf(g.numerator)/g.denominator))
    print('   corrected bound', mp.nstr(Bc,8), 'ok' if mp.mpf(P.numerator)/P.denominator<=Bc else 'VIOL')
