"""Audit A: thesis (E.100) with (E.102)/(E.104), proof of Prop. 6.4.5 (L8409, L8417, L8430): on one row w = W_O(i)^(T) W_V^(T)
(i in W: (E.100) is 'for any i'), cos_mu = <w, (mu_bar, 0)>/(|w| |mu_bar|) >= 1 - C/M2 and cos_q = <w, (0, q)>/(|w| |q|) >= 1 - C/M1
with the SAME full-row norm. (mu_bar, 0) and (0, q) are orthogonal => cos_mu^2 + cos_q^2 <= 1 (Bessel). Least over all rows of
max(M2 (1 - cos_mu), M1 (1 - cos_q)): grid over the optimal rows (cos th, sin th) plus random rows as a check."""
import numpy as np
rng = np.random.default_rng(0)
th = np.linspace(0, np.pi / 2, 200001)
for M1, M2 in ((4, 4), (4, 8), (16, 16), (64, 64), (256, 256), (4096, 4096), (400, 4), (4, 40)):
    v = np.maximum(M2 * (1 - np.cos(th)), M1 * (1 - np.sin(th))).min()
    W = rng.normal(size=(200000, 12)); mu = np.zeros(12); mu[:8] = 1 / np.sqrt(8); q = np.zeros(12); q[10] = 1.0
    cm = W @ mu / np.linalg.norm(W, axis=1); cq = W @ q / np.linalg.norm(W, axis=1)
    vr = np.maximum(M2 * (1 - cm), M1 * (1 - cq)).min()
    print(f"M1={M1} M2={M2}: least max(M2(1-cos_mu), M1(1-cos_q)) over rows = {v:.4f} (random rows: {vr:.4f}); "
          f"needed constant C >= this; / min(M1,M2) = {v / min(M1, M2):.4f}")
