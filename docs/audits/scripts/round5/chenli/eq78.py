"""Audit chenli.eq78: seed 000 L1642-L1652 with (75)/(77) (L1626-L1639), Assumption 4 (L453-L455). Helper's instance, numpy."""
import numpy as np
d = 144; T1 = np.eye(d) / 12                       # ||Theta_1||_F = 1, columns e_j/12: Assumption-4 parameter v = 1
x = np.ones(d); S = [0]; dp = 1; nu = 0.4
kappa = nu * dp * np.sqrt(np.log(d)) / np.sqrt(d)   # (77)'s second relation with equality
b = 0.99648; c = b * d / (d - 1) ** 2
E = np.zeros((d, d)); E[:, 0] = b * np.eye(d)[0]
for j in range(1, d):
    E[:, j] = -c * (np.eye(d)[j] - 1.0 / d)
print("||E'||_F =", round(np.linalg.norm(E), 5), " <Theta_1, E'> =", round(float((T1 * E).sum()), 8),
      " x^T E'_{S^c} norm =", round(float(np.linalg.norm(x @ E[:, 1:])), 10), "(Case (A) holds)")
ES = np.zeros_like(E); ES[:, S] = E[:, S]
lhs = abs((T1 * ES).sum())
print(f"|<Theta_1, E'_S>| = {lhs:.5f}; printed nu d'/sqrt d = {nu*dp/np.sqrt(d):.5f}; kappa = {kappa:.5f}; "
      f"with Assumption 4's v = 1: v d'/sqrt d = {1*dp/np.sqrt(d):.5f}, C-S v sqrt(d'/d) = {np.sqrt(dp/d):.5f}; m kappa <= e^(-1/nu) = {np.exp(-1/nu):.4f}")
