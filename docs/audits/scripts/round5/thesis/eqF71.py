"""Audit thesis.ch7.eqF.71: seed 003 L9633-L9635; embeddings (x; y) + c_k with orthonormal TRR patterns and c_k (L2028)."""
import numpy as np
d = 2; K = 2
E = np.eye(2 * d + K)              # coordinates: [x (d) | label (d) | c (K)]
mu = [E[:, :d][:, j][:2 * d + K] for j in range(d)]
def tok(x, y, k):
    v = np.zeros(2 * d + K); v[:d] = x; v[d:2 * d] = y; v[2 * d + k] = 1; return v
m1, m2 = np.eye(d)
p = tok(m1, m1, 0); pq = tok(m1, 0 * m1, 0); pi = tok(m2, m2, 1)
print("lhs p.pq =", p @ pq, " printed rhs 1[TRR=TRR_q] + 1[PE(p)=PE(p_i)] =", 1 + 0, " with PE(p_query):", 1 + 1)
