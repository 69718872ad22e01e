#!/usr/bin/env python3
"""Auditor A, round 15: chenli (seed 000) L2961, proof of Lemma 9.1: 'Applying Theorem 9.5, taking N = poly(m, d, k)
sqrt(log(1/delta)), and noting that the empirical loss of w^ is at most ... eps^2 d^3 k^3 m ||W_1||_F^2 by Lemma 9.3,
we conclude that ... w^ achieves test loss O(eps^2 d^3 k^3 m ||W_1||_F^2).'
Theorem 9.5 (L2947-L2951): test <= empirical + 4 L R_N(F) + 2c sqrt(log(1/delta)/(2N)); L = O(sqrt(mdk)), c =
O(mdk ||W_1||^2) (L2955), R_N <= R W/sqrt(N) with R = sqrt(mdk), W = sqrt(m) (Theorem 9.6, L2961).
Own log-space arithmetic (no repository import), constants 1, ||W_1||_F = 1 (Assumption 10), P = (mdk)^p."""
import math

L10 = math.log(10)


def terms(ld, k, m, leps, p, lL):
    """natural logs: d = e^ld, eps = e^leps, log(1/delta) = e^lL."""
    lmdk = math.log(m * k) + ld
    lN = p * lmdk + lL / 2
    emp = 2 * leps + 3 * ld + 3 * math.log(k) + math.log(m)
    rad = math.log(4) + 0.5 * lmdk + 0.5 * lmdk + 0.5 * math.log(m) - lN / 2
    dev = math.log(2) + lmdk + 0.5 * (lL - math.log(2) - lN)
    return emp, rad, dev


def lse(*a):
    mx = max(a); return mx + math.log(sum(math.exp(x - mx) for x in a))


ld, k, m, p = 40 * L10, 3.0, 1.0, 1.0
print("delta -> 0 (d = 1e40, k = 3, m = 1, P = mdk, eps = 1e-40): log10 of (Theorem 9.5's right side / eps^2 d^3 k^3 m)")
for lL10 in (2, 50, 100, 200, 300):
    e, r, dv = terms(ld, k, m, -40 * L10, p, lL10 * L10)
    print(f"  log(1/delta) = 1e{lL10}: {(lse(e, r, dv) - e) / L10:.2f}  (deviation term alone {(dv - e) / L10:.2f}; "
          f"its log(1/delta)^(1/4) law: +{lL10 / 4:.1f} per the exponent)")
print("eps -> 0 (log(1/delta) = 1e10, other parameters as above): the Rademacher and deviation terms do not move")
for le10 in (-10, -30, -60, -100):
    e, r, dv = terms(ld, k, m, le10 * L10, p, 10 * L10)
    print(f"  eps = 1e{le10}: log10 ratio = {(lse(e, r, dv) - e) / L10:.2f}")
print("higher degree p = 4 (P = (mdk)^4): the delta -> 0 divergence remains (P is a constant at fixed m, d, k):")
for lL10 in (100, 300, 600):
    e, r, dv = terms(ld, k, m, -40 * L10, 4.0, lL10 * L10)
    print(f"  log(1/delta) = 1e{lL10}: log10 ratio = {(lse(e, r, dv) - e) / L10:.2f}")
