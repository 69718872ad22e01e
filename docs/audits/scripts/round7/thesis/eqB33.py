"""Audit thesis.ch3.eqB.33 (seed 003 L4017; proof (B.207) L4889-L4893 'by Hoeffding (B.6)').
Model of the proof: unlucky V_i = (1/B) sum_n eps_n r_n / a, eps_n Rademacher, |r_n| <= 1 (take r_n = 1), a = sqrt(m).
Exact lower delta-quantile of V_i vs -1/sqrt(B a)."""
from fractions import Fraction
from math import comb, log, sqrt

def lower_quantile(B: int, delta: float) -> float:
    """Largest v with Pr(mean eps <= v) >= delta ... report the delta-quantile of mean eps (exact binomial)."""
    cum = Fraction(0)
    for k in range(B + 1):  # k = number of +1, mean = (2k-B)/B increasing in k
        cum += Fraction(comb(B, k), 2**B)
        if cum >= delta:
            return (2 * k - B) / B
    return 1.0

for B, m, delta in ((100, 1, 1e-3), (100, 50, 1e-3), (100, 91, 1e-3), (100, 200, 1e-3), (100, 10**4, 1e-6), (2, 1, 0.25)):
    a = sqrt(m)
    q = lower_quantile(B, delta) / a
    print(f"B={B} m={m} delta={delta}: quantile {q:.4f} vs -1/sqrt(Ba) = {-1/sqrt(B*a):.4f}  ->",
          "CROSS" if q < -1 / sqrt(B * a) else "holds", f"| domain m >= 9 log(B)={9*log(B):.1f} (M=3,T=1)")
# deterministic worst case (all eps = -1): V = -1/a < -1/sqrt(Ba) iff m < B^2
for B, m in ((100, 50), (100, 9999), (100, 10**4)):
    print(f"all -1: B={B} m={m}: {-1/sqrt(m):.4f} vs {-1/sqrt(B*sqrt(m)):.4f}; prob 2^-B = {2.0**-B:.2e}")
