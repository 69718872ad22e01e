"""Second paths for thmcheck.checks.papers.thesis.r28_literalCD (round 28, helper literalCD): own numpy, nothing
imported from bounds/ or models/.

App. D.1 (seed 003): Section 5.3.2 (L1417) samples S_l of the N_l nodes of group l and sets A^s = A P^s with
P^s_ii = p*_l N_l/S_l on the sampled nodes (0 elsewhere); Section D.1.1 (L6686) sets A^s = P^s A P^s with
P^s_ii = sqrt(p*_l N_l/S_l). (D.19) L6714 rewrites the symmetric A^s entrywise as sqrt(|N_k||N_u|/(l_k l_u))
p*_k p*_u A_nj 'if n, j are connected, j is selected and n in N_u, j in N_k'.
"""

from __future__ import annotations

import math

import numpy as np


def _norm_adj(adj: np.ndarray) -> np.ndarray:
    at = adj + np.eye(len(adj))
    d = at.sum(1)
    return at / np.sqrt(np.outer(d, d))


def _sym_sampled(A: np.ndarray, group: list[int], sel: list[bool], p: list[float], N: list[int],
                 S: list[int]) -> np.ndarray:
    """P^s A P^s by explicit loops (Section D.1.1)."""
    n = len(A)
    out = np.zeros_like(A)
    for a in range(n):
        for b in range(n):
            pa = math.sqrt(p[group[a]] * N[group[a]] / S[group[a]]) if sel[a] else 0.0
            pb = math.sqrt(p[group[b]] * N[group[b]] / S[group[b]]) if sel[b] else 0.0
            out[a, b] = pa * A[a, b] * pb
    return out


def _d19(A: np.ndarray, group: list[int], sel: list[bool], p: list[float], N: list[int], S: list[int],
         a: int, b: int, sqrt_p: bool = False) -> float:
    """(D.19) as printed (or with sqrt(p*_k p*_u) when sqrt_p): the case list asks only that j = b be selected."""
    if A[a, b] == 0 or not sel[b]:
        return 0.0
    u, k = group[a], group[b]
    pp = math.sqrt(p[k] * p[u]) if sqrt_p else p[k] * p[u]
    return math.sqrt(N[k] * N[u] / (S[k] * S[u])) * pp * A[a, b]


def test_eqD19_unsampled_n_row() -> None:
    # one group of two connected nodes, only node 1 sampled, p* = 1: the row of node 0 of P^s A P^s is 0
    A = _norm_adj(np.array([[0.0, 1.0], [1.0, 0.0]]))
    assert np.allclose(A, 0.5)
    group, sel, p, N, S = [0, 0], [False, True], [1.0], [2], [1]
    M = _sym_sampled(A, group, sel, p, N, S)
    assert M[0, 1] == 0.0
    assert math.isclose(_d19(A, group, sel, p, N, S, 0, 1), 1.0)                 # as printed
    assert math.isclose(_d19(A, group, sel, p, N, S, 0, 1, sqrt_p=True), 1.0)    # square root read: still 1
    # the sampled pair (1, 1): both agree (p* = 1)
    assert math.isclose(M[1, 1], _d19(A, group, sel, p, N, S, 1, 1))


def test_eqD19_reading_holds_on_random_graphs() -> None:
    rng = np.random.default_rng(7)
    bad_printed = 0
    for _ in range(40):
        N = [int(v) for v in rng.integers(2, 7, size=2)]
        S = [int(rng.integers(1, n + 1)) for n in N]
        p = [float(v) for v in rng.uniform(0.05, 3.0, size=2)]
        group = [0] * N[0] + [1] * N[1]
        sel = [False] * sum(N)
        off = 0
        for g in (0, 1):
            for i in rng.choice(N[g], size=S[g], replace=False):
                sel[off + int(i)] = True
            off += N[g]
        up = np.triu(rng.random((sum(N), sum(N))) < 0.6, 1).astype(float)
        A = _norm_adj(up + up.T)
        M = _sym_sampled(A, group, sel, p, N, S)
        for a, b in np.argwhere(A > 0):
            read = _d19(A, group, sel, p, N, S, a, b, sqrt_p=True) * sel[a]
            assert math.isclose(M[a, b], read, rel_tol=1e-12, abs_tol=1e-15)
            if not math.isclose(M[a, b], _d19(A, group, sel, p, N, S, a, b), rel_tol=1e-9, abs_tol=1e-12):
                bad_printed += 1
    assert bad_printed > 0


def test_rows_D3_D4_D20_match_their_matrices() -> None:
    rng = np.random.default_rng(11)
    N, S, p = [3, 4], [2, 1], [0.3, 2.5]
    group = [0] * 3 + [1] * 4
    sel = [True, False, True, False, False, True, False]
    up = np.triu(rng.random((7, 7)) < 0.7, 1).astype(float)
    A = _norm_adj(up + up.T)
    Ps = np.diag([p[g] * N[g] / S[g] if s else 0.0 for g, s in zip(group, sel, strict=True)])
    Pstar = np.diag([p[g] for g in group])
    sq = np.diag([math.sqrt(p[g]) for g in group])
    As, A1, A2 = A @ Ps, A @ Pstar, sq @ A @ sq
    for a in range(7):
        for b in range(7):
            k, u = group[b], group[a]
            d3 = N[k] / S[k] * p[k] * A[a, b] if sel[b] else 0.0
            assert math.isclose(As[a, b], d3, abs_tol=1e-15)
            assert math.isclose(A1[a, b], p[k] * A[a, b], abs_tol=1e-15)
            assert math.isclose(A2[a, b], math.sqrt(p[k] * p[u]) * A[a, b], abs_tol=1e-15)
