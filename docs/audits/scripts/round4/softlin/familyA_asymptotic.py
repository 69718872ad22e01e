"""Auditor r4 softlin Family A: failure of Lemma D.8 Part 2 (self D0, c_exp, row j0 != j3) along the family
d - 2 = ceil(n^0.03) (and d - 2 = n^0.5), analytic c (units s = sqrt(ln n)), b = 0.9, c = 0.1, a0 = 1e-4.
c = (a0 n^a0/Z, b (t-1+n^a0)/Z [column of j3], b t/Z x (d-3), c); Z = n - 1 + n^a0. Exact binomial over the d-3
equal Type II signs, enumeration over the 3 special signs."""
import mpmath as mp
from scipy.stats import binom
mp.mp.dps = 30
b, c, a0 = mp.mpf('0.9'), mp.mpf('0.1'), mp.mpf('1e-4')
def fail(n, k):  # k = d - 2
    t = mp.floor(n / k); n = t * k
    Z = n - 1 + n ** a0
    c1 = a0 * n ** a0 / Z; ck3 = b * (t - 1 + n ** a0) / Z; cII = b * t / Z
    thr = c + mp.mpf('0.1')
    tot = mp.mpf(0); M = k - 1
    # S = sum of M Rademachers = 2K - M, K ~ Bin(M, 1/2); group K by threshold using float binomial (probabilities not borderline)
    for s1 in (-1, 1):
        for s2 in (-1, 1):
            for s3 in (-1, 1):
                base = s1 * c1 + s2 * ck3 + s3 * c
                # |base + cII (2K - M)| >= thr  <=>  K >= (thr - base)/cII/2 + M/2  or  K <= (-thr - base)/cII/2 + M/2
                hi = mp.ceil(((thr - base) / cII + M) / 2); lo = mp.floor(((-thr - base) / cII + M) / 2)
                pr = binom.sf(int(hi) - 1, int(M), 0.5) + binom.cdf(int(lo), int(M), 0.5)
                tot += mp.mpf(pr) / 8
    return tot
for e in (2, 4, 10, 20, 50, 100, 150, 200, 300):
    n = mp.mpf(10) ** e
    k = int(mp.ceil(n ** mp.mpf('0.03')))
    print(f"n=1e{e}: d-2={k}: Pr fail = {mp.nstr(fail(n, k), 5)}")
for e in (2, 4, 6, 8, 10):
    n = mp.mpf(10) ** e; k = int(mp.ceil(n ** mp.mpf('0.5')))
    print(f"[d-2 = n^0.5] n=1e{e}: d-2={k}: Pr fail = {mp.nstr(fail(n, k), 5)}")
