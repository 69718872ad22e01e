"""Audit chenli.cor5.7: seed 000 L591-L601. Rows X_i from pi^s_{mu,nu;d1,d2,d3} with d2 = d3 = 4c^2, mu = nu = c/sqrt(d2) = 1/2:
every slice row has fixed block sums, so <v, X_i> is deterministic for v = (0, 1_[2], 1_[3])/sqrt(d2+d3). Exact + sampled rows."""
import math
import numpy as np
rng = np.random.default_rng(0)
for c in (1, 3, 10, 100):
    d1, d2 = 2, 4 * c * c; d3 = d2; mu = nu = c / math.sqrt(d2)
    assert abs(mu * d2 - round(mu * d2)) < 1e-9 and ((1 + mu) / 2 * d2) % 1 == 0
    v = np.concatenate([np.zeros(d1), np.ones(d2), np.ones(d3)]) / math.sqrt(d2 + d3)
    vals = set()
    for _ in range(5):
        x2 = -np.ones(d2); x2[rng.choice(d2, int((1 + mu) / 2 * d2), replace=False)] = 1
        x3 = -np.ones(d3); x3[rng.choice(d3, int((1 + nu) / 2 * d3), replace=False)] = 1
        x = np.concatenate([rng.choice([-1, 1], d1), x2, x3]); vals.add(round(float(v @ x), 9))
    for k, delta in [(1, 0.5), (8, 0.1)]:
        excess = (math.sqrt(2) - 1) * c * math.sqrt(k)
        print(f"c={c}: <v,X_i> over draws = {sorted(vals)} (sqrt2 c = {math.sqrt(2)*c:.4f}); k={k} delta={delta}: "
              f"||Xv|| - c sqrt k = {excess:.3f} vs sqrt(k log(k/delta)) = {math.sqrt(k*math.log(k/delta)):.3f}")
