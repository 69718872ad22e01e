# Auditor B r29: chenli (104) (seed 000 L2116-L2120, proof of Lemma 6.15) recalls Lemma 6.4's third bullet (L1559, printed
# 'a in {1, 4, ..., m}') as 'for all a != 2, 3'. Instance meeting the event E of (65) (Prop. 6.1 and Lemma 6.2) AND the three
# printed bullets, with (104)'s condition failing at a row a > m.  Own numpy.
import numpy as np
from scipy.linalg import hadamard, eigh
H16 = hadamard(16).astype(float)
m, k, d = 4, 6, 64
X = np.array([np.tile(H16[r], 4) for r in range(k)])            # rows tiled Hadamard: XX^T = 64 I, block Gram = 16 I
Ws = []
for i in range(m):                                               # W_i = projection on coordinate block i (16 coords)
    W = np.zeros((d, d)); W[16 * i:16 * (i + 1), 16 * i:16 * (i + 1)] = np.eye(16); Ws.append(W)
# Lemma 6.2: ratio ||sum_i lam_i^T X W_i||^2 / sum_i ||lam_i||^2 ||W_i||_F^2 over ALL lam in R^{km} (superset of Delta - Delta)
M = np.hstack([(X @ W).T for W in Ws])                           # d x (k m)
Dg = np.concatenate([np.full(k, np.linalg.norm(W, 'fro')**2) for W in Ws])
ev = eigh(M.T @ M, np.diag(Dg), eigvals_only=True)
print(f"Lemma 6.2 (E): generalized Rayleigh quotient range over all of R^(km): [{ev.min():.6f}, {ev.max():.6f}] (needs [0.9, 1.1])")
print("Prop. 6.1 (E): W^ = sum_i W_i exactly, Delta = 0, so sup_alpha ||alpha^T X Delta|| = 0 <= eps/4 min ||W_i||_F")
# heads: Theta_i = x1 v_i^T/|x1|^2 so that X_1 Theta_i X_r^T = <v_i, X_r>; v_i = sum_r c_r X_r + u_i, u_i orthogonal to all rows
x1 = X[0]; beta, xi, cabs = 0.1, 1e-5, 0.01
def build(c, t=500.0):
    Th = []
    for i in range(m):
        u = np.zeros(d); u[:16] = H16[8 + i]                     # (h_j, 0, 0, 0), j >= 8: orthogonal to every row
        v = c @ X + t * u; Th.append(np.outer(x1, v) / (x1 @ x1))
    return Th
A = 10.0; c = np.full(k, A)
for _ in range(50):                                              # fixed point: coefficients depend on ||Theta_1||_F
    Th = build(c); F1 = np.linalg.norm(Th[0], 'fro'); s = cabs * min(1, F1)
    c = np.array([A - 2 * beta * F1 / 64, A, A - (s + xi * F1 / 2) / 64, A - 2 * beta * F1 / 64, A, A])  # rows 1..6
Th = build(c); F1 = np.linalg.norm(Th[0], 'fro'); s = cabs * min(1, F1)
G = np.array([[np.sum(Th[i] * Th[j]) / (np.linalg.norm(Th[i]) * np.linalg.norm(Th[j])) for j in range(m)] for i in range(m)])
print(f"heads: ||Theta_1||_F = {F1:.3f}, max pairwise cosine = {np.max(np.abs(G - np.eye(m))):.4f}; s = {s:.3g}, xi = {xi}, beta = {beta}")
for i in range(m):
    b1 = x1 @ Th[i] @ (X[1] - X[2]); ok1 = s <= b1 <= s + xi * F1
    b3 = {a + 1: x1 @ Th[i] @ (X[1] - X[a]) for a in range(k) if a not in (1, 2)}
    print(f"  head {i+1}: Item 1 X1 Th (X2 - X3) = {b1:.5f} in [{s:.5f}, {s + xi*F1:.5f}]: {ok1}; "
          f"Item 3 margins (threshold beta||Th_1|| = {beta*F1:.4f}) " + ", ".join(f"a={a}: {val:.4f}" for a, val in b3.items()))
# Item 2: Theta' = Theta_1 + E, E orthogonal to span(Theta_i) and pushing X1 Theta' (X2 - X3)^T out of the widened window
B = np.outer(x1, X[1] - X[2]); P = np.array([T.ravel() for T in Th]); Q, _ = np.linalg.qr(P.T)
Eb = B.ravel() - Q @ (Q.T @ B.ravel()); Eb = Eb / np.linalg.norm(Eb)
eps_star = 1.0; E = 5 * eps_star * Eb.reshape(d, d); Thp = Th[0] + E
val2 = x1 @ Thp @ (X[1] - X[2])
perp = np.linalg.norm(Thp.ravel() - Q @ (Q.T @ Thp.ravel()))
print(f"Item 2: Theta' = Theta_1 + E, ||Theta'^perp||_F = {perp:.3f} >= eps* = {eps_star}; ||Theta'||_F = {np.linalg.norm(Thp):.2f} <= 2||Theta_1||_F = {2*F1:.2f}; "
      f"X1 Theta' (X2 - X3)^T = {val2:.3f}, window [s - Theta(eps*), s + xi||Th|| + Theta(eps*)] ~ [{s - eps_star:.3f}, {s + xi*F1 + eps_star:.3f}] (out: {val2 > s + xi*F1 + eps_star})")
print(f"printed Item 3 set {{1, 4, ..., m}} = {{1, 4}} (m = 4): all margins >= beta||Theta_1|| above. (104)'s 'for all a != 2, 3' at a = 5: "
      f"{x1 @ Th[0] @ (X[1] - X[4]):.4f} < {beta*F1:.4f} (fails); a = 6: {x1 @ Th[0] @ (X[1] - X[5]):.4f}")
v = np.array([x1 @ Th[0] @ X[a] for a in range(k)]); sm = np.exp(v - v.max()); sm /= sm.sum()
print(f"consequence: softmax(X1 Theta_1 X^T) = {np.round(sm, 4)} (mass off rows 2, 3: {1 - sm[1] - sm[2]:.3f} vs the proof's 2k e^(-beta||Theta_1||) = {2*k*np.exp(-beta*F1):.3g})")
