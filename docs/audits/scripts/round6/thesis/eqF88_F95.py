"""Audit thesis.ch7.eqF.88..95 lower/upper (seed 003 L9703-L9741). Q' = p~'^T (p~_i - sum_r s_r p~_r) * (p~_query^T p~),
inner products (F.71)/(F.72): TRR match + label match + PE match (query: TRR + PE, no label). Query = (TRR 0, PE 0).
p~' has p~'s TRR and another PE. p_n = mass on columns (TRR 0, PE 0). Columns = classes (TRR t, PE e) with label L(t, e).
Label maps: 'distinct' L = (t, e) (all f_k different: L2100's 'iff' makes labels of different TRR inputs differ);
'same-f' L = t (f_k equal across steps, still injective in the input); 'free' (helper: labels may coincide across
TRR classes: all labels equal). Exact Fractions; softmax on up to 2 columns, weights in {0, 1/10, .., 1}."""
from fractions import Fraction as Fr
from itertools import product
T = range(3); E = range(3)
classes = [(t, e) for t in T for e in E]
maps = {"distinct": lambda t, e: (t, e), "same-f": lambda t, e: t, "free": lambda t, e: 0}
ws = [Fr(i, 10) for i in range(11)]
def ip(a, b, L):
    return (a[0] == b[0]) + (L(*a) == L(*b)) + (a[1] == b[1])
def rel(a, b):  # number of shared among TRR, PE
    return (a[0] == b[0]) + (a[1] == b[1])
cases = {  # name: (p~ choices, factor, relation of p~' vs p~_i, printed (lower, upper) as functions of p)
    "F.88": ([(0, 0)], 2, 1, lambda p: (0, 2 * (1 - p))),
    "F.89": ([(0, 0)], 2, 0, lambda p: (-2, -2 * p)),
    "F.91": ([(0, e) for e in (1, 2)], 1, 1, lambda p: (-2 * p, 1 - p)),
    "F.92": ([(0, e) for e in (1, 2)], 1, 0, lambda p: (-1 - 2 * p, -p)),
    "F.94": ([(t, 0) for t in (1, 2)], 1, 1, lambda p: (p, 1)),
    "F.95": ([(t, 0) for t in (1, 2)], 1, 0, lambda p: (-1 + p, 0)),
}
for mname, L in maps.items():
    out = []
    for cname, (ps, factor, r_ip, bounds) in cases.items():
        lo_v = hi_v = None
        for p in ps:
            for pp in [(p[0], e) for e in E if e != p[1]]:
                for pi in [c for c in classes if rel(c, pp) == r_ip]:
                    for c1, c2 in product(classes, repeat=2):
                        for w in ws:
                            soft = [(c1, w), (c2, 1 - w)]
                            pn = sum(s for c, s in soft if c == (0, 0))
                            Q = (ip(pp, pi, L) - sum(s * ip(pp, c, L) for c, s in soft)) * factor
                            lo, hi = bounds(pn)
                            if Q < lo and lo_v is None:
                                lo_v = (p, pp, pi, soft, pn, Q, lo)
                            if Q > hi and hi_v is None:
                                hi_v = (p, pp, pi, soft, pn, Q, hi)
        fmt = lambda v: "holds" if v is None else f"VIOL (p~'={v[1]}, p~_i={v[2]}, soft={[(c, str(s)) for c, s in v[3]]}, p_n={v[4]}, Q={v[5]} vs {v[6]})"
        out.append(f"  {cname}-lower: {fmt(lo_v)}\n  {cname}-upper: {fmt(hi_v)}")
    print(f"labels {mname}:\n" + "\n".join(out))
