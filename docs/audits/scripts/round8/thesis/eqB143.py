"""Audit thesis.ch3.eqB.143 (seed 003 L4539) with Definition B.2.3 (1) (L3913), n in D_1 (y_n = 1, S_* = S_1: the
class-relevant nodes, Table L860). Literal: second sum over (N_z cap S_*) - S_1 = empty. Reading: over (N_z cap S) - S_1
(as (B.50) L4101). One neighbourhood z holding every node, b_z = 0, sigma = 0, q = ||q_1(t)||."""
from math import exp
def phi_literal(a1, q, s=0.0, b=0.0): return 1.0 / (a1 * exp(q * q + s * q + b))
def phi_reading(a1, other, q, s=0.0, b=0.0): return 1.0 / (a1 * exp(q * q + s * q + b) + other * exp(b))
for q in (1.0, 3.0):
    for S2 in (1, 100, 10 ** 4, 10 ** 6, 10 ** 8):
        print(f"q={q} |S1 cap N|=1 |S2|={S2:>9}: literal phi|S2| = {phi_literal(1, q) * S2:.4g}   reading phi|S2| = {phi_reading(1, S2, q) * S2:.6f}")
