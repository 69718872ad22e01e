#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) proof of Lemma D.2.5, L7058-L7061 and L7069. Own arithmetic (no repository
import). From (D.54): P_1 = alpha P_3 + R_1 (P_3 := (P_1 - R_1)/alpha), alpha ~ N(0, 1/m1) (L7025), |R_1| <= O~(sqrt(|S|/
(m1 m2))); first display line: |P_3 - sqrt(|S|)/(sqrt(m2) C) Sigma| <= O~(||A||_inf/sqrt(m2)) =: E, Sigma = sum_j
a_{j,n} phi_eps(a_j X w*); rho = sqrt(tau m1)/(C sqrt(m2)) alpha (L7065).
L7061 (second line, printed): |C sqrt(m2)/sqrt(tau m1) P_1 - Sigma| <= O~(||A||_inf C/sqrt(tau m1)).
L7069 (printed): P_1 = rho Sigma + R_1 + R_2 with |R_2| <= O~(1/sqrt(m1 m2)); R_2 = alpha(P_3 - sqrt(tau m1)/(sqrt(m2) C)
Sigma) = alpha((sqrt|S| - sqrt(tau m1)) Sigma/(sqrt(m2) C) + E').
phi = z (C* = 1): C = C_eps(phi, ||A||) sqrt(||A||^2 + 1) = ||A||(1 + sqrt(log 1/eps)) sqrt(||A||^2+1) (L6990, (5.2))."""
import math

import numpy as np

rng = np.random.default_rng(0)
lg = lambda m1, m2: math.log(math.e * m1 * m2)

print("L7061: regular graph (||A||_inf = 1), aligned unit features (a_j X w* = 1): Sigma = phi_eps(1) ~ 1; tau = 0.01,"
      " m2 = 1e6, eps = 0.01; alpha drawn N(0, 1/m1), R_1 and E at their printed sizes with random signs")
C = 1 * (1 + math.sqrt(math.log(100))) * math.sqrt(2)
for m1 in (1e2, 1e4, 1e6, 1e8, 1e12):
    m2, tau, Sig = 1e6, 0.01, 0.99
    best = float('inf')
    for _ in range(200):
        S = tau * m1 + rng.uniform(-1, 1) * math.log(math.e * m1) * math.sqrt(tau * m1)
        S = min(max(S, 1.0), m1)
        P3 = math.sqrt(S) / (math.sqrt(m2) * C) * Sig + rng.uniform(-1, 1) * lg(m1, m2) / math.sqrt(m2)
        alpha = rng.standard_normal() / math.sqrt(m1)
        R1 = rng.uniform(-1, 1) * lg(m1, m2) * math.sqrt(S / (m1 * m2))
        P1 = alpha * P3 + R1
        lhs = abs(C * math.sqrt(m2) / math.sqrt(tau * m1) * P1 - Sig)
        best = min(best, lhs)
    shape = C / math.sqrt(tau * m1) * lg(m1, m2)
    # reading: P_3 in place of P_1
    print(f"  m1 = {m1:.0e}: least |C sqrt(m2)/sqrt(tau m1) P_1 - Sigma| over 200 draws >= {best:.3f}; shape "
          f"||A|| C log/sqrt(tau m1) = {shape:.3e}; ratio >= {best / shape:.3e}")

print("\nL7069: star with L leaves (A = D^{-1/2}(A~ + I)D^{-1/2} built entrywise), n its centre, m1 = m2 = 1e6, tau = 0.01;"
      " alpha, E' at their printed w.h.p. sizes (the premise's bound)")
for L in (10, 100, 1000, 10000):
    At = np.zeros((L + 1, L + 1)); At[0, 1:] = At[1:, 0] = 1; At += np.eye(L + 1)
    dg = At.sum(1); A = At / np.sqrt(np.outer(dg, dg))
    Ainf = float(np.abs(A).sum(1).max())
    m1 = m2 = 1e6; tau = 0.01; eps = 0.01
    C = 1 * (1 + math.sqrt(math.log(1 / eps))) * math.sqrt(Ainf ** 2 + 1)   # phi = z/||A||^2 scaling keeps C ~ sqrt2
    C = (1 + math.sqrt(math.log(1 / eps))) * math.sqrt(Ainf ** 2 + 1) / Ainf
    Sig = float(A[0] @ (A @ np.ones(L + 1))) / Ainf ** 2          # phi(a_j X w*) with a_j X w* = (A 1)_j, phi = z/||A||^2
    S = tau * m1 + math.log(math.e * m1) * math.sqrt(tau * m1)
    alpha = lg(m1, m2) / math.sqrt(m1)
    E = lg(m1, m2) * Ainf / math.sqrt(m2)
    R2 = alpha * ((math.sqrt(S) - math.sqrt(tau * m1)) * Sig / (math.sqrt(m2) * C) + E)
    print(f"  L = {L}: ||A||_inf = {Ainf:.2f}; |R_2| sqrt(m1 m2)/log(e m1 m2)^2 = {abs(R2) * math.sqrt(m1 * m2) / lg(m1, m2) ** 2:.3f}"
          f" (grows like ||A||_inf); the Sigma part alone: "
          f"{abs(alpha * (math.sqrt(S) - math.sqrt(tau * m1)) * Sig / (math.sqrt(m2) * C)) * math.sqrt(m1 * m2) / lg(m1, m2) ** 2:.2e}")
