"""Auditor B r27: chenli Theorem 3.4 as printed (seed 000 L325-L327) without independence. Own scipy/mpmath.
X_i Rademacher (symmetric, |X_i| <= M = 1), sigma^2 = sum E X_i^2 = n. Dependent family: pairs (X_{2j-1}, X_{2j} = -X_{2j-1})
for a fraction q of the indices (each X_i still a symmetric sign), the rest independent. sum X_i = sum of n(1-q) independent
signs (the antithetic pairs cancel)."""
from mpmath import mp, mpf, log, ncdf, sqrt, binomial
from scipy.stats import binom
import numpy as np
mp.dps = 30
def tail_indep_signs(r, thr):   # P[sum of r Rademacher > thr] = P[Bin(r, 1/2) > (r + thr)/2]
    k = np.floor((r + thr) / 2)
    return mpf(float(binom.sf(k, r, 0.5))) if r < 10**7 else mpf(1) - ncdf((k + 0.5 - r / 2) / (sqrt(r) / 2))
t = 3
for q in [mpf('0.5'), mpf('0.25')]:
    for n in [10**4, 10**6, 10**8]:
        sigma = sqrt(n); assert 1.7 < t <= 0.04 * sigma
        r = int(n * (1 - q))
        P = tail_indep_signs(r, float(t * sigma))
        delta = log(1 - ncdf(t)) - log(P)
        need = t / sigma * (1 + t**2)          # the printed right side allows log-loss O(Mt/sigma + Mt^3/sigma)
        print(f"fraction antithetic q={q}: n={n}: P[sum > t sigma] = {mp.nstr(P, 5)}, 1 - Phi(t) = {mp.nstr(1 - ncdf(t), 5)}, "
              f"log-gap delta = {mp.nstr(delta, 4)} vs Mt(1+t^2)/sigma = {mp.nstr(need, 3)} (ratio {mp.nstr(delta / need, 4)})")
# independent control (q = 0): delta tends to 0 at the rate allowed
for n in [10**4, 10**6]:
    P = tail_indep_signs(n, float(t * sqrt(n))); print(f"independent n={n}: delta = {mp.nstr(log(1 - ncdf(t)) - log(P), 4)}")
