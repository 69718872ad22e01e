"""Auditor B r27: chenli proof of Theorem 1.2, fourth stage (seed 000 L2998-L3002): eps := k d^{-cm} O~(m lam^-1 log k +
log(d/delta) + log log ||Theta_1||_F)^{1/2} <= (kd)^{-c'm}, 0 < c' < c fixed; delta in (0, 1) free (Theorem 1.2, L126).
Own mpmath; O~(X) read as X (constant 1), and as X log X (a polylog factor) -- both only make it worse."""
from mpmath import mp, mpf, log, sqrt, exp
mp.dps = 60
def ratio(k, d, m, lam, F, c, cp, L1d, polylog=False):       # L1d = log(1/delta)
    X = m / lam * log(k) + log(d) + L1d + log(log(F))
    if polylog: X = X * log(X)
    return k * mpf(d) ** (-c * m) * sqrt(X) / (mpf(k) * d) ** (-cp * m)
k, d, m, lam, c, cp = 2, mpf(2) ** 10, 1, mpf('0.5'), 1, mpf('0.5')
F = k * d
for L1d in [log(2), 10, 130, 1000, mpf(10) ** 6, mpf(10) ** 16]:
    print(f"d=2^10: log(1/delta)={mp.nstr(L1d, 4)}: ratio = {mp.nstr(ratio(k, d, m, lam, F, c, cp, L1d), 5)} (with X log X: {mp.nstr(ratio(k, d, m, lam, F, c, cp, L1d, True), 5)})")
# threshold in delta: ratio = 1 when X = (kd)^{2(c-c')m}... / k^2
print("delta at which ratio = 1, as a function of d (c = 1, c' = 1/2, m = 1):")
for lg in [10, 20, 40]:
    dd = mpf(2) ** lg; lo, hi = mpf(0), mpf(10) ** 30
    for _ in range(200):
        mid = (lo + hi) / 2
        if ratio(k, dd, m, lam, k * dd, c, cp, mid) > 1: hi = mid
        else: lo = mid
    print(f"   d=2^{lg}: log(1/delta*) = {mp.nstr(hi, 5)}  (~ (kd)^{{2(c-c')m}}/k^2 = {mp.nstr((k*dd)**(2*(c-cp)*m)/k**2, 5)})")
# d -> infinity with delta = exp(-d^{6(c-c')m}) (the entry's path): ratio grows like d^{2(c-c')m}
for lg in [2, 10, 20, 50]:
    dd = exp(mpf(lg)); print(f"   log d = {lg}, delta = exp(-d^3): ratio = {mp.nstr(ratio(k, dd, m, lam, k * dd, c, cp, dd ** 3), 5)}")
