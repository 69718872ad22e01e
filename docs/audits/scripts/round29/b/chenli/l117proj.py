# Auditor B r29: chenli proof of Lemma 11.7 (seed 000 L3175-L3177): projection matrices +-lambda_i (tau_i, nu) e_1^T 'of norm
# Theta(d^{3/2} M log dM)'; lambda from Lemma 11.5's system (145)-(146) (L3109-L3136), phi(z) = z tanh(z/2) (L3055).
# Lower side checked at its most lenient: max over h in [-1, 1]^{2dM+1} of |lambda_i| = (1/2) sum_j |(M^-1)_{ij}| (j over the h rows), w = M 1.
import numpy as np
phi = lambda z: z * np.tanh(z / 2)
for c in (0.25, 1.0, 4.0):
    for d, Mw in ((4, 1), (16, 1), (64, 1), (256, 1), (1024, 1), (16, 4), (64, 4)):
        rho = c * np.log(d * Mw); K = d * Mw
        i = np.arange(-K, K + 2); l = np.arange(-K, K + 1)
        Mat = np.vstack([phi(rho * (i[None, :] - l[:, None])), np.ones(2 * K + 2)])
        Minv = np.linalg.inv(Mat)
        lam_max = 0.5 * np.abs(Minv[:, :2 * K + 1]).sum(axis=1)          # per index, worst h in [-1, 1]
        tau = rho * i; nu2 = (rho * Mw) ** 2 * d
        norms = lam_max * np.sqrt(tau ** 2 + nu2)
        shape = d ** 1.5 * Mw * np.log(d * Mw)
        # Boolean even h (h(l) = (-1)^l, even) for comparison
        h = np.r_[0.5 * (-1.0) ** np.abs(l), 0.0]; lam_b = np.abs(Minv @ h)
        print(f"rho={c}*log(dM) d={d:>4} M={Mw}: max_i |lambda_i| ||(tau_i, nu)|| = {norms.max():.4g} (Boolean even h: {(lam_b*np.sqrt(tau**2+nu2)).max():.4g}); "
              f"d^1.5 M log dM = {shape:.4g}; ratio {norms.max()/shape:.4g}; norm/(dM) = {norms.max()/(d*Mw):.3g}")
