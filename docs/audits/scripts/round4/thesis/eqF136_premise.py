"""Auditor r4 thesis (seed 003) L9986: 'K p >= 4 alpha^2/K^2 when p >= alpha/K' (alpha in (0, 1-c], K >= 1). Exact."""
from fractions import Fraction as Fr
print("K=1, alpha=1/2, p=1/2:", Fr(1) * Fr(1, 2), "vs", 4 * Fr(1, 2)**2)
for K in range(1, 6):
    bad = [(a, p) for a in [Fr(i, 40) for i in range(1, 40)] for p in [Fr(j, 400) for j in range(1, 401)] if p >= a / K and K * p < 4 * a * a / K**2]
    print(f"K={K}: violations on grid: {len(bad)}" + (f"; alpha range {float(min(a for a, _ in bad)):.3f}..{float(max(a for a, _ in bad)):.3f}" if bad else ""))
