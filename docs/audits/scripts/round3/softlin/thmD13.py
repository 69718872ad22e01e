"""Audit softlin Theorem D.13 (seed 001 L1330-L1350): any A in D1 (Def D.1: a1 >= 0.7, b + c = 1, b, c >= 0.1), x = 1_{d^2}
(QK^T = 1_{dxd}, as Lemma D.10), V = I, tau = (c+0.1) sqrt(log n), m = O(log(n/delta)): F_lin = 0 w.p. 1 - delta/poly(n).
Own derivation from the definitions (L423-L437): u_lin(j0) = A1_{j0,:} X A2^T = s_{j0} s^T with s = A 1_d (row sums), so every
row f_lin(j0) = s / <s, 1>; c_lin(j0, i0) = <f, A3[:, i0]> is the same for all rows. sqrt(log n) cancels against tau, so
everything is exact in rationals. <c, sigma> = w1 s1 + wk sk + w2 * (sum of d-3 signs) + c sd; fires iff > c + 0.1."""
from fractions import Fraction as Fr
from math import comb
import math
def fire_prob(n, d, a1, b, c):
    t = n // (d-2); assert t*(d-2) == n
    S = n + a1                                  # sum of row sums / sqrt(log n): n rows of (b + c) = 1 plus a1 at j3
    w1 = a1*(1 + a1)/S                          # Type I column: only row j3, value a1
    wk = b*(t - 1 + 1 + a1)/S                   # the Type II column whose t rows include j3
    w2 = b*t/S                                  # the other d-3 Type II columns
    wd = c                                      # Type III column: c * sum f = c
    thr = c + Fr(1, 10)
    K = d - 3
    p = Fr(0)
    for s1 in (-1, 1):
        for sk in (-1, 1):
            for sd in (-1, 1):
                base = w1*s1 + wk*sk + wd*sd
                # number of +1 among K signs = j: sum = 2j - K
                cnt = sum(comb(K, j) for j in range(K+1) if base + w2*(2*j - K) > thr)
                p += Fr(cnt, 2**K)/8
    return p
b, c = Fr(455, 512), Fr(57, 512)               # 0.888671875, 0.111328125 (b + c = 1, both >= 0.1)
assert b + c == 1
for n, a1 in [(100, Fr(1977, 20)), (20000, Fr(1977, 20)), (20000, Fr(3)), (100, Fr(7, 10)), (100, Fr(3))]:
    d = 2 + n//2                                # t = 2
    p = fire_prob(n, d, a1, b, c)
    for Cm, delta in [(0.26, 0.0134), (5.0, 1e-6)]:
        mm = max(1, math.ceil(Cm*math.log(n/delta)))
        fail = 1 - (1 - p)**mm
        print(f"n={n} d={d} a1={float(a1)}: p(one column fires) = {float(p):.6g}; Cm={Cm} delta={delta} m={mm}: "
              f"Pr[F_lin > 0] = {float(fail):.6g} (delta = {delta})")
# a1 = sqrt(n) path (t = 2), large n
for n in [10**4, 4*10**4]:
    d = 2 + n//2; a1 = Fr(math.isqrt(n))
    p = fire_prob(n, d, a1, b, c)
    print(f"a1 = sqrt(n) = {a1}, n = {n}: p = {float(p):.6g} -> Pr[F_lin > 0] >= p for every m >= 1")
