# Auditor B r29: thesis (C.232) (seed 003 L6365-L6381, end of Lemma C.3.2's proof): eta_0 = 1/H_max, H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2;
# ||W_t - W_n|| <= (1 - H_min/H_max)^t ||W_0 - W_n|| + (H_max eta_0/H_min) sqrt(dK log n/n) xi. Own numpy/scipy, d = K = 1, L = 2 equal groups N(0, s).
import numpy as np
from scipy import integrate
sig = lambda z: 1 / (1 + np.exp(-z))
def pop_hess(w, s):     # fbar''(w) = E[phi(wx)(1 - phi(wx)) x^2], x ~ N(0, s)  (cross-entropy with P(y=1|x) = phi(w* x), K = 1)
    f = lambda x: sig(w * x) * (1 - sig(w * x)) * x * x * np.exp(-x * x / (2 * s)) / np.sqrt(2 * np.pi * s)
    return integrate.quad(f, -40 * np.sqrt(s), 40 * np.sqrt(s), limit=200)[0]
print("population: lambda_max = fbar''(W* = 1) against S_sigma = sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 = s^2 (mu = 0):")
for s in (1.0, 1e-1, 1e-2, 1e-3, 1e-4):
    lam = pop_hess(1.0, s)
    print(f"  Sigma = {s:g}: lambda_max = {lam:.5g}; lambda_max/(2 S_sigma) = {lam/(2*s*s):.4g} (C_4 must exceed this; one step multiplies the distance by |1 - lambda/(C_4 S_sigma)| = {abs(1-lam/(s*s)):.4g} at C_4 = 1)")
# finite n: W_n by Newton on f_n, then one GD step from W_n + 1e-6 with eta_0 = 1/H_max (xi = 0: noise-free gradients)
rng = np.random.default_rng(232)
for (s, C4, n) in ((1e-2, 1.0, 20000), (1e-2, 10.0, 20000), (1e-3, 10.0, 200000), (1e-1, 1.0, 20000)):
    x = rng.normal(0, np.sqrt(s), n); y = (rng.random(n) < sig(x)).astype(float)
    g = lambda w: np.mean((sig(w * x) - y) * x); h = lambda w: np.mean(sig(w * x) * (1 - sig(w * x)) * x * x)
    w = 1.0
    for _ in range(100): w -= g(w) / h(w)
    Hmax = C4 * s * s; eta0 = 1 / Hmax
    w0 = w + 1e-6; w1 = w0 - eta0 * g(w0)
    print(f"finite n = {n}, Sigma = {s:g}, C_4 = {C4}: W_n = {w:.4f}, f_n''(W_n) = {h(w):.4g}; after one GD step ||W_1 - W_n||/||W_0 - W_n|| = {abs(w1-w)/1e-6:.4g} "
          f"(printed bound: 1 - H_min/H_max <= 1)")
