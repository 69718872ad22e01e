"""Auditor B r26: chenli Fact B.5 (L3816-L3822): kappa <= 1/m, pairwise |cos| <= kappa, r1 <= ||v_i|| <= r2 =>
det(V V^T) >= (1 - kappa m)^m prod ||v_i||^2, eigenvalues of V V^T in [(1 - kappa m) r1^2, (1 + kappa m) r2^2]."""
import numpy as np
v = np.array([[1.0]]); kappa = -0.5; m = 1; r1 = r2 = 1.0
G = v @ v.T
print(f"m = 1, v_1 = (1), kappa = {kappa} (<= 1/m; the pair condition is void): det = {np.linalg.det(G):.3f} vs (1 - kappa m)^m ||v||^2 = {(1-kappa*m)**m:.3f}; "
      f"interval [{(1-kappa*m)*r1**2}, {(1+kappa*m)*r2**2}] vs eigenvalue {np.linalg.eigvalsh(G)[0]:.3f}")
for kap in [0.0, 0.3, 1.0]:
    print(f"m = 1, kappa = {kap}: det 1 >= {(1-kap):.2f}: {1 >= 1-kap}; eigenvalue 1 in [{1-kap:.2f}, {1+kap:.2f}]: {1-kap <= 1 <= 1+kap}")
# m >= 2: kappa >= max |cos| >= 0 automatically; random check of both parts with kappa = measured coherence (if <= 1/m)
rng = np.random.default_rng(0); bad = 0; cnt = 0
for _ in range(20000):
    m = int(rng.integers(2, 6)); d = int(rng.integers(m, 12))
    V = rng.standard_normal((m, d)); V /= np.linalg.norm(V, axis=1, keepdims=True)
    V = V + 0.0 * V
    # push towards orthogonality so that the coherence is <= 1/m
    Q, _ = np.linalg.qr(V.T); V = (Q[:, :m].T + rng.uniform(0, 0.4) * V)
    V *= rng.uniform(0.5, 2, size=(m, 1))
    n = np.linalg.norm(V, axis=1); C = np.abs(V @ V.T) / np.outer(n, n); np.fill_diagonal(C, 0); kap = C.max()
    if kap > 1 / m: continue
    cnt += 1; G = V @ V.T; ev = np.linalg.eigvalsh(G)
    ok = np.linalg.det(G) >= (1 - kap * m) ** m * np.prod(n ** 2) * (1 - 1e-12) and ev.min() >= (1 - kap * m) * n.min() ** 2 * (1 - 1e-12) and ev.max() <= (1 + kap * m) * n.max() ** 2 * (1 + 1e-12)
    bad += not ok
print(f"m = 2..5, kappa = measured coherence <= 1/m: {cnt} draws, {bad} violations of either part")
