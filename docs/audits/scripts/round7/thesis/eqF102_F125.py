"""Audit thesis.ch7.eqF.102..110 / eqF.117..125 (lower and upper ends), proof of Lemma F.3.5 (L9797-L9835, L9886-L9920).
Own token model from the paper: a column is (x = TRR input, k = step/PE); its label is f_k(x); by L2100 labels agree iff
x = x' and f_k = f_k' (g(k) = g(k') for a partition g of the steps). Inner products (F.72): [x=x'] + [lab=lab'] + [k=k'];
p~_query^T p~ by (F.71): [x] + [k] (2 / 1 / 1 for the three blocks). p_n (F.6)/(L9308): softmax mass on context columns
sharing TRR and step with the query. Q' = (p~_query^T p~) * p~'^T (p~_i - sum_r s_r p~_r). Exact Fractions; the extremes of
the linear form over the simplex are at vertices: mass p_n on the query class, 1 - p_n on one other column."""
from fractions import Fraction as F
from itertools import product

X = range(4); K = range(3)
def partitions3():
    return [(0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1), (0, 1, 2)]
def ip(a, b, g):
    (xa, ka), (xb, kb) = a, b
    return int(xa == xb) + int(xa == xb and g[ka] == g[kb]) + int(ka == kb)

Q = (0, 0)  # query class (TRR 0, step 0)
blocks = {"both": ((0, 0), 2), "trr": ((0, 1), 1), "pe": ((1, 0), 1)}
# printed (lower, upper) as functions of p_n, for p~' (other TRR, same PE as p~) [F.102-110] / (other TRR, other PE) [F.117-125]
printed = {
    ("samePE", "both", "all"): ("F.102", lambda p: 4, lambda p: 2 * (3 - p)),
    ("samePE", "both", "one"): ("F.103", lambda p: 0, lambda p: 2 * (1 - p)),
    ("samePE", "both", "none"): ("F.104", lambda p: -2, lambda p: -2 * p),
    ("samePE", "trr", "all"): ("F.105", lambda p: 2 + p, lambda p: 3),
    ("samePE", "trr", "one"): ("F.106", lambda p: p, lambda p: 1),
    ("samePE", "trr", "none"): ("F.107", lambda p: -1 + p, lambda p: 0),
    ("samePE", "pe", "all"): ("F.108", lambda p: 2, lambda p: 3 - p),
    ("samePE", "pe", "one"): ("F.109", lambda p: 0, lambda p: 1 - p),
    ("samePE", "pe", "none"): ("F.110", lambda p: -1, lambda p: -p),
    ("otherPE", "both", "all"): ("F.117", lambda p: 4 + 2 * p, lambda p: 6),
    ("otherPE", "both", "one"): ("F.118", lambda p: 2 * p, lambda p: 2),
    ("otherPE", "both", "none"): ("F.119", lambda p: -2 + 2 * p, lambda p: 0),
    ("otherPE", "trr", "all"): ("F.120", lambda p: 2, lambda p: 3),
    ("otherPE", "trr", "one"): ("F.121", lambda p: 0, lambda p: 1),
    ("otherPE", "trr", "none"): ("F.122", lambda p: -1, lambda p: 0),
    ("otherPE", "pe", "all"): ("F.123", lambda p: 2 + p, lambda p: 3),
    ("otherPE", "pe", "one"): ("F.124", lambda p: p, lambda p: 1),
    ("otherPE", "pe", "none"): ("F.125", lambda p: -1 + p, lambda p: 0),
}
def rel(a, b):
    s = int(a[0] == b[0]) + int(a[1] == b[1])
    return {2: "all", 1: "one", 0: "none"}[s]

PN = [F(0), F(1, 10), F(1, 2), F(9, 10), F(1)]
results = {}
for (pe_rel, blk, case), (name, lo, hi) in printed.items():
    pt, fac = blocks[blk]
    worst_lo = {}; worst_hi = {}; wit_lo = {}; wit_hi = {}
    for g in partitions3():
        for pp in product(X, K):           # p~'
            if pp[0] == pt[0]:
                continue                    # another TRR pattern than p~
            if (pe_rel == "samePE") != (pp[1] == pt[1]):
                continue
            for pi in product(X, K):       # p~_i
                if rel(pp, pi) != case:
                    continue
                for other in product(X, K):  # column carrying 1 - p_n
                    if other == Q:
                        continue
                    for pn in PN:
                        val = fac * (ip(pp, pi, g) - pn * ip(pp, Q, g) - (1 - pn) * ip(pp, other, g))
                        if pn not in worst_lo or val < worst_lo[pn]:
                            worst_lo[pn], wit_lo[pn] = val, (g, pp, pi, other)
                        if pn not in worst_hi or val > worst_hi[pn]:
                            worst_hi[pn], wit_hi[pn] = val, (g, pp, pi, other)
    lo_fail = [pn for pn in PN if pn < 1 and worst_lo[pn] < lo(pn)]
    hi_fail = [pn for pn in PN if worst_hi[pn] > hi(pn)]
    results[name] = (lo_fail, hi_fail)
    pm = F(1, 2)
    print(f"{name} ({pe_rel},{blk},{case}): lower {'FAILS' if lo_fail else 'holds'} at p_n in {[str(p) for p in lo_fail]}"
          f" [p_n=1/2: min {worst_lo[pm]} vs {lo(pm)}; witness g,p',p_i,other={wit_lo[pm]}];"
          f" upper {'FAILS' if hi_fail else 'holds'} at {[str(p) for p in hi_fail]} [p_n=1/2: max {worst_hi[pm]} vs {hi(pm)}; {wit_hi[pm]}]")

print("\nper label map g (partition of the 3 steps; (0,1,2) = all f_k distinct), at p_n = 1/2 and p_n = 1:")
for (pe_rel, blk, case), (name, lo, hi) in printed.items():
    pt, fac = blocks[blk]
    row = []
    for g in partitions3():
        for pn in (F(1, 2), F(1)):
            mn = mx = None
            for pp in product(X, K):
                if pp[0] == pt[0] or ((pe_rel == "samePE") != (pp[1] == pt[1])):
                    continue
                for pi in product(X, K):
                    if rel(pp, pi) != case:
                        continue
                    for other in product(X, K):
                        if other == Q:
                            continue
                        v = fac * (ip(pp, pi, g) - pn * ip(pp, Q, g) - (1 - pn) * ip(pp, other, g))
                        mn = v if mn is None or v < mn else mn; mx = v if mx is None or v > mx else mx
            row.append(f"g={''.join(map(str, g))},pn={pn}: lo{'X' if mn < lo(pn) else 'ok'} hi{'X' if mx > hi(pn) else 'ok'}")
    print(name, " | ".join(row))
