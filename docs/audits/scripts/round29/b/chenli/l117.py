# Auditor B r29: chenli proof of Lemma 11.7 (seed 000 L3175): attention matrices +-e_1 (tau_i, nu)^T, +-e_1 (-tau_i, nu)^T
# 'of norm Theta(sqrt(d) log dM)', with (tau_1..tau_m) = rho (-dM, ..., dM, dM + 1), nu = rho w, rho = Theta(log dM), ||w||_inf <= M.
import numpy as np
for c in (0.1, 1.0, 10.0):
    for (d, M) in [(4, 4), (16, 16), (64, 64), (256, 256), (64, 1), (1024, 1)]:
        rho = c * np.log(d * M)
        taus = rho * np.r_[np.arange(-d * M, d * M + 1), d * M + 1]
        for wname, w in (("w = 0", np.zeros(d)), ("w = M 1", M * np.ones(d))):
            nu = rho * w
            norms = np.sqrt(taus**2 + nu @ nu)                     # ||e_1 (tau, nu)^T||_F = ||(tau, nu)|| (also the spectral norm)
            shape = np.sqrt(d) * np.log(d * M)
            print(f"c={c:>4} d={d:>5} M={M:>4} {wname:>8}: max norm {norms.max():.4g}, min {norms.min():.4g}; sqrt(d) log(dM) = {shape:.4g}; "
                  f"max/shape = {norms.max()/shape:.4g}, min/shape = {norms.min()/shape:.4g}; max/(dM log dM) = {norms.max()/(d*M*np.log(d*M)):.4g}")
