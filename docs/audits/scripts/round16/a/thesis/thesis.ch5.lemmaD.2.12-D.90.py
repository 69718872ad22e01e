#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (D.90) L7519-7524, proof of Lemma D.2.12, its last '<= eps':
||q^T A||_1 ||A||_inf^2 m1^{1/2} (C0/m1) (K sqrt(m1)/m2) m2 ||A||_inf^2 (eps/C0)^{Theta(1)} <= eps.
Own algebra (logs): m1^{1/2} * (1/m1) * m1^{1/2} = 1 and m2/m2 = 1, so the member is ||q^T A||_1 ||A||^4 K C0 (eps/C0)^th.
Constants as printed: C_eps (5.2), C_s (5.3) (C* a fixed 'sufficiently large' constant), C (D.40), C' (D.41), C'' (D.42),
C0 (D.43) = p1^2 p2 K^2 C C'' (O~ constant 1), eps's range of Lemma D.2.4 L6946, M (L6948) a function of the C_eps's and
1/eps only (bounded along the paths, so m1 = m2 = M is allowed and cancels anyway).
Targets: linear phi(z) = a z, Phi(z) = b z (smooth, power series with one coefficient). q = e_g at the node of largest row
sum, so ||q^T A||_1 = ||A||_inf =: R, ||q||_1 = 1. R is free: the symmetric-normalised star with self-loops has
||A||_inf ~ sqrt(N/2) (checked below).
"""
import math

import numpy as np


def Ceps(c1, R, eps, Cs):    # (5.2) for phi(z) = c1 z (only i = 1)
    return ((Cs * R) + math.sqrt(math.log(1 / eps)) * Cs * R) * abs(c1)


def Csm(c1, R, Cs):          # (5.3) for phi(z) = c1 z
    return Cs * 2**1.75 * R * abs(c1)


def chain(R, K, a, b, eps, Cs, p1=1, p2=1):
    C = Ceps(a, R, eps, Cs) * math.sqrt(R * R + 1)
    Cp = 10 * C * math.sqrt(p2)
    Cpp = Ceps(b, Cp, eps, Cs) * math.sqrt(R * R + 1)
    C0 = p1**2 * p2 * K**2 * C * Cpp
    eps_max = 1 / (K * 1 * p1 * p2**2 * Csm(b, p2 * Csm(a, R, Cs), Cs) * Csm(a, R, Cs) * math.sqrt(R * R + 1))
    return C, Cpp, C0, eps_max


def log10_ratio(R, K, C0, eps, th):   # log10 of member/eps
    return (math.log(R) + 4 * math.log(R) + math.log(K) + math.log(C0) + th * (math.log(eps) - math.log(C0))
            - math.log(eps)) / math.log(10)


def log10_ratio_reading(R, K, C0, eps, th):
    x = min(1.0, eps / (R * R**4 * K * C0))
    return (math.log(R**5 * K * C0) + max(th, 1.0) * math.log(x) - math.log(eps)) / math.log(10)


# star graph check: A = D^-1/2 (Adj + I) D^-1/2
for N in (9, 201, 20001):
    deg = np.ones(N); deg[0] = N; deg[1:] = 2
    row0 = 1 / math.sqrt(N) * (1 / math.sqrt(N) + (N - 1) / math.sqrt(2))
    print(f"star N={N}: ||A||_inf = {row0:.2f} (sqrt(N/2) = {math.sqrt(N/2):.2f})")

eps = 0.01
for Cs in (1.0, 10.0):
    print(f"\n--- C* = {Cs}, eps = {eps}: R path (phi = z/R^2, Phi = z/R, K = p1 = p2 = 1)")
    for R in (1, 10, 100, 1e3, 1e4, 1e6, 1e9, 1e12):
        C, Cpp, C0, em = chain(R, 1, R**-2, 1 / R, eps, Cs)
        r = [log10_ratio(R, 1, C0, eps, th) for th in (0.5, 1, 2, 10)]
        rr = log10_ratio_reading(R, 1, C0, eps, 2)
        print(f"R={R:8.0e}: C={C:.3g} C''={Cpp:.3g} C0={C0:.3g} eps_max={em:.3g} (eps in range: {eps < em}) "
              f"log10(member/eps) th=0.5,1,2,10: {[round(v, 1) for v in r]}; reading th=2: {rr:.2f}")
    print(f"--- C* = {Cs}: K path (Phi = z/K^2, phi = z, R = 1)")
    for K in (1, 10, 100, 1e3, 1e4, 1e8):
        C, Cpp, C0, em = chain(1.0, K, 1.0, 1 / K**2, eps, Cs)
        r = [log10_ratio(1.0, K, C0, eps, th) for th in (0.5, 1, 2, 10)]
        print(f"K={K:8.0e}: C0={C0:.3g} eps_max={em:.3g} (in range: {eps < em}) log10(member/eps): {[round(v, 2) for v in r]}")
