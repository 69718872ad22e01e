"""Auditor A r30: thesis (D.135) first line |u_i| <= 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0) (seed 003 L7816, L7824).
Own numpy.  GCN (5.4): F = e_g^T A* relu(A* relu(A* X W + B1) V + B2) C, init per L1485 (W_T = V_T = 0, W^rho = V^rho = 0),
lambda = 1.  Loss class L1375: L(., y) nonnegative, convex, 1-Lipschitz, 1-smooth, L(0, y) in [0, 1].
Own loss: L(z, y) = b_y + log(cosh(||z||))  (convex, |grad| = tanh < 1, Hessian <= 1, L(0, y) = b_y), b = (0.1, 0.9), K = 2.
D: uniform over the N nodes with labels fixed per node (labels 0, 1 alternate).  u = per-sample deviation (helper's reading)
and the printed average form over Omega^t = all nodes."""
import numpy as np
rng = np.random.default_rng(135)
N, dfeat, m1, m2, K = 6, 3, 32, 32, 2
Adj = np.zeros((N, N))
for cyc in [[0, 1, 2], [3, 4, 5]]:
    for a_, b_ in [(0, 1), (1, 2), (2, 0)]:
        Adj[cyc[a_], cyc[b_]] = Adj[cyc[b_], cyc[a_]] = 1
M = Adj + np.eye(N); dg = M.sum(1); A = np.diag(dg ** -0.5) @ M @ np.diag(dg ** -0.5)
X = rng.standard_normal((N, dfeat)); X /= np.linalg.norm(X, axis=1, keepdims=True)
W = rng.standard_normal((dfeat, m1)) / np.sqrt(m1); V = rng.standard_normal((m1, m2)) / np.sqrt(m2)
B1 = np.ones((N, 1)) @ rng.standard_normal((1, m1)) / np.sqrt(m1); B2 = np.ones((N, 1)) @ rng.standard_normal((1, m2)) / np.sqrt(m2)
C = rng.standard_normal((m2, K))
labels = np.array([0, 1, 0, 1, 0, 1]); b = np.array([0.1, 0.9])
relu = lambda z: np.maximum(z, 0)
Lfun = lambda z, y: b[y] + np.log(np.cosh(np.linalg.norm(z)))
eps_c = 1.0
for p in [1.0, 0.1, 0.01, 1e-3]:
    As = p * A
    F = As @ relu(As @ relu(As @ X @ W + B1) @ V + B2) @ C          # rows: F(e_g) for every node g
    losses = np.array([Lfun(F[g], labels[g]) for g in range(N)])
    EL = losses.mean()                                               # E_D over the uniform node/label distribution
    u = losses - EL
    nA = np.abs(As).sum(1).max()
    for C0 in [1e-3, 1.0]:
        rhs = 2 * np.sqrt(K) * nA ** 2 * (eps_c + C0)
        print(f"p*={p:6g} C0={C0:5g}: max|F| = {np.abs(F).max():.3e}; max_i |u_i| = {np.abs(u).max():.4f} "
              f"(printed average form over 3 nodes {{0,1,2}}: {abs(losses[:3].mean() - EL):.4f}) vs 2 sqrt(K)||A*||^2(eps_c+C0) = {rhs:.3e}"
              f"  -> {'VIOLATED' if np.abs(u).max() > rhs else 'ok'}")
print("reading L(0, y) independent of y (b = (0.5, 0.5)):")
b = np.array([0.5, 0.5])
for p in [1.0, 0.1, 0.01]:
    As = p * A
    F = As @ relu(As @ relu(As @ X @ W + B1) @ V + B2) @ C
    losses = np.array([Lfun(F[g], labels[g]) for g in range(N)]); u = losses - losses.mean()
    nA = np.abs(As).sum(1).max()
    print(f"  p*={p:5g}: max|u_i| = {np.abs(u).max():.3e} vs 2 sqrt(K)||A*||^2(1 + 1) = {2*np.sqrt(K)*nA**2*2:.3e}; "
          f"max||F|| = {np.linalg.norm(F,axis=1).max():.3e}")
print("reading L(0, y) independent of y, loss with non-zero slope at 0: L(z, y) = (CE(z, y))/sqrt(2) (1-Lipschitz, 1-smooth, L(0, y) = log2/sqrt2):")
def ce(z, y):
    return (-z[y] + np.log(np.exp(z).sum())) / np.sqrt(2)
for p in [1.0, 0.1, 0.01, 1e-3]:
    As = p * A
    F = As @ relu(As @ relu(As @ X @ W + B1) @ V + B2) @ C
    losses = np.array([ce(F[g], labels[g]) for g in range(N)]); u = losses - losses.mean()
    nA = np.abs(As).sum(1).max()
    for C0 in [1.0, 10.0]:
        rhs = 2 * np.sqrt(K) * nA ** 2 * (1 + C0)
        print(f"  p*={p:6g} C0={C0:4g}: max|u_i| = {np.abs(u).max():.3e} vs {rhs:.3e} -> {'VIOLATED' if np.abs(u).max() > rhs else 'ok'}"
              f"   (||F|| ~ p*: {np.linalg.norm(F,axis=1).max():.3e}; the B2 term is not multiplied by A*)")
