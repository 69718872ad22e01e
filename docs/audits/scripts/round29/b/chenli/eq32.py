# Auditor B r29: chenli (32)'s second '<~' (seed 000 L860) under Lemma 5.11's first bullet as printed (L779-L783: |nu| <= c/sqrt(d3),
# |mu|, |mu'|, |mu''| <= c/sqrt(d2); nu', nu'' unrestricted). Own numpy: d1 = 0, d2 = d3 = n, Theta Haar orthogonal (||Theta||_F^2 = d).
import numpy as np
rng = np.random.default_rng(32)
for n in (64, 256, 1024, 2048):
    d = 2 * n; c, s = 1.0, 1.0; r = d ** 0.2
    Q, R = np.linalg.qr(rng.standard_normal((d, d))); Th = Q * np.sign(np.diag(R))
    F2 = np.sum(Th * Th)
    x = np.concatenate([rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)]), rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)])])  # mu = nu = 0
    w = Th.T @ x; o2 = np.r_[np.ones(n), np.zeros(n)]; o3 = np.r_[np.zeros(n), np.ones(n)]
    ev = (w @ w <= 2 * F2) and (x @ Th @ o2) ** 2 <= (2 * c + s) ** 2 * n / r * F2 and (x @ Th @ o3) ** 2 <= (2 * c + s) ** 2 * n / r * F2
    dmu, dnu = 0.0, 2.0                                                   # mu' = mu'' = 0, nu' = -1, nu'' = +1
    S2 = w[:n]; S3 = w[n:]
    off = lambda v: v.sum() ** 2 - v @ v
    left = max(dmu, dnu) / 2 * (w @ w) + (dmu / 2) ** 2 * abs(off(S2)) + (dnu / 2) ** 2 * abs(off(S3)) + 2 * (dmu / 2) * (dnu / 2) * abs(S2.sum() * S3.sum())
    right = c / np.sqrt(n) * F2 + c * c / n * (w @ o2) ** 2 + c * c / n * (w @ o3) ** 2 + 2 * c * c / n * abs((w @ o2) * (w @ o3))
    print(f"n={n} (d={d}, r_Theta=d^0.2={r:.2f}, c={c} <= sqrt(min(r, n))/2 = {np.sqrt(min(r, n))/2:.2f}): event of L854 holds: {ev}; "
          f"left = {left:.4g}, right = {right:.4g}, ratio {left/right:.2f} (sqrt(n) = {np.sqrt(n):.1f})")
