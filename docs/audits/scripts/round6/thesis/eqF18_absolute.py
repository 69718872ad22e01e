"""Absolute-deviation reading of (F.18): P(||mean_B - E||_F >= eps) vs e^{-B eps^2}, iid batches, eps grid."""
import math
import numpy as np
from eqF18 import build, grad

rng = np.random.default_rng(3)
for (M, K, l, alpha, B) in [(3, 1, 5, 0.4, 3), (3, 1, 5, 0.4, 12), (4, 2, 5, 0.2, 8)]:
    prompts, dx, D = build(M, K, l, alpha)
    W = 0.01 * rng.normal(size=(D, D))
    G = np.array([grad(W, P, q, z, dx) for P, q, z, _, _ in prompts])
    EG = G.mean(axis=0)
    devs = np.array([np.linalg.norm(G[rng.integers(len(G), size=B)].mean(0) - EG) for _ in range(20000)])
    ratio = max((devs >= e).mean() / math.exp(-B * e * e) for e in np.linspace(0.01, 1.0, 100))
    print(f"M={M} K={K} B={B}: max over eps of P(abs dev >= eps)/e^(-B eps^2) = {ratio:.3f}")
