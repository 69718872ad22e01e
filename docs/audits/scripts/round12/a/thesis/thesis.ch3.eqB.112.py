"""Auditor A, round 12: thesis (B.112) L4367-L4369 (proof of Lemma B.3.1, case (4), i not in W_l(0) u U_l(0)):
 |<W_O(i)^(t+1) - W_O(i)^(t), p>| <~ (eta/a)(||p|| + sigma + sum_b ...) sqrt(log m log B/B).
Own model as in my (B.105) entry but M = 3 patterns and each node's aggregation set = itself + a uniform sample of s = 3 nodes of the
whole graph (W_V = W_K = W_Q = I, same-pattern score 1).  Homophilous two communities: community + features (mu_1, mu_2, mu_3) w.p.
(0.6, 0.2, 0.2) and y = +1; community -: (0.2, 0.6, 0.2), y = -1; whole-graph shares (0.4, 0.4, 0.2).  t = 0, every hinge active:
the step's p-component has mean eta a_i E[y 1[W_O(i) V >= 0] V.p].  Neuron i with a_i > 0 and W_O(i) = (-3, 1, 0.5): inactive on
every mu_1-query node (so not in W_l(0) for any l), a_i > 0 (so not in U), active on mu_2-query nodes.  Exact expectation."""
import itertools, math
import numpy as np
from scipy.stats import norm
e = math.e; s = 3; share = np.array([0.4, 0.4, 0.2])
comm = {+1: np.array([0.6, 0.2, 0.2]), -1: np.array([0.2, 0.6, 0.2])}
WO = np.array([-3.0, 1.0, 0.5])
def V_of(q, c):
    w = c.astype(float).copy(); w[q] += 1; w = w * np.where(np.arange(3) == q, e, 1.0); return w / w.sum()
comps = [np.array(c) for c in itertools.product(range(s + 1), repeat=3) if sum(c) == s]
def pc(c): return math.factorial(s) / np.prod([math.factorial(x) for x in c]) * np.prod(share ** c)
act1 = [WO @ V_of(0, c) >= 0 for c in comps]
print("active on some mu_1-query node:", any(act1), "| active on some mu_2-query node:", any(WO @ V_of(1, c) >= 0 for c in comps))
for j in range(3):
    mean = sec = 0.0
    for y, f in comm.items():
        for q in range(3):
            for c in comps:
                V = V_of(q, c); val = y * (WO @ V >= 0) * V[j]
                pr = 0.5 * f[q] * pc(c); mean += pr * val; sec += pr * val * val
    sd = math.sqrt(sec - mean ** 2)
    row = []
    for N in (2 ** 10, 2 ** 14, 2 ** 18, 2 ** 22, 2 ** 26):
        m = 9 * math.log(N); side = 2.0 * math.sqrt(math.log(m) * math.log(N) / N)
        row.append(f"2^{int(math.log2(N))}: {abs(mean)/side:.2f} (P {norm.cdf((abs(mean)-side)/(sd/math.sqrt(N))):.2f})")
    print(f"p_{j+1}: mean update (units eta a_i) {mean:+.4f}; ratio to printed side (||p|| = 1, sigma = 1) at N = B = " + ", ".join(row))
