"""Auditor A r27: softlin.claimC.5-alpha (seed 001 L490-L508; Definition C.4 L470-L485; Fact A.1 L385-L390).
alpha_exp(A, x)_{j0} := <exp(A_{j0} x), 1_n>, A = A1 kron A2 (n^2 x d^2), A_{j0} the j0-th n x d^2 block, x = vec(QK^T).
Printed second bullet: alpha_exp = <(exp((A1)_{j0,*} Q K^T A2)^T)^T, 1_n> (first bullet and Fact A.1 have A2^T).
Own numpy; both vec conventions. Nothing imported from the repository."""
import numpy as np
rng = np.random.default_rng(27)
def alpha_def(A1, A2, Q, K, j0, order):
    n = A1.shape[0]
    A = np.kron(A1, A2)
    x = (Q @ K.T).flatten(order=order)
    return np.exp(A[j0 * n:(j0 + 1) * n] @ x).sum()
worst_T = 0.0
for (n, d) in [(2, 2), (3, 3), (4, 4), (3, 5), (5, 2)]:
    for trial in range(3):
        A1, A2 = rng.standard_normal((n, d)) * 0.5, rng.standard_normal((n, d)) * 0.5
        Q, K = rng.standard_normal((d, d)) * 0.5, rng.standard_normal((d, d)) * 0.5
        for j0 in range(n):
            a_row = alpha_def(A1, A2, Q, K, j0, 'C'); a_col = alpha_def(A1, A2, Q, K, j0, 'F')
            readT = np.exp(A1[j0] @ Q @ K.T @ A2.T).sum()
            worst_T = max(worst_T, abs(readT - a_row) / a_row)
            printed = np.exp(A1[j0] @ Q @ K.T @ A2).sum() if n == d else float('nan')   # (1 x d)(d x d)(n x d): defined only if n = d
            if trial == 0 and j0 == 0:
                print(f"n={n} d={d} j0={j0}: alpha by definition (row-major vec) {a_row:.6f}, (column-major vec) {a_col:.6f}; "
                      f"printed (A2) {printed:.6f}{' (undefined: n != d)' if n != d else ''}; reading A2^T {readT:.6f}")
print(f"reading A2^T vs definition (row-major vec, Fact A.1's convention): max relative difference {worst_T:.2e} over all draws")
S = rng.standard_normal((3, 3)); A2s = S + S.T; A1 = rng.standard_normal((3, 3)); Q, K = rng.standard_normal((3, 3)), rng.standard_normal((3, 3))
print(f"symmetric A2 (n = d = 3): printed {np.exp(A1[0] @ Q @ K.T @ A2s).sum():.6f} = definition {alpha_def(A1, A2s, Q, K, 0, 'C'):.6f}")
