# Auditor A r29: chenli L3177 projection matrices +-lambda_i (tau_i, nu) e_1^T of norm Theta(d^{3/2} M log dM)? (lower side). Own numpy.
import numpy as np
phi = lambda z: z*np.tanh(z/2)                      # Lemma 11.5's phi (L3055)
def lam_and_norms(d, M, rho, h):
    L = d*M; idx = np.arange(-L, L + 2); ells = np.arange(-L, L + 1)
    A = np.vstack([phi(rho*(idx[None, :] - ells[:, None])), np.ones(len(idx))])   # (146): rows l = -dM..dM, last row all ones
    rhs = np.r_[0.5*h, 0.0]
    mu = np.linalg.solve(A, rhs)
    assert np.abs(A @ mu - rhs).max() < 1e-8
    lam = mu[::-1]                                  # lambda_i := mu_{dM+1-i}
    tau = rho*np.arange(-L, L + 2)                  # (tau_1..tau_m) = rho(-dM..dM, dM+1)
    w = M*np.ones(d); nu = rho*w
    norms = np.abs(lam)*np.sqrt(tau**2 + nu @ nu)   # ||lambda_i (tau_i, nu) e_1^T||_F
    Ainv = np.linalg.inv(A); relax = 0.5*np.abs(Ainv[:, :-1]).sum(1)[::-1]*np.sqrt(tau**2 + nu @ nu)
    return norms.max(), relax.max(), np.abs(lam).max()
rng = np.random.default_rng(0)
for cfac in [0.25, 1.0, 4.0]:
    for d in [4, 16, 64, 256]:
        M = 1; L = d*M; rho = cfac*np.log(d*M)
        best = 0.0
        for trial in range(6):
            half = rng.choice([-1.0, 1.0], L + 1)
            h_even = np.r_[half[:0:-1], half]                        # h(-l) = h(l)
            h_odd = np.r_[-half[:0:-1][:L], [rng.choice([-1.0, 1.0])], half[1:]]; h_odd[L] = 1.0   # h(0) must be 0 for odd Boolean: use near-odd
            for h in (h_even, np.r_[np.ones(L+1), -np.ones(L)]):
                nmax, rmax, lmax = lam_and_norms(d, M, rho, h)
                best = max(best, nmax)
        target = d**1.5*M*np.log(d*M)
        print(f"rho = {cfac} log(dM), d={d}, M={M}: max_i |lambda_i| ||(tau_i, nu)|| = {best:.4g} (relaxed h in [-1,1]: {rmax:.4g}); "
              f"d^1.5 M log(dM) = {target:.4g}; ratio = {best/target:.3g} (relaxed {rmax/target:.3g}); norm/(dM) = {best/(d*M):.3g}")
