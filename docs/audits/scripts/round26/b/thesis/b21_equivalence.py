"""Auditor B r26: thesis Ch.3, L3899 (after Assumption B.2.1): 'min_j ||x_n - mu_j|| = 0 for all n' is equivalent to
'same pattern: x_i^T x_j >= 1; different: x_i^T x_j <= lambda < 1' (after scaling all nodes up a bit).
Chapter 3 convention (L754): ||x_n|| = 1 for all nodes. Section 3.4.2: M >= 2 distinct patterns, x_n = mu_j."""
import numpy as np
rng = np.random.default_rng(0)
worst = 0.0; n_ok = 0
for trial in range(20000):
    M = int(rng.integers(2, 8)); d = int(rng.integers(2, 12))
    mus = rng.standard_normal((M, d))
    if trial % 3 == 0:   # near-collinear patterns: the hardest case for the cross inner products
        mus = mus[0] + 10 ** rng.uniform(-4, -1) * mus   # kept above float64 resolution of 1 - cos
    mus /= np.linalg.norm(mus, axis=1, keepdims=True)                  # ||x_n|| = 1 (L754)
    kappa = min(np.linalg.norm(mus[i] - mus[j]) for i in range(M) for j in range(i))
    assert kappa > 0
    G = mus @ mus.T
    same = np.diag(G).min(); cross = max(G[i, j] for i in range(M) for j in range(M) if i != j)
    # scaling s: need s^2 * same >= 1 and s^2 * cross <= lambda < 1; s = 1 works iff cross < 1 = same
    ok = (abs(same - 1) < 1e-12) and cross < 1
    n_ok += ok; worst = max(worst, cross / same)
print(f"unit-norm distinct patterns: condition met with s = 1, lambda = max cos in {n_ok}/20000 draws; max cross/same = {worst:.12f} < 1")
# converse: unit norms and x_i^T x_j >= 1 within a group force equality (Cauchy-Schwarz), so each group is one pattern
x = rng.standard_normal(5); x /= np.linalg.norm(x); y = x + 1e-6 * rng.standard_normal(5); y /= np.linalg.norm(y)
print(f"converse: unit x != y gives x^T y = {x @ y:.15f} < 1, so '>= 1 within a group' forces x = y (a single pattern per group)")
# the helper's instance mu_2 = 3 mu_1
m1 = np.array([1.0, 0.0]); m2 = 3 * m1
print(f"helper's instance mu_2 = 3 mu_1: ||mu_2|| = {np.linalg.norm(m2)} != 1 (violates L754); same {m1@m1}, cross {m1@m2}")
