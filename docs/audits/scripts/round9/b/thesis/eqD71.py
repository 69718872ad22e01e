"""Auditor B: thesis (D.71) L7239-L7241 ||Z_n Sigma V'||_2 <= O~(||A||_inf m1^{-1/2} tau_v), Z = A(A X W0 + B1) odot D_w^(0).
Literal 'whp, for any ||V'||_F <= tau_v' (L7217): V' may depend on Sigma -> max = tau_v ||Z_n||_2 (rank one along (Z_n Sigma)^T).
Reading: V' fixed before Sigma -> Rademacher sums, <= ||Z_n||_inf ||V'||_F up to log."""
import numpy as np
rng = np.random.default_rng(8)
A = np.array([[1.0]]); X = np.array([[1.0]]); tau_v = 1.0; m2 = 8
for m1 in (100, 10_000, 1_000_000):
    W0 = rng.standard_normal((1, m1)) / np.sqrt(m1); b1 = rng.standard_normal(m1) / np.sqrt(m1)
    H = A @ X @ W0 + b1; Z = (A @ (np.maximum(H, 0)))[0]     # = A(AXW0 + B1) odot D (relu)
    sig = rng.choice([-1.0, 1.0], m1)
    shape = 1.0 * m1 ** -0.5 * tau_v
    lit = tau_v * np.linalg.norm(Z)                          # adversarial V' after Sigma
    # V' fixed before Sigma: the same rank-one V' built for one Sigma, evaluated at fresh Sigma draws
    v = (Z * sig) / np.linalg.norm(Z) * tau_v
    Vp = np.zeros((m1, m2)); Vp[:, 0] = v
    fresh = [np.linalg.norm((Z * rng.choice([-1.0, 1.0], m1)) @ Vp) for _ in range(20)]
    print(f"m1={m1:8d}: printed shape {shape:.3e}; literal max ||Z_n Sigma V'|| = {lit:.3e} (ratio {lit / shape:8.2f}, "
          f"ratio/log(e m1) {lit / shape / np.log(np.e * m1):.2f}); V' fixed before Sigma: max over 20 Sigma ratio "
          f"{max(fresh) / shape:.2f}; ||Z_n||_inf sqrt(m1) = {np.abs(Z).max() * np.sqrt(m1):.2f}")
