"""Auditor r4 thesis (seed 003): (F.69) L9627-L9631, (F.86) L9693-L9703, (F.108) L9827, (F.115) L9864-L9878,
(F.130) L9958, (D.95) L7586-L7590. Exact rationals / numpy; own code."""
from fractions import Fraction as Fr
import numpy as np
print("=== (F.69): softmax weights vs the printed upper bound (1/l) e^{-c xi}, any c > 0")
rng = np.random.default_rng(5)
for l, xi in ((2, 0.1), (10, 0.01), (50, 0.5)):
    logits = rng.normal(0, xi, size=l)          # |p_i^T W p_q| <~ xi at init (F.67)
    w = np.exp(logits) / np.exp(logits).sum()
    print(f"l={l} xi={xi}: max weight {w.max():.6f} >= 1/l = {1/l:.6f} > (1/l)e^(-c xi) for every c > 0; sum = {w.sum():.3f}")
def F86(K, M, a, p):
    l1 = Fr(1, K * M) * (1 - p)**2 * (-4 * p * (1 + a * a / K**2) + 2 * (K - 1) * a * a / K**2) + (Fr(1, K) - Fr(1, M)) * (1 - p)**2 * a * a / K**2
    l2 = Fr(1, K * M) * (1 - p)**2 * (-4 * p * (1 + a * a / K**2) + (a * a / K) * (1 + Fr(2 * (K - 1), K))) - a * a / K**3 * (1 - p)**2
    return l1, l2
def F115(K, M, a, p):
    l1 = Fr(1, K * M) * (-a * a / K**2 + (K - 1) * (1 + a * a / K**2) * p) * (1 - p)**2 - (Fr(1, K) - Fr(1, M)) * (1 - p)**2 * a * a / K**2
    l2 = Fr(1, K * M) * (-a * a / K**2 + (K - 1 + Fr(2 * K - 1, K**2) * a * a) * p) * (1 - p)**2 - (1 - p)**2 * a * a / K**3
    return l1, l2
def F130(K, M, a, p):
    l1 = Fr(1, K * M) * (-p * (1 - p) * (-2 + 2 * p) + (3 - K) * (1 - p)**2 * (a * a / K**2) * p) + (Fr(1, K) - Fr(1, M)) * (1 - p)**2 * p * (1 + a * a / K**2)
    l2 = Fr(1, K * M) * p * (1 - p)**2 * (2 - K + (2 - K) * a * a / K**2) + (1 - p)**2 * p * (1 + a * a / K**2) / K
    return l1, l2
for name, f, inst in (("F.86", F86, [(1, 2, Fr(1), Fr(0)), (3, 20, Fr(2, 5), Fr(1, 2)), (2, 2, Fr(1, 2), Fr(1, 3))]),
                      ("F.115", F115, [(1, 1, Fr(1), Fr(0)), (3, 20, Fr(2, 5), Fr(1, 2)), (2, 5, Fr(1, 2), Fr(9, 10))]),
                      ("F.130", F130, [(2, 1, Fr(1), Fr(1, 2)), (3, 20, Fr(2, 5), Fr(1, 2)), (1, 4, Fr(1, 2), Fr(1, 3))])):
    for K, M, a, p in inst:
        l1, l2 = f(K, M, a, p)
        print(f"({name}) K={K} M={M} alpha={a} p={p}: line1 = {l1} ({float(l1):.6f}), end = {l2} ({float(l2):.6f}); end >= line1 (upper bound implied): {l2 >= l1}")
# direction over a grid with M >= K (the chapter's experiments: K = 3, M = 20)
for name, f in (("F.86", F86), ("F.115", F115), ("F.130", F130)):
    bad = tot = 0
    for K in range(1, 6):
        for M in range(K, 25, 3):
            for a in (Fr(1, 10), Fr(2, 5), Fr(9, 10)):
                for p in (Fr(1, 10), Fr(1, 2), Fr(9, 10)):
                    l1, l2 = f(K, M, a, p); tot += 1; bad += l2 < l1
    print(f"({name}) grid M >= K: end < line1 (upper bound NOT implied) at {bad}/{tot} points")
print("=== (F.108): 1*(3-p) vs 2")
for p in (Fr(1, 2), Fr(9, 10), Fr(1)):
    print(f"p={p}: 1*(3-p) = {3 - p} {'=' if 3 - p == 2 else '!='} 2; 3 - p >= 2: {3 - p >= 2}")
print("=== (D.95)")
for w, b, eta in ((1.0, 1.0, 0.25), (1.0, 1.0, 1.0), (2.0, -1.0, 0.01)):
    lhs = (w + np.sqrt(eta) * b)**4
    pr = w**4 + eta**2 * b**4 + 4 * eta * (w * b)**2 + 2 * eta * w**2 * b**2
    E = 0.5 * ((w + np.sqrt(eta) * b)**4 + (w - np.sqrt(eta) * b)**4)   # sign-symmetric Sigma
    print(f"d=1 w={w} b={b} eta={eta}: ||w+sqrt(eta)b||^4 = {lhs:.6f}, printed = {pr:.6f}; E over sign of b: {E:.6f}")
