# Auditor C r18: thesis Lemma C.3.2 (C.85) (seed 003 L5656-L5664). Own model, no repo imports.
# K = 1 FCN = logistic regression (per-sample Hessian phi'(w.x) x x^T, convex). W* = e1, x ~ (1-eps) N(0,I_d) +
# eps N(M e2, I_d), n = 10 d^2, n eps = 4 d^-10, M = eps^-1/2 (so eps M^2 = 1: S = sum lambda (||mu||+1)^2 ~ 2).
# Event (prob ~ n eps e^{-n eps} P(|x1|<=1) ~ 2.7 d^-10 > d^-10): exactly one heavy sample, |x_h1| <= 1.
# W_hat_n = ERM (damped Newton, unique minimiser); one GD step from W_0 = W* with eta_0 = c/S_inf.
# (C.85) at t = 1 needs ||W_1 - W_hat|| <= (1 - Omega(.)) ||W_0 - W_hat|| < ||W_0 - W_hat||.
import numpy as np
sig = lambda t: 0.5*(1+np.tanh(t/2))
def loss_grad_hess(w, X, y):
    z = X @ w; p = sig(z)
    L = np.mean(np.logaddexp(0, z) - y*z)
    g = X.T @ (p - y)/len(y); Hs = (p*(1-p)); H = (X*Hs[:, None]).T @ X/len(y)
    return L, g, H
def erm(X, y, w0):
    w = w0.copy()
    for it in range(200):
        L, g, H = loss_grad_hess(w, X, y)
        step = np.linalg.solve(H + 1e-300*np.eye(len(w)), g); s = 1.0
        while loss_grad_hess(w - s*step, X, y)[0] > L - 1e-4*s*(g @ step) and s > 1e-12: s /= 2
        w = w - s*step
        if np.linalg.norm(g) < 1e-15: break
    return w, np.linalg.norm(loss_grad_hess(w, X, y)[1])
rng = np.random.default_rng(11)
for d in [2, 4, 8, 16]:
    n = 10*d*d; eps = 4*d**-10.0/n; M = eps**-0.5
    S_inf = (1-eps)*1 + eps*(M+1)**2
    avals = []; ratios = []
    for rep in range(16):
        X = rng.standard_normal((n, d)); 
        while True:
            xh = rng.standard_normal(d); 
            if abs(xh[0]) <= 1: break
        xh[1] += M; X[0] = xh
        wstar = np.zeros(d); wstar[0] = 1
        y = (rng.random(n) < sig(X @ wstar)).astype(float)
        what, gn = erm(X, y, wstar)
        _, g0, H0 = loss_grad_hess(wstar, X, y)
        dist0 = np.linalg.norm(wstar - what)
        a = np.linalg.norm(g0)/(S_inf*dist0)
        W1 = wstar - (1.0/S_inf)*g0          # c = 1
        avals.append(a); ratios.append(np.linalg.norm(W1 - what)/dist0)
    print(f"d={d:>2} n={n} M={M:.3g} S_inf={S_inf:.4f}: a = ||grad f_n(W*)||/(S ||W*-W_hat||): min {min(avals):.3g} median {np.median(avals):.3g};"
          f" ||W_1-W_hat||/||W_0-W_hat|| at c=1: min {min(ratios):.3g}, median {np.median(ratios):.3g}; |grad f_n(W_hat)| {gn:.1e}")
