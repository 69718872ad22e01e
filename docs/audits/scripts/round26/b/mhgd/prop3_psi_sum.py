"""Auditor B r26: mhgd L1562: y <U_*, ATTN(X; W_*)> = (y/(S sqrt(2T))) sum_t sum_t' [phi(x_t^T W_* X^T)]_t' (mu_+ - mu_-)^T x_t'.
ATTN(X; W) = phi(X W X^T) X (row-wise softmax), Phi = <U, ATTN> (L102). U_* = 1_T u_*^T (L247, (105)); U_*-bar = U_*/||U_*||_F (L249, L1297);
App. F (L1578) writes U_* for the normalised one. Orthogonal patterns of norm S (Assumption 3)."""
import numpy as np
rng = np.random.default_rng(5)
def softmax_rows(A): A = A - A.max(1, keepdims=True); E = np.exp(A); return E / E.sum(1, keepdims=True)
worst_raw = []; worst_bar = 0
for trial in range(300):
    T = int(rng.integers(2, 9)); M = int(rng.integers(1, 4)); d = M + 2 + int(rng.integers(0, 5)); S = rng.uniform(0.5, 3)
    Q, _ = np.linalg.qr(rng.standard_normal((d, d))); mup, mum = S * Q[:, 0], S * Q[:, 1]; nus = [S * Q[:, 2 + l] for l in range(M)]
    W = np.outer(mup, mup) + np.outer(mum, mum) + sum(np.outer(nu, mup + mum) for nu in nus)
    Gamma = rng.uniform(0.1, 10); Wst = Gamma / (S ** 2 * np.sqrt(2 * (M + 1))) * W
    X = rng.standard_normal((T, d)); y = rng.choice([-1, 1])
    u = mup - mum; U = np.outer(np.ones(T), u); Ubar = U / np.linalg.norm(U)
    A = softmax_rows(X @ Wst @ X.T) @ X
    right = y / (S * np.sqrt(2 * T)) * np.sum(softmax_rows(X @ Wst @ X.T) @ (X @ u))
    worst_raw.append((y * np.sum(U * A)) / right / (S * np.sqrt(2 * T)))
    worst_bar = max(worst_bar, abs(y * np.sum(Ubar * A) - right) / abs(right))
    assert abs(np.linalg.norm(U) - S * np.sqrt(2 * T)) < 1e-9
print(f"U_* = 1_T u_*^T: lhs / printed rhs = S sqrt(2T) x [{min(worst_raw):.12f}, {max(worst_raw):.12f}] over 300 draws")
print(f"U_* read as U_*-bar = U_opt (||U||_F = S sqrt(2T) asserted): max relative |lhs - rhs| = {worst_bar:.2e}")
