"""Audit thesis.ch4.eqC.172: seed 003 L6055-L6057. s = U_perp^T x, x ~ N(mu_l, Sigma_l); exact covariance, plus the
independence claim of s and t = phi'(w*^T x)-dependent (Monte Carlo correlation of s_1^2 with (w*^T x)^2)."""
import numpy as np
W = np.array([1.0, 1.0, 1.0]); U = W / np.linalg.norm(W)
Up = np.stack([np.array([1, -1, 0]) / np.sqrt(2), np.array([1, 1, -2]) / np.sqrt(6)], axis=1)
Sig = np.diag([4.0, 1.0, 1.0]); mu = np.zeros(3)
C = Up.T @ Sig @ Up
print("E[s1 s2] = (U_perp^T Sigma U_perp)_12 =", round(C[0, 1], 6), "(3/sqrt12 =", round(3 / np.sqrt(12), 6), "); printed (i != j):", 0.0)
print("printed diagonal sum_k (U_perp)_{ki}^2 sigma_k^2:", np.round((Up**2).T @ np.diag(Sig), 6), " true:", np.round(np.diag(C), 6))
print("Cov(U^T x, s) =", np.round(U @ Sig @ Up, 6), "(nonzero -> t and s dependent)")
print("isotropic Sigma = 2I: off-diagonal", np.round((Up.T @ (2 * np.eye(3)) @ Up)[0, 1], 12), " Cov(U^T x, s) =", np.round(U @ (2 * np.eye(3)) @ Up, 12))
