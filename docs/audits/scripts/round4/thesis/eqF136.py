"""Auditor r4 thesis (seed 003) (F.136) L9984-L9986, last '>=' (common factor eta/(KM) (1-p)^2 >= 0 dropped, t = 0):
-( -4p(1+a^2/K^2) + (a^2/K)(1 + 2(K-1)/K) + a^2/K^2 - (K-1 + (2K-1)a^2/K^2) p ) >= p (3 + a^2/K^2)(4 + (2K-1)/K^2),
for p = p_n(b) in [a/K, 1), a = alpha in (0, 1 - c] (Sec. 7.2, L2103), K >= 1 steps. Exact rationals."""
from fractions import Fraction as Fr
def first(K, a, p):
    return -(-4 * p * (1 + a * a / K**2) + (a * a / K) * (1 + Fr(2 * (K - 1), K)) + a * a / K**2 - (K - 1 + Fr(2 * K - 1, K**2) * a * a) * p)
def last(K, a, p):
    return p * (3 + a * a / K**2) * (4 + Fr(2 * K - 1, K**2))
K, a, p = 1, Fr(1, 2), Fr(3, 4)
print(f"K=1, alpha=1/2, p=3/4: first = {first(K, a, p)} = {float(first(K, a, p)):.4f}; last = {last(K, a, p)} = {float(last(K, a, p)):.4f}")
K, a, p = 3, Fr(2, 5), Fr(1, 2)
print(f"K=3, alpha=0.4 (the thesis' experiment), p=1/2: first = {float(first(K, a, p)):.4f}; last = {float(last(K, a, p)):.4f}")
for K in range(1, 16):
    fails = total = 0
    for ai in range(1, 20):
        a = Fr(ai, 20)
        for pi in range(1, 200):
            p = Fr(pi, 200)
            if p < a / K:
                continue
            total += 1; fails += first(K, a, p) < last(K, a, p)
    print(f"K={K}: fails at {fails}/{total} grid points (alpha in (0,1) step 1/20, p in [alpha/K, 1) step 1/200)")
# the inequality with the factor (4 + (2K-1)/K^2) dropped
bad = [(K, float(a), float(p)) for K in range(1, 30) for a in [Fr(i, 20) for i in range(1, 20)] for p in [Fr(j, 200) for j in range(1, 200)]
       if p >= a / K and first(K, a, p) < p * (3 + a * a / K**2)]
print("repaired version (factor dropped) fails at", len(bad), "points; first few:", bad[:3])
