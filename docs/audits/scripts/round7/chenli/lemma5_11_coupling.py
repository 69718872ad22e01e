"""Audit chenli.display.lemma5.11-coupling-second-moment (L874-L876, first '<='): E[<w, y - y'>^2] for the coupling of
Definition 5.10 (L761-L777): y - y' has exactly m2 = |mu''-mu'| d2/2 entries equal to s2*2 (s2 = +-1) on a uniformly random
subset of S_[2] (y uniform on the slice), likewise m3 in S_[3]. Exact enumeration with Fractions."""
from fractions import Fraction as F
from itertools import combinations
import random

def exact(w2, w3, m2, m3, s2, s3):
    n2, n3 = len(w2), len(w3); tot = F(0); cnt = 0
    for A in combinations(range(n2), m2):
        for B in combinations(range(n3), m3):
            v = 2 * s2 * sum(w2[i] for i in A) + 2 * s3 * sum(w3[j] for j in B)
            tot += v * v; cnt += 1
    return tot / cnt

def printed(w2, w3, m2, m3):
    n2, n3 = len(w2), len(w3); a, b = F(m2, n2), F(m3, n3)
    off2 = sum(w2[i] * w2[j] for i in range(n2) for j in range(n2) if i != j)
    off3 = sum(w3[i] * w3[j] for i in range(n3) for j in range(n3) if i != j)
    cross = sum(x * y for x in w2 for y in w3)
    return a * sum(x * x for x in w2) + b * sum(x * x for x in w3) + a * a * abs(off2) + b * b * abs(off3) + 2 * a * b * abs(cross)

# helper's instance: d2 = d3 = 4, mu' = 0, mu'' = 1/2 (m2 = 1), nu' = nu'' (m3 = 0), w = e_i in S_[2]
w2 = [F(1), F(0), F(0), F(0)]; w3 = [F(0)] * 4
print("w = e_i: lhs =", exact(w2, w3, 1, 0, -1, 1), " printed rhs =", printed(w2, w3, 1, 0))
random.seed(5); worst = F(0); ok4 = True
for _ in range(400):
    n2, n3 = random.randint(2, 6), random.randint(2, 6)
    m2, m3 = random.randint(0, n2), random.randint(0, n3)
    w2 = [F(random.randint(-5, 5)) for _ in range(n2)]; w3 = [F(random.randint(-5, 5)) for _ in range(n3)]
    s2, s3 = random.choice([1, -1]), random.choice([1, -1])
    l, r = exact(w2, w3, m2, m3, s2, s3), printed(w2, w3, m2, m3)
    if r > 0:
        worst = max(worst, l / r)
    ok4 &= l <= 4 * r
print("random exact instances: max lhs/printed =", worst, "; lhs <= 4 x printed on all:", ok4)
