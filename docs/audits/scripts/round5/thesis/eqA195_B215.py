"""Audit thesis.ch2.eqA.195 / ch3.eqB.215: seed 003 L3552-L3556, L4925-L4929; lucky set (A.8) L2695 (W_O(i) V > 0);
W_O^(0) rows N(0, xi^2/m_a I) (L3038). V = p_1 (unit). Exact order statistics + Monte Carlo (numpy, seeded)."""
import math
import numpy as np
rng = np.random.default_rng(3)
xi = 1.0
for m, ma in [(100, 4), (10**4, 4), (10**6, 4), (10**4, 100)]:
    g = xi / math.sqrt(ma)
    # median of the smallest lucky projection: P(min > x) = (1 - P(0 < G < x))^m over all m neurons
    med = g * math.sqrt(2 * math.pi) * (1 - 2 ** (-1 / m))          # small-x approximation of the median
    reps = 200 if m <= 10**4 else 20
    mins = []
    for _ in range(reps):
        w = rng.normal(0, g, size=m); mins.append(w[w > 0].min())
    print(f"m={m} m_a={ma}: median min lucky W_O(i)p_1 ~ {med:.3e} (MC {np.median(mins):.3e}); mean over lucky set "
          f"= g sqrt(2/pi) = {g*math.sqrt(2/math.pi):.3f}; printed per-neuron scale xi = {xi}")
