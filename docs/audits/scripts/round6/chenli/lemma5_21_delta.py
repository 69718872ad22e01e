"""Audit chenli.display.lemma5.21-delta (seed 000 L1248, L1252). Exact Fractions."""
from fractions import Fraction as Fr
import math, random
v = [Fr(-4, 5), Fr(3, 5)]; eps = Fr(1, 10); d = 2
thr = float(eps) / math.sqrt(d)
lit = [x if x <= thr else 0 for x in v]          # 'value at most eps/sqrt(d)'
mag = [x if abs(x) <= thr else 0 for x in v]     # 'magnitude at most'
n = lambda u: math.sqrt(sum(float(x) ** 2 for x in u))
print("||v|| =", n(v), "literal delta", lit, "norm", n(lit), "> eps =", float(eps), "; magnitude delta", mag, "norm", n(mag))
vm = [min(x - y, 0) for x, y in zip(v, lit)]
print("literal: negative part of v - delta:", vm, "(always empty: every negative entry went into delta)")
random.seed(0); worst = 0.0
for _ in range(20000):
    dd = random.randint(1, 30); u = [random.gauss(0, 1) for _ in range(dd)]; s = math.sqrt(sum(x * x for x in u)) / random.random()
    u = [x / s for x in u]; e = 10 ** random.uniform(-4, 0)
    worst = max(worst, n([x for x in u if abs(x) <= e / math.sqrt(dd)]) / e)
print("magnitude reading: max ||delta||/eps over 20000 random (v, eps, d) =", worst)
