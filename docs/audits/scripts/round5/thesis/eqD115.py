"""Audit thesis.ch5.eqD.115: seed 003 L7696-L7702. f_r = q^T A relu(A relu(A X W + B1) V + B2) c_r; numpy float64,
central differences vs the printed sum and vs the chain rule."""
import numpy as np
rng = np.random.default_rng(5)
N, m1, m2, d, K = 3, 4, 3, 2, 2
Adj = np.array([[1, 1, 0], [1, 1, 1], [0, 1, 1]], float); Dg = np.diag(1 / np.sqrt(Adj.sum(1))); A = Dg @ Adj @ Dg
X = rng.standard_normal((N, d)); W = rng.standard_normal((d, m1)); V = rng.standard_normal((m1, m2))
B1 = rng.standard_normal((N, m1)); B2 = rng.standard_normal((N, m2)); q = rng.standard_normal(N); C = rng.standard_normal((m2, K))
relu = lambda z: np.maximum(z, 0)
def f(W, r):
    return q @ A @ relu(A @ relu(A @ X @ W + B1) @ V + B2) @ C[:, r]
r, j = 0, 2
h = 1e-6; fd = np.zeros(d)
for a in range(d):
    E = np.zeros_like(W); E[a, j] = h; fd[a] = (f(W + E, r) - f(W - E, r)) / (2 * h)
H1pre = A @ X @ W + B1; H2pre = A @ relu(H1pre) @ V + B2; AX = A @ X
printed = sum(q @ A[:, n] * sum(C[i, r] * (H2pre[n, i] >= 0) * sum(A[n, k] * V[j, i] * (AX[n] @ W[:, k] + B1[n, k] >= 0) * AX[n]
               for k in range(N)) for i in range(m2)) for n in range(N))
chain = sum(q @ A[:, n] * sum(C[i, r] * (H2pre[n, i] >= 0) * sum(A[n, k] * V[j, i] * (H1pre[k, j] >= 0) * AX[k]
             for k in range(N)) for i in range(m2)) for n in range(N))
print("finite differences:", np.round(fd, 8)); print("printed (D.115):  ", np.round(printed, 8)); print("chain rule (k, j):", np.round(chain, 8))
