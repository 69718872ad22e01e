# Auditor D: chenli proof of Theorem 1.2, phase 1 (L2980): "poly(d, 1/eps_1) sqrt(log(1/delta)) samples are sufficient
# for this empirical estimate W_hat [of (1/k) E[X^T J Y], J all-ones (L192)] to be eps_1-close to Sum_i W_i w.p. >= 1-delta".
# Lower bound: with prob >= 2^{-kdN} all N samples equal one X0 with identical rows x; then every softmax row is
# uniform (whatever Theta_i), F(X0) = X0 Sum W, W_hat = (1/k) X0^T J X0 Sum W = k x x^T Sum W.
import numpy as np
from mpmath import mp, mpf, sqrt, log
mp.dps = 50

def softmax_rows(A):
    A = A - A.max(1, keepdims=True); E = np.exp(A); return E / E.sum(1, keepdims=True)

# 1) numeric check of the event on a small instance (any Theta_i): W_hat on the all-X0 sample equals k x x^T Sum W
rng = np.random.default_rng(0)
d, k, m = 12, 3, 2
Th = [rng.standard_normal((d, d)) * 3 for _ in range(m)]
blk = d // m
Ws = []
for i in range(m):   # disjoint diagonal blocks: ||W_i||_F = 1, <W_i, W_j> = 0 (kappa' = 0), r_W = d/m
    P = np.zeros((d, d)); P[i*blk:(i+1)*blk, i*blk:(i+1)*blk] = np.eye(blk); Ws.append(P / np.sqrt(blk))
F = lambda X: sum(softmax_rows(X @ T @ X.T) @ X @ W for T, W in zip(Th, Ws))
x = rng.choice([-1.0, 1.0], d); X0 = np.tile(x, (k, 1)); J = np.ones((k, k))
N = 50
What = sum(X0.T @ J @ F(X0) / k for _ in range(N)) / N
S = sum(Ws)
print("small check: ||W_hat - k x x^T SumW||_F =", np.linalg.norm(What - k * np.outer(x, x) @ S),
      " ||W_hat - SumW||_F =", np.linalg.norm(What - S), " formula sqrt(m(k^2 d - 2k + 1)) =", np.sqrt(m * (k*k*d - 2*k + 1)))
# a typical sample is fine: the estimator's mean over random X approaches Sum W roughly (sanity, not needed)

# 2) the scale of the theorem: d = 1e40, k = 3, m = 2; same W family (kappa' = 0 <= 1/(10m): A8; r_W = d/m >> m^3 k log d: A9;
#    ||W_1||_F = 1, ||W_i||^2 = 1 >= lambda': A10).  eps_1 (L2978) <= m k^5 polylog(d) since r^{1/12} ^ (dc/v) >= 1.
d, k, m = mpf(10)**40, 3, 2
dist = sqrt(m * (k*k*d - 2*k + 1))
eps1_upper = m * k**5 * log(d)**3
print(f"d=1e40: ||A0 - SumW||_F = {mp.nstr(dist, 5)} > eps_1 upper bound m k^5 (ln d)^3 = {mp.nstr(eps1_upper, 5)}; "
      f"r_W = d/m = {mp.nstr(d/m, 3)} vs 10 m^3 k ln d = {mp.nstr(10*m**3*k*log(d), 4)}")
# P[fail] >= 2^{-k d N}; fail <= delta needs N >= L/(k d ln 2), L = log(1/delta).
# printed N_p = C * poly * sqrt(L); take generous poly = (d/eps1)^4 with eps1 at its smallest plausible value 1/d, C = 1e6
for p in (1, 4):
    poly = (d * d) ** p
    C = mpf(10)**6
    Lstar = (C * poly * k * d * log(2)) ** 2
    print(f"poly=(d/eps1)^{p} with eps1=1/d, C=1e6: N_min/N_p = sqrt(L)/(C poly k d ln2) exceeds 1 once "
          f"log(1/delta) > {mp.nstr(Lstar, 4)}; at 100x that L the ratio is {mp.nstr(sqrt(100*Lstar)/(C*poly*k*d*log(2)), 4)}, "
          f"at 1e6x: {mp.nstr(sqrt(mpf(10)**6*Lstar)/(C*poly*k*d*log(2)), 4)}")
