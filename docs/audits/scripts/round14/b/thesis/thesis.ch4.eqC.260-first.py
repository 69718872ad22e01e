"""(C.260) L6533 first step: E|Gp'_i|^p <~ (E[sigma_min^-4 (x^T v)^2])^p for every p >= 2 ((C.261)'s series).
Instance: non-symmetric GMM 0.5 N(e1, I2) + 0.5 N(0, I2) (d = 2, sigma_min = 1, tau = 1), K = 1, w* = e1, phi = sigmoid,
P(y = 1 | x) = phi(w*^T x) (4.1), v = e2. S_2 by the (C.248)-type formula: p(x)^-1 sum_l lambda_l N_l(x) ((x - mu_l)^{x2}
- I); its (v, v) entry is x2^2 - 1 for both components (means have no e2 part). Gp' = y (x2^2 - 1) - E[y (x2^2 - 1)];
x2 is independent of (x1, y), so E[...] = 0 and E|Gp'|^p = P(y=1) E|Z^2 - 1|^p; R = E[x2^2] = 1. mpmath."""
import mpmath as mp
mp.mp.dps = 30
sig = lambda x: 1 / (1 + mp.e ** (-x))
pdf = lambda x: mp.e ** (-x * x / 2) / mp.sqrt(2 * mp.pi)
p1 = mp.quad(lambda x1: sig(x1) * (pdf(x1 - 1) + pdf(x1)) / 2, [-mp.inf, 0, mp.inf])
print(f"P(y = 1) = {mp.nstr(p1, 6)}, R = E[x2^2] = 1")
for p in (2, 4, 8, 16, 32, 48):
    pts = [-mp.inf] + [mp.mpf(t) for t in range(-30, 31, 2)] + [mp.inf]
    r = p1 * mp.quad(lambda z: abs(z * z - 1) ** p * pdf(z), pts)
    print(f"p={p:2d}: E|Gp'|^p / R^p = {mp.nstr(r, 6)}, p-th root = {mp.nstr(r ** (mp.mpf(1)/p), 5)}, root/(2p/e) = "
          f"{mp.nstr(r ** (mp.mpf(1)/p) / (2 * p / mp.e), 4)}")
# Monte Carlo sanity of the structure (S_2(v,v) = x2^2 - 1 from the mixture formula, E[Gp'] = 0)
import numpy as np
rng = np.random.default_rng(0); n = 2_000_000
comp = rng.random(n) < 0.5; x = rng.normal(size=(n, 2)); x[comp, 0] += 1
y = (rng.random(n) < 1 / (1 + np.exp(-x[:, 0]))).astype(float)
def npdf(z): return np.exp(-(z ** 2).sum(1) / 2) / (2 * np.pi)
N1, N0 = npdf(x - np.array([1.0, 0])), npdf(x)
S2vv = (N1 * (x[:, 1] ** 2 - 1) + N0 * (x[:, 1] ** 2 - 1)) / (N1 + N0)
G = y * S2vv - np.mean(y * S2vv)
print(f"MC: E[y S2(v,v)] = {np.mean(y*S2vv):.4f} (0), E|G|^4 = {np.mean(np.abs(G)**4):.2f} vs p1 E|Z^2-1|^4 = {float(p1*mp.quad(lambda z: (z*z-1)**4*pdf(z), [-mp.inf, mp.inf])):.2f}")
