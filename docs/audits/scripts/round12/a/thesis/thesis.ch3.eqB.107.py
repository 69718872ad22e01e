"""Auditor A, round 12: thesis (B.107) L4351-L4353 (proof of Lemma B.3.1, case (3), i in U_l(0)):
 W_O(i)^(t+1) p_2 >~ (xi/(aB)) sum_n eta (t+1)^2 (1-2eps0)/(4B) sum_n (m/a) p_n(t) + xi   (a lower bound, hidden constant).
Own model of my (B.105)/(B.113) entries (noise-free, M = 3, W_V = I, W_O^(0) entries N(0, xi^2), a = +-1/sqrt(m)); U_l(0): a_i < 0 and
W_O(i) V > 0 for a mu_2-query node (V of a mu_2 query over a large uniform sample: weight e on p_2).  t = 0 with eta -> 0
(free; the proof's regime), so W_O(i)^(1) p_2 -> W_O(i)^(0) p_2 while the right side -> xi > 0."""
import math
import numpy as np
rng = np.random.default_rng(13)
M, xi, e = 3, 0.01, math.e
w = np.ones(M); w[1] = e; V2 = w / w.sum()
vals = []
for _ in range(20000):
    WO = rng.normal(0, xi, M); a = rng.choice([-1, 1])
    if a < 0 and WO @ V2 > 0: vals.append(WO[1] / xi)
vals = np.array(vals)
print(f"{len(vals)} U-neurons: W_O(i) p_2 / xi: share negative {np.mean(vals < 0):.3f}, share below 0.1 {np.mean(vals < 0.1):.3f}, min {vals.min():.2f}")
print("right side at t = 0, eta -> 0: >~ xi (i.e. c xi for some absolute c > 0); the left side is < 0 for the share above, so no c > 0 serves")
