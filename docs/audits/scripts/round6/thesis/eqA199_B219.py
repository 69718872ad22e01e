"""Audit thesis.ch2.eqA.199 / ch3.eqB.219 (seed 003 L3568-L3570, L4945-L4947), t = 1 (b = 0 only):
for every i in W (lucky: W_O(i)^(0) V > 0, (A.8)), W_O(i) sum_{i' in W} W_O(i')^(0) > 0. Rows N(0, xi^2 I/m_a)."""
import numpy as np
rng = np.random.default_rng(7)
for ma in [4, 5, 20]:
    for m in [16, 512, 4096]:
        viol, mins = 0, []
        for _ in range(41):
            WO = rng.normal(size=(m, ma)) / np.sqrt(ma)
            V = np.ones(ma) / np.sqrt(ma)
            L = WO[WO @ V > 0]; S = L.sum(0)
            mn = (L @ S).min(); mins.append(mn); viol += mn <= 0
        print(f"m_a={ma} m={m}: fraction of draws with some lucky i having W_O(i).S <= 0: {viol/41:.2f}; median min {np.median(mins):.3f};"
              f" average over lucky i of W_O(i).S always > 0 (= ||S||^2/|W|)")
