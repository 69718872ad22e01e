"""Auditor B: thesis (D.74) L7271 ||Z_{1,n} V^(0)||_inf <= O~(||A||_inf m1^{1/4} tau_w m2^{-1/2}), Z_1 = A(A X W' Sigma) odot D_w^(0).
(a) literal order 'whp, for any W'': W' chosen after W0, Sigma, V0. (Z_{1,n} V0)_k = sum_i u.w'_i sigma_i D_i V_ik, u = (A A X)_n;
    max over ||W'||_{2,4} <= tau_w (Hoelder l4/l_{4/3}) = ||u|| tau_w (sum_{D_i=1} |V_ik|^{4/3})^{3/4}.
(b) reading: W' fixed (here: the worst W' for a *different* Sigma draw, and a W' aligned with V0 but Sigma fresh)."""
import numpy as np
rng = np.random.default_rng(4)
A = np.array([[0.5, 0.5], [0.5, 0.5]]); X = np.eye(2); n = 1
u = (A @ A @ X)[n]; Ainf = np.abs(A).sum(1).max()
for m2 in (1, 16):
    for m1 in (100, 10_000, 1_000_000):
        tau = m1 ** -0.5
        W0 = rng.standard_normal((2, m1)) / np.sqrt(m1); b1 = rng.standard_normal(m1) / np.sqrt(m1)
        D = ((A @ X @ W0 + b1)[n] > 0)
        V = rng.standard_normal((m1, m2)) / np.sqrt(m2); sig = rng.choice([-1.0, 1.0], m1)
        shape = Ainf * m1**0.25 * tau / np.sqrt(m2)
        # (a) adversarial after everything: best column k
        lit = max(np.linalg.norm(u) * tau * (np.abs(V[D, k]) ** (4 / 3)).sum() ** 0.75 for k in range(m2))
        # (b) W' built for sigma and V (aligned) but then Sigma redrawn: W' independent of the Sigma used
        k = 0; t = np.zeros(m1); t[D] = np.abs(V[D, k]) ** (1 / 3); t *= tau / (t**4).sum() ** 0.25
        wdir = u / np.linalg.norm(u)
        Wp = wdir[:, None] * (t * np.sign(V[:, k]) * sig)[None, :]      # aligned with sigma and V
        z_lit = (u @ Wp) * sig * D                                        # Z_{1,n} with the same Sigma
        z_fresh = (u @ Wp) * rng.choice([-1.0, 1.0], m1) * D              # fresh Sigma
        print(f"m2={m2:2d} m1={m1:8d}: shape {shape:.3e}; literal max {lit:.3e} (ratio {lit / shape:7.2f}); "
              f"same W' with fresh Sigma: ||.||_inf ratio {np.abs(z_fresh @ V).max() / shape:.3f} "
              f"(check literal via explicit W': {np.abs(z_lit @ V).max() / shape:.2f})")
