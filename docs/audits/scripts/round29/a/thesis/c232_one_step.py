# Auditor A r29: thesis (C.232) at t = 1, xi = 0: one GD step with eta_0 = 1/H_max, H_max = C_4 sum lambda_l (||mu_l|| + ||Sigma_l||)^2.
# Own numpy: FCN (4.1) with K = 1, sigmoid, cross-entropy (4.3), d = 2 (so the printed probability 1 - d^-10 = 0.999 is not vacuous).
import numpy as np
sig = lambda z: 1/(1 + np.exp(-z))
def erm(X, y, w0):
    w = w0.copy()
    for _ in range(50):
        p = sig(X @ w); g = X.T @ (p - y)/len(y); H = (X*(p*(1-p))[:, None]).T @ X/len(y)
        w -= np.linalg.solve(H, g)
        if np.linalg.norm(g) < 1e-14: break
    return w, H
def grad(X, y, w): return X.T @ (sig(X @ w) - y)/len(y)
def one(s, C4, seed, n=200000, d=2, wstar=np.array([1.0, 0.5]), delta=1e-6):
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((n, d))*np.sqrt(s)                 # one centred group N(0, s I): ||mu|| = 0, ||Sigma|| = s
    y = (rng.random(n) < sig(X @ wstar)).astype(float)         # (4.1), K = 1
    wn, H = erm(X, y, wstar)
    ev, V = np.linalg.eigh(H); v = V[:, -1]
    Hmax = C4*(0 + s)**2; eta0 = 1/Hmax
    w0 = wn + delta*v; w1 = w0 - eta0*grad(X, y, w0)           # xi = 0: no gradient noise
    ratio = np.linalg.norm(w1 - wn)/np.linalg.norm(w0 - wn)
    return ratio, ev[-1], ev[0], np.linalg.norm(wn - wstar)
print("one GD step from W_n + 1e-6 v (v top Hessian eigenvector); (C.232) at t = 1 requires ratio <= 1 - H_min/H_max < 1")
for C4 in [1.0, 10.0]:
    for s in [1.0, 0.1, 0.01, 0.001]:
        r, lmax, lmin, err = one(s, C4, 0)
        print(f"  C4={C4} s={s}: lambda_max(Hess f_n(W_n)) = {lmax:.4g}, H_max = {C4*s*s:.3g}, eta0*lambda_max = {lmax/(C4*s*s):.3g}, "
              f"||W_1 - W_n||/||W_0 - W_n|| = {r:.4g} (fails: {r > 1}); ||W_n - W*|| = {err:.3g}; "
              f"reading ||Sigma^1/2||: eta0*lambda_max = {lmax/(C4*s):.3g}")
fails = sum(one(0.01, 1.0, sd)[0] > 1 for sd in range(20))
print(f"s = 0.01, C4 = 1, 20 independent data sets (n = 2e5): (C.232) at t = 1 fails on {fails}/20 (the printed failure probability is d^-10 = {2.0**-10:.1e})")
