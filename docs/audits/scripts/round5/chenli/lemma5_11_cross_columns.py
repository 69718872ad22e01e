"""Audit chenli.display.lemma5.11-cross-columns: seed 000 L824-L826 (second bullet). Exact integers."""
import numpy as np
d1, d2, d3 = 1, 3, 2; d = d1 + d2 + d3
T = np.zeros((d, d)); S2 = range(d1, d1 + d2); S3 = range(d1 + d2, d)
for i in S3:
    for j in S2:
        T[i, j] = 1
one2 = np.zeros(d); one2[list(S2)] = 1; one3 = np.zeros(d); one3[list(S3)] = 1
nu = 1
lhs = nu * abs(one3 @ T @ one2)
mid_cols = sum(np.sqrt(d2) * np.linalg.norm(T[:, i]) for i in S3)
mid_rows = sum(np.sqrt(d2) * np.linalg.norm(T[i, :]) for i in S3)
print(f"lhs={lhs}  middle with columns Theta_:i = {mid_cols}  with rows Theta_i: = {mid_rows:.4f}")
