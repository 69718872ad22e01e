#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) L6824 (proof of Lemma D.2.1): phi(x_1) = c_0 + R(x_1) + sum_i c'_i E[h^_i(alpha_1)
1[q_i(b0)] 1[w0 X + b0 >= 0]] with R as (D.27) prints it: R = sum_i c'_i E[(h_i(alpha_1) 1[|alpha_1| > B_i] - h_i(sign(alpha_1) B_i
1[|alpha| > B_i])) 1[q_i(b0)] 1[w0 X + b0 >= 0]]. Own numpy/scipy: phi(z) = z^2 (c_2 = 1), t = 1, B_2 >= 100 sqrt 2."""
import math

import numpy as np
from scipy import integrate
from scipy.special import eval_hermitenorm as He, ndtr

pdf = lambda u: math.exp(-u * u / 2) / math.sqrt(2 * math.pi)
t = 1.0
pp2 = integrate.quad(lambda b: He(1, -b / t) * pdf(-b / t) * pdf(b), -t / 4, 0.0, epsrel=1e-12)[0] / t**2   # p'_2 (D.29)
c2p = 1.0 / pp2
P2 = integrate.quad(lambda b: pdf(b) * ndtr(b / t), -t / 4, 0.0, epsrel=1e-12)[0]   # E[1[0 < -b0 <= t/4] 1[alpha >= -b0/t]]
print(f"p'_2 = {pp2:.6f}, c'_2 = {c2p:.2f}, h_2(0) = {He(2, 0.0):.0f}, P_2 = {P2:.5f}; printed R = c'_2 (0 - h_2(0)) P_2 = {-c2p * He(2, 0.0) * P2:.3f}")
rng = np.random.default_rng(0)
n = 4_000_000
B2 = 100 * math.sqrt(2)
for x1 in (0.3, 0.8):
    a, b, b0 = rng.normal(size=n), rng.normal(size=n), rng.normal(size=n)
    al1 = a * x1 / t + b * math.sqrt(1 - (x1 / t) ** 2)
    ind = (t * a + b0 >= 0) & (-b0 > 0) & (-b0 <= t / 4)
    hhat = np.where(np.abs(al1) <= B2, He(2, al1), He(2, np.sign(al1) * B2))
    series = c2p * (hhat * ind).mean()
    R_printed = c2p * ((He(2, al1) * (np.abs(al1) > B2) - He(2, np.sign(al1) * B2 * (np.abs(a) > B2))) * ind).mean()
    R_intended = c2p * ((He(2, al1) - He(2, np.sign(al1) * B2)) * (np.abs(al1) > B2) * ind).mean()
    print(f"x1 = {x1}: phi = {x1**2:.4f}; c0 + R_printed + series = {R_printed + series:.3f} (series {series:.4f}, R_printed {R_printed:.3f}); "
          f"with R the truncation remainder: {R_intended + series:.4f}")
