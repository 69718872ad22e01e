"""Audit thesis.ch3.eqB.177: P_2 (B.170) = T_1 (B.174) + T_2 + T_3 (B.175). Exact rationals.
A = S cap N_z (inside), out = S - N_z; star = S_*, sharp = S_# disjoint; w biased softmax, w0 unbiased; v_s = W_O W_V x_s."""
from fractions import Fraction as F
import random

def W(w, X):
    return sum((w[r] for r in X), F(0))

def split(nodes, inside, star, sharp, v, w, w0, t1_bias):
    A = {s for s in nodes if s in inside}; O = set(nodes) - A
    P2 = sum(v[s] * w[s] for s in A - star) * W(w, O) - sum(v[s] * w[s] for s in O - star) * W(w, A)
    ws = w if t1_bias else w0
    T1 = sum(v[s] * ws[s] for s in A - star - sharp) * W(w, O) - sum(v[s] * ws[s] for s in O - star - sharp) * W(w, A)
    T2 = sum(v[s] * w[s] for s in A & sharp) * W(w, O & sharp) - sum(v[s] * w[s] for s in O & sharp) * W(w, A & sharp)
    T3 = sum(v[s] * w[s] for s in A & sharp) * W(w, O - sharp) - sum(v[s] * w[s] for s in O & sharp) * W(w, A - sharp)
    return P2, T1 + T2 + T3

# helper's instance
v = [F(1), F(2), F(-1)]; w = [F(1, 2), F(1, 4), F(1, 4)]; w0 = [F(1, 3)] * 3
print("instance as printed:", split(range(3), {0}, set(), {2}, v, w, w0, False))
print("instance with bias in T1:", split(range(3), {0}, set(), {2}, v, w, w0, True))
random.seed(1); bad = 0; ok = True
for _ in range(3000):
    n = random.randint(2, 7); nodes = range(n)
    lab = [random.choice("*#o") for _ in nodes]
    star = {s for s in nodes if lab[s] == "*"}; sharp = {s for s in nodes if lab[s] == "#"}
    inside = {s for s in nodes if random.random() < 0.5}
    v = [F(random.randint(-9, 9), random.randint(1, 5)) for _ in nodes]
    e = [F(random.randint(1, 9)) for _ in nodes]; b = [F(random.randint(1, 9)) for _ in nodes]
    w0 = [x / sum(e) for x in e]; eb = [x * y for x, y in zip(e, b)]; w = [x / sum(eb) for x in eb]
    p, s = split(nodes, inside, star, sharp, v, w, w0, False); bad += p != s
    p, s = split(nodes, inside, star, sharp, v, w, w0, True); ok &= p == s
print(f"random: printed split fails in {bad}/3000; with bias exact in all: {ok}")
