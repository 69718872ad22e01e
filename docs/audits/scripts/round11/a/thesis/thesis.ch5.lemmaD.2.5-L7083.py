"""Audit of thesis L7083 (proof of Lemma D.2.5): a_j X w_i^(0) = alpha s_i/sqrt|S| a_j X e_d + a_j X beta_i + B
= a_j X beta_i + B +- O~(1/sqrt(|S| m1)).  W^(0) = alpha e_d u^T + beta (L7023), alpha = e_d^T W^(0) u (L7025),
u_i = s_i/sqrt|S| on S (L7019). A = D^{-1/2}(A~+I)D^{-1/2} (L1366), unit feature rows (L1366-1367),
||A||_inf = max row sum (Lemma D.1.1's proof). O~ hides poly(log(m1 m2)) only (L6742). Own script (numpy)."""
import numpy as np

rng = np.random.default_rng(2)

def star_A(L):
    At = np.eye(L + 1); At[0, 1:] = At[1:, 0] = 1
    deg = At.sum(1); return At / np.sqrt(np.outer(deg, deg))

d, m1, Ssz = 3, 4000, 400
for L in [1, 10, 100, 1000, 4000]:
    A = star_A(L); Ainf = A.sum(1).max()
    X = np.tile(np.eye(d)[d - 1], (L + 1, 1))           # unit rows, all = e_d (allowed: ||x_n|| = 1)
    j = 0                                               # the star's centre
    ajX = A[j] @ X
    vals = []
    for rep in range(300):
        W0 = rng.standard_normal((d, m1)) / np.sqrt(m1)
        S = rng.choice(m1, Ssz, replace=False); s = rng.choice([-1.0, 1.0], Ssz)
        u = np.zeros(m1); u[S] = s / np.sqrt(Ssz)        # ||u|| = 1
        alpha = W0[d - 1] @ u                            # ~ N(0, 1/m1)
        beta = W0 - alpha * np.outer(np.eye(d)[d - 1], u)
        i = S[0]
        dropped = ajX @ W0[:, i] - ajX @ beta[:, i]      # = alpha s_i/sqrt|S| a_j X e_d
        vals.append(abs(dropped) * np.sqrt(Ssz * m1))
    vals = np.array(vals)
    print(f"L={L:5d} ||A||_inf={Ainf:8.3f} a_jXe_d={ajX[d-1]:8.3f}  |dropped| sqrt(|S| m1): median={np.median(vals):8.3f} "
          f"90%={np.quantile(vals,0.9):8.3f}  (printed: O~(1), log(m1 m2)={np.log(m1*m1):.1f}); "
          f"ratio to ||A||_inf (median) = {np.median(vals)/Ainf:.3f}")
