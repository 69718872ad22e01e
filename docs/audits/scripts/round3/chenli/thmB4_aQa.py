"""Audit chenli.display.thmB.4-aQa (seed 000 L3772): a^T Q^{-1} a <= ||a||^2/sigma_min(Q) = (1-kappa m)^{-1}||a||^2/r^2
<= ||a||^2/(2 r^2), Q = V V^T, rows v_j with r <= ||v_j|| <= rbar (161), coherence <= kappa (162), kappa << 1/m."""
from fractions import Fraction as Fr

import numpy as np

# m = 1, v_1 = (1) in R^1: kappa = 0, r = rbar = 1, rho = 1 in (160); a = 1
print("m=1, v=(1), a=1: a^T Q^{-1} a =", Fr(1, 1), " printed bound ||a||^2/(2 r^2) =", Fr(1, 2))
# orthogonal rows of equal norm r: Q = r^2 I, a^T Q^-1 a = ||a||^2/r^2 = 2 x printed bound, for every a
rng = np.random.default_rng(0)
for m, d, r in [(3, 12, 2.0), (10, 40, 0.5)]:
    H = np.linalg.qr(rng.normal(size=(d, m)))[0].T * r
    Q = H @ H.T
    a = rng.normal(size=m)
    lhs = a @ np.linalg.solve(Q, a)
    coh = max(abs(Q[i, j]) / np.sqrt(Q[i, i] * Q[j, j]) for i in range(m) for j in range(m) if i != j)
    print(f"m={m}, d={d}, orthogonal rows norm {r}: coherence {coh:.1e}; a^T Q^-1 a = {lhs:.6f}; ||a||^2/(2r^2) = "
          f"{a@a/(2*r*r):.6f}; ratio {lhs/(a@a/(2*r*r)):.4f}")
# with kappa m = 1/2 (largest reading of 'kappa << 1/m' that keeps (1-kappa m)^-1 <= 2): bound should be 2||a||^2/r^2
