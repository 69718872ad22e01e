"""Auditor A r27: chenli.thm3.4-dependent (seed 000 L325-L327, Theorem 3.4 = Corollary 20.1.4 of [Nag02], independence
not printed). X_i Rademacher (symmetric, |X_i| <= M = 1, sigma^2 = n), X_{2j} = -X_{2j-1} for j <= n/4, rest independent:
sum X_i = sum of n/2 independent signs. Exact tail by scipy's binomial (log space); also the all-independent case.
Nothing imported from the repository."""
import math
from scipy import stats
t = 3.0
print("t = 3; delta := log(1 - Phi(t)) - log P[sum X_i > t sigma]; printed RHS allows delta <= -log(1 - c1 M t/sigma) + c2 M t^3/sigma")
for n in (10**4, 10**6, 10**8):
    sigma = math.sqrt(n); assert 1.7 < t <= 0.04 * sigma
    m = n // 2                                             # independent signs
    # sum = 2 B - m, B ~ Bin(m, 1/2); P[2B - m > t sigma] = P[B > (m + t sigma)/2]
    thr = (m + t * sigma) / 2
    logP = stats.binom.logsf(math.floor(thr), m, 0.5)
    logP_ind = stats.binom.logsf(math.floor((n + t * sigma) / 2), n, 0.5)
    logPhi = stats.norm.logsf(t)
    delta = logPhi - logP
    shape = t * (1 + t * t) / sigma                        # M t/sigma + M t^3/sigma with M = 1
    print(f"n={n:.0e} sigma={sigma:.0f}: dependent: log P = {logP:.4f}, delta = {delta:.3f}, ratio delta/(Mt(1+t^2)/sigma) = {delta/shape:.1f}; "
          f"independent: delta = {logPhi - logP_ind:+.4f} (<= O(Mt(1+t^2)/sigma) = {shape:.4f})")
