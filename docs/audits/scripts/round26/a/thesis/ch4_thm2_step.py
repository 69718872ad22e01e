# Auditor A r26: thesis.ch4.theorem2.eq4.8-step (seed 003 L1117 Algorithm 1, L1128-L1138 Theorem 2; proof L6363-L6370). Own numpy.
# K = 1: H(w, x) = sigmoid(w^T x), cross-entropy loss, GD with eta_0 = c/S, S = sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2.
import numpy as np
rng = np.random.default_rng(11)
d, n = 3, 6000
lam = np.array([0.4, 0.6]); mus = [np.array([1.0, -0.3, 0.5]), np.array([-0.6, 0.4, 0.2])]
sds = [np.array([1.0, 0.7, 1.3]), np.array([0.8, 1.2, 1.0])]
wstar = np.array([0.9, -0.6, 0.8])
g = rng.choice(2, n, p=lam)
X = np.stack([mus[k] + sds[k]*rng.standard_normal(d) for k in g])
y = (rng.random(n) < 1/(1 + np.exp(-X @ wstar))).astype(float)
sig = lambda z: 1/(1 + np.exp(-z))
grad = lambda w: X.T @ (sig(X @ w) - y)/n
hess = lambda w: (X*(sig(X @ w)*(1 - sig(X @ w)))[:, None]).T @ X/n
w = np.zeros(d)
for _ in range(50):                                                   # Newton for the critical point W_hat_n
    w = w - np.linalg.solve(hess(w), grad(w))
assert np.linalg.norm(grad(w)) < 1e-12; What = w
ev = np.linalg.eigvalsh(hess(What)); assert ev.min() > 0
S = sum(l*(np.abs(m).max() + s.max())**2 for l, m, s in zip(lam, mus, sds))   # ||mu~||_inf read as ||mu||_inf; ||Sigma^{1/2}|| = max sd
print(f"S = {S:.4f}; Hessian eigenvalues at W_hat: {np.round(ev, 4)}")
for W0 in (What + 1e-3*np.linalg.eigh(hess(What))[1][:, -1], np.zeros(d), What + np.array([2.0, -1.0, 1.5])):
    row = []
    for c in (1.0, 0.1, 0.01, 0.001):
        eta = c/S; wt = W0.copy(); T = 50
        for _ in range(T): wt = wt - eta*grad(wt)
        rate = (np.linalg.norm(wt - What)/np.linalg.norm(W0 - What))**(1/T)
        row.append(f"c={c:g}: 1-rate={1 - rate:.3g}")
    print(f"  W0 - W_hat = {np.round(W0 - What, 3)}:", "; ".join(row))
print("(4.8) with xi = 0 needs ||W_T - W_hat|| <= v^T ||W_0 - W_hat||, i.e. 1 - rate >= K^-2 q(Psi) > 0 fixed by Psi: fails once c < q(Psi) S/lambda_max(Hess) (gap ~ c lambda_max/S).")
