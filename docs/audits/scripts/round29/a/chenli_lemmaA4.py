# Auditor A r29: chenli Lemma A.4 (L3391): 'picks a random pair i<j and flips bits i and j'; stationarity of U_{d,mu}. Own exact.
import itertools
from fractions import Fraction as Fr
def run(d, s):   # s = sum x_i = mu d
    S = [x for x in itertools.product([-1, 1], repeat=d) if sum(x) == s]
    pairs = list(itertools.combinations(range(d), 2)); U = Fr(1, len(S))
    for mode in ("flip", "swap"):
        out = {}
        for x in S:
            for (i, j) in pairs:
                y = list(x)
                if mode == "flip": y[i], y[j] = -y[i], -y[j]
                else: y[i], y[j] = y[j], y[i]
                y = tuple(y); out[y] = out.get(y, 0) + U*Fr(1, len(pairs))
        states = set(out) | set(S)
        l1 = sum(abs(out.get(z, 0) - (U if z in S else 0)) for z in states)
        leave = sum(v for z, v in out.items() if z not in S)
        print(f"d={d} mu={Fr(s, d)} |S|={len(S)} {mode}: ||U P - U||_1 = {l1} ({float(l1):.4f}), mass leaving the slice = {leave}")
for d, s in [(3, -1), (4, 0), (5, 1), (6, 0), (2, 0), (2, 2)]:
    run(d, s)
