"""Auditor A r30: thesis (B.66) second case, p_n(0) = Theta(1)?  Own Fractions, no repo imports.
Hypotheses (Thm 3.4.6): S^{n,t} subset N_{z_m}^n; N_z^n = nodes at distance exactly z (L817) -> disjoint in z.
Compute (B.66, case n not in S_1 u S_2) literally from node-by-node distance lists."""
from fractions import Fraction as Fr
import random

def p0_case2(dist_of_sampled, relevant, Zset, E=Fr(0)):
    # dist_of_sampled: list of distances of the sampled nodes S^{n,t}; relevant: bool list (class-relevant)
    S = len(dist_of_sampled)
    num = sum(sum(1 for d, r in zip(dist_of_sampled, relevant) if r and d == z) for z in Zset)
    den = sum(S - sum(1 for d in dist_of_sampled if d == z) for z in Zset) + E
    return Fr(num, 1) / den

rng = random.Random(1)
print("family 1: all sampled nodes class-relevant and in N_{z_m} (z_m = 1), |S| = 5; vary number of distances")
for Z in [2, 3, 5, 10, 20, 100, 1000, 10000]:
    Zset = list(range(1, Z + 1))
    d = [1] * 5
    rel = [True] * 5
    for E in [Fr(0), Fr(5)]:
        p = p0_case2(d, rel, Zset, E)
        print(f"  |Z|={Z:6d} E={E}  p_n(0) = {float(p):.6g}   (bound 1/(|Z|-1) = {1/(Z-1):.6g})")
print("family 2: |Z| = 2, |S| = 10^k, exactly one sampled class-relevant node")
for k in [1, 2, 3, 4, 6]:
    S = 10 ** k
    d = [1] * S
    rel = [True] + [False] * (S - 1)
    print(f"  |S|=1e{k}: p_n(0) = {float(p0_case2(d, rel, [1, 2])):.3g}")
print("family 3: footnote-9 random model, gamma_d = 0.5 (class-relevant w.p. gamma_d/2), |S| = 20, |Z| = 2: P[A = 0]")
print("  exact P[A=0] = (1-0.25)^20 =", 0.75 ** 20, " -> p_n(0) = 0 on that event")
print("reading |Z| <= 10, A/|S| >= 1/10, E <= |S|:")
worst = min(p0_case2([1] * 10, [True] + [False] * 9, list(range(1, Z + 1)), Fr(10)) for Z in range(2, 11))
print("  min p_n(0) =", float(worst))
