"""Audit chenli.display.alg4-line8 (seed 000 L2717 vs proof L2757-L2800, Definition 6.13 L2074-L2082).
Line 8 threshold t_alg = sqrt(lam)/(d sqrt(2m)); proof threshold rho/d = sqrt(lam/2m) ||Theta_1||_F / d."""
import numpy as np

# helper's instance: m = 1, d = 2, Theta_1 = 100 E11, K = {t E11 : |t| <= 200}, ell = 0 (H = everything, A = 0)
m, d, lam, F = 1, 2, 1.0, 100.0
t_alg = np.sqrt(lam) / (d * np.sqrt(2 * m)); rho = np.sqrt(lam / (2 * m)) * F
# K is a (eps,zeta)-tight enclosure?  convex; ||M|| <= 200 = 2F; Pi_perp(M) = 0; contains B(Theta_1, zeta) only if
# zeta-balls are in K: a segment contains no 4-dim ball, so for zeta > 0 take K = {M : |M11| <= 200, ||offdiag+M22|| <= eps |M11|}?
# Use instead K = {M : 0 <= M11 <= 200, ||(M12,M21,M22)|| <= eps*M11} (convex cone piece): property 3 holds
# (||Pi_perp M|| <= eps ||M||), contains B(Theta_1, zeta) for zeta <= eps*100/sqrt(1+eps^2) - tiny.
eps = 1e-3
pt = np.array([[t_alg, 0.0], [0.0, 0.0]])          # in K, in H, pt_11 = t_alg >= t_alg: feasible for line 8's body
print(f"line-8 body contains a point of Frobenius norm {np.linalg.norm(pt):.4f}; proof's claimed minimum rho/d = {rho/d:.2f}")

# ell = 1 example: m = 2, d = 2, Theta_1 = F E11, Theta_2 = F E22 (lam = 1, kappa = 0); span = diagonal matrices.
m, d, F, lam = 2, 2, 1000.0, 1.0
t_alg = np.sqrt(lam) / (d * np.sqrt(2 * m)); rho = np.sqrt(lam / (2 * m)) * F
M1 = np.array([[1.0, 0], [0, 0]])                     # M^(1), exactly in the span (nu_1-close)
A = F * M1                                            # net point of span(M^(1)) of norm <= F
Mstar = np.array([[0, 0], [t_alg, 0]])                # orthogonal to M^(1), entry (2,1) = t_alg
Mp = A + Mstar                                        # M' = A + M*
eps = 1e-3
offd = np.linalg.norm([Mp[0, 1], Mp[1, 0]])
print(f"ell=1: M' = F E11 + {t_alg:.3f} E21: ||Pi_perp M'|| = {offd:.3f} <= eps ||M'|| = {eps*np.linalg.norm(Mp):.3f} "
      f"(property 3 at M'), ||M'|| = {np.linalg.norm(Mp):.1f} <= 2F")
# K := conv(B(Theta_1,zeta), B(Theta_2,zeta), M'): every point has norm >= F/sqrt2 - zeta and off-diagonal norm
# <= max(zeta, t_alg), so property 3 holds when eps (F/sqrt2 - zeta) >= max(zeta, t_alg)
zeta = 0.1
print(f"  K = conv(B(Th1,{zeta}), B(Th2,{zeta}), M'): eps (F/sqrt2 - zeta) = {eps*(F/np.sqrt(2)-zeta):.3f} >= "
      f"max(zeta, t_alg) = {max(zeta, t_alg):.3f}: {eps*(F/np.sqrt(2)-zeta) >= max(zeta, t_alg)}")
M2 = Mstar / np.linalg.norm(Mstar)
print(f"  oracle may return M* (in K - A, in H, M*_21 = {t_alg:.3f} >= line-8 threshold {t_alg:.3f}, but < rho/d = "
      f"{rho/d:.1f}); M^(2) = M*/||M*|| = E21 has distance {np.linalg.norm([M2[0,1], M2[1,0]]):.1f} to span (needs <= nu_2 << 1)")
