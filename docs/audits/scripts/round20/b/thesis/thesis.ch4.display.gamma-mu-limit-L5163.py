# Auditor B, round 20: thesis.ch4.display.gamma-mu-limit-L5163 (own quadrature from (C.6)-(C.7); no repository code).
# rho(u, sigma) = min_{i != j} {(u_j^2+1)(beta0 - alpha0^2), beta2 - alpha2^2/(u_i^2+1)}, alpha_q = E[phi'(sigma z) z^q],
# beta_q = E[phi'(sigma z)^2 z^q], z ~ N(u_i, 1), phi = sigmoid.  Gamma(Psi) = sum_l lambda_l/(tau^K kappa^2 eta)
# ||Sigma_l^-1||^-1/sigma_max^2 rho(W*^T mu_l/(delta_K s_l), delta_K s_l) -- mu enters ONLY through W*^T mu_l.
import numpy as np
from scipy.integrate import quad
sig = lambda x: 1/(1+np.exp(-x)); dsig = lambda x: sig(x)*(1-sig(x))
def moments(ui, s):
    f = lambda z, q, p: dsig(s*z)**p*z**q*np.exp(-(z-ui)**2/2)/np.sqrt(2*np.pi)
    a = [quad(f, -40+ui, 40+ui, args=(q, 1))[0] for q in (0, 1, 2)]
    b = [quad(f, -40+ui, 40+ui, args=(q, 2))[0] for q in (0, 1, 2)]
    return a, b
def rho(u, s):
    vals = []
    for i in range(len(u)):
        a, b = moments(u[i], s)
        for j in range(len(u)):
            if j != i: vals.append((u[j]**2+1)*(b[0]-a[0]**2))
        vals.append(b[2] - a[2]**2/(u[i]**2+1))
    return min(vals)
def Gamma(Wstar, mus, Sigmas, lams):
    K = Wstar.shape[1]; sv = np.linalg.svd(Wstar, compute_uv=False); dK = sv[-1]; kappa = sv[0]/sv[-1]; eta = np.prod(sv/dK)
    smax = max(np.sqrt(np.linalg.norm(S, 2)) for S in Sigmas); smin = min(np.sqrt(np.linalg.norm(S, 2)) for S in Sigmas); tau = smax/smin
    tot = 0
    for mu, S, lam in zip(mus, Sigmas, lams):
        s = np.linalg.norm(np.linalg.inv(S), 2)**-0.5
        tot += lam/(tau**K*kappa**2*eta)*s**2/smax**2*rho(Wstar.T @ mu/(dK*s), dK*s)
    return tot
if __name__ == '__main__':
    # K = 2, d = 3, W* = diag(1.7, 1.2) on e1, e2; one component Sigma = 0.8^2 I; mu = t e3 (orthogonal to col(W*))
    W = np.array([[1.7, 0], [0, 1.2], [0, 0]]); S = [0.64*np.eye(3)]
    for t in (0, 1, 10, 100, 1e4):
        print(f'mu = t e3, t = {t:g}: Gamma = {Gamma(W, [t*np.array([0, 0, 1.0])], S, [1.0]):.6e}')
    for t in (1, 2, 4, 8):
        print(f'mu = t (e1 + e3)/sqrt2 (part in col W*): Gamma = {Gamma(W, [t*np.array([1, 0, 1.0])/np.sqrt(2)], S, [1.0]):.3e}')
    # two components, both means orthogonal to col(W*), growing together
    S2 = [0.64*np.eye(3), 0.36*np.eye(3)]
    for t in (1, 100, 1e4):
        print(f'L = 2, mu_1 = t e3, mu_2 = -2t e3: Gamma = {Gamma(W, [t*np.array([0,0,1.0]), -2*t*np.array([0,0,1.0])], S2, [0.5, 0.5]):.6e}')
    # helper's K = 1 instance (W* = (1.7, 0), Sigma = 0.8^2 I, mu = t e2): rho's first family is empty for K = 1
    W1 = np.array([[1.7], [0.0]])
    for t in (0, 10, 1e4):
        print(f'K = 1: mu = t e2, t = {t:g}: Gamma = {Gamma(W1, [t*np.array([0, 1.0])], [0.64*np.eye(2)], [1.0]):.6e}')
