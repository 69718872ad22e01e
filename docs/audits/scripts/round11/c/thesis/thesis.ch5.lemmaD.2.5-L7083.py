"""Auditor C: thesis proof of Lemma D.2.5, L7083: a_j X w_i^(0) = alpha s_i/sqrt|S| a_j X e_d + a_j X beta_i + B1
= a_j X beta_i + B1 +- O~(1/sqrt(|S| m1)), W^(0) = alpha e_d u^T + beta (L7023), alpha = u^T e_d^T W^(0) ~ N(0, 1/m1),
u_i = s_i/sqrt|S| on S (unit u). O~ hides poly(log(m1 m2)) only (L6742). A = D^-1/2 (A~ + I) D^-1/2 (L1366), unit
feature rows. Own numpy; star graphs with L leaves, j = centre, all feature rows e_d (unit)."""
import numpy as np
rng = np.random.default_rng(0)
d, m1, S_size = 3, 4000, 400
for L in [1, 4, 49, 499, 3999]:
    N = L + 1
    At = np.eye(N); At[0, 1:] = At[1:, 0] = 1
    Dg = 1 / np.sqrt(At.sum(1))
    A = Dg[:, None] * At * Dg[None, :]
    Ainf = np.abs(A).sum(1).max()
    X = np.zeros((N, d)); X[:, d - 1] = 1.0
    aX = A[0] @ X                                      # a_j X, j = centre
    vals = []
    for rep in range(300):
        W0 = rng.standard_normal((d, m1)) / np.sqrt(m1)
        S = rng.choice(m1, S_size, replace=False)
        u = np.zeros(m1); u[S] = rng.choice([-1.0, 1.0], S_size) / np.sqrt(S_size)
        alpha = u @ W0[d - 1]                           # u^T e_d^T W^(0)
        beta = W0 - alpha * np.outer(np.eye(d)[d - 1], u)
        i = S[0]
        dropped = aX @ W0[:, i] - aX @ beta[:, i]      # = alpha s_i/sqrt|S| a_j X e_d
        vals.append(abs(dropped) * np.sqrt(S_size * m1))
    vals = np.array(vals)
    print(f"L={L:5d}: ||A||_inf={Ainf:7.2f}, a_j X e_d={aX[d-1]:7.2f}; |dropped| sqrt(|S| m1): median {np.median(vals):6.2f}, "
          f"90% {np.quantile(vals, 0.9):6.2f}  (median/||A||_inf {np.median(vals)/Ainf:.2f}); m1, |S| fixed")
