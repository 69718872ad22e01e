"""Audit chenli.display.lemma5.22-flat: seed 000 L1294-L1296, Definition 5.19 (L1242: real lambda_i, disjoint S_i)."""
import numpy as np
M = np.array([[0, 1], [0, 0]]); u = np.array([1, 0]); v = -np.array([0, 1])
lam, mu = 1, -1; S, T = np.array([1, 0]), np.array([0, 1])
xi = 1  # (58) holds with xi = 1 for this M: |1_S^T M 1_T| <= 1 <= sqrt(|S||T|) for nonempty S, T
print("|u^T M v| =", abs(u @ M @ v), " printed middle =", lam * mu * abs(S @ M @ T), " printed end =", xi * lam * 1 * mu * 1,
      " with |lambda||mu|:", abs(lam) * abs(mu) * abs(S @ M @ T))
