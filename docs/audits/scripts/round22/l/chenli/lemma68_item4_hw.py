"""Auditor L, round 22: chenli proof of Lemma 6.8 Item 4 (seed 000 L1667-L1669), own model, no repo code.
Theta = blockdiag(s_k J_b / b), B blocks (signs balanced, Tr = 0), b = B^3 (d = B^4, r_Theta = B = d^{1/4}).
Y = ||x^T Theta||^2 - ||Theta||_F^2 = sum_k (S_k^2/b - 1), S_k = sum of b Rademachers (exact binomial draws).
Compare P[|Y| > t] at t = sd(Y)/2 with the exponent min(t/||Theta||_op^2, t^2/N4) for three readings of ||Theta||_4^4:
entrywise l4 (B/b^2), l4->l4 operator norm (1), Schatten-4 (||Theta Theta^T||_F^2 = B)."""
import numpy as np
rng = np.random.default_rng(12345)
for B in [4, 16, 256, 4096, 65536]:
    b = B ** 3
    reps = 4000
    S = 2.0 * rng.binomial(b, 0.5, size=(reps, B)) - b
    Y = (S ** 2 / b - 1.0).sum(axis=1)
    sd = np.sqrt(2 * B * (b - 1) / b)
    t = sd / 2
    p = np.mean(np.abs(Y) > t)
    for name, n4 in [("entrywise", B / b**2), ("op4->4", 1.0), ("schatten4", float(B))]:
        e = min(t / 1.0, t * t / n4)
        # for P <= K exp(-c e) with constants K, c: need e*c <= log K - log P; ratio e / (1 - log P) must stay bounded
        print(f"B={B:6d} P={p:.3f} t={t:.1f} {name:9s} exponent={e:.3g} exponent/(1-logP)={e / (1 - np.log(p)):.3g}")
