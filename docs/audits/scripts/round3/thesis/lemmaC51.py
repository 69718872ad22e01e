"""Audit thesis Lemma C.5.1 (C.204). Lower bound of the sup: W = W* (P = I; W* in the ball), where grad fbar(W*) = 0
(population cross-entropy gradient vanishes at the ground truth). d = K = 1: d l/dw = -(y - phi(w x)) x.
Noise nu_i: i.i.d., zero mean, |nu_i| <= xi (L5051) -> Rademacher * xi (its ||.||_F is sub-Gaussian, norm <= xi sqrt(dK))."""
import numpy as np
rng = np.random.default_rng(2026)
lam = np.array([0.3, 0.7]); phi = lambda z: 1/(1+np.exp(-z))
def err_at_Wstar(t, n, xi):
    sds = np.array([t, t/2]); g = rng.random(n) < lam[0]
    x = rng.normal(0.0, np.where(g, sds[0], sds[1]))
    y = (rng.random(n) < phi(x)).astype(float)
    grad = np.mean(-(y - phi(x))*x)
    nu = xi*rng.choice([-1.0, 1.0], n)
    return abs(grad + nu.mean()), abs(grad)
def shapes(t, n, xi, d=1, K=1):
    sds = np.array([t, t/2])
    lit = np.sqrt(K*np.sum(lam*(0 + sds**2)**2))          # ||Sigma_l|| = sd^2 (spectral norm of covariance)
    alt = np.sqrt(K*np.sum(lam*(0 + sds)**2))             # ||Sigma_l^{1/2}||
    f = np.sqrt(d*np.log(n)/n)*(1+xi)
    return lit*f, alt*f
n = 2000
for xi in [1.0, 0.0]:
    print(f"xi = {xi}, n = {n}")
    for t in [1.0, 0.1, 0.01, 0.001]:
        e = np.array([err_at_Wstar(t, n, xi) for _ in range(300)])
        lit, alt = shapes(t, n, xi)
        med = np.median(e[:, 0])
        print(f"  t={t:g}: median |grad f~_n(W*) - grad f~(W*)| = {med:.4g} (data part {np.median(e[:,1]):.3g}); "
              f"literal shape {lit:.3g} ratio {med/lit:.3g}; sqrt-reading shape {alt:.3g} ratio {med/alt:.3g}; "
              f"P(err > 10*sqrt-shape) = {np.mean(e[:,0] > 10*alt):.2f}")
print("noise scale xi*sqrt(dK/n) =", 1/np.sqrt(n), " proposed corrected (sqrt-reading + xi sqrt(K)) sqrt(d log n/n):")
for t in [1.0, 0.001]:
    sds = np.array([t, t/2]); corr = (np.sqrt(np.sum(lam*sds**2)) + 1.0)*np.sqrt(np.log(n)/n)
    e = np.array([err_at_Wstar(t, n, 1.0)[0] for _ in range(300)])
    print(f"  t={t:g}: corrected shape {corr:.4g}, median err/shape {np.median(e)/corr:.3g}, max {e.max()/corr:.3g}")
