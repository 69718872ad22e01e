"""Auditor A r19: thesis Lemma C.3.2 (C.85) (rate), built on my Lemma C.3.1 script. Lemma C.3.1 (C.83) lower bound, seed 003 L5646-L5656, under the reading 'sigma_max, sigma_min constant' (L1104).
Own mpmath code. d = K = 2, W* = I_2 (kappa = eta = 1, delta_K = 1), one Gaussian N(mu, 0.36 I) written as two identical groups (tau = 1),
mu = (0.4, -3.66)/t. Population Hessian of the cross-entropy (4.3) at W = W*: E[grad H grad H^T/(H(1-H))] (Fisher form at the truth),
grad_{w_j} H = (1/K) phi'(w_j^T x) x. Gamma~ = sum_l lambda_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K s), delta_K s),
s = ||Sigma^-1||^-1/2 = 0.6, rho of (C.6) with alpha_q, beta_q over z ~ N(u_i, 1). Ratio lambda_min / (Gamma~/K^2) (eps_0 -> 0)."""
import mpmath as mp
mp.mp.dps = 90
zs, ws = None, None
def gh(n):
    # probabilists' Gauss-Hermite nodes/weights for N(0,1), via mpmath
    xs, wts = [], []
    for k in range(n):
        pass
    return xs, wts
# use mpmath's gauss-hermite through quad-free construction: nodes = roots of He_n; weights = n!/(n He_{n-1}(x)^2) / sqrt(2pi) * sqrt(2pi) normalised
def hermite_e_nodes(n):
    # Golub-Welsch in mpmath
    J = mp.matrix(n, n)
    for i in range(n - 1):
        J[i, i + 1] = J[i + 1, i] = mp.sqrt(i + 1)
    E, Q = mp.eigsy(J)
    return [E[i] for i in range(n)], [Q[0, i] ** 2 for i in range(n)]
NZ = 60
Z, W = hermite_e_nodes(NZ)
phi = lambda x: 1 / (1 + mp.e ** (-x))
dphi = lambda x: phi(x) * (1 - phi(x))
def hessian(mu, s):
    H = mp.matrix(4, 4)
    for a in range(NZ):
        x1 = mu[0] + s * Z[a]
        for b in range(NZ):
            x2 = mu[1] + s * Z[b]
            w = W[a] * W[b]
            h = (phi(x1) + phi(x2)) / 2
            g = [dphi(x1) * x1 / 2, dphi(x1) * x2 / 2, dphi(x2) * x1 / 2, dphi(x2) * x2 / 2]
            c = w / (h * (1 - h))
            for i in range(4):
                for j in range(i, 4):
                    H[i, j] += c * g[i] * g[j]
    for i in range(4):
        for j in range(i):
            H[i, j] = H[j, i]
    return H
def rho(u, sig):
    def E(ui, f):
        return mp.fsum(W[k] * f(ui + Z[k]) for k in range(NZ))
    vals = []
    for i in range(2):
        for j in range(2):
            if i == j: continue
            a0 = E(u[i], lambda z: dphi(sig * z)); b0 = E(u[i], lambda z: dphi(sig * z) ** 2)
            a2 = E(u[i], lambda z: dphi(sig * z) * z * z); b2 = E(u[i], lambda z: dphi(sig * z) ** 2 * z * z)
            vals += [(u[j] ** 2 + 1) * (b0 - a0 ** 2), b2 - a2 ** 2 / (u[i] ** 2 + 1)]
    return min(vals)
s = mp.mpf('0.6')
for (m0, t) in [((0, 1), "0.25"), ((0, 1), "0.0625"), ((0.4, -3.66), "0.25"), ((0.4, -3.66), "0.0625")]:
    t = mp.mpf(t)
    mu = [mp.mpf(m0[0]) / t, mp.mpf(m0[1]) / t]
    H = hessian(mu, s)
    ev = mp.eigsy(H)[0]; lam = min(ev); lmax = max(ev)
    G = s ** 2 * rho([mu[0] / s, mu[1] / s], s)
    S2 = (mp.sqrt(mu[0]**2 + mu[1]**2) + s) ** 2; S2inf = (max(abs(mu[0]), abs(mu[1])) + s) ** 2
    printed = G / (4 * S2)                      # Gamma~/(K^2 S_2), the printed decrement inside Omega
    alg = lam / S2inf                           # eta_0 lambda_min with eta_0 = 1/S_2,inf (Algorithm 1, constant 1)
    opt = 2 * lam / lmax                        # helper's r numerator (optimal step, not allowed by eta_0 = O(1/S_2,inf))
    print(f"mu0={m0} t={float(t)}: lambda_min={mp.nstr(lam,5)} lambda_max={mp.nstr(lmax,5)} S2={mp.nstr(S2,5)}: algorithm-step decrement/printed = {mp.nstr(alg/printed,5)}; optimal-step (helper r) = {mp.nstr(opt/printed,5)}; eta_opt*S2inf = {mp.nstr(2/(lam+lmax)*S2inf,5)}", flush=True)
