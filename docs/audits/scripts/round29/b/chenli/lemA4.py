# Auditor B r29: chenli Lemma A.4 (seed 000 L3391): slice chain 'picks a random pair i < j and flips bits i and j';
# stationarity of U_{d,mu} (uniform on S_{d,mu}, Definition 5.2 L541). Exact rational arithmetic, own loops.
import itertools
from fractions import Fraction as Fr
def check(d, plus, move):
    S = [x for x in itertools.product((-1, 1), repeat=d) if x.count(1) == plus]
    U = {x: Fr(1, len(S)) for x in S}
    pairs = list(itertools.combinations(range(d), 2))
    out = {}
    for x, p in U.items():
        for i, j in pairs:
            y = list(x)
            if move == "flip": y[i], y[j] = -y[i], -y[j]
            elif move == "swap": y[i], y[j] = y[j], y[i]
            elif move == "flip-reject":
                y[i], y[j] = -y[i], -y[j]
                if y.count(1) != plus: y = list(x)
            y = tuple(y); out[y] = out.get(y, 0) + p / len(pairs)
    keys = set(out) | set(U)
    tv = sum(abs(out.get(z, 0) - U.get(z, 0)) for z in keys)
    leave = sum(v for z, v in out.items() if z not in U)
    return tv, leave
for d in (2, 3, 4, 6, 8):
    for plus in range(0, d + 1):
        mu = Fr(2 * plus - d, d)
        r = {mv: check(d, plus, mv) for mv in ("flip", "swap", "flip-reject")}
        print(f"d={d} mu={str(mu):>5}: flip both: ||UP - U||_1 = {str(r['flip'][0]):>6} (mass leaving S: {str(r['flip'][1]):>5}); "
              f"swap: {r['swap'][0]}; flip-with-rejection: {r['flip-reject'][0]}")
