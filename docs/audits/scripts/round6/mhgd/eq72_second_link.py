"""Audit mhgd.display.eq72-second-link (seed 004 L872-L886; beta_3 from Corollary 1, L1173; [n] = {1..n}, L65).
The link: (2/3K) sum_{k=0}^{K-1} (beta_k/sqrt H)(L_k + L) D_k^2 <= (1/3K) sum_{k=0}^{K-1} (L_k + L), granted
sqrt H >= 2 beta_k D_k^2 only for k in [K-1] = {1..K-1}. At K = 1 nothing is granted (Lemma 8's descent hypothesis
is vacuous too). beta_3(th) = 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 ||th||_{2,inf} + 1) > 0 and the logistic loss is > 0,
so the k = 0 term alone decides. Exact Fractions for the ratio (line 1)/(line 2) = 2 beta_0 D_0^2/sqrt(H) at K = 1."""
from fractions import Fraction as Fr
import math


def beta3(d, T, R, th_2inf):
    return 2 * d * math.sqrt(T * d) * R ** 3 * (3 * math.sqrt(d) * R ** 2 * th_2inf + 1)


for (d, T, R, th, D2, H) in [(1, 1, 1, 0.807, 1.0, 2), (1, 1, 1, 0.0, 1.0, 100), (2, 3, 1, 1.0, 0.5, 10**4)]:
    b = beta3(d, T, R, th)
    Lsum = math.log(2) + 0.1  # any L_0 + L > 0 (logistic losses are positive)
    line1 = (2 / 3) * (b / math.sqrt(H)) * Lsum * D2
    line2 = Lsum / 3
    print(f"d={d} T={T} R={R} ||th||_2inf={th} D^2={D2} H={H}: beta3={b:.4f}; line1={line1:.4f} vs line2={line2:.4f}"
          f" (ratio {line1/line2:.3f}); k=0 condition sqrt(H) >= 2 beta D^2: {math.sqrt(H) >= 2*b*D2}")
print("With the condition also at k = 0 each term satisfies (2/3K)(beta_k/sqrtH) D_k^2 <= 1/(3K): the link holds termwise.")
