# Auditor C r18: thesis Lemma C.4.5 (seed 003 L5855-5859, (C.129)). Own model, no repo imports.
# FCN (4.1) with K = 1 (logistic): H = phi(w^T x), cross-entropy (4.3) => Hess l = phi'(w^T x) x x^T for y in {0,1}
# (from (C.72)-(C.73) with K = 1: xi = (y-H)^2 - (1-2H)(y-H) = H(1-H) = phi'). d = 2, W* = e1, L = 2 groups:
# N(0, I2) weight 1 - eps, N(s n e2, I2) weight eps = n^-2 (heavy mean orthogonal to W*).
# Hess fbar(W*) = diag(a2, a0 (1 + s^2)) exactly (a0 = E phi'(z), a2 = E phi'(z) z^2).
import numpy as np
from scipy import integrate
phi = lambda t: 1/(1+np.exp(-t)); dphi = lambda t: phi(t)*(1-phi(t))
g = lambda t: np.exp(-t*t/2)/np.sqrt(2*np.pi)
a0 = integrate.quad(lambda t: dphi(t)*g(t), -40, 40)[0]; a2 = integrate.quad(lambda t: dphi(t)*t*t*g(t), -40, 40)[0]
print(f"a0 = {a0:.5f}, a2 = {a2:.5f}")
rng = np.random.default_rng(7)
d, K = 2, 1
for s in [1.0, 2.0]:
    print(f"s = {s}")
    for n in [10**3, 10**4, 10**5, 10**6, 10**7]:
        eps = n**-2.0
        p_noheavy = (1-eps)**n
        Hbar = np.diag([a2, a0*(1+s*s)])
        S = (1-eps)*(0+1)**2 + eps*(s*n+1)**2      # sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2
        shape = S*np.sqrt(d*K*np.log(n)/n)
        vals = []
        for rep in range(5):   # conditional on no heavy sample (probability p_noheavy)
            X = rng.standard_normal((n, 2))
            Hn = (X*dphi(X[:, 0])[:, None]).T @ X / n
            vals.append(np.linalg.norm(Hn - Hbar, 2))
        v = np.median(vals)
        print(f"  n={n:>8}: P(no heavy sample) = {p_noheavy:.6f} (>> d^-10 = {d**-10.:.1e}); ||Hess f_n - Hess fbar||(W*) median {v:.4f}"
              f" (min {min(vals):.4f}); shape S sqrt(dK log n/n) = {shape:.3e}; ratio {v/shape:.1f}; n >= dK log dK: {n >= d*K*np.log(d*K)}")
