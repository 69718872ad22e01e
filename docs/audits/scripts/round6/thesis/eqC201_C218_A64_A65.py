"""Audit thesis.ch4.eqC.201 (L6220-L6228), eqC.218 (L6305-L6317), ch2.eqA.64/eqA.65 (L2946-L2955). Exact Fractions."""
from fractions import Fraction as Fr
# (C.201): (C.200) gives P(A_t) <= X eps / t; at t = X eps/delta this is delta, not delta/2
X, eps, delta = Fr(7, 3), Fr(1, 5), Fr(1, 2)
t = X * eps / delta
print("(C.201): bound at printed t =", X * eps / t, " vs delta/2 =", delta / 2)
# (C.218): P(A'_t) <= (3/t) * 3 C9 sqrt(K) d sum lambda (||mu||_inf + ||Sigma^{1/2}||)^2 eps; printed t uses ||Sigma||
C9 = K = d = eps = 1; delta = Fr(1, 10); s_half = Fr(1, 2); s = s_half ** 2
t = 18 * C9 * d * (0 + s) ** 2 * eps / delta
print("(C.218): bound at printed t =", Fr(3) / t * 3 * C9 * d * (0 + s_half) ** 2 * eps, " vs delta/2 =", delta / 2,
      "; with ||Sigma^1/2|| in t:", Fr(3) / (18 * C9 * d * s_half ** 2 * eps / delta) * 3 * C9 * d * s_half ** 2 * eps)
# (A.64)/(A.65) with inner Theta constants 1, sigma + tau = 0, N = 1e6
import math
for a in [Fr(1, 10), Fr(1, 100), Fr(1, 1000)]:
    lhs64 = math.sqrt(math.log(1e6) / 1e6) + abs(1 - float(a) ** 2)
    mid65 = 1 / (float(a) - 1 + float(a) ** 2) ** 2
    shape65 = 1 / (float(a) * float(a)) ** 2
    print(f"alpha_*={a}: (A.64) lhs {lhs64:.4f} vs alpha_* = {float(a):.0e} (ratio {lhs64/float(a):.3g}); (A.65) middle {mid65:.4f} vs shape {shape65:.3g} (ratio {mid65/shape65:.3g})")
