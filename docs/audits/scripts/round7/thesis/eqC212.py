"""Audit thesis.ch4.eqC.212 (L6293-L6295): E|G'_i|^p <= O((sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2)^{p/2}),
G'_i = <v, grad l(W, x_i) - E grad l> = zeta v^T x - E[zeta v^T x] (C.211), zeta of (C.71)/(C.210): for K = 1,
zeta = -(1 - phi(w x)) if y = 1, phi(w x) if y = 0; y ~ Bernoulli(phi(w* x)); phi sigmoid. d = K = 1, v = 1. mpmath quadrature."""
import mpmath as mp
mp.mp.dps = 30
phi = lambda z: 1 / (1 + mp.e ** (-z))

def moment(p, comps, w, ws):
    """comps: list of (lambda, mu, sigma). returns E|G'|^p and A = sum lambda (|mu| + sigma)^2."""
    def dens(x):
        return sum(l * mp.npdf(x, m, s) for l, m, s in comps)
    def zx(x):  # E over y of zeta(x,y) x, and the two values
        p1 = phi(ws * x)
        return p1, -(1 - phi(w * x)) * x, phi(w * x) * x
    mean = mp.quad(lambda x: dens(x) * (zx(x)[0] * zx(x)[1] + (1 - zx(x)[0]) * zx(x)[2]), [-mp.inf, 0, mp.inf])
    mom = mp.quad(lambda x: dens(x) * (zx(x)[0] * abs(zx(x)[1] - mean) ** p + (1 - zx(x)[0]) * abs(zx(x)[2] - mean) ** p), [-mp.inf, 0, mp.inf])
    A = sum(l * (abs(m) + s) ** 2 for l, m, s in comps)
    return mom, A

print("single component N(0,1), w = w* = 0.5 (W* full rank):")
for p in [2, 4, 8, 16, 32, 64]:
    mom, A = moment(p, [(1, 0, 1)], mp.mpf(0.5), mp.mpf(0.5))
    print(f"  p={p}: E|G'|^p = {mp.nstr(mom, 5)}   A^(p/2) = {mp.nstr(A ** (p / 2), 3)}   ratio = {mp.nstr(mom / A ** (p / 2), 5)}")
print("fixed p = 4, two components lambda = (eps, 1-eps), sigmas (1, 1e-3), w = w* = 0.5:")
for eps in [0.1, 0.01, 0.001]:
    mom, A = moment(4, [(eps, 0, 1), (1 - eps, 0, mp.mpf('1e-3'))], mp.mpf(0.5), mp.mpf(0.5))
    print(f"  eps={eps}: E|G'|^4 / A^2 = {mp.nstr(mom / A ** 2, 5)}")
