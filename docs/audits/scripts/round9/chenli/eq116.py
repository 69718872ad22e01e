"""Audit chenli.display.eq116 ((116) L2389-L2399): with arbitrarily small constant failure probability delta,
||X_1 Theta~||_inf <= O(nu/sqrt(d) + mu) ||Theta_1||_F.
Own instance: m = 1, E = 0 (mu = 0), Theta~ = Theta_1 with n = floor(d/b) nonzero columns, column c supported on its
own block of b rows with entries 1/sqrt(b) (blocks avoid the diagonal: Tr = 0), so ||Theta||_F = sqrt(n), columns of
norm 1, rows 1/sqrt(b); the least admissible nu = sqrt(d/n) makes the column bound nu/sqrt(d) ||Theta||_F = 1 exactly.
Coordinates of x^T Theta are iid S_b/sqrt(b) (S_b a sum of b signs): P[max <= q] = F_b(q)^n exactly (integer
binomial sums). The (1-delta)-quantile of the max / (nu/sqrt(d) ||Theta_1||_F) must stay bounded for (116).
"""
from math import comb, log, sqrt, ceil

from mpmath import mp, mpf

mp.dps = 400  # 1 - F must be resolved at 1e-200


def quantile_of_max(b: int, n: int, delta: float) -> float:
    # law of |S_b|/sqrt(b): values |2k - b|/sqrt(b)
    vals = sorted({abs(2 * k - b) for k in range(b + 1)})
    cdf_abs = {}
    tot = mpf(0)
    for v in vals:
        tot += sum(mpf(comb(b, k)) for k in range(b + 1) if abs(2 * k - b) == v) / mpf(2) ** b
        cdf_abs[v] = tot
    for v in vals:  # smallest q with P[max_j |coord_j| <= q] >= 1 - delta
        if cdf_abs[v] ** n >= 1 - delta:
            return v / sqrt(b)
    return sqrt(b)


print("d | b | n | nu = sqrt(d/n) | (1-delta)-quantile / bound, delta = 0.1 | sqrt(2 ln(2n/delta))")
for e in [3, 6, 12, 25, 50, 100, 200]:
    d = 10**e
    b = ceil(4 * log(10) * e)
    n = d // b
    qv = quantile_of_max(b, n, 0.1)
    print(f"1e{e} | {b} | {mp.nstr(mpf(n), 3)} | {sqrt(b):.2f} | {qv:.3f} | {sqrt(2 * log(2 * n / 0.1)):.2f}")
