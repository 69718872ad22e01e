"""Audit thesis.ch6.eqE.227: seed 003 L9114-L9120. theta = angle between a uniform direction of S^{d-1} and a fixed
one, conditioned on theta < pi/2 (i in W_n). d = M1 + M2 (L9070). Monte Carlo (numpy, seeded) of the tail of the
mean of |W_n| iid angles, against M1^{-10}; also with the printed E theta = 0."""
import math
import numpy as np
rng = np.random.default_rng(12345)
def angles(d, size):
    out = np.empty(0)
    while out.size < size:
        g = rng.standard_normal((2 * size, d))
        c = g[:, 0] / np.linalg.norm(g, axis=1)
        out = np.concatenate([out, np.arccos(c[c > 0])])
    return out[:size]
for M1, M2, m, Wn in [(2, 1, 7, 7), (2, 1, 7, 4), (3, 1, 15, 15), (4, 4, 64, 64), (8, 8, 300, 300)]:
    d = M1 + M2
    th = angles(d, 200000)
    Eth = th.mean()
    reps = 200000 // Wn
    means = angles(d, reps * Wn).reshape(reps, Wn).mean(axis=1)
    t = math.sqrt(math.log(M1) / m)
    p = np.mean(np.abs(means - Eth) > t)
    se = math.sqrt(p * (1 - p) / reps)
    p0 = np.mean(np.abs(means) > t)
    print(f"M1={M1} M2={M2} d={d} m={m} |W_n|={Wn}: E theta={Eth:.4f} t={t:.4f} P(|mean-E|>t)={p:.4f}+-{se:.4f} "
          f"P(|mean|>t) (printed E=0)={p0:.3f} vs M1^-10={M1**-10.0:.2e}")
# d = 3 conditional mean exactly 1 (density sin theta on [0, pi/2])
