"""Auditor B r26: chenli Lemma 5.20 (L1244) and Lemma 5.22 (L1278-L1282) at d = 1 (and small d).
5.20: ||v|| <= 1, any eps > 0: exist O(log(d/eps))-flat-decomposable w_1..w_n, n <= O(log(d/eps)), ||v - sum w|| <= eps, ||w_j|| <= 0.9^{j-1}.
5.22: (58) |1_S^T M 1_T| <= xi sqrt(|S||T|) for equal or disjoint S, T  =>  ||M||_op <~ xi log d."""
import math, itertools, numpy as np
# Lemma 5.22, d = 1: only S = T = {1}; (58) is |a| <= xi
for a in [1.0, 0.3, 7.0]:
    xi = abs(a); print(f"5.22, d=1, M=[{a}]: (58) holds with xi = {xi}; ||M||_op = {abs(a)} vs C xi log 1 = 0 for every C")
# Lemma 5.22, d = 2,3: smallest xi meeting (58) over all equal-or-disjoint pairs, and ||M||/(xi log d) over random M
rng = np.random.default_rng(0)
for d in [2, 3, 4]:
    subsets = [frozenset(s) for k in range(1, d + 1) for s in itertools.combinations(range(d), k)]
    worst = 0
    for _ in range(3000):
        M = rng.standard_normal((d, d)) * rng.choice([0.1, 1, 10])
        xi = max(abs(np.ones(len(S)) @ M[np.ix_(sorted(S), sorted(T))] @ np.ones(len(T))) / math.sqrt(len(S) * len(T))
                 for S in subsets for T in subsets if S == T or not (S & T))
        worst = max(worst, np.linalg.norm(M, 2) / (xi * math.log(d)))
    print(f"5.22, d={d}: max ||M||_op/(xi log d) over 3000 random M = {worst:.3f} (bounded)")
# Lemma 5.20, d = 1, v = (1): n >= 1 is forced for eps < 1; the O(.) constant needed is 1/log(1/eps)
for eps in [0.5, 0.9, 0.99, 0.999, 1 - 1e-6]:
    need = 1 / math.log(1 / eps)
    print(f"5.20, d=1, v=(1), eps={eps}: n = 0 leaves error 1 > eps, so n >= 1 (w_1 = v works); C log(d/eps) >= 1 needs C >= {need:.4g}")
print("5.20, d = 2: log(2/eps) >= log 2 for eps <= 1 (C >= 1.45 suffices for n >= 1); eps >= 1 >= ||v||: n = 0 works. Only d = 1, eps -> 1- is unbounded.")
