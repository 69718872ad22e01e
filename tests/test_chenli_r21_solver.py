"""Round 21, helper solver: draws that were SolverFailures past float64's range are now measured (mpmath, exact judge)."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath

from thmcheck.checks.engine.evaluate import evaluate
from thmcheck.checks.engine.scoring import ordered_score
from thmcheck.checks.instances import jsonable
from thmcheck.checks.registry import registry


def test_eq129_past_float64_is_judged():
    """s = 70 (C = 35, eta = 1/2): 1 - Phi(70) ~ 1e-1067; the corrected bound e^{-s^2/2}/(1 + s) over the tail is
    sqrt(2 pi) s/(1 + s) (Mills), recomputed here with mpmath's own erfc."""
    c = registry()["chenli.eq129"]
    ev = evaluate(c, {"C": 35.0, "eta": 0.5}, bound=c.corrected)
    assert ev.measurement.exact and ev.status == "holds"
    with mpmath.workdps(40):
        s = mpmath.mpf(70)
        ratio = mpmath.exp(-s * s / 2) / (1 + s) / (mpmath.erfc(s / mpmath.sqrt(2)) / 2)
    assert abs(float(ev.score) - float(ratio)) < 1e-9 * float(ratio)


def test_lemma78_count_log_sum_below_1e300():
    """P[Bin(N, q) <= k] below 1e-300: the log-sum of the pmf against an mpmath sum."""
    from thmcheck.checks.papers.chenli.r9_chenliR import _l2627_measure

    inst = {"omega": 1.0, "d": 100, "nu": 10.0, "C": 8.0}
    m = _l2627_measure(inst, None)
    om, d = 1.0, 100
    N = max(1, math.ceil(10.0 * d * (om**2 + math.log(d))))
    k = math.ceil(N * math.exp(-8.0 * om**2)) - 1
    with mpmath.workdps(50):
        q = mpmath.exp(-1)
        pf = mpmath.fsum(mpmath.binomial(N, j) * q**j * (1 - q) ** (N - j) for j in range(k + 1))
        ref = -mpmath.log(pf)
    assert ref > 690  # P[fail] < 1e-300: was a SolverFailure
    assert abs(m.terms["log 1/P[fail]"] - float(ref)) < 1e-9 * float(ref)


def test_exact_values_past_1e308_score_and_serialise():
    big = Fraction(10) ** 400
    assert ordered_score(big, big * 2) == Fraction(1, 2)
    assert jsonable(mpmath.mpf("1e1305"))["float"] == "inf"
    assert jsonable(big)["float"] == "inf"
