"""Auditor C, round 10: thesis (F.61), proof of Theorem 5 (b), App. F.4.3 (seed L9555-L9585; Theorem 5 at L2205-L2211).

(F.61): if Condition 7.3.2 holds and l_ts >= Omega((alpha' tau_o rho_o)^-2 log M) ((7.22)/(F.60)), R_ICL = 0.
The claim's instance: structured test task, K = 3, M = 20, M' = 10, f_k = shift by k, step errors = shift by k + 1
with prob 1 - p_c (c = (1, 1, 1)), alpha' = 0.8, l_ts = 150, p_c in {0.8, 0.85, 0.9}; measured ICL error 2/10.

This script (own code, no repository import):
 (a) B^f = prod A_k, Condition 7.3.2 (7.21), tau_o (7.18), rho_o (7.13) exactly, and the (F.60)/(7.22) threshold
     (alpha' tau_o rho_o)^-2 log M at constant 1.
 (b) the ICL error of an IDEAL trained model (all attention on the ceil(alpha' l_ts) context examples whose input TSR
     is the query's, (F.55) with eps = 0; greedy decoding (F.56) = the most frequent final TSR among them; ties
     counted as errors) as an exact multinomial probability, versus l_ts: the finite-l_ts failure probability that
     (F.58)-(F.59) bound by M^-C.
"""
import math
from fractions import Fraction

import numpy as np
from scipy.stats import beta


def structured(pc, Mp=10, K=3, cs=(1, 1, 1)):
    As, fs = [], []
    for k in range(1, K + 1):
        A = np.zeros((Mp, Mp))
        for i in range(Mp):
            A[i, (i + k) % Mp] += pc
            A[i, (i + k + cs[k - 1]) % Mp] += 1 - pc
        As.append(A)
        fs.append(np.array([(i + k) % Mp for i in range(Mp)]))
    B = As[0] @ As[1] @ As[2]
    ftot = np.arange(Mp)
    for f in fs:
        ftot = f[ftot]
    return As, B, ftot


def ideal_error(pc, n):
    """n matching examples; final-step TSR offset from the correct one = number of erroneous steps e ~ Bin(3, 1-pc).
    Error iff count(e = 0) <= max(count(e = 1), count(e = 2), count(e = 3)). Exact sum over the multinomial."""
    p = [pc**3, 3 * pc**2 * (1 - pc), 3 * pc * (1 - pc) ** 2, (1 - pc) ** 3]
    lp = [math.log(x) for x in p]
    lf = [math.lgamma(i + 1) for i in range(n + 1)]
    ok = 0.0
    for n0 in range(n + 1):
        # P(n0) * P(all other counts < n0 | n0): the rest n - n0 split among 3 cells with probs p1:p2:p3
        rest = n - n0
        base = lf[n] - lf[n0] - lf[rest] + n0 * lp[0] + (rest * math.log(1 - p[0]) if rest else 0.0)
        q = [x / (1 - p[0]) for x in p[1:]]
        n1 = np.arange(0, min(rest, n0 - 1) + 1)[:, None]
        n2 = np.arange(0, min(rest, n0 - 1) + 1)[None, :]
        n3 = rest - n1 - n2
        good = (n3 >= 0) & (n3 < n0)
        n3c = np.where(good, n3, 0)
        from scipy.special import gammaln as lg
        t = (lf[rest] - lg(n1 + 1) - lg(n2 + 1) - lg(n3c + 1) + n1 * math.log(q[0]) + n2 * math.log(q[1])
             + n3c * math.log(q[2]))
        s = float(np.exp(np.where(good, t, -np.inf)).sum()) if n0 >= 1 else 0.0
        if s > 0:
            ok += math.exp(base) * s
    return 1.0 - ok


M, ap = 20, 0.8
print("(a) B^f, Condition 7.3.2, tau_o, rho_o, (F.60) threshold at constant 1 (log = natural)")
for pc in (0.76, 0.8, 0.85, 0.9):
    As, B, ftot = structured(pc)
    cond = all(B[i].argmax() == ftot[i] and B[i, ftot[i]] > np.sort(B[i])[-2] for i in range(10))
    tau_o = min(B[i].max() for i in range(10))
    rho_o = min(1 - np.sort(B[i])[-2] / B[i].max() for i in range(10))
    thr = (ap * tau_o * rho_o) ** -2 * math.log(M)
    print(f"  p_c = {pc}: Condition 7.3.2 {cond}; tau_o = {tau_o:.4f}, rho_o = {rho_o:.4f}; (alpha' tau_o rho_o)^-2 log M"
          f" = {thr:.0f}  (l_ts = 150 is {'>=' if 150 >= thr else '<'} it)")

print("\n(b) ideal-model ICL error probability per random prompt (n = ceil(alpha' l_ts) matching examples)")
for pc in (0.8, 0.85, 0.9):
    row = []
    for lts in (150, 300, 600):
        n = math.ceil(ap * lts)
        row.append(f"l_ts={lts}: {ideal_error(pc, n):.2e}")
    print(f"  p_c = {pc}: " + ", ".join(row))

print("\n(c) the claim's headline count 2/10 (p_c = 0.8, l_ts = 150): Clopper-Pearson 95% interval")
k, n = 2, 10
lo, hi = beta.ppf(0.025, k, n - k + 1), beta.ppf(0.975, k + 1, n - k)
print(f"  2/10 -> [{lo:.3f}, {hi:.3f}]; ideal-model rate {ideal_error(0.8, 120):.3f} lies inside")
