"""Auditor r4 thesis (seed 003) L3560: theta = angle between V (fixed) and W_O(i,:)^(0) uniform on S^{m_a-1}; printed E[theta] = 0."""
import mpmath as mp
import numpy as np
for ma in (2, 3, 5, 20, 100):
    dens = lambda th: mp.sin(th) ** (ma - 2)
    Z = mp.quad(dens, [0, mp.pi]); mean = mp.quad(lambda th: th * dens(th), [0, mp.pi]) / Z
    Zl = mp.quad(dens, [0, mp.pi / 2]); mean_l = mp.quad(lambda th: th * dens(th), [0, mp.pi / 2]) / Zl
    print(f"m_a={ma}: E[theta] = {mp.nstr(mean, 8)} (pi/2 = {mp.nstr(mp.pi / 2, 8)}); over the lucky half theta < pi/2: {mp.nstr(mean_l, 6)}")
rng = np.random.default_rng(1)
g = rng.standard_normal((200000, 10)); v = np.zeros(10); v[0] = 1
th = np.arccos(g @ v / np.linalg.norm(g, axis=1))
print(f"MC m_a=10: mean angle {th.mean():.4f}")
