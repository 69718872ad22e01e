# Item 2: rho-function of Definition C.2.2 (L5151-5153), sigmoid phi (L5209), computed by Gauss-Hermite quadrature.
# rho(u,sig) = min_{i!=j} { (u_j^2+1)(beta0_i - alpha0_i^2), beta2_i - alpha2_i^2/(u_i^2+1) },
# alpha_q(i) = E_{z~N(u_i,1)}[phi'(sig z) z^q], beta_q(i) = E[phi'(sig z)^2 z^q].
# Variances computed in stable centred form.
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
g, w = hermegauss(300); w = w/w.sum()
dphi = lambda x: np.exp(-np.abs(x))/(1+np.exp(-np.abs(x)))**2   # sigmoid'
def terms(ui, sig):
    z = ui + g; p = dphi(sig*z)
    a0 = w@p; v0 = w@((p-a0)**2)                 # beta0 - alpha0^2
    m = ui**2+1; a2 = w@(p*z**2); v2 = w@(z**2*(p-a2/m)**2)   # beta2 - alpha2^2/m
    return v0, v2
def rho(u, sig):
    best = np.inf
    for i in range(len(u)):
        v0, v2 = terms(u[i], sig)
        for j in range(len(u)):
            if j == i: continue
            best = min(best, (u[j]**2+1)*v0, v2)
    return best
# GMM component: mu_l, Sigma_l = s^2 I, W* = I_K (K=2), delta_K(W*)=1  =>  rho_l = rho(mu/s, s)
svals = [0.5,0.2,0.1,0.05,0.02,0.01]
mus = {"mu=(1,1)": np.array([1.,1.]), "mu=(1,0)": np.array([1.,0.]), "mu=(0,0)": np.array([0.,0.])}
print("rho_l = rho(W*^T mu/(dK s), dK s) as s=||Sigma_l^{1/2}|| -> 0; local slope = dlog rho/dlog s")
R = {}
for name, mu in mus.items():
    r = [rho(mu/s, s) for s in svals]; R[name] = r
    sl = [np.nan]+[np.log(r[k]/r[k-1])/np.log(svals[k]/svals[k-1]) for k in range(1,len(svals))]
    print(name); [print(f"  s={s:6.3f} rho={x:.4e} slope={y:+.2f}") for s,x,y in zip(svals,r,sl)]
# First line of (C.102), s-dependent factor:
# F(s) = sqrt(sum_l lam_l (||mu_l||+s_l)^2) / sum_l lam_l s_l^2 rho_l   (constants K, eta, tau, kappa, xi, sqrt(d log n/n) set to 1)
def F(mu_list, s_list, lam):
    num = np.sqrt(sum(l*(np.linalg.norm(m)+s)**2 for l,m,s in zip(lam,mu_list,s_list)))
    den = sum(l*s**2*rho(m/s, s) for l,m,s in zip(lam,mu_list,s_list))
    return num/den
lam = [0.5,0.5]; mu2 = np.array([1.,1.]); s2 = 1.0
print("\nFirst line F(s) of (C.102), L=2 groups, only group L=1 varies (Corollary's hypothesis), group 2 fixed: mu2=(1,1), s2=1")
print(" s      F(mu_L=(1,1))  F(mu_L=(1,0))  F(mu_L=(0,0))   1-s^6")
for s in svals:
    print(f" {s:5.3f}  " + "  ".join(f"{F([m,mu2],[s,s2],lam):12.5f}" for m in mus.values()) + f"   {1-s**6:.6f}")
print("\nContrast (NOT the corollary's setting): all groups' s_l = s -> 0 together, mu_1=(1,0), mu_2=(1,1)")
for s in svals:
    v = F([mus['mu=(1,0)'],mu2],[s,s],lam); print(f" s={s:5.3f} F={v:.4e}  F*s^6={v*s**6:.4e}  F*s^2={v*s**2:.4e}")
print("\nContrast 2 (NOT the corollary's setting): all s_l = s -> 0 together AND every mu_l has a zero coordinate: mu_1=(1,0), mu_2=(0,1)")
for s in svals:
    v = F([np.array([1.,0.]),np.array([0.,1.])],[s,s],lam); print(f" s={s:5.3f} F={v:.4e}  F*s^6={v*s**6:.4e}")
