# Audit (b): thesis.ch7.eqF.76-upper, eqF.77-upper, eqF.79-lower, eqF.80-upper (proof of Lemma F.3.5, L9651-L9669).
# Q = p~^T (p~_i - sum_r s_r p~_r) * (p~_query^T p~); columns p~ = (TRR one-hot; label one-hot; PE one-hot), query label 0,
# so inner products are exactly (F.71)/(F.72). p_n = softmax mass on columns with the query's TRR and PE (F.6).
from fractions import Fraction as Fr
import numpy as np
D = 4
def col(trr, lab, pe):
    v = [0]*(3*D)
    if trr is not None: v[trr] = 1
    if lab is not None: v[D+lab] = 1
    if pe is not None: v[2*D+pe] = 1
    return v
dot = lambda a, b: sum(x*y for x, y in zip(a, b))
def Q(p, pi, cols, s, q):
    comb = [pi[j] - sum(s[r]*cols[r][j] for r in range(len(cols))) for j in range(len(p))]
    return dot(p, comb)*dot(q, p)
def pn(cols, s, qt, qpe): return sum(s[r] for r, c in enumerate(cols) if c[qt] == 1 and c[2*D+qpe] == 1)
q = col(1, None, 1)   # query: TRR 1, PE 1, label block 0
eps = Fr(1, 1000)
# (F.76) upper, group "p~ shares TRR and PE with p~_i", p~ shares only TRR with the query
p = col(1, 0, 0); pi = p
cols = [pi, col(0, 1, 1), col(1, 2, 1)]; s = [Fr(1,10), Fr(9,10) - eps, eps]   # last column: query's TRR+PE (mass eps)
print("F.76 upper: Q =", float(Q(p, pi, cols, s, q)), " vs 2 - 6 p_n =", float(2 - 6*pn(cols, s, 1, 1)), " lower -4p_n =", float(-4*pn(cols, s, 1, 1)))
# (F.77) upper: p~ shares neither TRR nor PE with the query -> factor p~_query^T p~ = 0
p = col(0, 0, 0); pi = p
cols = [pi, col(1, 1, 1)]; s = [Fr(1,2), Fr(1,2)]
print("F.77 upper: Q =", float(Q(p, pi, cols, s, q)), " vs -6 p_n =", float(-6*pn(cols, s, 1, 1)))
# (F.79) lower: p~ shares only TRR with p~_i (and label), one of TRR/PE with the query
p = col(1, 0, 0); pi = col(1, 0, 1)
cols = [pi, p]; s = [Fr(1,10), Fr(9,10)]
print("F.79 lower: Q =", float(Q(p, pi, cols, s, q)), " vs 0;  upper 1 - p_n =", float(1 - pn(cols, s, 1, 1)))
# (F.80) upper: p~ shares only TRR or PE with p~_i, neither with the query
p = col(0, 0, 0); pi = col(0, 0, 2)
cols = [pi, col(1, 1, 1)]; s = [Fr(1,2), Fr(1,2)]
print("F.80 upper: Q =", float(Q(p, pi, cols, s, q)), " vs -p_n =", float(-pn(cols, s, 1, 1)))
# random search for the other ends (sanity: lower of F.76/F.77, upper of F.79, lower of F.80)
rng = np.random.default_rng(0); viol = {"76lo":0, "77lo":0, "79up":0, "80lo":0}; n = 0
for _ in range(20000):
    L = rng.integers(2, 6)
    cols = [col(int(rng.integers(3)), int(rng.integers(3)), int(rng.integers(3))) for _ in range(L)]
    w = rng.random(L); w = w/w.sum(); s = [Fr(float(x)).limit_denominator(10**6) for x in w]
    i = int(rng.integers(L)); pi = cols[i]; p = col(int(rng.integers(3)), int(rng.integers(3)), int(rng.integers(3)))
    P = pn(cols, s, 1, 1); v = Q(p, pi, cols, s, q)
    shareq = (p[1] == 1) + (p[2*D+1] == 1); samei = (p[:D] == pi[:D]) and (p[2*D:] == pi[2*D:])
    onei = ((p[:D] == pi[:D]) != (p[2*D:] == pi[2*D:]))
    if samei and shareq == 1 and v < -4*P: viol["76lo"] += 1
    if samei and shareq == 0 and v < -2-4*P: viol["77lo"] += 1
    if onei and shareq == 1 and v > 1 - P: viol["79up"] += 1
    if onei and shareq == 0 and v < -1: viol["80lo"] += 1
print("other ends, violations in 20000 random instances:", viol)
print("--- examples of other-end violations")
rng = np.random.default_rng(0); shown = {"76lo":0, "79up":0}
def desc(c): return (c[:D].index(1) if 1 in c[:D] else None, c[D:2*D].index(1) if 1 in c[D:2*D] else None, c[2*D:].index(1) if 1 in c[2*D:] else None)
for _ in range(20000):
    L = rng.integers(2, 6)
    cols = [col(int(rng.integers(3)), int(rng.integers(3)), int(rng.integers(3))) for _ in range(L)]
    w = rng.random(L); w = w/w.sum(); s = [Fr(float(x)).limit_denominator(10**6) for x in w]
    i = int(rng.integers(L)); pi = cols[i]; p = col(int(rng.integers(3)), int(rng.integers(3)), int(rng.integers(3)))
    P = pn(cols, s, 1, 1); v = Q(p, pi, cols, s, q)
    shareq = (p[1] == 1) + (p[2*D+1] == 1); samei = (p[:D] == pi[:D]) and (p[2*D:] == pi[2*D:])
    onei = ((p[:D] == pi[:D]) != (p[2*D:] == pi[2*D:]))
    for key, cond, bound in [("76lo", samei and shareq == 1 and v < -4*P, -4*P), ("79up", onei and shareq == 1 and v > 1 - P, 1 - P)]:
        if cond and shown[key] < 2:
            shown[key] += 1
            print(key, "p~ =", desc(p), "p~_i =", desc(pi), "cols (TRR,lab,PE) =", [desc(c) for c in cols], "s =", [float(x) for x in s], "Q =", float(v), "bound", float(bound))
print("--- realizable layouts: one task, label = f_PE(TRR) = TRR + PE + 1 mod 3 (f_k(x) != f_k'(x') unless same x and k)")
lab = lambda t, e: (t + e + 1) % 3
mk = lambda t, e: col(t, lab(t, e), e)
rng = np.random.default_rng(5); viol = {k: 0 for k in ["76up","76lo","77up","77lo","79up","79lo","80up","80lo"]}; cnt = {k: 0 for k in ["76","77","79","80"]}
ex = {}
for _ in range(30000):
    L = int(rng.integers(2, 7))
    cols = [mk(int(rng.integers(3)), int(rng.integers(3))) for _ in range(L)]
    w = rng.random(L); w = w/w.sum(); s = [Fr(float(x)).limit_denominator(10**6) for x in w]; s[-1] = 1 - sum(s[:-1])
    pi = cols[int(rng.integers(L))]; p = mk(int(rng.integers(3)), int(rng.integers(3)))
    P = pn(cols, s, 1, 1); v = Q(p, pi, cols, s, q)
    shareq = (p[1] == 1) + (p[2*D+1] == 1); samei = (p == pi); onei = ((p[:D] == pi[:D]) != (p[2*D:] == pi[2*D:]))
    def chk(key, cond, ok):
        if cond and not ok:
            viol[key] += 1; ex.setdefault(key, (float(v), float(P)))
    if samei and shareq == 1: cnt["76"] += 1; chk("76up", True, v <= 2 - 6*P); chk("76lo", True, v >= -4*P)
    if samei and shareq == 0: cnt["77"] += 1; chk("77up", True, v <= -6*P); chk("77lo", True, v >= -2 - 4*P)
    if onei and shareq == 1: cnt["79"] += 1; chk("79up", True, v <= 1 - P); chk("79lo", True, v >= 0)
    if onei and shareq == 0: cnt["80"] += 1; chk("80up", True, v <= -P); chk("80lo", True, v >= -1)
print("cases:", cnt); print("violations:", viol); print("first (Q, p_n) per violated end:", ex)
print("--- realizable layouts with a repeated step function (f_k = f_k' for all k): label = TRR + 1 mod 3")
lab = lambda t, e: (t + 1) % 3
rng = np.random.default_rng(6); viol = {k: 0 for k in ["76up","76lo","77up","77lo","79up","79lo","80up","80lo"]}; cnt = {k: 0 for k in ["76","77","79","80"]}
for _ in range(30000):
    L = int(rng.integers(2, 7))
    cols = [col(t, lab(t, e), e) for t, e in [(int(rng.integers(3)), int(rng.integers(3))) for _ in range(L)]]
    w = rng.random(L); w = w/w.sum(); s = [Fr(float(x)).limit_denominator(10**6) for x in w]; s[-1] = 1 - sum(s[:-1])
    pi = cols[int(rng.integers(L))]; t0, e0 = int(rng.integers(3)), int(rng.integers(3)); p = col(t0, lab(t0, e0), e0)
    P = pn(cols, s, 1, 1); v = Q(p, pi, cols, s, q)
    shareq = (p[1] == 1) + (p[2*D+1] == 1); samei = (p == pi); onei = ((p[:D] == pi[:D]) != (p[2*D:] == pi[2*D:]))
    for key, cond, ok in [("76up", samei and shareq == 1, v <= 2 - 6*P), ("76lo", samei and shareq == 1, v >= -4*P),
                          ("77up", samei and shareq == 0, v <= -6*P), ("77lo", samei and shareq == 0, v >= -2 - 4*P),
                          ("79up", onei and shareq == 1, v <= 1 - P), ("79lo", onei and shareq == 1, v >= 0),
                          ("80up", onei and shareq == 0, v <= -P), ("80lo", onei and shareq == 0, v >= -1)]:
        if cond and not ok: viol[key] += 1
print("violations:", viol)
