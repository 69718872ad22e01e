"""Auditor r4 thesis (seed 003) (C.65) L5537-L5547, line 5 -> line 6 (binomial expansion with k = 1..2t)."""
from fractions import Fraction as Fr
from math import comb
import mpmath as mp
def dfact(n):
    r = 1
    while n > 1: r *= n; n -= 2
    return r
def line6(mu, s, t, k0):
    return sum(comb(2 * t, k) * abs(mu) ** (2 * t - k) * (0 if k % 2 else dfact(k - 1) * s ** k) for k in range(k0, 2 * t + 1))
for mu, s, t in ((Fr(1), Fr(1, 2), 1), (Fr(2), Fr(1), 2), (Fr(-1, 3), Fr(2), 3)):
    exact = mp.quad(lambda x: x ** (2 * t) * mp.npdf(x, float(mu), float(s)), [-mp.inf, float(mu), mp.inf])
    print(f"mu={mu} sigma={s} t={t}: E x^(2t) = {mp.nstr(exact, 10)}; printed (k from 1) = {line6(mu, s, t, 1)} = {float(line6(mu, s, t, 1)):.6f};"
          f" k from 0 = {float(line6(mu, s, t, 0)):.6f}; line 8 term (|mu|+sigma)^(2t)(2t-1)!! = {float((abs(mu) + s) ** (2 * t) * dfact(2 * t - 1)):.4f}")
