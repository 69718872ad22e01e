"""Audit thesis.ch2.eqA.52 / ch3.eqB.47 (seed 003 L2880-L2882, L4087-L4089): sum_{b=1}^T b^{o1} p(b)^{o2} >~ T^{o1+1} p(T)^{o2}
for o1, o2 >= 0. With p(b) = p(T) for all b (non-decreasing, most favourable) the ratio is sum_b b^{o1}/T^{o1+1}. Exact integers."""
from fractions import Fraction as Fr
for o1, T in [(0, 10**4), (1, 10**4), (5, 10**4), (10, 10**4), (100, 10**4), (1000, 2 * 10**4)]:
    r = Fr(sum(b ** o1 for b in range(1, T + 1)), T ** (o1 + 1))
    print(f"o1={o1} T={T}: ratio = {float(r):.5f} (1/(o1+1) = {1/(o1+1):.5f})")
