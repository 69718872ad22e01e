"""Balanced-batch reading of (F.18): scan eps at fixed B; P(rel dev >= eps) vs e^{-B eps^2}. Imports eqF18.py (own)."""
import math
import numpy as np
from scipy.stats import beta
from eqF18 import build, grad

rng = np.random.default_rng(7)
for (M, K, l, alpha) in [(3, 1, 5, 0.4), (3, 1, 5, 0.2), (4, 2, 5, 0.2)]:
    prompts, dx, D = build(M, K, l, alpha)
    W = 0.01 * rng.normal(size=(D, D))
    G = np.array([grad(W, P, q, z, dx) for P, q, z, _, _ in prompts])
    EG = G.mean(axis=0); nE = np.linalg.norm(EG)
    groups = {}
    for i, (_, _, _, q0, k) in enumerate(prompts):
        groups.setdefault((q0, k), []).append(i)
    for per in [1, 2]:
        B = per * M * K
        R = 20000
        devs = np.array([np.linalg.norm(G[np.concatenate([rng.choice(v, size=per) for v in groups.values()])].mean(0) - EG) / nE
                         for _ in range(R)])
        worst = None
        for eps in np.linspace(0.05, 1.5, 59):
            h = int((devs >= eps).sum()); b = math.exp(-B * eps ** 2)
            lo = beta.ppf(0.0005, h, R - h + 1) if h else 0.0
            if lo > b and (worst is None or lo / b > worst[3] / worst[2]):
                worst = (eps, h / R, b, lo)
        print(f"M={M} K={K} l={l} alpha={alpha} B={B} balanced: median dev {np.median(devs):.3f};",
              "violation (eps, P, bound, CP99.9 lower):" if worst else "no violation", worst)
