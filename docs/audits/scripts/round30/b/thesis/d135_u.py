# Auditor B, round 30: thesis.ch5.eqD.135-u-bound (seed 003 L7814-L7826).  u_i = L(lambda F(e_g, X_i), y_i) - E_D[L(lambda F, y)]
# (per-sample reading of the garbled L7814), claim |u_i| <= 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0), eps_c = 1 (Table D.2).
# L1375: L(., y) nonnegative, convex, 1-Lipschitz, 1-smooth, L(0, y) in [0, 1] ("includes cross-entropy and l2-regression").
import numpy as np
rng = np.random.default_rng(9)
K = 2; C0 = 1.0
Adj = np.ones((3, 3)) - np.eye(3); At = Adj + np.eye(3); A = At/np.sqrt(np.outer(At.sum(1), At.sum(1)))
losses = {
  "b_y + log cosh||z||, b = (0, 0.8)": lambda z, y: (0.0 if y == 0 else 0.8) + np.log(np.cosh(np.linalg.norm(z))),
  "l2-regression ||z - t_y||^2/2, t_0 = 0, t_1 = e_1 (1-Lipschitz, 1-smooth on ||z - t_y|| <= 1)": lambda z, y: 0.5*np.sum((z - (np.eye(K)[0] if y == 1 else 0))**2),
}
for pstar in (1.0, 1e-1, 1e-3):
    As = pstar*A; Ainf = np.abs(As).sum(1).max()
    bound = 2*np.sqrt(K)*Ainf**2*(1 + C0)
    for name, L in losses.items():
        # outputs: any F with ||lambda F|| <= ||A*||_inf^2 (the size (D.134) allows), labels balanced (D: y uniform on {0, 1})
        Fs = [rng.standard_normal(K) for _ in range(2000)]
        Fs = [f/np.linalg.norm(f)*Ainf**2*rng.uniform() for f in Fs]
        ys = rng.integers(0, 2, 2000)
        vals = np.array([L(f, y) for f, y in zip(Fs, ys)])
        EL = vals.mean()
        u = vals - EL
        print(f"p*={pstar:g} ||A*||_inf={Ainf:.3g} [{name}]: max|u_i| = {np.abs(u).max():.4f}, min|u_i| = {np.abs(u).min():.4f} vs bound {bound:.3g}")
