"""Auditor A r19: thesis Lemma C.3.1 (C.83) lower bound, seed 003 L5646-L5656, under the reading 'sigma_max, sigma_min constant' (L1104).
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
for t in ['1', '0.5', '0.25', '0.125', '0.0625']:
    t = mp.mpf(t)
    mu = [mp.mpf('0.4') / t, mp.mpf('-3.66') / t]
    H = hessian(mu, s)
    lam = min(mp.eigsy(H)[0])
    G = s ** 2 * rho([mu[0] / s, mu[1] / s], s)      # lambda-sum over the two identical groups = one group; ||Sigma^-1||^-1 = 0.36
    print(f"t={float(t):.4f}: lambda_min = {mp.nstr(lam, 6)}, Gamma~ = {mp.nstr(G, 6)}, ratio lambda_min/(Gamma~/K^2) = {mp.nstr(lam / (G / 4), 6)}", flush=True)
