# Auditor C, round 22: thesis.ch4.theorem2.eta0-K (Theorem 2 / Algorithm 1 step size, K = 2..4)
# Own model, numpy only.  Model (4.1)/(4.3): P(y=1|x) = (1/K) sum_j sigmoid(w_j*^T x), cross-entropy.
# GMM: L = 2, lambda = (1/2,1/2), mu_1 = -mu_2 = s (alternating +-1), Sigma_l = diag(linspace(0.9,1.1,d))
# (distinct eigenvalues -> Lambda_l a signed permutation, ||mu~_l||_inf = ||Lambda_l mu_l||_inf = 1 unambiguously).
# W* columns (e_{2j} + e_{2j+1})/sqrt2, j < K: orthonormal (kappa = eta = 1), orthogonal to the means.
# X := sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 = (1 + sqrt(1.1))^2 (the printed step-size scale).
import numpy as np, sys
sig = lambda z: 1/(1+np.exp(-z))
def setup(d, K):
    s = np.array([(-1)**i for i in range(d)], float)
    sd = np.sqrt(np.linspace(0.9, 1.1, d))
    W = np.zeros((d, K))
    for j in range(K): W[2*j, j] = W[2*j+1, j] = 1/np.sqrt(2)
    return s, sd, W
def sample(n, d, s, sd, rng):
    lab = rng.integers(0, 2, n)*2-1
    return lab[:, None]*s[None, :] + rng.standard_normal((n, d))*sd[None, :]
X_scale = (1 + np.sqrt(1.1))**2
def pop_rayleigh(d, K, n=200000, seed=0):
    rng = np.random.default_rng(seed); s, sd, W = setup(d, K)
    x = sample(n, d, s, sd, rng); z = x @ W; p = sig(z); H = p.mean(1); dp = p*(1-p)
    u = s/np.linalg.norm(s)
    # v = (u,...,u)/sqrt(K): grad H . v = (1/K) sum_j phi'_j (u^T x)/sqrt(K)
    gv = dp.mean(1)*(x@u)/np.sqrt(K)
    return np.mean(gv**2/(H*(1-H)))   # = v^T Hess fbar(W*) v  (labels integrated out at W*)
def emp(Wm, x, y, K):
    z = x @ Wm; p = sig(z); H = p.mean(1); dp = p*(1-p); ddp = dp*(1-2*p)
    H = np.clip(H, 1e-12, 1-1e-12)
    f = -np.mean(y*np.log(H) + (1-y)*np.log(1-H))
    a = -(y/H - (1-y)/(1-H))                      # dl/dH
    b = y/H**2 + (1-y)/(1-H)**2                    # d2l/dH2
    n, d = x.shape
    G = (dp/K)[:, :, None]*x[:, None, :]           # n x K x d  (dH/dw_j)
    grad = np.einsum('n,nkd->kd', a, G)/n
    Gf = G.reshape(n, K*d)
    Hs = (Gf*b[:, None]).T @ Gf / n
    for j in range(K):
        Hs[j*d:(j+1)*d, j*d:(j+1)*d] += (x*(a*ddp[:, j]/K)[:, None]).T @ x / n
    return f, grad.reshape(-1), Hs
def gd_test(d, K, n, seed=1, cs=(1.0,), steps=120):
    rng = np.random.default_rng(seed); s, sd, W = setup(d, K)
    x = sample(n, d, s, sd, rng); y = (rng.random(n) < sig(x@W).mean(1)).astype(float)
    w = W.T.reshape(-1).copy()
    for it in range(60):                              # damped (backtracking) Newton to the critical point W_hat_n
        f, g, Hs = emp(w.reshape(K, d).T, x, y, K)
        if np.linalg.norm(g) < 1e-10: break
        ev0 = np.linalg.eigvalsh(Hs)[0]
        step = np.linalg.solve(Hs + max(0, 1e-8 - ev0)*np.eye(K*d), g); tstep = 1.0
        while tstep > 1e-6:
            _W2 = (w - tstep*step).reshape(K, d).T; _H2 = np.clip(sig(x@_W2).mean(1), 1e-12, 1-1e-12); f2 = -np.mean(y*np.log(_H2) + (1-y)*np.log(1-_H2))
            if f2 <= f - 1e-4*tstep*(g@step): break
            tstep /= 2
        w = w - tstep*step
    out0 = dict(newton_dist_from_Wstar=np.linalg.norm(w - W.T.reshape(-1)))
    f, g, Hs = emp(w.reshape(K, d).T, x, y, K); ev = np.linalg.eigvalsh(Hs)
    out = dict(**out0, grad=np.linalg.norm(g), lmin=ev[0], lmax=ev[-1], ccrit=2*X_scale/ev[-1])
    pert = rng.standard_normal(K*d); pert *= 1e-3/np.linalg.norm(pert)
    for c in cs + (('eucl'),):
        eta0 = (1/(1+np.sqrt(1.1))**2/ (np.sqrt(d)**0) ) if False else None
        if c == 'eucl': eta0 = 1/((np.sqrt(d) + np.sqrt(1.1))**2)   # proof's 1/sum lambda (||mu_l|| + ||Sigma^1/2||)^2 scale
        else: eta0 = c/X_scale
        v = w + pert
        for t in range(steps):
            _, gg, _ = emp(v.reshape(K, d).T, x, y, K) if False else (None, grad_only(v.reshape(K, d).T, x, y, K), None)
            v = v - eta0*gg
            if not np.all(np.isfinite(v)) or np.linalg.norm(v-w) > 1e3: break
        out[str(c)] = (eta0*ev[-1], np.linalg.norm(v-w)/1e-3)
    return out
def grad_only(Wm, x, y, K):
    p = sig(x@Wm); H = np.clip(p.mean(1), 1e-12, 1-1e-12); dp = p*(1-p)
    a = -(y/H - (1-y)/(1-H))
    return ((x.T @ (a[:, None]*dp/K))/x.shape[0]).T.reshape(-1)
if __name__ == '__main__':
    print('X (printed scale) =', X_scale)
    for K in ((2, 3, 4) if len(sys.argv) < 2 else ()):
        for d in (8, 32, 128, 512):
            r = pop_rayleigh(d, K)
            print(f'K={K} d={d}: v^T Hess fbar(W*) v = {r:.3f}, /X = {r/X_scale:.3f}, 2X/that (largest stable c) = {2*X_scale/r:.3f}', flush=True)
    for (d, K, n) in (((16, 2, 40000), (64, 2, 40000), (64, 3, 40000)) if sys.argv[1:] != ['gd128'] else ((128, 2, 40000),)):
        print('GD', d, K, n, gd_test(d, K, n), flush=True)
