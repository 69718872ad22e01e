"""Audit thesis.ch7.eqF.151-last (L10059-L10065) and eqF.157-last (L10100-L10105). Exact Fractions, per prompt."""
from fractions import Fraction as Fr
print("(F.151) last '=': (1/(2M))(-4p(1-p)^2) + (1/2 - 1/M) eps  vs  -(1/(2M)) 4p(1-p)^2")
for M, p, eps in [(4, Fr(1, 2), Fr(1, 2)), (4, Fr(1, 2), Fr(1, 100)), (10, Fr(9, 10), Fr(1, 100)), (2, Fr(1, 2), Fr(1, 2))]:
    left = Fr(1, 2 * M) * (-4 * p * (1 - p) ** 2) + (Fr(1, 2) - Fr(1, M)) * eps
    right = -Fr(1, 2 * M) * 4 * p * (1 - p) ** 2
    print(f"  M={M} p={p} eps={eps}: left {left} ({float(left):.4g}) right {right} ({float(right):.4g}) equal: {left == right};"
          f" sign of left: {'+' if left > 0 else '-'}")
print("(F.157) last step: -p(1-p)(-1+p) + 1/M <~ p(1-p)^2: ratio left/right")
for M in [10, 1000]:
    row = []
    for q in [Fr(1, 2), Fr(1, 10), Fr(1, 100), Fr(1, 1000)]:
        p = 1 - q
        left = -p * (1 - p) * (-1 + p) + Fr(1, M); right = p * (1 - p) ** 2
        row.append(f"1-p={q}: {float(left / right):.4g}")
    print(f"  M={M}: " + "; ".join(row))
