# Auditor B r29: chenli Lemma 5.11's proof, Markov display (seed 000 L864) under the first bullet as printed (nu', nu'' free).
# Theta = P + (b/sqrt n) u 1_[3]^T, P a cyclic shift inside each block, u = 1_[1]/sqrt n; d1 = d2 = d3 = n; nu = 0, nu' = -1, nu'' = +1:
# x^T Theta (y - y') = +-2 b S, S = sum of the n cube signs of x (x^T P 1_[3] = sum over S_[3] of x = 0). Exact/normal tails.
import math
from scipy.stats import binom, norm
def tail_prob(n, thr):       # P[|S| > thr], S = 2 Bin(n, 1/2) - n
    k_hi = math.floor((n + thr) / 2)                  # S > thr  <=>  K > (n + thr)/2
    if n <= 2**40: return 2 * binom.sf(k_hi, n, 0.5)
    return 2 * norm.sf(thr / math.sqrt(n))
for e in (30, 40, 60, 80):
    n = 2**e; d = 3 * n; r = d ** 0.1; c = 1.0; s = sp = math.log(n)
    b = math.sqrt(d) / r ** 2.5
    F = math.sqrt(d + b * b)                          # ||P||_F^2 = d, cross term 0 (P's entries vs rank-one part: <P, u 1^T> = 0 since P maps S_[3] to S_[3], u on S_[1])
    thr = sp * math.sqrt(c / math.sqrt(n) + c * c / r * (c + s) ** 2) * F
    p = tail_prob(n, thr / (2 * b))
    shape = 1 / sp**2 + 1 / r + 1 / s**2              # 1/s'^2 + exp(-c' r) + exp(-Omega(s^2)) at its largest (exp(-a z) <= 1/(e a z))
    print(f"n=2^{e}: r_Theta = d^0.1 = {r:.2f} (c = 1 <= sqrt(r)/2: {1 <= math.sqrt(r)/2}), b = {b:.4g}, ||Theta||_F = {F:.4g}; "
          f"P[|x^T Theta (y - y')| > threshold] = {p:.4f} against the printed shape <= {shape:.4f} (ratio {p/shape:.1f})")
