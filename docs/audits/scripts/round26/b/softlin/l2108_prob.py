"""Auditor B, round 26: softlin Lemma F.4 Part 1 proof, L2104-L2108, first '>=':
Pr_sigma[<c_exp(A,x)_{j0}, sigma> >= 1/2 + 1/2 - 0.1] >= 1/4 - delta/poly(n).
Own construction of Definition F.1 D1 (columns 2..d reading), Definition C.4 (QK^T = I, V = I, A3 = A2).
"""
import itertools, math
import numpy as np
from fractions import Fraction
import mpmath as mp
mp.mp.dps = 50

def build(n, d, a1, j2, j3, logn):
    t = n // (d - 1); assert t * (d - 1) == n and t >= 1
    A1 = np.zeros((n, d)); A1[j2, 0] = a1 * logn; A1[:, 1:] = logn
    A2 = np.zeros((n, d)); A2[j3, 0] = 1.0
    A2[:, 1:] = np.vstack([np.eye(d - 1)] * t)
    return A1, A2

def c_row(n, d, a1, j2, j3, j0):
    logn = math.log(n)
    A1, A2 = build(n, d, a1, j2, j3, logn)
    A3 = A2
    logits = A1[j0] @ A2.T          # (A1)_{j0,*} QK^T A2^T, QK^T = I
    u = np.exp(logits - logits.max())
    f = u / u.sum()
    return f @ A3                    # c_{j0,i0} = <f_{j0}, (A3 V)_{i0}>, V = I

def prob_full(c, thr=0.9):
    d = len(c); cnt = 0
    for s in itertools.product([-1, 1], repeat=d):
        if np.dot(c, s) >= thr: cnt += 1
    return Fraction(cnt, 2 ** d)

def prob_closed(n, d, a1, thr=mp.mpf('0.9')):
    """exact closed form at row j2 (= j3 or not, the c vector is the same up to permutation of columns 2..d)."""
    t = n // (d - 1)
    na = mp.power(n, a1)
    den = na + n - 1
    p = na / den; q = 1 / den
    big2 = p + (t - 1) * q; small = t * q
    # both big coords positive, rest k plus and (d-2-k) minus
    tot = mp.mpf(0)
    m = d - 2
    for k in range(m + 1):
        if p + big2 + (2 * k - m) * small >= thr:
            tot += mp.binomial(m, k)
    P = tot / mp.power(2, m) / 4
    # other sign combos: max possible is |big2 - p| + m*small
    assert abs(big2 - p) + m * small < thr
    return P, p, big2, small

print("hypotheses: a1 > 1 (Def F.1), n = t(d-1) integer t, t sqrt(d) <= n^0.99 (finite proxy of o(n^0.99)), sigma uniform")
for (n, d, a1) in [(65, 6, 1.00016), (65, 6, 1.5), (65, 6, 2.0), (60, 11, 1.1), (200, 11, 1.01), (120, 7, 3.0)]:
    t = n // (d - 1)
    assert a1 > 1 and t * (d - 1) == n and t * math.sqrt(d) <= n ** 0.99
    P, p, big2, small = prob_closed(n, d, a1)
    line = f"n={n} d={d} t={t} a1={a1}: c(j2) = ({float(p):.4f}, {float(big2):.4f}, {float(small):.4f} x{d-2}); Pr(closed) = {mp.nstr(P, 12)}"
    if d <= 12:
        for (j2, j3) in [(0, 0), (0, 1), (3, 7 % n)]:
            c = c_row(n, d, a1, j2, j3, j2)
            Pf = prob_full(c)
            line += f"; enum(j2={j2},j3={j3}) = {Pf} = {float(Pf):.6f}"
            assert abs(float(Pf) - float(P)) < 1e-12
    deficit = mp.mpf(1) / 4 - P
    print(line)
    print(f"    deficit 1/4 - Pr = {mp.nstr(deficit, 6)} (> 0: first '>=' fails for every delta < deficit*n (poly(n) = n), e.g. delta in (0,0.1) once deficit > 0.1/n = {0.1/n:.2e})")

print("\nasymptotic path d = n^(1/2) (d = omega(n^0.02)), a1 = 1.5: deficit vs delta/n^k")
for d in [11, 31, 101, 201, 401, 1001]:
    t = d + 1  # n = (d-1)(d+1) ~ d^2
    n = t * (d - 1)
    P, p, big2, small = prob_closed(n, d, 1.5)
    deficit = mp.mpf(1) / 4 - P
    print(f"  d={d} n={n}: Pr = {mp.nstr(P, 15)}, deficit = {mp.nstr(deficit, 5)}, deficit*n = {mp.nstr(deficit*n, 5)}, deficit*n^3 = {mp.nstr(deficit*n**3, 5)}")
print("reading 'n large enough depending on delta (delta fixed)': deficit -> 0 faster than any n^-k along d = omega(n^0.02) paths -> holds eventually")
