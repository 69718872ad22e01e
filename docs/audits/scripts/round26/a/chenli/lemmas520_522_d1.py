# Auditor A r26: chenli.lemma5.22-d1 (seed 000 L1278-L1282) and chenli.lemma5.20-d1 (L1242-L1244). Own enumeration.
import itertools, math, numpy as np
# Lemma 5.22 at d = 1 and d = 2 (log 2 > 0): smallest xi meeting (58), ratio ||M||_op / (xi log d)
def min_xi(M):
    d = M.shape[0]; best = 0.0
    subsets = [s for r in range(1, d+1) for s in itertools.combinations(range(d), r)]
    for S in subsets:
        for T in subsets:
            if set(S) == set(T) or not (set(S) & set(T)):
                best = max(best, abs(M[np.ix_(S, T)].sum())/math.sqrt(len(S)*len(T)))
    return best
for a in (1.0, -2.5, 1e-3):
    M = np.array([[a]]); xi = min_xi(M)
    print(f"Lemma 5.22, d = 1, M = [{a}]: (58) holds with xi = {xi:g}; ||M||_op = {abs(a):g} vs xi log d = {xi*math.log(1):g} -> fails for every constant")
rng = np.random.default_rng(0); worst = 0
for _ in range(2000):
    M = rng.standard_normal((2, 2)); xi = min_xi(M); worst = max(worst, np.linalg.norm(M, 2)/(xi*math.log(2)))
print(f"Lemma 5.22, d = 2: 2000 random M, max ||M||_op/(xi log 2) = {worst:.3f} (bounded: the lemma's '<~' can hold there)")
# Lemma 5.20 at d = 1, v = (1): any admissible decomposition needs n >= 1 (n = 0 leaves error 1 > eps), so C log(d/eps) >= 1
for eps in (0.5, 0.9, 0.99, 0.999, 1 - 1e-6):
    print(f"Lemma 5.20, d = 1, v = 1, eps = {eps}: n >= 1 forces the O-constant C >= 1/log(1/eps) = {1/math.log(1/eps):.4g}")
print("d = 3, eps = 1: log(d/eps) = log 3 = 1.0986 > 0, so the d = 1, 2 corner with eps near 1 is the only place the printed O(log(d/eps)) -> 0")
