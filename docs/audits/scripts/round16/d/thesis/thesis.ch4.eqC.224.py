# Auditor D, own check of thesis (C.224) (ch4: FCN (4.1), cross-entropy (4.3), GMM data).
# Instance: d = K = 3, W* = I_3 (kappa = eta = 1), L = 2 identical groups N(0, I_3), lambda = (1/2,1/2) (tau = 1).
# Gamma~ = sum_l lambda_l ||Sigma^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu/(...), delta_K ||Sigma^-1||^-1/2) = rho(0, 1).
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
from scipy.optimize import minimize
K = d = 3
sig = lambda t: 1 / (1 + np.exp(-t)); dsig = lambda t: sig(t) * (1 - sig(t))
z, w = hermegauss(80); w = w / w.sum()                       # E over N(0,1)
a0, a2 = (w * dsig(z)).sum(), (w * dsig(z) * z**2).sum()
b0, b2 = (w * dsig(z)**2).sum(), (w * dsig(z)**2 * z**2).sum()
rho = min(b0 - a0**2, b2 - a2**2 / 1.0)                      # (C.6) with u = 0
G = rho                                                      # Gamma~
print("alpha0 alpha2 beta0 beta2", a0, a2, b0, b2, "rho(0,1) =", rho)
# population Hessian at W*: E[ grad H grad H^T / (H(1-H)) ], grad_{w_j} H = phi'(x_j) x / K
g, gw = hermegauss(30); gw = gw / gw.sum()
X = np.stack(np.meshgrid(g, g, g, indexing='ij'), -1).reshape(-1, 3)
Wt = np.einsum('i,j,k->ijk', gw, gw, gw).reshape(-1)
Hx = sig(X).mean(1)
J = (dsig(X)[:, :, None] * X[:, None, :] / K).reshape(len(X), -1)   # vec index (j, coord)
Hpop = np.einsum('n,na,nb->ab', Wt / (Hx * (1 - Hx)), J, J)
ev = np.linalg.eigvalsh(Hpop)
print("eig Hess fbar(W*) / (8 Gamma~/K^2):", np.round(ev / (8 * G / K**2), 3))
print("(C.128) lower side 4(1-eps0)Gamma~/K^2 <= lambda_min ? ratio lambda_min/(4G/K^2) =", ev[0] / (4 * G / K**2))
# n -> inf limit: Delta ~ H^-1/2 z / sqrt(n), Hess f_n(W') -> H: (C.224) fails iff z^T((8G/K^2)H^-1 - I)z > 0
rng = np.random.default_rng(1)
Zs = rng.standard_normal((200000, 9))
Hi = np.linalg.inv(Hpop)
q = np.einsum('na,ab,nb->n', Zs, 8 * G / K**2 * Hi - np.eye(9), Zs)
print("limit P((C.224) fails) =", (q > 0).mean(), "   vs allowed 2 d^-10 =", 2 * 3.0**-10)

# finite n: ERM from W*, exact Taylor remainder R = f_n(W_hat) - f_n(W*) - <grad f_n(W*), Delta> (= (1/2)Delta^T Hess f_n(W') Delta)
def fg(v, X, y):
    W = v.reshape(K, d)                    # rows w_j
    P = sig(X @ W.T); H = P.mean(1).clip(1e-12, 1 - 1e-12)
    f = -(y * np.log(H) + (1 - y) * np.log(1 - H)).mean()
    c = (-(y / H) + (1 - y) / (1 - H)) / len(y)
    gr = np.einsum('n,nj,nc->jc', c, dsig(X @ W.T) / K, X)
    return f, gr.reshape(-1)
n = 50000; fails = 0; tot = 0
for s in range(8):
    r = np.random.default_rng(100 + s)
    X = r.standard_normal((n, d)); y = (r.random(n) < sig(X).mean(1)).astype(float)
    v0 = np.eye(3).reshape(-1)
    res = minimize(fg, v0, args=(X, y), jac=True, method='BFGS', options={'gtol': 1e-10, 'maxiter': 500})
    D = res.x - v0; f0, g0 = fg(v0, X, y)
    R = res.fun - f0 - g0 @ D
    lhs = 4 / K**2 * G * (D @ D)
    tot += 1; fails += lhs > R
    print(f"n={n} seed {s}: ||Delta||_F={np.linalg.norm(D):.4f} |grad|={np.linalg.norm(res.jac):.1e}  LHS={lhs:.3e}  R={R:.3e}  LHS/R={lhs/R:.2f}")
print("failures", fails, "of", tot)
