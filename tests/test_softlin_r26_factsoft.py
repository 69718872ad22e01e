"""Round 26 (softlin, helper factsoft): second path of ``softlin.display.lemmaF.4-l2108-prob`` (L2108's first '>=').

Own numpy: Def F.1's D1 data built entry by entry, softmax attention C = softmax(A1 X A2^T) A3 V with X = V = I,
every sign pattern sigma in {-1, +1}^d enumerated; imports nothing from bounds/ or models/."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest


def _row_j2(n: int, d: int, a1: float, j2: int, j3: int) -> np.ndarray:
    t = n // (d - 1)
    L = math.log(n)
    A1 = np.zeros((n, d))
    A1[j2, 0] = a1 * L
    A1[:, 1:] = L
    A2 = np.zeros((n, d))
    A2[j3, 0] = 1.0
    A2[:, 1:] = np.vstack([np.eye(d - 1)] * t)
    S = A1 @ A2.T
    S -= S.max(axis=1, keepdims=True)
    f = np.exp(S)
    f /= f.sum(axis=1, keepdims=True)
    return (f @ A2)[j2]


def _prob(c: np.ndarray, thr: float) -> float:
    hits = sum(1 for s in itertools.product((-1.0, 1.0), repeat=len(c)) if float(np.dot(c, s)) >= thr)
    return hits / 2 ** len(c)


@pytest.mark.parametrize("j2,j3", [(0, 0), (7, 30), (64, 3)])
def test_l2108_catalog_row_by_enumeration(j2: int, j3: int) -> None:
    """n = 65, d = 6, t = 13, a1 = 1.00016 (t sqrt(d) = 31.8 <= 65^0.99): Pr = 11/64 < 1/4 - delta/65^k for every
    delta < 0.1, k >= 1 (1/4 - 0.1/65 = 0.2485)."""
    n, d, a1 = 65, 6, 1.00016
    assert 13 * math.sqrt(d) <= n**0.99
    c = _row_j2(n, d, a1, j2, j3)
    p = _prob(c, 0.9)
    assert p == 11 / 64
    assert p < 0.25 - 0.1 / n


def test_l2108_claim_matches_enumeration() -> None:
    """The claim's closed-form probability equals the enumeration on a second row (d = 11, t = 20)."""
    from thmcheck.checks.papers.softlin import r26_factsoft as R

    n, d, a1 = 200, 11, 1.0001
    p = _prob(_row_j2(n, d, a1, 0, 0), 0.9)
    m = R.L2108_PROB.measure({"n": n, "d": d, "t": 20, "a": a1, "k": 1.0, "delta": 0.05}, None)
    assert math.isclose(m.lhs, p, rel_tol=1e-9, abs_tol=1e-12)
    assert p < 0.25 - 0.05 / n
