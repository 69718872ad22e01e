"""Audit small chenli displays: eq63-middle (L1414), lemma6.12-op-max (L1771), lemma6.18-expansion (L2246),
lemma6.18-gershgorin (L2252). Exact Fractions / numpy."""
from fractions import Fraction as F
import numpy as np
# eq63
a = [1, -1]
print("eq63: sum_{i!=i'}|a_i a_i'| =", sum(abs(a[i] * a[j]) for i in range(2) for j in range(2) if i != j), " (sum a)^2 =", sum(a) ** 2,
      " m sum a^2 =", 2 * sum(x * x for x in a))
# lemma6.12: (m+1)x(m+1) symmetric, last diagonal 0
for m in (1, 2, 3, 5):
    A = np.ones((m + 1, m + 1)); A[m, m] = 0
    print(f"op-max m={m}: ||A||_op={np.linalg.norm(A, 2):.4f}  m||A||_max={m}  (m+1)||A||_max={m+1}")
A = np.array([[1, 1], [1, 0]]); print("  m=1, [[1,1],[1,0]]: op =", round(np.linalg.norm(A, 2), 4))
# lemma6.18 expansion
v = [np.array([1, 0]), np.array([0, 1])]
Z = sum(1 / (x @ x) for x in v); ls = [1 / (Z * (x @ x)) for x in v]; lam = [1, 0]
dl = [lam[i] - ls[i] for i in range(2)]
vv = sum(lam[i] * v[i] for i in range(2)); vs = sum(ls[i] * v[i] for i in range(2))
lhs = vv @ vv - vs @ vs - (vv - vs) @ (vv - vs)
rhs = sum((dl[i] * ls[j] + dl[j] * ls[i]) * (v[i] @ v[j]) for i in range(2) for j in range(2)) - sum(dl[i] ** 2 * (v[i] @ v[i]) for i in range(2))
print("6.18 expansion: lhs =", lhs, " printed rhs =", rhs, " 2<v*, v-v*> =", 2 * vs @ (vv - vs))
# lemma6.18 gershgorin: v1 = e1, v2 = alpha e2, kappa = 0, alpha = 0.1 (alpha >= 2 m kappa)
al = 0.1; V = np.array([[1, 0], [0, al]]); G = V @ V.T
print("6.18 gershgorin: min diag =", G.diagonal().min(), " alpha||v1||^2 =", al, " sigma_min(VV^T) =", np.linalg.eigvalsh(G).min(),
      " printed lower bound alpha/2 =", al / 2)
