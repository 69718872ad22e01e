"""Audit thesis.ch2.eqA.58 (seed 003 L2891-L2914). Exact fractions.
No attention mechanism: softmax weights all equal -> p_n = |S_1^n|/|S^n|; take every sample with the same fraction alpha_*,
so zeta = E[p_n(T)] = alpha_*. Literal: c'(1 - zeta) with a constant c' vs alpha_*(1 - alpha_*).
Reading: c'(1 - zeta) stands for (A.54)'s bias term |E[|S_*|/|S| (p (p - (sigma+tau)) - 1)]| (sigma + tau = 0)."""
from fractions import Fraction as F

for L, rel in ((10, 1), (100, 1), (1000, 1), (10**4, 1), (10, 5)):
    a = F(rel, L)
    # uniform softmax over L tokens: weight on the relevant ones
    p = sum(F(1, L) for _ in range(rel))
    zeta = p
    lit = 1 - zeta              # c' = 1
    bias = abs(a * (p * p - 1))  # (A.54) second term, sigma+tau = 0
    tgt = a * (1 - a)
    print(f"L={L} |S1|={rel}: zeta={zeta}, (1-zeta)/(a(1-a))={float(lit/tgt):.4g}, bias/(a(1-a))={float(bias/tgt):.4g}")
