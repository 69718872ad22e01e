"""Audit chenli.eq28 and chenli.display.lemma5.11-S3-offdiag: seed 000 L794-L802. Exact Fractions on the blocks:
Theta = I_d with the rows of one block centred (rows e_i - 1_block/|block|)."""
from fractions import Fraction as F
def centred_block_gram(n):  # Gram of the centred rows restricted to the block: I - J/n
    return [[(1 if i == j else 0) - F(1, n) for j in range(n)] for i in range(n)]
def offdiag_and_sum(G):
    n = len(G); tot = sum(sum(r) for r in G); tr = sum(G[i][i] for i in range(n))
    return tot - tr, tot
# eq28: d2 = 16, c = 2, mu = 6/16 (|mu| <= c/sqrt(d2) = 1/2), S_[2] rows centred (helper); also a d = 256, c = 1, mu = 0 case
for d, d2, c, mu in [(32, 16, 2, F(6, 16)), (256, 16, 1, F(0)), (10000, 16, F(3, 2), F(6, 16))]:
    G = centred_block_gram(d2); off, tot = offdiag_and_sum(G)
    fac = (mu * mu * d2 - 1) / F(d2 - 1)
    lhs = abs(off) * fac  # literal: |sum| times the (signed) factor
    fro2 = (d - d2) + (d2 - 1); op2 = 1
    print(f"eq28 d={d} d2={d2} c={c} mu={mu}: lhs={lhs} middle={F(c*c, d2)*tot} c^2||op||^2={c*c*op2} "
          f"(c^2/r)||F||^2 with r = stable rank {fro2}: {F(c*c, fro2)*fro2}; d^(1/4)={d**0.25:.2f}")
# S3-offdiag: d1 = 40, d2 = d3 = 4; nu = 1 (helper) and nu = 3/4 (|nu| <= 0.9)
for nu in [F(1), F(3, 4)]:
    d3 = 4; G = centred_block_gram(d3); off, tot = offdiag_and_sum(G)
    fac = (nu * nu * d3 - 1) / F(d3 - 1)
    print(f"S3-offdiag nu={nu}: lhs={abs(off)*fac} middle 1^T G 1 = {tot}")
