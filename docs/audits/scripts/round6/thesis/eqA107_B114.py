"""Audit thesis.ch2.eqA.107 / ch3.eqB.114 (seed 003 L3139-L3142, L4379-L4381; init L3038/L4282 N(0, xi^2 I/m_a);
M < m_a (L543, L813)). W^(t+1) = W^(0) + u with u in span(P), P orthonormal (p_1..p_M); compare ||W||^2 with
sum_l (W p_l)^2."""
import numpy as np
rng = np.random.default_rng(0)
for ma, M in [(4, 3), (10, 5), (30, 20)]:
    P = np.linalg.qr(rng.normal(size=(ma, M)))[0]
    gaps = []
    for _ in range(2000):
        W0 = rng.normal(size=ma) * (1.0 / np.sqrt(ma))   # xi = 1
        W = W0 + P @ rng.normal(size=M) * 3              # any update in span(P)
        gaps.append(W @ W - np.sum((P.T @ W) ** 2))
    gaps = np.array(gaps)
    print(f"m_a={ma} M={M}: ||W||^2 - sum_l (W p_l)^2: min {gaps.min():.3e}, mean {gaps.mean():.4f} (theory (m_a-M)/m_a xi^2 ="
          f" {(ma-M)/ma:.4f}); '=' fails in {np.mean(gaps > 1e-12):.3f} of draws; '>=' fails in {np.mean(gaps < -1e-12):.3f}")
