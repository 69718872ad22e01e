"""Second paths of checks/papers/thesis/r18_thesisA2.py (round 18, helper thesisA2): the weakest-witness reduction in
mpmath (own formula, not the bounds module) and the trained entries against it."""

from __future__ import annotations

import itertools

import mpmath
import numpy as np


def _side(S1, R, K, q, c, lower):
    E = (1 + K) * q * q - c * q
    return mpmath.e ** E / (S1 * mpmath.e ** E + R) if lower else 1 / (S1 * mpmath.e ** E + R)


def test_weakest_witness_reduction() -> None:
    """Over K > 0 and ||q_1(t)|| >= 1 (c = delta + tau < 1) the '>~' side is smallest and the '<~' side largest at K ->
    0+, q = 1: the witness-free sides the claims test."""
    for S1, R, c in itertools.product((1, 3, 30), (1, 7, 70), (0.0, 0.2, 0.3, 0.99)):
        lo0, up0 = _side(S1, R, 0, 1, c, True), _side(S1, R, 0, 1, c, False)
        for K, q in itertools.product((1e-6, 0.1, 1.0, 5.0), (1.0, 1.01, 1.5, 3.0)):
            assert _side(S1, R, K, q, c, True) >= lo0
            assert _side(S1, R, K, q, c, False) <= up0


def test_entries_against_weakest_witness() -> None:
    """One trained run (seed 0, eta = 1, full batch, m = 80, L = 10, N = 20): the entries recomputed in numpy from the
    run's own statistics' definition are finite, and their ratio to the weakest-witness side is O(1) (the constant the
    claims keep uniform; the path over |S^n| is the claims')."""
    from thmcheck.checks.papers.thesis import r18_thesisA2 as A

    r = A.a2_run(0, 1.0, 20, 80, 10, 20)
    T = r["T_star"] - 1
    lo = int(np.ceil(0.9 * T))
    S1, R = r["S1"], r["R"]
    lower = float(mpmath.e ** 0.7 / (S1 * mpmath.e ** 0.7 + R))
    up_dt = float(1 / (S1 * mpmath.e ** 0.7 + R))
    up_de = float(1 / (S1 * mpmath.e ** 0.8 + R))
    for k in ("s30", "s111", "s158", "s165"):
        v = np.nanmin(r[k][lo:T])
        assert 0 < v <= 1 and 0.05 < lower / v < 20
    assert 0.05 < np.nanmax(r["s32"][lo:T]) / up_de < 50
    assert 0.05 < np.nanmax(r["s112"][lo:T]) / up_dt < 50
