"""Second path for ``thmcheck.checks.papers.thesis.r16_thesisD3`` (own code, from the paper's definitions): the whole
graph (a star plus padding cliques) as a sparse 0/1 matrix, degrees, groups and psi_l (5.9) counted from it."""

from __future__ import annotations

import math

import numpy as np
import scipy.sparse as sp


def _graph(D: int, k: int, nclq: int):
    """Star with D leaves (node 0 the centre) plus nclq disjoint cliques of k nodes; A~ + I, degrees with self-loops."""
    rows, cols = [0] * D + list(range(1, D + 1)), list(range(1, D + 1)) + [0] * D
    base = D + 1
    for c in range(nclq):
        idx = range(base + c * k, base + (c + 1) * k)
        for i in idx:
            for j in idx:
                if i != j:
                    rows.append(i)
                    cols.append(j)
    n = base + nclq * k
    At = sp.coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, n)).tocsr() + sp.identity(n, format="csr")
    deg = np.asarray(At.sum(axis=1)).ravel()
    Dm = sp.diags(deg**-0.5)
    return Dm @ At @ Dm, deg


def _ainf_star(D: int, k: int, nclq: int, mode: str, c1: float = 1.0):
    A, deg = _graph(D, k, nclq)
    groups = sorted(set(deg.tolist()))
    L = len(groups)
    E = sum(g * int((deg == g).sum()) for g in groups)
    dL = groups[-1]
    psi = {g: math.sqrt(dL * g) * int((deg == g).sum()) / E for g in groups}
    cap = {g: c1 / (L * psi[g]) for g in groups}
    if mode == "caps":
        p = cap
    else:  # 1 on the star's groups (degrees 2 and D + 1), 0 on the padding (degree k)
        p = {g: (0.0 if g == k else 1.0) for g in groups}
    assert all(0.0 <= p[g] <= cap[g] for g in groups), (p, cap)  # (5.8)
    P = sp.diags(np.array([p[g] for g in deg]))
    return float(np.abs(A @ P).sum(axis=1).max()), p, cap


def test_l1562_ainf_unbounded_under_58():
    # (b) p* = 1 on the star, 0 on the padding: ||A*||_inf ~ sqrt(D/2) while every p_l <= c1/(L psi_l), c1 = 1
    vals = []
    for D in (100, 1000):
        k = max(3, round(math.sqrt(2.0 * (D + 1))))
        nclq = math.ceil(1.1 * 3.0 * math.sqrt(2.0 * (D + 1)) * D / k / k)
        R, p, cap = _ainf_star(D, k, nclq, "ones")
        assert abs(R - (1.0 / (D + 1) + D / math.sqrt(2.0 * (D + 1)))) < 1e-9
        vals.append(R)
    assert vals[1] > 3.0 * vals[0] and vals[1] > 22.0
    # (a) p* at (5.8)'s caps: ||A*||_inf grows with the padding at fixed D, c1 = 1
    D, k = 100, max(3, round(math.sqrt(2.0 * 101)))
    r_small, _, _ = _ainf_star(D, k, 10, "caps")
    r_big, _, _ = _ainf_star(D, k, 1000, "caps")
    assert r_big > 50.0 * r_small and r_big > 100.0
