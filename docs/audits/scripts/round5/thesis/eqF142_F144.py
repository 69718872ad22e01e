"""Audit thesis.ch7.eqF.142 / eqF.144: seed 003 L10010, L10018 (with (F.133) L9976, (F.137) L9988).
Groups of the l columns: A same TRR & same PE (alpha/K), B same TRR other PE ((K-1)alpha/K), C other TRR same PE ((1-alpha)/K),
D other TRR other PE ((K-1)(1-alpha)/K). Reading s1 = xA-xB, s2 = xA-xD, s3 = xA-xC, s4 = xB-xD, s5 = xC-xB, s6 = xC-xD. Exact."""
from fractions import Fraction as F
import math
def check(K, al, l, xs):
    w = {'A': al / K, 'B': (K - 1) * al / K, 'C': (1 - al) / K, 'D': (K - 1) * (1 - al) / K}
    Z = sum(w[g] * l * math.exp(xs[g]) for g in w)
    true = {g: math.exp(xs[g]) / Z for g in w}
    xA, xB, xC, xD = xs['A'], xs['B'], xs['C'], xs['D']
    s1, s2, s3, s4, s5, s6 = xA - xB, xA - xD, xA - xC, xB - xD, xC - xB, xC - xD
    a, K_ = float(al), K
    f133 = 1 / l / (a / K_ + (K_ - 1) * a / K_ * math.exp(-s1) + (1 / K_ - a / K_) * ((K_ - 1) * math.exp(-s2) + math.exp(-s3)))
    f137 = 1 / l / (a / K_ * math.exp(s1) + (K_ - 1) * a / K_ + (1 / K_ - a / K_) * ((K_ - 1) * math.exp(-s4) + math.exp(s5)))
    f142 = 1 / l / (a / K_ * math.exp(s3) + a / K_ * math.exp(-s4) + (1 / K_ - a / K_) * (1 + (K_ - 1) * math.exp(-s6)))
    f144 = 1 / l / (a / K_ * math.exp(s2) + (1 / K_ - a / K_) * (K_ - 1 + math.exp(s6)) + a / K_ * math.exp(s4))
    print(f"K={K} alpha={al} l={l} x={xs}: A {true['A']:.5f}/{f133:.5f}  B {true['B']:.5f}/{f137:.5f}  C {true['C']:.5f}/{f142:.5f}  D {true['D']:.5f}/{f144:.5f}  (true/printed)")
check(3, F(1, 2), 6, {'A': 0, 'B': 0, 'C': 0, 'D': 0})
check(3, F(1, 2), 6, {'A': 2.0, 'B': 0.7, 'C': -0.3, 'D': -1.0})
check(2, F(1, 2), 4, {'A': 2.0, 'B': 0.7, 'C': -0.3, 'D': -1.0})
check(5, F(1, 5), 25, {'A': 1.0, 'B': 0.2, 'C': 0.5, 'D': -0.4})
