"""Audit thesis.ch2.eqA.77-probability (seed 003 L3010-L3018). Exact binomial arithmetic."""
from fractions import Fraction
from math import comb, log, sqrt

def pr_ybar_ge(B: int, thr: float) -> Fraction:
    """Exact Pr(|mean of B Rademacher| >= thr)."""
    tot = Fraction(0)
    for k in range(B + 1):  # k = number of +1
        if abs(2 * k - B) / B >= thr - 1e-15:
            tot += Fraction(comb(B, k), 2 ** B)
    return tot

print("(A.75) event failure prob, exact:")
for B in (2, 10, 100, 1000):
    p = pr_ybar_ge(B, sqrt(log(B) / B))
    print(f"  B={B}: {float(p):.4g}   (mB)^-1/2 at m=1e6: {(1e6*B)**-0.5:.3g}")
# literal (A.77) in the label-independent bounded-noise model: |S^n|=1, a_i=1/a, indicator 1,
# z^T p1 = (sigma+tau) fixed => I_1 = eta (sigma+tau)/a * ybar ; (A.77) fails iff |ybar| > sqrt(log m log B / B)
print("literal (A.77) failure prob, independent bounded noise:")
for B, m in ((2, 2), (2, 18), (2, 10**6), (100, 3), (100, 1000), (1000, 1000), (10**4, 1000)):
    thr = sqrt(log(m) * log(B) / B)
    p = pr_ybar_ge(B, thr + 1e-12) if thr <= 1 else Fraction(0)
    print(f"  B={B} m={m}: Pr fail={float(p):.3g}  (mB)^-c: c=1/2 {(m*B)**-0.5:.3g}, c=1/4 {(m*B)**-0.25:.3g}")
# label-correlated noise (allowed by (2.5)? noise arbitrary within tau): z^T p1 = tau y^n, tokens active
for B, m in ((100, 1000), (10**4, 10**4)):
    print(f"  correlated: B={B} m={m}: |I_1| a/(eta tau) = 1 vs bound {sqrt(log(m)*log(B)/B):.3g} (fails w.p. 1)")
