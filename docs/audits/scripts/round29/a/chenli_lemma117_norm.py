# Auditor A r29: chenli L3177 (proof of Lemma 11.7): attention matrices +-e_1 (tau_i, nu)^T of norm Theta(sqrt(d) log dM)? Own numpy.
import numpy as np
for c in [0.25, 1.0, 4.0]:
    for (d, M) in [(4, 1), (64, 1), (64, 64), (1024, 1), (1024, 1024), (4096, 4096)]:
        rho = c*np.log(d*M)
        tau = rho*np.arange(-d*M, d*M + 2)              # (tau_1..tau_m) = rho(-dM, ..., dM, dM+1), m = 2dM + 2
        for wname, w in [("w=0", np.zeros(d)), ("w=M1", M*np.ones(d))]:
            nu = rho*w
            norms = np.sqrt(tau**2 + nu @ nu)           # ||e_1 (tau_i, nu)^T||_F = ||(tau_i, nu)||
            target = np.sqrt(d)*np.log(d*M)
            if wname == "w=0": n0 = norms.max()
            else: nM = norms.max()
        print(f"c={c} d={d} M={M}: max_i ||(tau_i, nu)|| = {n0:.4g} (w = 0), {nM:.4g} (w = M 1); sqrt(d) log(dM) = {target:.4g}; "
              f"ratio {n0/target:.3g} .. {nM/target:.3g}; (dM+1)/sqrt(d) x c = {c*(d*M+1)/np.sqrt(d):.3g}")
