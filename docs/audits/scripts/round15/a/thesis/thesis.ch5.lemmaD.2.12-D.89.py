#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (D.89) L7512-L7517, proof of Lemma D.2.12, last '<= eps':
||q^T A||_1 ||A||_inf^2 m1^{3/10} (C0/m1)(K sqrt(m1)/m2) m2 = ||q^T A||_1 ||A||_inf^2 C0 K m1^{-1/5} <= eps for every
m1 >= M = poly(C_eps(Phi, sqrt(p2) C_eps(phi, ||A||) sqrt(||A||^2 + 1)), 1/eps) (Lemma D.2.4, L6948), eps in
(0, 1/(K ||q||_1 p1 p2^2 C_s(Phi, p2 C_s(phi, ||A||)) C_s(phi, ||A||) sqrt(||A||^2 + 1))) (L6946),
C = C_eps(phi, ||A||) sqrt(||A||^2+1), C' = 10 C sqrt(p2), C'' = C_eps(Phi, C') sqrt(||A||^2+1), C0 = p1^2 p2 K^2 C C''.
Own log-free arithmetic (no repository import). phi(z) = z, Phi(z) = z/K (a smooth target, complexities bounded,
L1528), p1 = p2 = 1, ||A||_inf = 1 (q = e_g, ||q^T A||_1 = 1), C* = 1, eps = 0.01; M = ((1 + a) e/eps)^k for degrees k.
C_eps(c z, R) = |c| C* R (1 + sqrt(log(1/eps))) (5.2), C_s(c z, R) = |c| C* 2^1.75 R (5.3)."""
import math


def run(K, k, eps=0.01, R=1.0, scaled=True):
    c_Phi = 1.0 / K if scaled else 1.0
    Ce = lambda c, r: abs(c) * r * (1 + math.sqrt(math.log(1 / eps)))
    Cs = lambda c, r: abs(c) * 2 ** 1.75 * r
    eps_max = 1 / (K * 1 * 1 * 1 * Cs(c_Phi, Cs(1, R)) * Cs(1, R) * math.sqrt(R * R + 1))
    C = Ce(1, R) * math.sqrt(R * R + 1)
    Cpp = Ce(c_Phi, 10 * C) * math.sqrt(R * R + 1)
    C0 = K * K * C * Cpp
    a = Ce(c_Phi, C)                             # M's first argument
    lM = k * math.log((1 + a) * math.e / eps)
    lhs = R * R * R * C0 * K * math.exp(-lM / 5)  # ||q^T A||_1 ||A||^2 C0 K m1^{-1/5} at m1 = M
    return eps_max, a, C0, lhs / eps


for k in (4, 8, 16):
    print(f"M degree k = {k}, Phi = z/K:")
    for K in (1, 10, 100, 1000, 10000):
        em, a, C0, r = run(K, k)
        print(f"  K = {K}: eps range top {em:.4f} (eps = 0.01 inside), M's argument {a:.3e}, C0 = {C0:.3e}, "
              f"lhs/eps at m1 = M: {r:.3e}")
print("With Phi = z fixed instead, eps's range top falls like 1/K, so 1/eps (an argument of M) grows with K and a high "
      "enough fixed degree absorbs the K^3 growth; the K-scaled target keeps every argument of M bounded:")
for K in (1, 100, 10000):
    em, a, C0, r = run(K, 8, eps=None or 0.005 / K, scaled=False)
    print(f"  Phi = z, K = {K}: eps range top {em:.2e}, eps = {0.005 / K:.1e}, lhs/eps at m1 = M (k = 8) = {r:.3e}")
