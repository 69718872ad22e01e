"""Audit thesis.ch2.eqA.46-first / ch3.eqB.43-first: ||q_1(T)|| = sqrt(prod(1+K(l))) (A.34)/(B.20), ||q_1||=1,
against the printed first link ||q_1(T)|| >~ (1 + min K)^T. Exact / mpmath arithmetic."""
from fractions import Fraction as F
import mpmath as mp
mp.mp.dps = 50

def norm_q(K):  # (A.34) with ||q_1|| = 1 (orthonormal basis)
    p = F(1)
    for k in K:
        p *= 1 + k
    return p  # returns SQUARED norm exactly

print("norm reading: ratio ||q_1(T)|| / (1+minK)^T")
for k, T in [(F(1, 10), 100), (F(1, 10), 1000), (F(10**8), 1), (F(1, 1000), 10**4)]:
    sq = norm_q([k] * T)
    lhs = mp.sqrt(mp.mpf(sq.numerator) / sq.denominator)
    rhs = (mp.mpf((1 + k).numerator) / (1 + k).denominator) ** T
    print(f" K={float(k):g} T={T}: lhs={mp.nstr(lhs, 6)} rhs={mp.nstr(rhs, 6)} rhs/lhs={mp.nstr(rhs/lhs, 6)}")
# any constant c: rhs/lhs = (1+k)^{T/2} -> inf along T for every fixed k>0 (no uniform constant)
print("squared-norm reading: prod(1+K) >= (1+minK)^T exactly on random K:")
import random
random.seed(0)
ok = True
for _ in range(2000):
    T = random.randint(1, 40)
    K = [F(random.randint(1, 10**6), random.randint(1, 10**6)) for _ in range(T)]
    ok &= norm_q(K) >= (1 + min(K)) ** T
print(" holds:", ok)
# downstream (A.47)->(A.48): fixed point of x = (1+e^{-x^2})^T (norm reading) vs s = (1+e^{-s})^T (s = ||q||^2)
for T in [1e2, 1e4, 1e8, 1e16]:
    T = mp.mpf(T)
    x = mp.findroot(lambda x: mp.log(x) - T * mp.log1p(mp.e ** (-x * x)), mp.sqrt(mp.log(T)))
    s = mp.findroot(lambda s: mp.log(s) - T * mp.log1p(mp.e ** (-s)), mp.log(T))
    print(f" T={mp.nstr(T,3)}: norm-reading x^2/logT={mp.nstr(x*x/mp.log(T),5)}  sq-reading s/logT={mp.nstr(s/mp.log(T),5)}")
