"""Audit mhgd.display.lemma12-xh-chain: seed 004 L1265. DM1 with z = 0 (R = S = 1), T = 2, zeta = 1/2, tokens mu_y, nu_1 orthonormal."""
import numpy as np
T, zeta, S = 2, 0.5, 1.0; R = S
mu_p, mu_m, nu = np.eye(3)
X = np.stack([mu_p, nu]); u_star = mu_p - mu_m; p = np.array([0.1, -0.2, 0.3]); P = np.linalg.norm(p)
Xh = abs(1 / T * np.sum((zeta / 2 * np.outer(np.ones(T), u_star) + np.outer(np.ones(T), p)) * (np.ones((T, T)) @ X)))
a = 1 / T * (zeta / 2 * np.sqrt(T) * np.linalg.norm(u_star) + np.sqrt(T) * np.linalg.norm(p))
print(f"|X_h|={Xh:.4f}; first bound {a*np.sqrt(T)*np.linalg.norm(X.sum(0)):.4f}; second (printed sqrt(TR)) {a*np.sqrt(T*R):.4f}; "
      f"sqrt(T)||sum x_t||={np.sqrt(T)*np.linalg.norm(X.sum(0)):.4f} vs sqrt(TR)={np.sqrt(T*R):.4f}; end TR(S+P)={T*R*(S+P):.4f}; with T^(3/2)R: {a*T**1.5*R:.4f}")
