"""Audit thesis.ch5.lemmaD.2.9-L7293: |A_2 - A_3| <= Otilde(||q^T A||_1 ||A||_inf tau_w^{8/5} m1^{9/10} + ||q||_1 ||A||_inf tau_w m1^{1/4}
+ ||q||_1 tau_v ||A||_inf tau_w m1^{1/4}) ('Therefore', from L7287's Otilde(||q||_1 ||A||_inf tau_w^{8/5} m1^{9/10}), L7289's
Otilde(||q^T A||_1 ||A||_inf tau_w m1^{1/4}) and the tau_v term as printed). Middle = sum of the three bounds it combines.
Star with L leaves, q = e_hub, A = D^{-1/2}(A~ + I)D^{-1/2} (R = ||q^T A||_1 closed form, checked densely at L <= 2000),
m1 = L^4, tau_w in [m1^{-3/2}, m1^{-1/2}], tau_v in {1e-3, 1, 1e3}. Everything divided by ||A||_inf tau_w m1^{1/4}; x =
tau_w^{3/5} m1^{13/20}.
"""
from math import sqrt

import numpy as np

for L in [10, 2000]:
    N = L + 1
    At = np.eye(N)
    At[0, 1:] = At[1:, 0] = 1
    d = At.sum(1)
    A = At / np.sqrt(np.outer(d, d))
    assert abs(np.abs(A[0]).sum() - (1 / (L + 1) + L / sqrt(2 * (L + 1)))) < 1e-9
print("L | tau_w | tau_v | middle/printed")
for L in [10, 1000, 10**6, 10**9]:
    R = 1 / (L + 1) + L / sqrt(2 * (L + 1))
    m1 = float(L) ** 4
    for tw in [m1 ** -1.5, m1 ** -1.0, m1 ** -0.5]:
        x = tw ** 0.6 * m1 ** 0.65
        for tv in [1e-3, 1.0, 1e3]:
            middle = 1 * x + R + tv * 1  # ||q||_1 = 1
            printed = R * x + 1 + tv
            print(L, f"{tw:.1e}", tv, f"{middle/printed:.3g}", sep=" | ")
