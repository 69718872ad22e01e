"""Audit of chenli (39), L958-L960 (proof of Lemma 5.13, general case, Markov on (37)):
P[|y_[0]^T Theta (1_U2 + 1_U3)| > t (c/sqrt(d2) + c^2/r_Theta + d3 upsilon^2/d)^{1/2} ||Theta||_F] <= 1/t^2.
Instance: m = 1, Theta = D + e 1_S3^T, D = diag(+-1) alternating (Tr D = 0), e supported on S[1] with entries
+-1/sqrt(d1) alternating (|e| = 1); d2 = 4, c = 1, mu = -1/2, mu' = 1/2, nu = -1, nu' = 1 (U3 = S3), d3 = d^{3/4}
(multiple of 4), r_Theta = d^{1/4}/10, d1 = d - d2 - d3. Then Theta 1_U = D 1_U + d3 e and y_[0]^T D 1_U = 0
(D 1_U lives on S2 u S3), so y_[0]^T Theta (1_U2 + 1_U3) = d3 <y_[0], e> = d3 (2B - d1)/sqrt(d1), B ~ Bin(d1, 1/2)
(y_[0] uniform on {+-1}^{d1}, independent of U). Exact binomial tail.
||Theta||_F^2 = d + d3; columns: 1 (not S3), 2 (S3); rows: 1 (not S1), 1 + d3/d1 (S1); ||Theta||_op <= 1 + sqrt(d3)."""
import math
from scipy import stats


def check(d, t):
    d3 = 4 * int(round(d ** 0.75 / 4)); d2 = 4; d1 = int(d) - d2 - d3
    r = d ** 0.25 / 10; c = 1.0
    F2 = d + d3
    ups = math.sqrt(max(2.0, 1 + d3 / d1)) * math.sqrt(d) / math.sqrt(F2)
    c0 = 0.05
    F2S = F2 - c0 * d * 2.0
    upsS = math.sqrt(2.0) * math.sqrt(d) / math.sqrt(F2S)
    op_hi = 1 + math.sqrt(d3)
    hyp = all([c <= math.sqrt(min(r, d2, d3)) / 2, 0.5 <= c / math.sqrt(d2), r <= F2 / op_hi**2, r <= F2S / op_hi**2,
               1 <= max(ups, upsS) <= math.sqrt(d) / (10 * r**2), math.sqrt(F2) >= 10 * math.log(d)])
    thr = t * math.sqrt((c / math.sqrt(d2) + c * c / r + d3 * ups**2 / d) * F2)
    # |d3 (2B - d1)/sqrt(d1)| > thr  <=>  |2B - d1| > thr sqrt(d1)/d3
    z = thr * math.sqrt(d1) / d3
    lo = math.floor((d1 - z) / 2); hi = math.ceil((d1 + z) / 2)   # B < (d1 - z)/2 or B > (d1 + z)/2
    if (d1 - z) / 2 == lo: lo -= 1
    if (d1 + z) / 2 == hi: hi += 1
    P = stats.binom.cdf(lo, d1, 0.5) + stats.binom.sf(hi - 1, d1, 0.5)
    return dict(d=d, d3=d3, r=r, ups=ups, hyp=hyp, t=t, P=P, bound=1 / t**2, E2=d3**2, shapeF2=thr**2 / t**2)


if __name__ == "__main__":
    print("E[(y0^T Theta 1_U)^2] = d3^2 exactly vs (c/sqrt(d2) + c^2/r + d3 ups^2/d) ||Theta||_F^2:")
    for d in (1e7, 1e8, 1e10, 1e12, 1e16):
        o = check(d, 2.0)
        print(f"  d={d:.0e}: hyp ok {o['hyp']}, ups={o['ups']:.3f}, r={o['r']:.3g}, E2/shape={o['E2'] / o['shapeF2']:.3e}")
    for d in (1e8, 1e12, 1e16):
        for t in (2.0, 10.0, d ** 0.125):
            o = check(d, t)
            print(f"  d={d:.0e} t={t:.3g}: P = {o['P']:.4f} against 1/t^2 = {o['bound']:.2e} (ratio {o['P'] / o['bound']:.3g})")
