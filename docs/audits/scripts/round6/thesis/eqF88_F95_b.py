# Audit (b): thesis.ch7.eqF.88/89/91/92/94/95 lower & upper (proof of Lemma F.3.5, L9703-L9741).
# Q' = p~'^T (p~_i - sum_r s_r p~_r) (p~_query^T p~), p~' = p~'s TRR with another PE; inner products (F.71)/(F.72)
# (vectors = TRR one-hot; label one-hot; PE one-hot; query label block 0); p = p_n(t) = mass on the query's (TRR, PE) class.
# Label regimes (label is a function of the (TRR, PE) class within one prompt):
#   'unique' : distinct label for every class (idealised; labels then cannot all lie in the M TRR patterns)
#   'f(TRR)' : same step function at every step (label depends on TRR only)
#   'free'   : labels 0/1 drawn per class (helper's enumeration)
import numpy as np
from fractions import Fraction as Fr
rng = np.random.default_rng(1)
T = P = 3
bounds = {"88": (lambda p: Fr(0), lambda p: 2*(1-p)), "89": (lambda p: Fr(-2), lambda p: -2*p),
          "91": (lambda p: -2*p, lambda p: 1-p), "92": (lambda p: -1-2*p, lambda p: -p),
          "94": (lambda p: p, lambda p: Fr(1)), "95": (lambda p: -1+p, lambda p: Fr(0))}
def ip(a, b, lab):   # (F.72): 1[TRR] + 1[lab] + 1[PE]
    return (a[0] == b[0]) + (lab[a] == lab[b]) + (a[1] == b[1])
for regime in ["unique", "f(TRR)", "free", "mixed"]:
    viol = {k + e: 0 for k in bounds for e in ("lo", "up")}; cnt = {k: 0 for k in bounds}; ex = {}
    for _ in range(40000):
        if regime == "unique": lab = {(t, e): 3*t + e for t in range(T) for e in range(P)}
        elif regime == "f(TRR)": lab = {(t, e): t for t in range(T) for e in range(P)}
        elif regime == "free": lab = {(t, e): int(rng.integers(2)) for t in range(T) for e in range(P)}
        else: lab = {(t, e): (t if e < 2 else 10 + t) for t in range(T) for e in range(P)}   # f_0 = f_1 != f_2
        L = int(rng.integers(1, 5))
        cols = [(int(rng.integers(T)), int(rng.integers(P))) for _ in range(L)]
        w = rng.random(L); w = w/w.sum(); s = [Fr(float(x)).limit_denominator(1000) for x in w]; s[-1] = 1 - sum(s[:-1])
        if s[-1] <= 0: continue
        q = (0, 0); p_n = sum(si for c, si in zip(cols, s) if c == q)
        pi = cols[int(rng.integers(L))]
        grp = int(rng.integers(3))
        if grp == 0: pt = q                                          # shares TRR and PE with the query: factor 2
        elif grp == 1: pt = (0, int(rng.integers(1, P)))              # only TRR: factor 1
        else: pt = (int(rng.integers(1, T)), 0)                       # only PE: factor 1
        pe2 = int(rng.choice([e for e in range(P) if e != pt[1]])); pp = (pt[0], pe2)   # p~'
        fac = (pt[0] == q[0]) + (pt[1] == q[1])
        val = (ip(pp, pi, lab) - sum(si*ip(pp, c, lab) for c, si in zip(cols, s)))*fac
        one = (pp[0] == pi[0]) != (pp[1] == pi[1]); neither = (pp[0] != pi[0]) and (pp[1] != pi[1])
        key = {(0, True): "88", (0, False): "89", (1, True): "91", (1, False): "92", (2, True): "94", (2, False): "95"}
        if not (one or neither): continue
        k = key[(grp, one)]; cnt[k] += 1
        lo, up = bounds[k]
        if val < lo(p_n): viol[k+"lo"] += 1; ex.setdefault(k+"lo", (str(val), str(p_n), cols, [str(x) for x in s], pi, pt, pp))
        if val > up(p_n): viol[k+"up"] += 1; ex.setdefault(k+"up", (str(val), str(p_n), cols, [str(x) for x in s], pi, pt, pp))
    print(f"regime {regime}: cases {cnt}\n   violations {viol}")
    for k in sorted(ex): print("     e.g.", k, "Q'=%s p_n=%s cols=%s s=%s p_i=%s p=%s p'=%s" % ex[k])
