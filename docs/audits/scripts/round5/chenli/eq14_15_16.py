"""Audit chenli.eq14, chenli.eq15, chenli.eq16: seed 000 L622-L636. Exact Fractions; plus a numpy random check of
the chains' ends (c^2 ||A||_op^2) over A and admissible mu, nu."""
from fractions import Fraction as F
import numpy as np
def offdiag(a):  # sum_{i != j} a_i a_j for a column A restricted to a block
    return sum(a) ** 2 - sum(x * x for x in a)
# (14): d2 = 4, c = 1, mu = 0 (|mu| <= c/sqrt d2), A column with S_[2] entries (1,-1,0,0)
d2, c, mu = 4, 1, F(0); a2 = [1, -1, 0, 0]
fac = (mu**2 * d2 - 1) / F(d2 - 1)
print("(14): lhs", abs(offdiag(a2) * fac), " middle", F(c**2, d2) * sum(a2) ** 2, " end c^2||A||^2 =", c**2 * sum(x * x for x in a2))
# (15): d3 = 4, nu = 0, S_[3] entries (2,-1,-1,0)
a3 = [2, -1, -1, 0]; fac3 = (0 - 1) / F(3)
print("(15): lhs", abs(offdiag(a3) * fac3), " middle", F(1, 4) * sum(a3) ** 2, " end >=", sum(x * x for x in a3))
# (16): d2 = d3 = 16, c = 1, mu = nu = 1/4
a2 = [1] * 16; a3 = [-1] * 16; mu = nu = F(1, 4)
cross = sum(a2) * sum(a3)
print("(16): lhs", abs(cross * mu * nu), " middle", F(1, 16) * cross, " end", 32)
# chains' ends, random: rank-r A, entries N(0,1) plus structured, worst ratio lhs/(c^2||A||_op^2)
rng = np.random.default_rng(0); worst = [0, 0, 0]
for _ in range(3000):
    d2, d3 = rng.integers(4, 12, size=2); da = int(rng.integers(1, 6)); c = rng.uniform(1, np.sqrt(min(d2, d3)) / 2)
    mu = rng.uniform(-1, 1) * c / np.sqrt(d2); nu = rng.uniform(-1, 1) * c / np.sqrt(d3)
    A = rng.standard_normal((d2 + d3, da)) * rng.choice([1, 0.1], size=(d2 + d3, 1))
    if rng.random() < 0.5:
        A[:d2] -= A[:d2].mean(0)
    if rng.random() < 0.3:
        A[:d2] = A[0]
    G = A @ A.T; op = np.linalg.norm(A, 2) ** 2
    G2 = G[:d2, :d2]; G3 = G[d2:, d2:]
    l14 = abs((G2.sum() - np.trace(G2)) * (mu**2 * d2 - 1) / (d2 - 1))
    l15 = abs((G3.sum() - np.trace(G3)) * (nu**2 * d3 - 1) / (d3 - 1))
    l16 = abs(G[:d2, d2:].sum() * mu * nu)
    for i, l in enumerate((l14, l15, l16)):
        worst[i] = max(worst[i], l / (c**2 * op))
print("chains' ends: max lhs/(c^2||A||_op^2) over 3000 draws:", [round(w, 4) for w in worst])
