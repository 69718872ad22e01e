"""Auditor A, round 12: thesis (B.113) L4371-L4375 (proof of Lemma B.3.1, case (4), i outside W_l(0) u U_l(0)):
  W_O(i)^(t+1) p_j <~ (1/sqrt(B)) W_O(j)^(t+1) p_1 for j in W_l(0) (hidden constant), every t >= 0 (t = 0 included).
Own model (that of my (B.105) entry, noise-free, M = 3 patterns, W_V = I so p_k = e_k, a_i = +-1/sqrt(m), W_O^(0) entries N(0, xi^2),
xi = 0.01, m = M^2 ln N, B = N).  Lucky j: a_j > 0 and W_O(j) V > 0 for a mu_1-query node; U: a < 0 and active on a mu_2-query node.
With eta -> 0 (eta is free, the proof's regime is eta small) W_O^(1) -> W_O^(0): both sides are O(xi) Gaussian components and
nothing shrinks like 1/sqrt(B).  (With eta > 0 the update's p-components have nonzero means too: my (B.105) entry.)"""
import math
import numpy as np
rng = np.random.default_rng(9)
M, xi, e = 3, 0.01, math.e
Vq = {}
for q in range(2):                       # V of a mu_q query over a large uniform sample (pattern shares 1/3 each): weight e on own pattern
    w = np.ones(M); w[q] = e; Vq[q] = w / w.sum()
for N in (2 ** 8, 2 ** 12, 2 ** 16, 2 ** 20, 2 ** 24):
    m = math.ceil(M * M * math.log(N))
    ratios = []
    for _ in range(200):
        WO = rng.normal(0, xi, (m, M)); a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
        lucky = (a > 0) & (WO @ Vq[0] > 0); inU = (a < 0) & (WO @ Vq[1] > 0)
        other = ~lucky & ~inU
        if not lucky.any() or not other.any(): continue
        lhs = WO[other].max()                          # max over i outside W u U and every pattern p of W_O(i) p
        rhs = WO[lucky, 0].max() / math.sqrt(N)        # max over lucky j of W_O(j) p_1, / sqrt(B)
        if rhs > 0 and lhs > 0: ratios.append(lhs / rhs)
    print(f"N = B = 2^{int(math.log2(N))}, m = {m}: median ratio lhs/rhs over 200 inits = {np.median(ratios):.1f} (sqrt(B) = {math.sqrt(N):.0f})")
