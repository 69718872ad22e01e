#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) L6836 (proof of Lemma D.2.1): |E_{alpha,beta,b0~N(0,1)}[1[w0 X + b0 >= 0] h(alpha_1, b0)]
- phi(x_1)| <= |R(x_1)|, with (L6818-6832) phi(x_1) = c_0 + sum_i c'_i E[h_i(alpha_1) 1[q_i(b0)] 1[w0 X + b0 >= 0]] (D.25),
c'_i = c_i/p'_i (D.26), R (D.27) = the truncation remainder (|alpha_1| > B_i, B_i >= 100 sqrt i: a Gaussian tail < 1e-2000),
h(alpha_1, b0) = c_0 + sum_i c'_i h^_i(alpha_1) 1[q_i(b0)] (L6832), w0 X = t alpha.
Own Monte Carlo (numpy) for phi(z) = c0 + z (only odd term i = 1, q_1: |b0| <= t/2), p'_1 by 1-D quadrature of its definition."""
import math

import numpy as np
from scipy import integrate

pdf = lambda u: math.exp(-u * u / 2) / math.sqrt(2 * math.pi)


def pprime1(t):   # E[h_1(alpha_1) 1[alpha >= -b0/t] 1[|b0| <= t/2]] / x_1 = t^-1 int_{|b|<=t/2} phi(b/t) phi(b) db
    return integrate.quad(lambda b: pdf(-b / t) * pdf(b), -t / 2, t / 2, epsrel=1e-12)[0] / t


rng = np.random.default_rng(0)
n = 4_000_000
for (c0, t, x1) in [(1.0, 1.0, 0.5), (1.0, 0.5, -0.3), (-3.0, 1.0, 0.9), (0.0, 1.0, 0.5)]:
    a, b, b0 = rng.normal(size=n), rng.normal(size=n), rng.normal(size=n)
    al1 = a * x1 / t + b * math.sqrt(1 - (x1 / t) ** 2)
    ind = (t * a + b0 >= 0)
    h = c0 + (1.0 / pprime1(t)) * al1 * (np.abs(b0) <= t / 2)       # B_1 >= 100: h^_1 = h_1 on every sample
    v = ind * h
    est, se = v.mean(), v.std() / math.sqrt(n)
    phi = c0 + x1
    print(f"c0={c0}, t={t}, x1={x1}: E[1 h] = {est:.4f} +- {se:.4f}; phi(x1) = {phi:.4f}; |E - phi| = {abs(est - phi):.4f} "
          f"(predicted |c0|/2 = {abs(c0) / 2:.4f}) vs |R| < 1e-2000; P[w0X + b0 >= 0] = {ind.mean():.4f}")
