"""Auditor C, round 10: thesis Ch. 6, proof of Proposition 6.4.5 (App. E.5.4, L8409-L8430): for one row
r = W_O(i,:)^(T) W_V^(T), i in W (resp. U):
  (E.100) <(mu_bar, 0), r>/(||(mu_bar, 0)|| ||r||) >= 1 - Theta(1)/M2   ('for any i'),
  (E.102)/(E.104) <(0, +-q), r>/(||(0, q)|| ||r||) >= 1 - Theta(1)/M1,
both divided by the FULL row norm ||r||. The test directions lie in disjoint blocks (orthonormal after scaling), so
cos_mu^2 + cos_q^2 <= 1 for every r (Bessel). Computes C_min(M1, M2) = min over rows of max(M2(1 - cos_mu), M1(1 - cos_q))
exactly (the optimum is on the unit quarter circle) and checks it by random search over rows.
"""
import math

import numpy as np


def cmin(M1, M2):
    lo, hi = 0.0, math.pi / 2
    for _ in range(200):
        th = (lo + hi) / 2
        if M2 * (1 - math.cos(th)) < M1 * (1 - math.sin(th)):
            lo = th
        else:
            hi = th
    th = (lo + hi) / 2
    return max(M2 * (1 - math.cos(th)), M1 * (1 - math.sin(th)))


rng = np.random.default_rng(0)
for M in (4, 16, 64, 256, 1024, 4096):
    # random search over rows r = (x-block, y-block): only the two projections matter
    best = np.inf
    for _ in range(20):
        R = rng.standard_normal((20000, 3))  # (component along mu_bar, component along q, orthogonal rest)
        R[:, 2] *= rng.random((20000,))
        n = np.linalg.norm(R, axis=1)
        cm, cq = R[:, 0] / n, R[:, 1] / n
        best = min(best, float(np.max(np.stack([M * (1 - cm), M * (1 - cq)]), axis=0).min()))
    print(f"M1 = M2 = {M}: exact least max(M2(1-cos_mu), M1(1-cos_q)) = {cmin(M, M):.3f} (= {cmin(M, M) / M:.4f} M); "
          f"random rows: {best:.3f}")
print(f"M1 -> inf at M2 = 4: " + ", ".join(f"{cmin(m, 4):.3f}" for m in (4, 40, 400, 4000, 40000)))
