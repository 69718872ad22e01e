"""Audit A, r13: chenli L1176-L1178 (proof of Lemma 5.16, case v = w): 'The latter term can be bounded by using
||J M_mu||_op <= k^{3/2} and ||mu|| <= sqrt(k log(k/delta)/d2), so that delta E[mu^T J M_mu mu | E^c] <= delta k^{5/2}
log(k/delta)/d2', mu = X 1_[2]/d2, E = {|mu_i| <= t for all i}, t = sqrt(log(k/delta)/d2).
Exact binomial moments (rows independent): E[||mu||^2 1_{E^c}] = k (m1 + m0 (1 - (1-q)^{k-1})), m0/m1 = E[mu_1^2 1{|mu_1| <=/> t}],
q = P[|mu_1| > t]; P[E^c] = 1 - (1-q)^k. For k = 1, J = M_mu = 1: the left side is exactly delta E[mu^2 | E^c].
For k >= 2 the left side is <= delta k^{3/2} E[||mu||^2 | E^c] (||J M||_op <= ||J|| ||M|| <= k sqrt(k), any Theta)."""
import math
import numpy as np
from scipy.stats import binom

def moments(d2, t):
    a = np.arange(d2 + 1); pm = binom.pmf(a, d2, 0.5); mu = (2 * a - d2) / d2
    inside = np.abs(mu) <= t + 1e-15
    return float(pm[~inside].sum()), float((pm * mu**2)[inside].sum()), float((pm * mu**2)[~inside].sum())

for d2, d, p in ((1000, 1e16, 1), (10000, 1e16, 1), (100000, 1e20, 2), (10**6, 1e20, 1)):
    delta = d ** -p
    print(f"d2 = {d2}, d = {d:.0e}, delta = d^-{p}:")
    for k in (1, 2, 3, 10):
        L = math.log(k / delta); t = math.sqrt(L / d2)
        q, m0, m1 = moments(d2, t)
        PEc = -math.expm1(k * math.log1p(-q))
        Emu2 = k * (m1 + m0 * (-math.expm1((k - 1) * math.log1p(-q)))) / PEc   # E[||mu||^2 1_{E^c}] / P[E^c]
        printed = k ** 2.5 * L / d2
        lhs = Emu2 if k == 1 else k ** 1.5 * Emu2          # exact at k = 1; an upper bound for every Theta at k >= 2
        tag = "exact" if k == 1 else "upper bound (any Theta)"
        print(f"   k = {k:2d}: c = sqrt(log(k/delta)) = {math.sqrt(L):.2f} (<= sqrt(d2)/2 = {math.sqrt(d2)/2:.1f}); "
              f"E[..|E^c] {tag} = {lhs * d2:.3f}/d2 vs printed k^2.5 log(k/delta)/d2 = {printed * d2:.3f}/d2 -> "
              f"{'FAILS' if lhs > printed else 'holds'}; Assumption 5 (1 <= chi <= sqrt(log k)) satisfiable: {math.log(k) >= 1}")
