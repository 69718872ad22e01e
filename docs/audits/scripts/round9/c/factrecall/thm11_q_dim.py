"""Audit C of factrecall.display.thm11-q-dim (seed 002 L941, L949): in R^d (phi(z) in R^d, L169), P of dim ceil(d/2)
orthogonal to phi(EOS), then Q of dim ceil(d/2) orthogonal to P and phi(EOS). Dimension of the room left for Q:
d - ceil(d/2) - 1 = floor(d/2) - 1 < ceil(d/2). Check by integers for all d <= 1e6 and by SVD for random P, phi(EOS)."""
import math
import numpy as np
assert all(d - math.ceil(d / 2) - 1 < math.ceil(d / 2) for d in range(1, 10**6 + 1))
print("integer count: room for Q = floor(d/2) - 1 < ceil(d/2) for every d in [1, 1e6]")
rng = np.random.default_rng(0)
for d in (2, 3, 4, 5, 8, 17, 64):
    e = rng.normal(size=d); e /= np.linalg.norm(e)
    A = rng.normal(size=(d, math.ceil(d / 2))); A -= np.outer(e, e @ A)       # P orthogonal to phi(EOS)
    B = np.column_stack([A, e]); r = np.linalg.matrix_rank(B)
    print(f"  d={d}: dim P = {np.linalg.matrix_rank(A)}, dim of the complement of span(P, phi(EOS)) = {d - r} vs ceil(d/2) = {math.ceil(d/2)}")
print("  reading: dims ceil((d-1)/2) and floor((d-1)/2) for P, Q fit exactly (sum + 1 = d)")
