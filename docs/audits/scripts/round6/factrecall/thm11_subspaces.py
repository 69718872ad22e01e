"""Audit factrecall.display.thm11-subspaces (seed 002 L941, L949): P (dim ceil(d/2)) orthogonal to phi(EOS); Q (dim ceil(d/2))
orthogonal to P and phi(EOS) in R^d. Needs 2 ceil(d/2) + 1 <= d."""
import math
import numpy as np
for d in [2, 3, 4, 5, 10, 11]:
    k = math.ceil(d / 2)
    rng = np.random.default_rng(d); e = rng.normal(size=d); e /= np.linalg.norm(e)
    B = np.linalg.svd(np.eye(d) - np.outer(e, e))[0][:, :d - 1]          # basis of phi(EOS)^perp
    P = B[:, :k]
    room = d - np.linalg.matrix_rank(np.column_stack([P, e]))             # dimension left for Q
    print(f"d={d}: dim P = {k}; room left orthogonal to P and phi(EOS) = {room}; Q needs {k}: {'IMPOSSIBLE' if room < k else 'ok'}")
