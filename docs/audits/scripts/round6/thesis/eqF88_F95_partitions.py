"""Follow-up to eqF88_F95.py: label maps consistent with L2100 (labels equal iff same TRR input and same step function):
L(t, e) = (t, group(e)) for every partition of the 3 steps; softmax on up to 3 columns, weights in {0, .2, .., 1}."""
from fractions import Fraction as Fr
from itertools import product
import importlib.util, sys
spec = importlib.util.spec_from_file_location("m", "/work/audit/r6/thesis/eqF88_F95.py")
parts = {"all distinct": [0, 1, 2], "all same": [0, 0, 0], "{0,1}{2}": [0, 0, 1], "{0,2}{1}": [0, 1, 0], "{1,2}{0}": [0, 1, 1]}
classes = [(t, e) for t in range(3) for e in range(3)]
ip = lambda a, b, L: (a[0] == b[0]) + (L(*a) == L(*b)) + (a[1] == b[1])
rel = lambda a, b: (a[0] == b[0]) + (a[1] == b[1])
cases = {"F.88": ([(0, 0)], 2, 1, lambda p: (0, 2 * (1 - p))), "F.89": ([(0, 0)], 2, 0, lambda p: (-2, -2 * p)),
         "F.91": ([(0, 1), (0, 2)], 1, 1, lambda p: (-2 * p, 1 - p)), "F.92": ([(0, 1), (0, 2)], 1, 0, lambda p: (-1 - 2 * p, -p)),
         "F.94": ([(1, 0), (2, 0)], 1, 1, lambda p: (p, 1)), "F.95": ([(1, 0), (2, 0)], 1, 0, lambda p: (-1 + p, 0))}
ws = [Fr(i, 5) for i in range(6)]
res = {}
for pname, g in parts.items():
    L = lambda t, e, g=g: (t, g[e])
    for cname, (ps, f, r, bd) in cases.items():
        for p in ps:
            for pp in [(p[0], e) for e in range(3) if e != p[1]]:
                for pi in [c for c in classes if rel(c, pp) == r]:
                    for cols in product(classes, repeat=3):
                        for w1, w2 in product(ws, ws):
                            if w1 + w2 > 1: continue
                            soft = [(cols[0], w1), (cols[1], w2), (cols[2], 1 - w1 - w2)]
                            pn = sum(s for c, s in soft if c == (0, 0))
                            Q = (ip(pp, pi, L) - sum(s * ip(pp, c, L) for c, s in soft)) * f
                            lo, hi = bd(pn)
                            if Q < lo: res.setdefault((cname, "lower"), set()).add(pname)
                            if Q > hi: res.setdefault((cname, "upper"), set()).add(pname)
for cname in cases:
    for end in ("lower", "upper"):
        print(f"{cname}-{end}: violated under label partitions {sorted(res.get((cname, end), []))}")
