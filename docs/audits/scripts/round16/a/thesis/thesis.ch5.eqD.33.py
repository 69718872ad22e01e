#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (D.33) L6910, proof of Lemma D.2.3.
Printed: |c'_i h_i(x)| <= O(1) |c_i| sqrt(t^2+1)/t^{1-i} (i^4/i!!) sum_{j=1}^{floor(i/2)} |x|^{i-2j} i^{2j}/j!,
c'_i = c_i/p'_i (D.26), p'_i the constant of Lemma D.2.2 (D.29)/(D.30), h_i the (probabilists') Hermite polynomial of
[58] Def. A.5, t <= O(1) ((D.35)).
p'_i from its definition: E[h_i(alpha_1) 1[alpha >= -b0/t] 1[q_i(b0)]] = p'_i x_1^i with alpha_1 = c alpha + s beta,
c = x_1/t, s^2 = 1 - c^2; E_beta He_i(c alpha + s beta) = c^i He_i(alpha) and int_a^inf He_i phi = He_{i-1}(a) phi(a), so
p'_i = t^{-i} E_{b0}[He_{i-1}(-b0/t) phi(-b0/t) 1[q_i(b0)]] (1-D quadrature). Checked also by Monte Carlo at i = 1, 2.
"""
import math

import numpy as np
from scipy import integrate
from scipy.special import eval_hermitenorm as He

pdf = lambda u: math.exp(-u * u / 2) / math.sqrt(2 * math.pi)


def pprime(i, t):
    f = lambda b: He(i - 1, -b / t) * pdf(-b / t) * pdf(b)
    lo, hi = (-t / (2 * i), 0.0) if i % 2 == 0 else (-t / (2 * i), t / (2 * i))
    return integrate.quad(f, lo, hi, epsabs=0, epsrel=1e-12)[0] / t**i


def dfact(n):
    return math.prod(range(n, 0, -2)) if n > 0 else 1


def rhs(i, x, t, j0):
    return math.sqrt(t * t + 1) * t ** (i - 1) * i**4 / dfact(i) * sum(
        abs(x) ** (i - 2 * j) * i ** (2 * j) / math.factorial(j) for j in range(j0, i // 2 + 1))


# Monte Carlo check of p'_1, p'_2 from (D.29)/(D.30) (x = (x1, sqrt(t^2 - x1^2)), t = 1, x1 = 0.7)
rng = np.random.default_rng(0)
n = 4_000_000
t, x1 = 1.0, 0.7
a, bb, b0 = rng.normal(size=n), rng.normal(size=n), rng.normal(size=n)
al1 = a * x1 / t + bb * math.sqrt(1 - x1 * x1 / t / t)
for i in (1, 2):
    q = (np.abs(b0) <= t / (2 * i)) if i % 2 else ((-b0 > 0) & (-b0 <= t / (2 * i)))
    v = He(i, al1) * (a >= -b0 / t) * q
    print(f"i={i}: MC p'_i = {v.mean() / x1**i:.5f} +- {v.std() / math.sqrt(n) / x1**i:.5f}, quadrature {pprime(i, t):.5f}")

# As printed (sum from j = 1): i = 1, sum empty -> right side 0 for every constant
for t in (0.1, 1.0, 10.0):
    print(f"i=1, t={t}: |c'_1 h_1(x)|/|c_1| at x=1: {1 / abs(pprime(1, t)):.4f}  vs printed right side {rhs(1, 1.0, t, 1)}")
# i = 2: ratio grows like x^2
for x in (4, 16, 64, 256, 1024):
    print(f"i=2, t=1, x={x}: lhs/rhs(j from 1) = {abs(He(2, x)) / abs(pprime(2, 1.0)) / rhs(2, x, 1.0, 1):.4g}")
# Reading: sum from j = 0 (the standard Hermite bound |He_i(x)| <= sum_{j>=0} |x|^{i-2j} i^{2j}/j!)
worst = 0.0
for i in range(1, 31):
    for t in np.geomspace(1e-3, 10, 25):
        p = abs(pprime(i, t))
        for x in [0.0, 0.3, 1.0, 3.0, 10.0, 100.0, -2.0]:
            r = abs(He(i, x)) / p / rhs(i, x, t, 0)
            worst = max(worst, r)
print(f"reading j from 0: max lhs/(|c_i| sqrt(t^2+1) t^(i-1) i^4/i!! sum_j>=0) over i<=30, t in [1e-3,10], x grid = {worst:.3f}")
