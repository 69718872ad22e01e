"""Second path for round 31's softlin.display.lemmaE.1-chain-small (helper endsMS): numpy only, nothing from bounds/ or
models/. Definition D.1's rows of A1 are built as explicit vectors of R^d (QK^T = I_d, so the score of (j0, j1) is
<A1_j0, A1_j1>), the n x n scores u and the softmax f densely, and every display of Lemma E.1's proof whose index class
is non-empty is checked at the small ends d = 3 (one Type-II group) and t = 1 (single-row groups), b near 0 and 1."""

from __future__ import annotations

import math

import numpy as np
import pytest


def _rows(n: int, d: int, j3: int, a: float, b: float) -> np.ndarray:
    """A1 (n x d): row j has b s at coordinate 1 + (j mod (d-2)) (its Type-II group), c s at coordinate d-1; row j3
    also a1 s at coordinate 0 (Type I); s = sqrt(log n)."""
    s = math.sqrt(math.log(n))
    c = math.sqrt(1.0 - b * b)
    A = np.zeros((n, d))
    for j in range(n):
        A[j, 1 + j % (d - 2)] = b * s
        A[j, d - 1] = c * s
    A[j3, 0] = a * s
    return A


def _check(d: int, t: int, a: float, b: float, j3: int) -> int:
    n = t * (d - 2)
    m = d - 2
    A = _rows(n, d, j3, a, b)
    logu = A @ A.T  # log u(j0, j1)
    logf = logu - np.log(np.exp(logu - logu.max(1, keepdims=True)).sum(1, keepdims=True)) - logu.max(1, keepdims=True)
    L = math.log(n)
    b2, c2 = b * b, 1.0 - b * b
    tol = 1e-9
    checked = 0
    grp = np.arange(n) % m
    # L1651: u(j3, j3) = n^{a1^2 + b^2 + c^2}
    assert abs(logu[j3, j3] - (a * a + b2 + c2) * L) <= tol * max(1.0, L)
    # L1680: f(j3, j3) >= 1/2
    assert logf[j3, j3] >= math.log(0.5) - tol
    checked += 2
    for j in range(n):
        if j == j3:
            continue
        same = grp[j] == grp[j3]
        # L1661 / L1668: n^{b^2+c^2} in j3's group, n^{c^2} elsewhere
        assert abs(logu[j3, j] - ((b2 + c2) if same else c2) * L) <= tol * max(1.0, L)
        # L1687-L1689
        den = np.logaddexp((a * a + b2 + c2) * L, math.log(n - 1) + c2 * L)
        assert logf[j3, j] <= (b2 + c2) * L - den + tol
        assert logf[j3, j] <= (b2 + c2) * L - (L + c2 * L) + tol
        assert logf[j3, j] <= (b2 - 1.0) * L + tol
        checked += 4
    for k in range(n):
        if k == j3:
            continue
        row_den = (math.log(t) + (b2 + c2) * L if n == t else
                   np.logaddexp(math.log(t) + (b2 + c2) * L, math.log(n - t) + c2 * L))
        for j in range(n):
            if grp[j] == grp[k]:  # L1697-L1699 (j1 in k's group)
                assert logf[k, j] <= (b2 + c2) * L - row_den + tol
                assert logf[k, j] <= (b2 + c2) * L - (L + c2 * L) + tol
                assert logf[k, j] <= (b2 - 1.0) * L + tol
            else:  # L1705-L1707 (another group)
                assert logf[k, j] <= c2 * L - row_den + tol
                assert logf[k, j] <= -L + tol
            checked += 1
    return checked


@pytest.mark.parametrize(("d", "t"), [(3, 2), (3, 7), (3, 40), (4, 1), (5, 1), (9, 1), (60, 1)])
@pytest.mark.parametrize("b", [1e-6, 0.3, 0.999999])
def test_e1_chain_small_ends_dense(d: int, t: int, b: float) -> None:
    n = t * (d - 2)
    for a in (1.0, 2.5):
        for j3 in sorted({0, n // 2, n - 1}):
            assert _check(d, t, a, b, j3) > 0


def test_e1_chain_small_claims_registered() -> None:
    from thmcheck.checks.registry import get

    for cid in ("softlin.display.lemmaE.1-chain-small", "softlin.display.lemmaE.2-chain-small"):
        c = get(cid)
        assert c.expect == "holds"
        d = {p.name: p for p in c.domain}
        assert d["d"].lo == 3 and d["t"].lo == 1
