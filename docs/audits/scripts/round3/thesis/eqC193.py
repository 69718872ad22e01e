"""Audit thesis (C.193) L6185-L6187: max_{p>=2} [ (|e th|^{p+1}/(p+1)^{p+1}) A^{p+1} ] / [ (|e th|^p/p^p) A^p ] <= 1/2,
'Therefore, (C.193) holds if theta <= 27/(4e) * A', A = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2. Exact rationals
for the ratio structure (e enters only as the product e*theta*A); mpmath for (C.192) consequences."""
from fractions import Fraction as Fr
import mpmath as mp
mp.mp.dps = 40
def ratio(p, eThA):  # = e th A * p^p / (p+1)^(p+1)
    return eThA*Fr(p**p, (p+1)**(p+1))
# monotone decreasing in p:
print("p^p/(p+1)^(p+1), p = 2..6:", [str(Fr(p**p, (p+1)**(p+1))) for p in range(2, 7)])
for A in [Fr(1, 2), Fr(1), Fr(2), Fr(100)]:
    eThA = Fr(27, 4)*A*A                  # theta = 27 A/(4e)  ->  e theta A = 27 A^2 / 4
    eThA_div = Fr(27, 4)                  # reading theta = 27/(4 e A) -> e theta A = 27/4
    print(f"A={A}: printed edge theta = 27A/(4e): max ratio = {ratio(2, eThA)} (= A^2); "
          f"reading theta = 27/(4eA): {ratio(2, eThA_div)}; correct edge 27/(8eA): {ratio(2, Fr(27, 8))}")
# (C.192) consequence: sum_{p>=2} y^p/p^p vs y^2 with y = e theta A
for y in [Fr(27, 8), Fr(27, 4), Fr(27, 4)*100**2]:
    yv = mp.mpf(y.numerator)/y.denominator
    s = mp.nsum(lambda p: yv**p/p**p, [2, mp.inf])
    print(f"y = e*theta*A = {mp.nstr(yv,6)}: sum_(p>=2) y^p/p^p = {mp.nstr(s,6)}, y^2 = {mp.nstr(yv**2,6)}, ratio {mp.nstr(s/yv**2,6)}")
