"""Audit chenli.display.lemma7.3-hw-rate / lemma7.4-hw-rate (L2381-L2383, L2451-L2453).

Printed: ||X_1 Theta~||^2 = (1 +- beta)||Theta~||_F^2 w.p. >= 1 - exp(-Omega(beta m r_Theta)).
Own instance: head i = U_i V_i^T, U_i's columns 1_{B}/sqrt(s) on disjoint blocks of size s (heads on disjoint
coordinates), V_i's columns distinct Hadamard columns / sqrt(d) (not the all-ones one). Then kappa = 0, E = 0 and
||x^T Theta~||^2/||Theta~||_F^2 = mean over N = m r of iid Y = S^2/s, S a sum of s signs.
(1) exact enumeration at d = 16 checks the law and the assumptions' shape; (2) the rate: Cramer's exact rate
I(1+beta) of Y (Legendre transform, exact finite law) gives P[fail] = exp(-N I (1+o(1))), I ~ beta^2/(2 Var Y); the
needed c in exp(-c beta N) is ~ I/beta -> 0 as beta -> 0, which (113)+(7) force (beta ~ c lam^6/(m^5.5 log^2 d)).
(3) exact tail by convolution at moderate N to confirm the rate numerically.
"""
import itertools
from math import comb, log, sqrt

import numpy as np
from scipy.linalg import hadamard
from scipy.optimize import minimize_scalar

# (1) exact check at d = 16, m = 2, r = 2, s = 4 (blocks: m r s = 16 coordinates)
d, m, r, s = 16, 2, 2, 4
H = hadamard(d).astype(float)
heads = []
col = 1
for i in range(m):
    U = np.zeros((d, r))
    V = np.zeros((d, r))
    for b in range(r):
        blk = (i * r + b) * s
        U[blk:blk + s, b] = 1 / sqrt(s)
        V[:, b] = H[:, col] / sqrt(d)
        col += 1
    heads.append(U @ V.T)
for T in heads:
    fro2 = np.sum(T**2)
    op2 = np.linalg.norm(T, 2) ** 2
    nu_rows = np.max(np.linalg.norm(T, axis=1)) * sqrt(d) / sqrt(fro2)
    nu_cols = np.max(np.linalg.norm(T, axis=0)) * sqrt(d) / sqrt(fro2)
    print(f"head: stable rank {fro2/op2:.3f}, nu(rows) {nu_rows:.3f}, nu(cols) {nu_cols:.3f}, |Tr|/||.||_F {abs(np.trace(T))/sqrt(fro2):.3f}")
print("kappa:", abs(np.sum(heads[0] * heads[1])))
Z = sum(1 / np.sum(T**2) for T in heads)
Tt = sum(T / np.sum(T**2) for T in heads) / Z
F2 = np.sum(Tt**2)
print("stable rank of Theta~:", F2 / np.linalg.norm(Tt, 2) ** 2, "(m r =", m * r, ")")
X = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
ratio = np.sum((X @ Tt) ** 2, axis=1) / F2
# predicted law: mean of N = m r iid S^2/s
Ylaw: dict = {}
for j in range(s + 1):
    Ylaw[(2 * j - s) ** 2 / s] = Ylaw.get((2 * j - s) ** 2 / s, 0) + comb(s, j) / 2**s
pred = {0.0: 1.0}
for _ in range(m * r):
    new = {}
    for v, p in pred.items():
        for y, q in Ylaw.items():
            new[round(v + y, 6)] = new.get(round(v + y, 6), 0) + p * q
    pred = new
emp = {}
for v in np.round(ratio * m * r, 6):
    emp[v] = emp.get(v, 0) + 1 / len(X)
assert all(abs(emp.get(k, 0) - p) < 1e-9 for k, p in pred.items()) and abs(sum(emp.values()) - 1) < 1e-9
print("law of ||x^T Theta~||^2/||Theta~||_F^2 = mean of N iid S^2/s: exact match over 2^16 points")


# (2) Cramer rate of Y = S^2/s for large s (chi^2_1 limit) and s = 4
def rate(beta: float, s: int) -> float:
    ys = np.array([(2 * j - s) ** 2 / s for j in range(s + 1)])
    ps = np.array([comb(s, j) / 2**s for j in range(s + 1)])
    f = lambda th: -(th * (1 + beta) - log(np.sum(ps * np.exp(th * ys))))
    res = minimize_scalar(f, bounds=(0, 0.49 * s / max(ys.max(), 1) if s > 64 else 5), method="bounded")
    return -res.fun

print("beta | I(1+beta) s=4 | I/beta (needed c) | I (s=1000) | I/beta^2 (s=1000)")
for beta in [0.3, 0.1, 0.03, 0.01, 0.003, 0.001]:
    I4, I1k = rate(beta, 4), rate(beta, 1000)
    print(f"{beta:7.3g} | {I4:.3e} | {I4/beta:.3e} | {I1k:.3e} | {I1k/beta**2:.3f}")

# (3) exact tail by convolution, s = 4, N = m r, beta = 0.05: P[mean >= 1 + beta]
s = 4
ps = np.zeros(s * s + 1)
for j in range(s + 1):
    ps[(2 * j - s) ** 2] += comb(s, j) / 2**s
for N in [2000, 8000]:
    beta = 0.05
    dist = np.array([1.0])
    base, n = ps.copy(), N
    while n:  # exponentiation by squaring of the convolution
        if n & 1:
            dist = np.convolve(dist, base)
        n >>= 1
        if n:
            base = np.convolve(base, base)
    thr = int(np.ceil(N * s * (1 + beta)))  # sum S^2 >= N s (1+beta)
    tail = dist[thr:].sum()
    print(f"N={N}: P[ratio >= 1+beta] = {tail:.3e}, -log P/N = {-log(tail)/N:.3e} (I = {rate(beta, s):.3e}), "
          f"needed c in exp(-c beta N): {-log(tail)/(beta*N):.3e}")
