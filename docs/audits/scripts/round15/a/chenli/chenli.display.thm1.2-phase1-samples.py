#!/usr/bin/env python3
"""Auditor A, round 15: chenli (seed 000) L2980, proof of Theorem 1.2, phase 1:
'By standard matrix concentration, poly(d, 1/eps_1) sqrt(log(1/delta)) samples are sufficient for this empirical
estimate W_hat [of (1/k) E[X^T J Y], J the all-ones k x k matrix (L192)] to be eps_1-close in Frobenius norm to
Sum_i W_i with probability at least 1 - delta.'   delta > 0 arbitrary ('a failure probability parameter', L2976).

Own argument (no repository import): with probability 2^{-kdN} all N samples equal one X0 whose k rows all equal x.
Then X0 Theta X0^T = (x^T Theta x) 11^T, every softmax row is uniform, F(X0) = sum_i (1/k) 11^T X0 W_i = X0 S
(S = Sum_i W_i), and W_hat = (1/k) X0^T J X0 S = k x x^T S. ||k x x^T S - S||_F >= (k sqrt(d) - 1) ||S^T x||/... ;
choosing x with ||S^T x|| >= ||S||_F (exists: E_x ||S^T x||^2 = ||S||_F^2) gives distance >= (k sqrt d - 1)||S||_F.
Under Assumptions 8 and 10 (||W_1||_F = 1, kappa' << 1/m): ||S||_F^2 >= 1 - m kappa' > 1/2. So whenever eps_1 <
(k sqrt d - 1)/sqrt 2, P[fail] >= 2^{-kdN}, and failure <= delta needs N >= log(1/delta)/(k d ln 2): linear in
log(1/delta), while the printed count is P sqrt(log(1/delta)) with P = poly(d, 1/eps_1) fixed for the instance.
Part 1 checks the identity numerically on a small instance (d = 7, k = 3, m = 2, random Theta_i, W_i).
Part 2 is the closed form at paper scale.
"""
import itertools
import math

import numpy as np

rng = np.random.default_rng(0)


def softmax_rows(Z):
    Z = Z - Z.max(axis=1, keepdims=True)
    E = np.exp(Z)
    return E / E.sum(axis=1, keepdims=True)


def F(X, Th, Ws):
    return sum(softmax_rows(X @ T @ X.T) @ X @ W for T, W in zip(Th, Ws))


# ---------------------------------------------------------------------------------------------------- Part 1
d, k, m = 7, 3, 2
Th = [5 * rng.standard_normal((d, d)) for _ in range(m)]
Ws = [rng.standard_normal((d, d)) for _ in range(m)]
Ws = [W / np.linalg.norm(Ws[0]) for W in Ws]            # ||W_1||_F = 1 (Assumption 10)
S = sum(Ws)
J = np.ones((k, k))
best = None
for bits in itertools.product([-1.0, 1.0], repeat=d):
    x = np.array(bits)
    X0 = np.tile(x, (k, 1))
    What = X0.T @ J @ F(X0, Th, Ws) / k
    assert np.allclose(What, k * np.outer(x, x) @ S)
    dist = np.linalg.norm(What - S)
    if best is None or dist > best[0]:
        best = (dist, x)
print(f"Part 1 (d={d}, k={k}, m={m}): W_hat on the all-X0 event equals k x x^T S for all 2^d x (checked); "
      f"max_x ||W_hat - S||_F = {best[0]:.3f} >= (k sqrt d - 1)||S||_F = {(k * math.sqrt(d) - 1) * np.linalg.norm(S):.3f}")
# exact failure probability lower bound for the empirical mean at N samples: P[all N equal X0*] = 2^{-k d N}
# (Monte Carlo for the general claim is unnecessary: the event and W_hat on it are exact)

# ---------------------------------------------------------------------------------------------------- Part 2
print("\nPart 2: paper scale, log d = log(1e40); eps_1 << sqrt d (eps_1 = Theta~(m k^5/(r^{1/12} ^ dc/v)) <= m k^5 "
      "polylog d)")
for (log10d, k, deg) in [(40, 3, 1), (40, 3, 3), (60, 10, 2)]:
    ln_d = log10d * math.log(10)
    ln_P = deg * ln_d                                    # poly(d, 1/eps_1) read as d^deg (eps_1 >= 1/poly absorbed)
    ln_kd_ln2 = math.log(k) + ln_d + math.log(math.log(2))
    # N_min(L) = L/(k d ln 2) > P sqrt(L)  <=>  sqrt(L) > P k d ln 2  <=>  log L > 2 (ln P + ln(k d ln 2))
    ln_Lstar = 2 * (ln_P + ln_kd_ln2)
    print(f"  d = 1e{log10d}, k = {k}, poly = d^{deg}: the printed count P sqrt(L) < L/(k d ln 2) = N_min for every "
          f"L = log(1/delta) > L* = e^{ln_Lstar:.1f} (= 10^{ln_Lstar / math.log(10):.1f}); "
          f"ratio N_min/(P sqrt L) = sqrt(L/L*) -> inf as delta -> 0")
    for lnL_over in (0.0, 2.0, 10.0):
        lnL = ln_Lstar + lnL_over
        lhs = lnL - ln_kd_ln2
        rhs = ln_P + 0.5 * lnL
        print(f"     log L = log L* + {lnL_over:g}: log N_min = {lhs:.2f}, log(P sqrt L) = {rhs:.2f}, "
              f"ratio = e^{lhs - rhs:.2f}")
print("\n With log(1/delta) in place of sqrt(log(1/delta)) the count is consistent with N_min (matrix Hoeffding for "
      "bounded summands gives N ~ R^2 log(2d/delta)/eps_1^2).")
