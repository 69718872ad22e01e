"""Audit thesis.ch3.eqB.85: |H_1| <= (eta sigma / a) sqrt(log m log B / B) whp (L4255).

H_1 = (1/B) sum_n eta y_n a_i 1[W_O(i) V_l(t) >= 0] z_l(t)^T p_1 (B.80).  Assumption B.2.1 (L3891): W_V^(0) x_l = p_j +
z_j(0), ||z_j(0)|| <= sigma, ||W_V^(0)|| <= 1, P orthonormal; x_n = mu_k exactly (L3897), so z is a function of the
pattern.  Own instance (exact Fractions, t = 0): m_a = 2, mu_1 = e1 (label +1), mu_2 = e2 (label -1), W_V^(0) =
diag(1 - sigma, 1) (norm 1): p_1 = e1, z_1 = -sigma e1, p_2 = e2, z_2 = 0. Each node attends to itself only (softmax over
a one-node sample = 1; any same-pattern sample gives the same z_l). Neuron W_O(i) = (1, 1): active on both patterns.
a_i = 1/sqrt(m) (L3872). Batch: B nodes, B/2 of each pattern (a random balanced batch concentrates there).
"""
from fractions import Fraction as Fr
from math import log, sqrt

eta = Fr(1)
for sigma in [Fr(1, 10), Fr(1, 100)]:
    WV = [[1 - sigma, 0], [0, 1]]
    assert max(abs(WV[0][0]), abs(WV[1][1])) <= 1  # ||W_V|| <= 1 (diagonal)
    p1, z1, z2 = (1, 0), (-sigma, 0), (0, 0)
    for m in [4, 64]:
        ai = 1 / sqrt(m)
        WO = (1, 1)
        V1 = (WV[0][0], 0)  # W_V mu_1
        V2 = (0, 1)
        assert WO[0] * V1[0] + WO[1] * V1[1] >= 0 and WO[0] * V2[0] + WO[1] * V2[1] >= 0
        for B in [400, 40000, 4000000]:
            n1 = B // 2
            S = Fr(n1) * (z1[0] * p1[0] + z1[1] * p1[1]) * 1 - Fr(B - n1) * (z2[0] * p1[0] + z2[1] * p1[1])
            H1 = abs(float(eta) * ai * float(S / B))
            bound_a_sqrtm = float(eta * sigma) / sqrt(m) * sqrt(log(m) * log(B) / B)  # a = sqrt(m) = 1/|a_i|
            bound_a_ai = float(eta * sigma) * sqrt(m) * sqrt(log(m) * log(B) / B)  # reading a = |a_i|
            print(f"sigma={float(sigma)} m={m} B={B}: |H_1| = {H1:.4g}; printed (a=sqrt m) {bound_a_sqrtm:.3g} "
                  f"ratio {H1/bound_a_sqrtm:.3g}; (a=|a_i|) {bound_a_ai:.3g} ratio {H1/bound_a_ai:.3g}")
