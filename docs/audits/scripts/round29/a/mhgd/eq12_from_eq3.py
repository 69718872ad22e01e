# Auditor A r29: mhgd (12) H^{1/2} >~ S^5 ||theta||^3 against (3) sqrt(H) >~ d^2 T^{1/2} R^5 ||theta||_{2,inf} ||theta - theta0||^3. Own numpy.
import numpy as np
S, T, M, n, C, p = 1.0, 1, 1, 2, 1.0, 0.5
d = M + 2; R = S                                  # DM1 without noise: ||x_t|| = S, R = S >= 1
gam = S*np.sqrt(T)/np.sqrt(2)                      # gamma_attn (eps -> 0, Z_mu = 0)
dU, dW = T*d, d*d
rng = np.random.default_rng(0)
Uopt = rng.standard_normal(dU); Uopt /= np.linalg.norm(Uopt)   # ||U_opt|| = ||W_opt|| = 1 ((9): ||theta_opt||_F = sqrt 2)
Wopt = rng.standard_normal(dW); Wopt /= np.linalg.norm(Wopt)
for H in [1, 100, 10**4, 10**6]:
    th = np.concatenate([np.r_[np.log(n)/gam/np.sqrt(H)*Uopt, C/H**p*Wopt] for _ in range(H)])
    heads = th.reshape(H, dU + dW)
    n2inf = np.linalg.norm(heads, axis=1).max(); nrm = np.linalg.norm(th)
    rhs12 = S**5*nrm**3; rhs3 = d**2*np.sqrt(T)*R**5*n2inf*nrm**3            # theta0 = 0
    rhs74 = 36*d*np.sqrt(T*d)*R**3*(3*np.sqrt(d)*R**2*(3*nrm + n2inf) + 1)*nrm**2   # Theorem 3 (L944), D = ||theta||
    print(f"H={H}: ||theta||={nrm:.4f} ||theta||_2,inf={n2inf:.3e}  (12)/(3) = {rhs12/rhs3:.4g}  (sqrt(H)/(d^2 sqrt(T) sqrt((log n/gam)^2 + C^2)) = {np.sqrt(H)/(d**2*np.sqrt(T)*np.sqrt((np.log(n)/gam)**2 + C**2)):.4g});  (12)/Thm3 = {rhs12/rhs74:.4g} (<= 1/324 = {1/324:.4g})")
for H in [1e8, 1e10, 1e12]:
    nh = np.sqrt(((np.log(n)/gam)**2 + C**2)/H)
    print(f"H={H:.0e} (closed form): (12)/(3) = {1/(d**2*np.sqrt(T)*nh):.4g}")
