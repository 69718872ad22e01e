"""Audit of thesis.ch4.eqC.200-eq (seed 003 L6215-L6222, proof of Lemma C.4.5, the '=' of (C.200)):
(3/t) E[sup_{W in B(W*P, r)} (1/n) ||sum_i [Hess l(W_j(W); x_i) - Hess l(W; x_i)]||] = (3/t) E[sup_W ||Hess l(W_j(W); x_i) - Hess l(W; x_i)||].
Own code. d = K = 1: FCN (4.1) H = phi(w x), sigmoid, cross-entropy (4.3): d^2 l/dw^2 = phi'(w x) x^2 for y = 0 and 1.
GMM with L = 2 groups (4.x data model needs L >= 2): x ~ (1/2) N(1, 1) + (1/2) N(-1, 1). W* = 1, r = 1, eps-cover of
[0, 2] by centres 0.1, 0.3, ..., 1.9 (eps = 0.1 < r); W_j(W) the nearest centre. sup over W by a fine grid (two
resolutions shown); Monte Carlo over replicates with standard errors."""
import math
import numpy as np

dphi = lambda u: (lambda s: s * (1 - s))(1 / (1 + np.exp(-u)))
rng = np.random.default_rng(11)
for G in (4001, 16001):
    w = np.linspace(0.0, 2.0, G)
    cen = np.clip(np.floor(w / 0.2), 0, 9) * 0.2 + 0.1
    for n in (1, 4, 64):
        diffs, rhs_all = [], []
        for rep in range(200):
            comp = rng.random(n) < 0.5
            x = np.where(comp, 1.0, -1.0) + rng.normal(size=n)
            D = x[:, None]**2 * (dphi(cen[None] * x[:, None]) - dphi(w[None] * x[:, None]))   # (n, G)
            lhs = np.abs(D.mean(0)).max()
            rhs = np.abs(D).max(1).mean()      # mean over i of sup_W |D(W; x_i)|: unbiased for E sup |D(W; x_1)|
            diffs.append(rhs - lhs); rhs_all.append(rhs)
        d = np.array(diffs)
        print(f"grid {G}: n={n:3d}: E[right] ~ {np.mean(rhs_all):.4f}, E[right - left] = {d.mean():.5f} +- {d.std(ddof=1)/math.sqrt(len(d)):.5f} "
              f"(min over replicates {d.min():.2e}) -> {'equal' if abs(d.mean()) < 3*d.std(ddof=1)/math.sqrt(len(d)) + 1e-12 else 'NOT equal (left < right)'}")
