"""Audit factrecall.display.thm11-q-dim (L941, L949): P (dim ceil(d/2)) orthogonal to phi(EOS), Q (dim ceil(d/2)) orthogonal to P
and phi(EOS), all in R^d.  Mutually orthogonal subspaces: dims add, so 2 ceil(d/2) + 1 <= d is required -- false for every d.
Check: integer count for d up to 1e6, and explicitly (numpy) the orthogonal complement of span(P, phi(EOS)) for d <= 12.
Repair: dims ceil((d-1)/2) and floor((d-1)/2) fit exactly.
"""
import numpy as np
from scipy.linalg import null_space

assert all(2 * (-(-d // 2)) + 1 > d for d in range(1, 10**6 + 1))
for d in range(2, 13):
    rng = np.random.default_rng(d)
    eos = rng.normal(size=d)
    eos /= np.linalg.norm(eos)
    Pbasis = null_space(eos[None, :])[:, : -(-d // 2)]  # ceil(d/2) directions orthogonal to phi(EOS)
    comp = null_space(np.vstack([eos, Pbasis.T]))
    need = -(-d // 2)
    print(f"d={d}: dim of the room left for Q = {comp.shape[1]} < ceil(d/2) = {need}"
          f"; repair dims {(d - 1 + 1) // 2}+{(d - 1) // 2}+1 = {(d) // 2 + (d - 1) // 2 + 1} <= {d}")
    assert comp.shape[1] < need
