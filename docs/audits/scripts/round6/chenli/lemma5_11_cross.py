"""Audit chenli.display.lemma5.11-S2S3-cross (seed 000 L804-L806; Lemma 5.11 hypotheses L779-L782; Assumption 3).
Theta = I_d with the first S_[3] row replaced by -e_{i0} (i0 = first index of S_[2]); exact integer arithmetic on rows."""
from fractions import Fraction as Fr
import numpy as np

for d in [48, 10_000]:
    d2 = d3 = 4
    S2 = list(range(d - 8, d - 4)); S3 = list(range(d - 4, d))
    i0, j0 = S2[0], S3[0]

    def row(j):  # sparse rows: dict col -> value
        return {i0: -1} if j == j0 else {j: 1}
    B = sum(sum(v * row(j).get(c, 0) for c, v in row(i).items()) for i in S2 for j in S3)
    fro2, op2 = d, 2  # Theta^T Theta = I + e_{i0}e_{i0}^T - e_{j0}e_{j0}^T: eigenvalues 2, 1 (d-2 times), 0
    c, mu, nu = 1, Fr(1, 2), Fr(1, 2)
    for r in [4, 9]:
        if fro2 < r * op2:
            continue
        ok = (1 <= c <= (min(r, d2, d3) ** 0.5) / 2 and abs(mu) <= c / d2 ** 0.5
              and d3 <= min(d / (8 * nu ** 2), (d * r) ** 0.5 / (8 * c * nu)))
        lhs = 2 * mu * nu * abs(B)
        rhs = Fr(2 * c) / 2 * B  # 2c/sqrt(d2) * 1^T Theta Theta^T 1, sqrt(d2) = 2
        print(f"d={d} r_Theta={r} (d^1/4={d**0.25:.2f}) hypotheses ok={ok}: B={B}, lhs 2 mu nu |B| = {lhs}, printed rhs = {rhs},"
              f" with |B|: {Fr(2*c, 2) * abs(B)}; next link 2c||Theta||_op||Theta^T 1_3|| = {2*c*np.sqrt(op2)*np.sqrt(d3 - 1 + 1):.3f}")
