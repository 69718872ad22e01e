"""Audit thesis.ch2.eqA.41-first (L2811-L2815): (1/|S|) sum_{l in S} sum_{i in W_l} (1/a) r_{l,i}
 = (1/|S|) sum_{l in S_1} sum_{i in W_l} (1/a) r_{l,i} + sum_{l not in S_1} sum_{i in W_l} (1/m) r_{l,i}.
(A.8) L2695: W_{l,n}(0) = {i : W_O(i) V_{l,n}(0) > 0, l in S_1^n} -- empty for l not in S_1^n. Exact Fractions, random instances."""
from fractions import Fraction as F
import random
random.seed(3)
def sides(S, S1, act, a, m, literal):
    W = {l: [i for i in act[l] if (l in S1 or not literal)] for l in S}
    lhs = sum(F(1, len(S)) / a * act[l][i] for l in S for i in W[l])
    rhs = sum(F(1, len(S)) / a * act[l][i] for l in S1 for i in W[l]) + sum(F(1, m) * act[l][i] for l in S if l not in S1 for i in W[l])
    return lhs, rhs
ok_lit = True; bad_ext = 0
for _ in range(2000):
    L = random.randint(2, 6); S = list(range(L)); S1 = set(random.sample(S, random.randint(1, L - 1)))
    m = random.randint(1, 20); a = F(random.randint(1, 9), random.randint(1, 3))
    act = {l: {i: F(random.randint(0, 9), random.randint(1, 4)) for i in random.sample(range(m), random.randint(1, m))} for l in S}
    l1, r1 = sides(S, S1, act, a, m, True); ok_lit &= l1 == r1
    l2, r2 = sides(S, S1, act, a, m, False); bad_ext += l2 != r2
print("literal (A.8) (W empty off S_1): identity holds on all 2000:", ok_lit)
print("extended reading (lucky neurons on every token): fails on", bad_ext, "of 2000")
print("helper's instance, extended: ", sides([0, 1], {0}, {0: {0: F(1)}, 1: {0: F(1)}}, F(1), 4, False),
      " literal:", sides([0, 1], {0}, {0: {0: F(1)}, 1: {0: F(1)}}, F(1), 4, True))
