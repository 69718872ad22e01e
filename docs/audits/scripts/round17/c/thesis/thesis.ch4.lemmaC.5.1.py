# Auditor C: Lemma C.5.1 (C.204), own numpy. FCN (4.1) with K = 1, d = 2, sigmoid, CE loss: grad l(W; x, y) = (phi(w^T x) - y) x.
# W = W* (in every ball B(W*P, r)); grad fbar(W*) = 0 (E[y|x] = phi(w*^T x)); grad f~ = grad fbar + E nu = grad fbar.
# nu_i i.i.d. zero-mean, |(nu_i)_jk| <= xi (L5051): Rademacher +-xi.  Data: lambda = (0.6, 0.4), mu_l = t*(+-1, 0.5),
# Sigma_l = t^2 I (so ||Sigma_l|| = t^2, ||Sigma_l^{1/2}|| = t). lhs: median over reps of ||grad f_n(W*) + mean nu||.
import numpy as np
rng = np.random.default_rng(7); d, K = 2, 1; wstar = np.array([1.0, -0.5]); lam = np.array([0.6, 0.4])
phi = lambda u: 1/(1+np.exp(-u))
M0 = np.array([[1.0, 0.5], [-1.0, 0.5]])
def lhs(t, n, xi, reps=41):
    mus = t*M0; out = []
    for _ in range(reps):
        g = rng.choice(2, n, p=lam); x = mus[g] + t*rng.standard_normal((n, d))
        y = (rng.random(n) < phi(x@wstar)).astype(float)
        grad = ((phi(x@wstar)-y)[:, None]*x).mean(0)
        nu = xi*rng.choice([-1.0, 1.0], (n, d)).mean(0)
        out.append(np.linalg.norm(grad+nu))
    return np.median(out)
def rhs(t, n, xi, sqrt_reading):
    musn = np.linalg.norm(t*M0, axis=1); sig = t if sqrt_reading else t**2
    return np.sqrt(K*np.sum(lam*(musn+sig)**2))*np.sqrt(d*np.log(n)/n)*(1+xi)
n = 2000
for xi in (0.5, 0.0):
    print("xi =", xi, " n =", n)
    for t in (1.0, 0.1, 0.01, 1e-3):
        L = lhs(t, n, xi)
        print("  t=%g  lhs=%.3e  ratio as printed (||Sigma||)=%.3g  ratio reading ||Sigma^1/2||=%.3g" % (t, L, L/rhs(t, n, xi, False), L/rhs(t, n, xi, True)))
M0 = np.zeros((2, 2))   # zero means (L = 2 groups N(0, t^2 I), weights 0.6/0.4), xi = 0: the ||Sigma|| vs ||Sigma^1/2|| defect alone
print("zero means, xi = 0, n =", n)
for t in (1.0, 0.1, 0.01, 1e-3):
    L = lhs(t, n, 0.0)
    print("  t=%g  lhs=%.3e  ratio as printed=%.3g  ratio reading=%.3g" % (t, L, L/rhs(t, n, 0.0, False), L/rhs(t, n, 0.0, True)))
