# Auditor A r26 (second opinion to B): softlin.display.lemmaF.4-l2108-prob (seed 001 L1935-L1951 Def F.1; L465-L489 Def C.4; L2086-L2108).
import itertools, numpy as np, mpmath as mp
from fractions import Fraction
def c_exp_row(n, d, t, a1, j0, j2, j3):
    assert n == (d-1)*t and a1 > 1
    A1 = np.full((n, d), np.log(n)); A1[:, 0] = 0; A1[j2, 0] = a1*np.log(n)      # first column a1 log n at j2; columns 2..d log n
    A2 = np.zeros((n, d)); A2[j3, 0] = 1
    A2[:, 1:] = np.vstack([np.eye(d-1)]*t)                                      # columns 2..d: t stacked I_{d-1}
    A3 = A2.copy()
    logits = A2 @ A1[j0]                                                        # A_{j0} x with QK^T = I: A2 (A1)_{j0,*}^T
    f = np.exp(logits - logits.max()); f /= f.sum()
    return f @ A3                                                               # c_{j0, i0} = <f, (A3 V)_{i0}>, V = I
def prob(c, thr=0.9):
    d = len(c); good = 0
    for s in itertools.product((-1, 1), repeat=d):
        good += (np.dot(c, s) >= thr - 1e-12)
    return Fraction(good, 2**d)
for (n, d, t, a1, j2, j3) in [(65, 6, 13, 1.00016, 0, 0), (65, 6, 13, 1.00016, 0, 1), (65, 6, 13, 1.00016, 3, 7),
                             (200, 11, 20, 1.01, 0, 0), (60, 11, 6, 1.1, 0, 0), (65, 6, 13, 1.5, 0, 0)]:
    for j0 in sorted({j2, j3}):
        c = c_exp_row(n, d, t, a1, j0, j2, j3)
        if j0 != j2: continue
        P = prob(c)
        print(f"n={n} d={d} t={t} a1={a1} j2={j2} j3={j3} j0={j0}: t sqrt d = {t*np.sqrt(d):.1f} <= n^0.99 = {n**0.99:.1f}; "
              f"c = {np.round(c, 4)}; Pr = {P} = {float(P):.6f}; 1/4 - Pr = {float(Fraction(1, 4) - P):.4g}")
