# Auditor A r26: thesis.ch4.eqC.4-components (seed 003 L5086-L5088 (C.4), with (C.3) L5084). Own Fractions/mpmath.
from fractions import Fraction as F
import mpmath as mp
def count_printed(L):
    if L % 2 == 0: return 2*len(range(1, L//2 + 1))
    return 1 + 2*len(range(2, (L-1)//2 + 1))
def count_reading(L):
    if L % 2 == 0: return 2*len(range(1, L//2 + 1))
    return 1 + 2*len(range(2, (L+1)//2 + 1))
for L in range(2, 12):
    print(f"L={L}: printed form has {count_printed(L)} components, reading (upper (L+1)/2) has {count_reading(L)}")
# L = 3: the printed odd form is the single Gaussian lambda_1 N(0, Sigma_1) (sum over l = 2..1 empty, lambda_1 = 1)
# A symmetric 3-component mixture that is not Gaussian: 1/2 N(0,1) + 1/4 (N(2,1) + N(-2,1))
w = [F(1, 2), F(1, 4), F(1, 4)]; mu = [0, 2, -2]
def mom(k):  # E[(m+Z)^k] for Z ~ N(0,1), exact
    zm = {0: 1, 1: 0, 2: 1, 3: 0, 4: 3}
    from math import comb
    return lambda m: sum(comb(k, j)*F(m)**(k-j)*zm[j] for j in range(k+1))
m2 = sum(wi*mom(2)(mi) for wi, mi in zip(w, mu)); m4 = sum(wi*mom(4)(mi) for wi, mi in zip(w, mu))
print(f"3-component symmetric mixture: variance {m2}, 4th moment {m4}, kurtosis {m4/m2**2} = {float(m4/m2**2):.4f} (Gaussian: 3)")
# density check at a few points against the best Gaussian N(0, 3)
p = lambda x: sum(float(wi)*mp.npdf(x, mi, 1) for wi, mi in zip(w, mu))
print("density mixture vs N(0,3) at x = 0, 2, 4:", [(mp.nstr(p(x), 6), mp.nstr(mp.npdf(x, 0, mp.sqrt(3)), 6)) for x in (0, 2, 4)])
