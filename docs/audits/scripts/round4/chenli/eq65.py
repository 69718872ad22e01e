"""Auditor r4 chenli (65) seed 000 L1448-L1454: E = {X satisfies Prop 6.1 and Lemma 6.2}; printed P[X in E] <= O(.)^{km}
exp(-Omega(r_W/m)) + delta*. Instance: k = 3, m = 1, W_1 = What = I/sqrt(d) (Delta = 0: Prop 6.1 always holds; r_W = d,
||W_1||_F = 1, lambda' = 1). Lemma 6.2's event is homogeneous, so it holds iff the eigenvalues of X X^T / d restricted to
{lambda : sum lambda = 0} (the span of Delta^{k-1} - Delta^{k-1}) lie in [0.9, 1.1]."""
import numpy as np
rng = np.random.default_rng(11)
k = 3
U = np.linalg.qr(np.vstack([np.ones(k), np.eye(k)[:k - 1]]).T)[0][:, 1:]   # orthonormal basis of sum-zero plane
for d in (64, 256, 2048):
    ok = 0; n = 200
    for _ in range(n):
        X = rng.choice([-1.0, 1.0], size=(k, d))
        ev = np.linalg.eigvalsh(U.T @ (X @ X.T / d) @ U)
        ok += (ev.min() >= 0.9) and (ev.max() <= 1.1)
    # printed right side with every hidden constant 1, eps = 0.1, delta* <= delta = 1/d
    rhs = (np.sqrt(1 * k * d * 1) / 0.1) ** (k * 1) * np.exp(-d / 1) + 1 / d
    print(f"d={d}: Lemma 6.2 event held in {ok}/{n} draws (P[X in E] ~ {ok / n:.3f}); printed bound (constants 1) = {rhs:.3g}")
