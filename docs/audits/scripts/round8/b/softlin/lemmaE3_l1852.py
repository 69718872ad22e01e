# Auditor B: softlin proof of Lemma E.3 Part 1, L1852: 1/8 - delta/poly(n) >= 1/10. Exact fractions.
# n = t(d-2) (Def. D.1); E.3 hypothesis t sqrt d = o(n^{1-b^2-0.01}); delta in (0, 0.1); poly(n) = n^k, k >= 1.
from fractions import Fraction as Fr
import math
for n,k,delta in [(3,1,Fr(9,100)),(3,1,Fr(99,1000)),(2,1,Fr(1,20)),(4,1,Fr(99,1000)),(3,2,Fr(99,1000)),(1,1,Fr(1,100))]:
    lhs=Fr(1,8)-delta/Fr(n)**k
    print(f"n={n} k={k} delta={delta}: 1/8 - delta/n^k = {lhs} = {float(lhs):.4f} >= 1/10 ? {lhs>=Fr(1,10)}")
# hypothesis at n = 3: d = 5, t = 1, b = 0.1: t sqrt d = 2.236 vs n^{1-b^2-0.01} = 3^0.98
print("d=5,t=1,b=0.1: t sqrt d =",math.sqrt(5)," n^(0.98) =",3**0.98)
print("threshold: holds for every delta < 0.1, k >= 1 iff n^k >= 40 delta, i.e. for all n >= 4")
