"""Audit A, r13: chenli L1126 (proof of Lemma 5.16, case v != w): 'By standard binomial tail bounds, |mu_i|, |nu_i| <~
sqrt(log(k/delta)/d2) for all i in [k] with probability at least 1 - delta', mu = X 1_[2]/d2, nu = X 1_[3]/d3,
d2 = max(||v||_1, ||w||_1), d3 = min <= d2, X ~ U{+-1}^{k x d}, delta = 1/poly(d). Least constant C such that
P[all |mu_i| <= C t2 and all |nu_i| <= C t2] >= 1 - delta, t2 = sqrt(log(k/delta)/d2) (exact binomial tails; rows
independent, mu and nu independent: disjoint supports). Reading: nu's threshold with d3."""
import math
from scipy.stats import binom
from scipy.optimize import brentq

def tail(n, x):
    """P[|2A - n| > x], A ~ Bin(n, 1/2)."""
    hi = math.floor((n + x) / 2 + 1e-12); lo = math.ceil((n - x) / 2 - 1e-12)
    return binom.sf(hi, n, 0.5) + (binom.cdf(lo - 1, n, 0.5) if lo >= 1 else 0.0)

def fail_prob(C, k, d2, d3, L, read_d3=False):
    t2 = C * math.sqrt(L / d2); t3 = C * math.sqrt(L / (d3 if read_d3 else d2))
    q = 1 - (1 - tail(d2, t2 * d2)) * (1 - tail(d3, t3 * d3))
    return 1 - (1 - q) ** k

def least_C(k, d2, d3, delta, read_d3=False):
    L = math.log(k / delta)
    lo, hi = 0.01, 1.0
    while fail_prob(hi, k, d2, d3, L, read_d3) > delta:
        hi *= 2
    # monotone step function: bisection on the smallest C with fail <= delta
    for _ in range(60):
        mid = (lo + hi) / 2
        if fail_prob(mid, k, d2, d3, L, read_d3) <= delta:
            hi = mid
        else:
            lo = mid
    return hi

k = 2
for d2 in (10**3, 10**4, 10**5, 10**6):
    d = 2 * d2 + 1                      # d1 = d2, d3 = 1
    delta = 1 / d
    print(f"d2 = {d2:7d}, d3 = 1, d = {d}, delta = 1/d, d2 >= 10 log d: {d2 >= 10 * math.log(d)}: least C = "
          f"{least_C(k, d2, 1, delta):.2f} (sqrt(d2/log(k/delta)) = {math.sqrt(d2 / math.log(k / delta)):.2f}); "
          f"with the d3 reading: {least_C(k, d2, 1, delta, True):.3f}")
for d2, d3 in ((10**4, 100), (10**4, 10**4), (10**5, 10**3)):
    d = d2 + d3 + d2; delta = 1 / d
    print(f"d2 = {d2}, d3 = {d3}: least C as printed {least_C(k, d2, d3, delta):.3f}, d3 reading {least_C(k, d2, d3, delta, True):.3f}")
