"""Audit chenli.display.lemma7.3-hoeffding-column (L2393-L2395): Pr[|(X_1 Theta~)_j| > t (v/sqrt d + mu)||Theta_1||_F] <= exp(-t^2/2),
X_1 uniform in {+-1}^d. Exact enumeration for columns of Theta~ with few nonzero entries (Fractions), admissible by Assumption 4
(a column's norm <= (v/sqrt d)||Theta||_F; e.g. Theta = a I, v = 1)."""
from fractions import Fraction as F
from itertools import product
import math
def prob(col, thr):
    n = len(col); cnt = 0
    for s in product([-1, 1], repeat=n):
        cnt += abs(sum(a * b for a, b in zip(s, col))) > thr
    return F(cnt, 2 ** n)
# Theta = a I_d (d arbitrary), mu = 0, v = 1: column j = a e_j, threshold t (1/sqrt d) a sqrt d = t a
for t in [0.5, 0.99, 1.2]:
    p = prob([1.0], t * 1.0)
    print(f"one-entry column, t={t}: Pr = {p} vs exp(-t^2/2) = {math.exp(-t*t/2):.4f}, vs 2exp(-t^2/2) = {2*math.exp(-t*t/2):.4f}")
# two equal entries (column norm sqrt2 a): threshold t*sqrt2
for t in [1.2, 1.3, 1.4]:
    p = prob([1.0, 1.0], t * math.sqrt(2))
    print(f"two equal entries, t={t}: Pr = {p} vs exp(-t^2/2) = {math.exp(-t*t/2):.4f}")
