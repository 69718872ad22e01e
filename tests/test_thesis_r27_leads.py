"""Round 27 (helper leads): checks/papers/thesis/r27_leads.py. The second path of thesis.ch3.display.l840-with-3.9
(own arithmetic and a BFS on explicit graphs, no repository code), and the two exact re-measures that settle
thesis.ch2.display.assumptionA.2.1-triangle and thesis.ch4.eqC.175.corrected."""

from __future__ import annotations

import math
from collections import deque

import mpmath
import numpy as np
import pytest


def _dist_counts(adj: list[list[int]], n: int, z: int) -> int:
    """|N_z^n|: nodes at graph distance exactly z from n (BFS)."""
    dist = {n: 0}
    q = deque([n])
    while q:
        a = q.popleft()
        for b in adj[a]:
            if b not in dist:
                dist[b] = dist[a] + 1
                q.append(b)
    return sum(1 for v in dist.values() if v == z)


def test_l840_with_39() -> None:
    """L840 (|N_zm^n| >= N/P(Z) for all n) with (3.9) (|L| >= c (1 + delta_zm^2) log N / D^2, D <= 1) and |L| <= N:
    the least requirement over graphs meeting L840 is (1 + (N/P)^2) log N, and its ratio to N grows without bound at
    fixed Z (P(2) = 2: 1.2e2 at N = 100, 3.5e6 at 1e6, 2.8e10 at 1e10). Explicit graphs: complete bipartite K_{N/2,N/2}
    (z_m = 1: |N_1^n| = N/2 >= N/P with P = 2) need c (1 + N^2/4) log N labels, more than N for every c >= 1 once
    N >= 8."""
    P = 2.0
    ratios = [(1 + (N / P) ** 2) * math.log(N) / N for N in (1e2, 1e4, 1e6, 1e8, 1e10)]
    assert all(b > 10 * a for a, b in zip(ratios, ratios[1:]))
    assert abs(ratios[0] - 115.2) < 1 and ratios[-1] > 1e10
    for N in (8, 16, 40):
        h = N // 2
        adj = [list(range(h, N)) if i < h else list(range(h)) for i in range(N)]
        delta = max(_dist_counts(adj, n, 1) for n in range(N))
        assert min(_dist_counts(adj, n, 1) for n in range(N)) >= N / P
        assert (1 + delta**2) * math.log(N) > N
    # the reading: P >= sqrt(2 N log N) keeps the least requirement below N
    for N in (1e2, 1e6, 1e12):
        Pr = math.sqrt(2 * N * math.log(N))
        assert (1 + (N / Pr) ** 2) * math.log(N) < N


@pytest.mark.slow  # imports the paper's claim modules (~10 s)
def test_a21_exact_settles_rounding() -> None:
    """The 60-digit re-measure of (A.2.1)'s triangle step: the excess never exceeds tau (equality when W_K = I)."""
    from thmcheck.checks.papers.thesis import r27_leads as R

    for inst in ({"seed": 0, "c0": 0.05, "sigma0": 0.0, "delta0": 0.0},
                 {"seed": 3, "c0": 0.1, "sigma0": 0.2, "delta0": 0.3}):
        m = R.a21_exact(inst)
        assert m.lhs <= m.quantities["tau"]
        assert m.terms["max ||W||_2"] <= 1


@pytest.mark.slow  # imports the paper's claim modules (~10 s)
def test_c175_exact_equality_case() -> None:
    """(C.175)'s correction at equal means on the orthonormal family: lambda_min = rho/(1 + u^2) exactly (the A term
    is rho's minimum there), so the corrected bound is met with equality at 80 digits."""
    from thmcheck.checks.papers.thesis import r27_leads as R

    inst = {"K": 2, "seed": 528, "kind": "orthonormal", "smax": 0.1264, "sigma": 1.4, "ukind": "equal", "m": 1.0}
    m = R.c175_exact(inst)
    q = m.quantities
    with mpmath.workdps(60):
        rhs = q["pre"] * q["rho"] / (1 + q["umax2"])
        assert abs(m.lhs / rhs - 1) < mpmath.mpf(10) ** -45
    assert np.isfinite(float(m.lhs))
