"""Audit chenli.display.lemma6.2-theta-frob-shape (L1424-L1426): ||Theta||_F <= sum_j ||M_j||_op ||M_j||_F <~ (m/r_W) sum_j ||M_j||_F^2.
Instance in the lemma's domain: k = 2, m = 1, lambda_1 = (1, -1) in Delta^1 - Delta^1, W_1 = I_r/sqrt(r) (||W_1||_F = 1, Assumption 10;
r_W = r, Assumption 9 r_W >> m^3 k log d = 2 log r for r large). M_j = (lambda_1)_j W_1. Exact (closed forms checked numerically)."""
import numpy as np
for r in [4, 100, 2500]:
    W = np.eye(r) / np.sqrt(r); lam = np.array([1.0, -1.0]); m, rW = 1, r
    M = [lam[j] * W for j in range(2)]
    Theta = np.vstack(M) @ np.vstack(M).T
    fro = np.linalg.norm(Theta); mid = sum(np.linalg.norm(Mj, 2) * np.linalg.norm(Mj) for Mj in M)
    last = m / rW * sum(np.linalg.norm(Mj) ** 2 for Mj in M); corr = np.sqrt(m / rW) * sum(np.linalg.norm(Mj) ** 2 for Mj in M)
    print(f"r_W = {r}: ||Theta||_F = {fro:.5f}, sum ||M||op||M||F = {mid:.5f}, printed (m/r_W) sum ||M||F^2 = {last:.5f}, "
          f"ratio = {fro/last:.3f} (sqrt r_W = {np.sqrt(r):.3f}); sqrt(m/r_W) version = {corr:.5f}")
