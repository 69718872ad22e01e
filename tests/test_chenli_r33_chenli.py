"""Round 33 (helper chenli): the sizes at which Assumption 3's (8) can hold (records chenli.lemma7.1-assump8,
chenli.lemma7.8-assump8), recomputed with scipy's root finder on the printed inequalities."""

from __future__ import annotations

import math

from scipy.optimize import brentq


def _gap_with_7(logd: float, m: int, k: int) -> float:
    # (8) with kappa of (7) (c = 1, lambda -> 1, '<<' as '<='): log(dmk)/kappa <= d^{1/4}, kappa = 1/(m^{13/2} log^2 d)
    return 0.25 * logd - math.log(m**6.5 * (logd + math.log(m * k)) * logd**2)


def _gap_kappa_lambda_1(logd: float, m: int, k: int) -> float:
    return 0.25 * logd - math.log(logd + math.log(m * k))


def test_assump8_threshold_with_eq7() -> None:
    # the gap is negative at moderate d and crosses zero once, at log10 d ~ 20 (m = 1) and ~ 29.9 (m = 2)
    for m, k, lo10, hi10 in [(1, 2, 19.9, 20.1), (2, 3, 29.8, 30.0)]:
        root = brentq(_gap_with_7, 20.0, 200.0, args=(m, k)) / math.log(10)
        assert lo10 < root < hi10, (m, k, root)
        assert _gap_with_7(math.log(20000.0), m, k) < 0


def test_assump8_threshold_kappa_lambda_one() -> None:
    for m, k, d0 in [(1, 2, 9369), (2, 2, 14457), (2, 3, 18066)]:
        root = math.exp(brentq(_gap_kappa_lambda_1, 5.0, 20.0, args=(m, k)))
        assert abs(root - d0) <= 2, (m, k, root)
    # the claims' drawn d <= 10 and round 32's 8000 are outside it at m = 2, k = 3
    assert _gap_kappa_lambda_1(math.log(8000.0), 2, 3) < 0
