# Auditor B r29: softlin Lemma F.4 Part 2 (seed 001 L2086-L2117), Dataset D1 (Definition F.1, L1913-L1950), QK^T = V = I_d.
# Exact Pr over sigma in {+-1}^d of |<c_exp(A,x)_{j0}, sigma>| >= 0.5 for the row j0 = j2 (!= j3, as printed 'j0 != j3')
# and for rows j0 != j2 (the reading 'j3 -> j2').  Own construction, exact rational/binomial arithmetic with mpmath.
import numpy as np, mpmath as mp
from math import comb
mp.mp.dps = 50
def build(d, t, a1, j2, j3):
    n = (d - 1) * t; L = np.log(n)
    A1 = np.zeros((n, d)); A1[j2, 0] = a1 * L; A1[:, 1:] = L                 # columns 2..d: log n
    A2 = np.zeros((n, d)); A2[j3, 0] = 1.0; A2[:, 1:] = np.tile(np.eye(d - 1), (t, 1))
    return n, A1, A2
def crow(A1, A2, j0):
    s = A1[j0] @ A2.T; u = np.exp(s - s.max()); f = u / u.sum(); return f @ A2  # c_{j0, i0} = <f_{j0}, (A3 V)_{i0}>
def fail_prob(c, thr=0.5):
    # exact Pr[|<c, sigma>| >= thr]: group equal coordinates (values rounded) and convolve binomials
    vals, counts = np.unique(np.round(c, 15), return_counts=True)
    dist = {0.0: mp.mpf(1)}
    for v, k in zip(vals, counts):
        new = {}
        for s0, p in dist.items():
            for h in range(k + 1):
                key = round(s0 + v * (2 * h - k), 12)
                new[key] = new.get(key, 0) + p * mp.mpf(comb(k, h)) / mp.mpf(2) ** k
        dist = new
    return sum(p for s, p in dist.items() if abs(s) >= thr)
a1 = 1.5
print("d, t, n | row j2 (j0 = j2 != j3): c top entries, Pr[|<c,s>| >= 0.5] | rows j0 != j2: c, Pr[fail] | delta/n at delta = 0.01")
for d, t in [(3, 1), (3, 50), (5, 10), (10, 10), (20, 5), (40, 3), (80, 2), (160, 1), (400, 1)]:
    n0 = (d - 1) * t
    n, A1, A2 = build(d, t, a1, j2=0, j3=1 if n0 > 2 else 1)
    cj2 = crow(A1, A2, 0); co = crow(A1, A2, n - 1 if n > 2 else 1)
    top = np.sort(cj2)[::-1][:2]
    print(f"{d:4d} {t:3d} {n:5d} | top {top[0]:.4f}, {top[1]:.4f}  fail {float(fail_prob(cj2)):.4f} | c=({co[0]:.2e}, {co[1]:.4f}, ...) "
          f"fail {mp.nstr(fail_prob(co), 5)} | {0.01/n:.2e}", flush=True)
