"""Audit thesis.ch3.eqB.217 (seed 003 L4935-L4939): theta = angle between a fixed V and a uniform direction on
S^{m_a - 1}; claimed E[theta] = 0. Density of theta in [0, pi] proportional to sin^{m_a-2}(theta). mpmath + MC."""
import mpmath as mp
import numpy as np
mp.mp.dps = 20
for ma in [3, 4, 10, 50]:
    dens = lambda t: mp.sin(t) ** (ma - 2)
    Z = mp.quad(dens, [0, mp.pi]); E = mp.quad(lambda t: t * dens(t), [0, mp.pi]) / Z
    Zh = mp.quad(dens, [0, mp.pi / 2]); Eh = mp.quad(lambda t: t * dens(t), [0, mp.pi / 2]) / Zh
    rng = np.random.default_rng(ma); w = rng.normal(size=(200000, ma)); v = np.zeros(ma); v[0] = 1
    th = np.arccos(w @ v / np.linalg.norm(w, axis=1))
    print(f"m_a={ma}: E[theta] = {mp.nstr(E, 8)} (MC {th.mean():.4f}); lucky half theta < pi/2: {mp.nstr(Eh, 6)}; E[cos theta] = {np.cos(th).mean():.4f}")
