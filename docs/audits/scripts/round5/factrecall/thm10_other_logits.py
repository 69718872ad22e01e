"""Audit factrecall.display.thm10-other-logits: seed 002 L745-L760 (proof of Theorem 10). Interval arithmetic on the
proof's own per-head ranges (Fractions): head term in [4/5, 6/5] if a in the head's answer set, [-1/5, 1/5] otherwise."""
from fractions import Fraction as F
IN, OUT = (F(4, 5), F(6, 5)), (F(-1, 5), F(1, 5))
cases = {"a in A_s and A_r (a*)": (IN, IN), "a in A_s only": (IN, OUT), "a in A_r only": (OUT, IN), "a in neither": (OUT, OUT)}
for k, (h1, h2) in cases.items():
    lo, hi = h1[0] + h2[0], h1[1] + h2[1]
    print(f"{k}: logit in [{lo}, {hi}]; printed '>= 7/5' guaranteed: {lo >= F(7,5)}; '<= 7/5': {hi <= F(7,5)}; a* lower bound 8/5 > hi: {F(8,5) > hi}")
