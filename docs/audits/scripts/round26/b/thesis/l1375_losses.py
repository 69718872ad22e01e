"""Auditor B r26: thesis L1375 (Section 5.2): L(., y) nonnegative, convex, 1-Lipschitz, 1-smooth, L(0, y) in [0, 1];
'This includes both the cross-entropy loss and the l2-regression loss (for bounded Y)'. K outputs (C in R^{m x K}, L1373)."""
import numpy as np, mpmath as mp
def ce(z, y):  # natural-log cross-entropy on logits z, label y
    z = np.asarray(z, float); m = z.max(); return m + np.log(np.exp(z - m).sum()) - z[y]
print("cross-entropy at z = 0^K: L(0, y) = log K:", [(K, round(ce(np.zeros(K), 0), 6)) for K in (2, 3, 5, 10, 100)])
# Lipschitz / smoothness constants of CE (for context): grad = softmax - e_y, ||grad|| < sqrt 2; Hessian = diag(p) - p p^T, max eig <= 1/2
rng = np.random.default_rng(0); gmax = 0; hmax = 0
for _ in range(20000):
    K = int(rng.integers(2, 12)); z = rng.standard_normal(K) * 10 ** rng.uniform(-1, 2); y = int(rng.integers(K))
    p = np.exp(z - z.max()); p /= p.sum(); g = p.copy(); g[y] -= 1
    gmax = max(gmax, np.linalg.norm(g)); hmax = max(hmax, np.linalg.eigvalsh(np.diag(p) - np.outer(p, p)).max())
print(f"CE: max ||grad|| = {gmax:.6f} (sup sqrt 2 = {np.sqrt(2):.6f}), max Hessian eig = {hmax:.6f} (<= 1/2)")
# l2 loss: L(z, y) = ||z - y||^2 / 2 ; bounded labels ||y|| <= 1
for (z, zp, y) in [(np.array([3.0, 0]), np.zeros(2), np.zeros(2)), (np.array([10.0, 0]), np.array([9.0, 0]), np.array([1.0, 0])),
                   (np.array([1e3, 0]), np.array([1e3 - 1, 0]), np.array([-1.0, 0]))]:
    L = lambda u: 0.5 * np.sum((u - y) ** 2)
    print(f"l2: z={z}, z'={zp}, y={y}: |L(z)-L(z')| = {abs(L(z)-L(zp)):.3f} vs ||z - z'|| = {np.linalg.norm(z-zp):.3f}")
# reading: outputs within distance 1 of the label: ||grad|| = ||z - y|| <= 1
worst = 0
for _ in range(20000):
    y = rng.standard_normal(3); y /= max(1, np.linalg.norm(y)); u = rng.standard_normal(3); z = y + u / np.linalg.norm(u) * rng.uniform(0, 1)
    v = rng.standard_normal(3); zp = y + v / np.linalg.norm(v) * rng.uniform(0, 1)
    if np.linalg.norm(z - zp) > 1e-9:
        worst = max(worst, abs(0.5*np.sum((z-y)**2) - 0.5*np.sum((zp-y)**2)) / np.linalg.norm(z - zp))
print(f"reading (||z - y||, ||z' - y|| <= 1): max Lipschitz ratio = {worst:.4f} <= 1")
