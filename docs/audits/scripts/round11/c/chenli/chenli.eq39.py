"""Auditor C: chenli (39) (proof of Lemma 5.13, general case, L958-L960): P[|y_[0]^T Theta (1_U2 + 1_U3)| > t (c/sqrt(d2) +
c^2/r + d3 v^2/d)^{1/2} ||Theta||_F] <= 1/t^2. Instance (as B's family, re-derived): Theta = D + e 1_{S3}^T, D = diag(+-1)
(trace 0), e supported on S[1] (first d1 coordinates), entries +-1/sqrt(d1) (||e|| = 1); d2 = 4, c = 1, mu = -1/2,
mu' = 1/2 (|U2| = 2), nu = -1, nu' = 1 (U3 = S3; the general case has no condition on nu, d3), d3 = d^{3/4} (even),
r_Theta = d^{1/4}/10, v^2 = max(2, 1 + d3/d1) relative to ||Theta||_F^2/d (Assumption 4 rows/columns).
y_[0] is uniform on {+-1}^{d1}, D 1_U is supported on S2 u S3 (zero against y_[0]), 1_{S3}^T (1_U2 + 1_U3) = d3, so the
quantity is d3 <y_[0], e> = d3 (2B - d1)/sqrt(d1) with B ~ Bin(d1, 1/2) (all e_i signs equivalent). Exact binomial tails."""
import math
from scipy import stats
for ld in [8, 12, 16]:
    d = 10 ** ld
    d3 = int(round(d ** 0.75)); d3 -= d3 % 2
    d2, c = 4, 1
    d1 = d - d2 - d3
    r = d ** 0.25 / 10
    F2 = d + d3                                     # ||D||_F^2 + d3 ||e||^2 (cross terms vanish: e on S[1], columns S3)
    op = 1 + math.sqrt(d3)
    v2 = max(2.0, 1 + d3 / d1) * d / F2             # column norm^2 2, row norm^2 1 + d3/d1, as v^2 ||Theta||_F^2/d
    assert 1 <= c <= math.sqrt(min(r, d2, d3)) / 2 and F2 / op ** 2 >= r and r <= d ** 0.25
    scale = math.sqrt(c / math.sqrt(d2) + c * c / r + d3 * v2 / d) * math.sqrt(F2)
    for t in [2.0, d ** 0.125]:
        thr = t * scale / d3 * math.sqrt(d1)        # |2B - d1| > thr
        P = stats.binom.sf(math.floor((d1 + thr) / 2), d1, 0.5) + stats.binom.cdf(math.ceil((d1 - thr) / 2) - 1, d1, 0.5)
        print(f"d = 1e{ld}: d3 = {d3:.3g}, r = {r:.3g}, v = {math.sqrt(v2):.3f}, t = {t:.3g}: P = {P:.4f} vs 1/t^2 = {1/t**2:.2e} "
              f"(ratio {P * t * t:.3g}); E[quantity^2]/(scale^2) = {d3**2 / scale**2:.3g}")
