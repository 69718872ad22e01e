"""Auditor B r27: softlin Claim C.5 second bullet (seed 001 L490-L508). Own numpy. A = A1 kron A2 (A1, A2 in R^{n x d}),
x = vec(QK^T) row-major (the convention under which Fact A.1, vec(exp(A1 QK^T A2^T)) = exp(A x), holds), A_{j0} the j0-th
block of n rows; u = exp(A_{j0} x); alpha = <u, 1_n>."""
import numpy as np
for seed, (n, d) in [(3, (2, 2)), (5, (3, 3)), (7, (4, 4)), (9, (3, 5))]:
    rng = np.random.default_rng(seed)
    A1, A2 = rng.standard_normal((n, d)), rng.standard_normal((n, d)); Q, K = rng.standard_normal((d, d)), rng.standard_normal((d, d))
    A = np.kron(A1, A2); x = (Q @ K.T).reshape(-1)              # row-major vec
    assert np.allclose(np.exp(A @ x), np.exp(A1 @ Q @ K.T @ A2.T).reshape(-1))   # Fact A.1 with this convention
    for j0 in range(min(n, 2)):
        u = np.exp(A[j0 * n:(j0 + 1) * n] @ x); alpha = u.sum()
        first = np.exp(A1[j0] @ Q @ K.T @ A2.T)                 # first bullet
        s = f"n={n} d={d} seed={seed} j0={j0}: alpha (definition) = {alpha:.6g}; first bullet ok: {np.allclose(u, first)}; "
        s += f"second bullet with A2^T: {np.exp(A1[j0] @ Q @ K.T @ A2.T).sum():.6g}; "
        if n == d: s += f"printed (A2): {np.exp(A1[j0] @ Q @ K.T @ A2).sum():.6g}"
        else: s += "printed (A2): undefined ((1 x d)(d x d)(n x d) with n != d)"
        print(s)
# symmetric A2 (n = d): printed = reading
rng = np.random.default_rng(0); n = d = 3
A1 = rng.standard_normal((n, d)); S = rng.standard_normal((n, d)); A2 = S + S.T; Q, K = rng.standard_normal((d, d)), rng.standard_normal((d, d))
print("symmetric A2: printed == A2^T version:", np.isclose(np.exp(A1[0] @ Q @ K.T @ A2).sum(), np.exp(A1[0] @ Q @ K.T @ A2.T).sum()))
