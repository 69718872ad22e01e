"""Audit A, r13: thesis (B.180) L4739-L4745 (proof of Lemma B.3.3), at t = 0 (the case L4749 considers first):
 ||W_O(i)^(t)(W_V^(t) x_s - W_V^(t) x_j)|| >~ ((1-2 eps0)/B) sum_n (xi eta (t+1)^2 m/a^2)((1/4B) sum_n p_n(b) - sigma) + (empty at t = 0)
for a lucky i in W_l(0), s in S_*, j in S_#. With a = sqrt(m) (a_i = +-1/sqrt(m), Algorithm 4) and no value errors
(sigma = 0, W_V^(0) x = p_pattern): left = |W_O(i)^(0)(p_1 - p_2)|, right = c xi eta (1 - 2 eps0) pbar/4, pbar = p_n(0)
(Definition B.2.3 at t = 0: |S_*| e / (|S_*| e + rest), ||q_1(0)|| = 1). Own numpy as for (B.9): W_O^(0) rows N(0, xi^2 I_M),
lucky: W_O(i) V(0) > 0 with V(0) the t = 0 attention mixture of the sample's patterns."""
import numpy as np
M, counts, xi = 3, [25, 25, 50], 0.01
w = np.array([c * np.e ** (1.0 if j == 0 else 0.0) for j, c in enumerate(counts)]); V = w / w.sum()
pbar = counts[0] * np.e / (counts[0] * np.e + sum(counts[1:]))
for eta in (1.0, 0.1):
    print(f"eta = {eta}: right side shape xi eta pbar/4 = {xi * eta * pbar / 4:.2e} (eps0 = 0, sigma = 0)")
    for m in (64, 256, 1024, 4096, 16384, 65536):
        rng = np.random.default_rng(m)
        WO = rng.normal(0, xi, (m, M)); lucky = WO @ V > 0
        left = np.abs(WO[lucky] @ np.array([1.0, -1.0, 0.0]))
        print(f"   m = {m:6d}: lucky = {lucky.sum()}, min left = {left.min():.2e}, min left / (xi eta pbar/4) = {left.min() / (xi * eta * pbar / 4):.3g}")
