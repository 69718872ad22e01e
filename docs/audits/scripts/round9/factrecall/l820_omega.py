"""Audit factrecall.display.lemma3-l820 (L820-L823): E[omega | phi] with omega of L816 (phi(s')^p untilded) vs the printed
E_Z[sigma^(p+k)(Z||u||)] <phi~(s), phi~(s')>^p <phi~(r), phi~(r')>^k (answer factor set to 1).  sigma(z) = z^2, p = k = 1, He_2(w) = ww^T - I,
d = 3, P = span(e1) (subjects), Q = span(e2) (relations), phi(s) = e1, phi(r) = phi(r') = e2, phi(s') = (e1 + e2)/sqrt 2.
Exact by Isserlis: E[<w,u>^2 (<w,a><w,b> - <a,b>)] = 2 <u,a><u,b>; and Monte Carlo.
"""
import numpy as np

e = np.eye(3)
PiP, PiQ = np.outer(e[0], e[0]), np.outer(e[1], e[1])
phs, phr, phr2, phs2 = e[0], e[1], e[1], (e[0] + e[1]) / np.sqrt(2)
u = PiP @ phs + PiQ @ phr
a_untilded, a_tilded, b = phs2, PiP @ phs2, PiQ @ phr2
exact_untilded = 2 * (u @ a_untilded) * (u @ b)
exact_tilded = 2 * (u @ a_tilded) * (u @ b)
printed = 2 * ((PiP @ phs) @ (PiP @ phs2)) * ((PiQ @ phr) @ (PiQ @ phr2))  # E[sigma''] = 2
rng = np.random.default_rng(0)
W = rng.normal(size=(4_000_000, 3))
mc = np.mean((W @ u) ** 2 * ((W @ a_untilded) * (W @ b) - a_untilded @ b))
print(f"E[omega|phi] (L816's phi(s')): exact {exact_untilded:.4f}, Monte Carlo {mc:.4f}; printed right side {printed:.4f}; "
      f"with phi~(s') (L788's v_i): {exact_tilded:.4f}")
