"""Auditor A r27: thesis.ch2.eqA.197 (seed 003 L3560-L3563) and thesis.ch3.eqB.217-bound (L4935-L4939).
theta^i = angle between V (= V_l^n(0), fixed by the data) and the row W_O(i,:)^(0) ~ N(0, xi^2 I) (direction uniform on
the sphere); lucky set W = {i : W_O(i) V > 0} (A.8). Printed: ||(1/|W|) sum_{i in W} theta^i - E[theta]|| =
||(1/|W|) sum_{i in W} theta^i|| <= sqrt(log N/m) w.p. >= 1 - N^{-10}, with m >~ M^2 log N.
Own numpy + mpmath. Nothing imported from the repository."""
import math
import numpy as np
import mpmath as mp

def cond_mean_angle(ma):   # E[theta | theta < pi/2] for a uniform direction in R^ma: density ~ sin^{ma-2}
    f = lambda t: mp.sin(t) ** (ma - 2)
    return float(mp.quad(lambda t: t * f(t), [0, mp.pi / 2]) / mp.quad(f, [0, mp.pi / 2]))

rng = np.random.default_rng(2027)
M = 3                                     # ch2: 2 < M < m_a (so m_a >= 4); ch3: 2 <= M < m_a, m_b
for ma in (4, 10, 100):
    Eth = cond_mean_angle(ma)
    for (m, N) in [(20000, 2), (200000, 10**6), (2000000, 10**6)]:
        assert M < ma and m >= 10 * M * M * math.log(N)
        bound = math.sqrt(math.log(N) / m)
        V = rng.standard_normal(ma); V /= np.linalg.norm(V)
        xi = 1 / math.sqrt(M)
        dev_half, dev0, dev_cond = [], [], []
        for rep in range(9):
            W = rng.standard_normal((m, ma)) * xi
            c = (W @ V) / np.linalg.norm(W, axis=1)
            th = np.arccos(np.clip(c[c > 0], -1, 1))
            mean = th.mean()
            dev_half.append(abs(mean - math.pi / 2)); dev0.append(abs(mean)); dev_cond.append(abs(mean - Eth))
        print(f"m_a={ma} m={m} N={N}: bound={bound:.4f}; median over 9 inits: |mean-pi/2|={np.median(dev_half):.4f} "
              f"(ratio {np.median(dev_half)/bound:.1f}), |mean|={np.median(dev0):.4f} (ratio {np.median(dev0)/bound:.1f}); "
              f"reading E=E[theta|lucky]={Eth:.4f}: max |mean-E|/bound={max(dev_cond)/bound:.3f}")
# the largest bound m >~ M^2 log N admits is sqrt(log N/m) = 1/(M sqrt C) at log N = m/(C M^2); with C = 1: 1/3
for ma in (4, 10, 100, 1000):
    Eth = cond_mean_angle(ma)
    print(f"m_a={ma}: E[theta|lucky]={Eth:.4f}, pi/2 - E = {math.pi/2 - Eth:.4f} vs the largest admissible bound 1/M = {1/M:.4f}")
