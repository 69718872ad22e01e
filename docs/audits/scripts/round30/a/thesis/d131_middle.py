"""Auditor A r30: thesis (D.131) middle link (seed 003 L7799-L7801):
|e_g^T A* A* (A* X W_T o D_w V_T) o D_v c_r| <= ||A*||_inf^2 tau'_v tau'_w m1^{1/4} sqrt(m2) eps_c, with (D.126)-(D.127)
||W_T||_{2,4} <= eps0^{1/4} tau'_w, ||V_T||_F <= eps0^{1/2} tau'_v; eps_c = 1; A* = A P*, 0 <= p* <= c1/(L psi) (5.8).
g^{(b,b)} form from L7369.  Own numpy: init per L1485 (W0 ~ N(0,1/m1), V0 ~ N(0,1/m2), B1, B2 all-ones x Gaussian row,
C ~ N(0,1)), masks D = activation patterns at init, W_T in the family a m1^{-1/4} w 1^T, V_T optimal (Frobenius dual).
tau'_v, tau'_w cancel (both sides linear in each); set to 1."""
import numpy as np
rng = np.random.default_rng(131)

def graph():
    # own graph: a 5-cycle with self-loops (every degree 3 incl. self loop) -> one degree group, psi = 1, rows of A sum to 1
    N = 5; Adj = np.zeros((N, N))
    for i in range(N):
        Adj[i, (i + 1) % N] = Adj[(i + 1) % N, i] = 1
    M = Adj + np.eye(N); dg = M.sum(1)
    return np.diag(dg ** -0.5) @ M @ np.diag(dg ** -0.5)

A = graph(); N = A.shape[0]
relu = lambda z: np.maximum(z, 0)

def best_ratio(p, eps0, m1, m2, d=4, restarts=200, g=0):
    As = p * A
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W0 = rng.standard_normal((d, m1)) / np.sqrt(m1); V0 = rng.standard_normal((m1, m2)) / np.sqrt(m2)
    B1 = np.ones((N, 1)) @ (rng.standard_normal((1, m1)) / np.sqrt(m1)); B2 = np.ones((N, 1)) @ (rng.standard_normal((1, m2)) / np.sqrt(m2))
    c = rng.standard_normal(m2)
    H = As @ X @ W0 + B1; Dw = (H >= 0).astype(float)
    Dv = ((As @ relu(H) @ V0 + B2) >= 0).astype(float)
    u = As[g]                                           # e_g^T A*
    aw = eps0 ** 0.25; bv = eps0 ** 0.5                 # budgets (tau' = 1)
    best = 0
    for _ in range(restarts):
        w = rng.standard_normal(d); w /= np.linalg.norm(w)
        WT = aw * m1 ** -0.25 * np.outer(w, np.ones(m1))     # ||W_T||_{2,4} = aw exactly
        assert abs((np.sum(np.linalg.norm(WT, axis=0) ** 4)) ** 0.25 - aw) < 1e-12
        Z = (As @ X @ WT) * Dw
        Y = As @ Z                                       # N x m1
        G = np.einsum('n,nj,nk,k->jk', u, Y, Dv, c)     # LHS = <G, V_T>
        lhs = bv * np.linalg.norm(G)                     # optimal V_T = bv G/||G||_F
        best = max(best, lhs)
    nA = np.abs(As).sum(1).max()
    rhs = nA ** 2 * m1 ** 0.25 * np.sqrt(m2) * 1.0
    return best / rhs, nA, np.linalg.norm(c) / np.sqrt(m2)

print("||A||_inf =", np.abs(A).sum(1).max())
for eps0 in [1e-2, 1e-3]:
    for p in [1, 10, 100, 1000]:
        rs = [best_ratio(p, eps0, m1, m2) for (m1, m2) in [(1, 1), (16, 16), (64, 64)]]
        print(f"eps0={eps0:g} p*=c1={p:5d}: LHS/RHS (m1=m2=1, 16, 64) = " + ", ".join(f"{r[0]:.3f}" for r in rs)
              + f"   [p* eps0^(3/4) = {p*eps0**0.75:.3f}]")
