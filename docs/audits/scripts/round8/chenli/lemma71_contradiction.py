"""Audit chenli.display.lemma7.1-contradiction (seed 000 L2659-L2665; Assumption 10 L485). (131)'s upper bound
U = 2 sqrt(k^3 N d) e^{-omega sqrt(log d) F} sum_i ||W_i||_F vs L2663's lower bound L = 2 m sqrt(k^3 N d) e^{-...}:
a contradiction needs L > U, i.e. sum_i ||W_i||_F < m. Assumption 10: ||W_1||_F = 1, ||W_i||_F^2 >= lambda' (no upper bound;
L483 allows polynomial gaps)."""
from math import sqrt, exp, log
k, N, d, omega, F, m = 2, 3, 4, 1.0, 2.0, 2
common = 2 * sqrt(k ** 3 * N * d) * exp(-omega * sqrt(log(d)) * F)
for norms in ((1.0, 1.0), (1.0, 2.0), (1.0, 0.5)):
    U = common * sum(norms); L = common * m
    print(f"||W_i||_F = {norms}: (131) upper {U:.4e}, L2663 lower {L:.4e}: contradiction={L > U} (ratio U/L = {U/L:.3f})")
