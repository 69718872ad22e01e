"""Auditor B r27: thesis (A.77) (seed 003 L3010-L3018). Own numpy. Data model (2.5): tokens within tau of a pattern,
tau < kappa/4 (L547-L548); here mu_k = e_k (kappa = sqrt 2, so tau < 0.3536), Theorem 1: tau <= min(sigma, delta),
sigma = O(1/M), delta < 1/2. W_V = W_K = W_Q = I meets (2.6) for any sigma, delta >= 0. |S^n| = 1 (one token per sample):
y = +1 -> token (1 + tau) e_1, y = -1 -> token e_2 - tau e_1 (label-dependent noise, both within tau).
I_1 = (1/B) sum_n eta y^n (1/|S^n|) sum_l a_(l)i 1[W_O(i) V_l >= 0] z_l^T p_1, a_(l)i = 1/sqrt(m) = 1/a."""
import numpy as np
rng = np.random.default_rng(0)
M = 3; E = np.eye(M)
def I1(B, tau, m, eta=1.0, w=np.array([1.0, 1.0, 0.0])):
    y = rng.choice([-1, 1], B)
    X = np.where(y[:, None] == 1, (1 + tau) * E[0], E[1] - tau * E[0])     # tokens, W_V = I so V_l = x_l
    P = np.where(y[:, None] == 1, E[0], E[1])                               # their patterns p_j
    Z = X - P                                                                # z_l = W_V x_l - p
    assert np.all(np.linalg.norm(Z, axis=1) <= tau + 1e-12)                  # (2.5)
    act = (X @ w) >= 0
    return np.mean(eta * y * (1 / np.sqrt(m)) * act * (Z @ E[0])), abs(y.mean())
for tau in [0.3, 0.1]:
    sigma = tau                                    # tau <= min(sigma, delta); sigma = tau is the most favourable bound... 
    for m, B in [(3, 1000), (3, 10**5), (30, 10**5), (3, 10**6)]:
        vals = [I1(B, tau, m) for _ in range(5)]
        bound = (sigma + tau) / np.sqrt(m) * np.sqrt(np.log(m) * np.log(B) / B)
        print(f"tau={tau} sigma={sigma} m={m} B={B}: |I_1| = {np.mean([abs(v[0]) for v in vals]):.5f} (every draw: "
              f"{min(abs(v[0]) for v in vals):.5f}..{max(abs(v[0]) for v in vals):.5f}), bound (A.77) = {bound:.5f}, ratio = "
              f"{np.mean([abs(v[0]) for v in vals]) / bound:.1f}; (A.75) event |mean y| < sqrt(log B/B): "
              f"{all(v[1] < np.sqrt(np.log(B) / B) for v in vals)}; (A.76): |z^T p_1| = tau <= (sigma+tau) sqrt(log m) = {(sigma + tau) * np.sqrt(np.log(m)):.3f}")
# with sigma up to its largest (delta < 1/2, sigma = O(1/M)): sigma = 0.49
tau, sigma, m, B = 0.3, 0.49, 3, 10**6
v = abs(I1(B, tau, m)[0]); bound = (sigma + tau) / np.sqrt(m) * np.sqrt(np.log(m) * np.log(B) / B)
print(f"tau=0.3 sigma=0.49 m=3 B=1e6: |I_1| = {v:.5f}, bound {bound:.5f}, ratio {v / bound:.1f}")
# independent noise (the proof's implicit assumption): z = +-tau e_1 independent of y -> cancellation
y = rng.choice([-1, 1], 10**6); s = rng.choice([-1, 1], 10**6)
print("independent-noise control (z sign independent of y), B = 1e6: |I_1| =", abs(np.mean(y * s * 0.3 / np.sqrt(3))), "<= bound", (0.6) / np.sqrt(3) * np.sqrt(np.log(3) * np.log(1e6) / 1e6))
