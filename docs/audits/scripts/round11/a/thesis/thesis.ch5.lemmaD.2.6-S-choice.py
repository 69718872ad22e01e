"""Audit of thesis L7135-L7137 (end of proof of Lemma D.2.6): with S = (m1/p2)^{1/3}, L7129's
O~(S p2/sqrt(m1 m2) + sqrt(p2) ||A||(1+||A||)/(m2 S)) is claimed to be O~(p2^{2/3}/(m1^{1/6} sqrt m2)).
Exact algebra with fractions of exponents + floats. Own script."""
import math
from fractions import Fraction as F

# exponents: S = m1^{1/3} p2^{-1/3}
# term1 = S p2 m1^{-1/2} m2^{-1/2} = p2^{2/3} m1^{-1/6} m2^{-1/2}
e1 = {"p2": F(-1, 3) + 1, "m1": F(1, 3) - F(1, 2), "m2": F(-1, 2)}
# term2 = p2^{1/2} A(1+A) m2^{-1} S^{-1} = A(1+A) p2^{5/6} m1^{-1/3} m2^{-1}
e2 = {"p2": F(1, 2) + F(1, 3), "m1": F(-1, 3), "m2": F(-1)}
shape = {"p2": F(2, 3), "m1": F(-1, 6), "m2": F(-1, 2)}
print("term1/shape exponents:", {k: e1[k] - shape[k] for k in shape})
print("term2/(A(1+A) shape) exponents:", {k: e2[k] - shape[k] for k in shape})

def ratio(A, m1, m2, p2):
    S = (m1 / p2) ** (1 / 3)
    lhs = S * p2 / math.sqrt(m1 * m2) + math.sqrt(p2) * A * (1 + A) / (m2 * S)
    return lhs / (p2 ** (2 / 3) / (m1 ** (1 / 6) * math.sqrt(m2)))

print("ratio along ||A||_inf at m1 = m2 = 1e6, p2 = 1:", [f"{ratio(A, 1e6, 1e6, 1):.3g}" for A in (1, 10, 100, 1e3, 1e4)])
print("ratio along m = m1 = m2 at ||A||_inf = 100, p2 = 1:", [f"{ratio(100, m, m, 1):.3g}" for m in (1e4, 1e6, 1e8, 1e10, 1e12)])
print("ratio <= 2 iff m1 m2^3 >= p2 (A(1+A))^6; e.g. A=100: m1=m2 >= ", f"{(100*101)**1.5:.3g}")
