"""Degenerate comparisons (issue 35 point 3): both sides zero or not finite is neither tight nor the best score; the
record counts such instances (``thmcheck.checks.degenerate``)."""

from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

import numpy as np
from hypothesis import strategies as st

from tests import toys
from thmcheck.checks import degenerate as D
from thmcheck.checks.claim import BatchMeasurement, Measurement
from thmcheck.checks.runner import run_and_report_record


def test_rule() -> None:
    assert D.is_degenerate(0.0, 0.0) and D.is_degenerate(1.0, math.inf) and D.is_degenerate(math.nan, 1.0)
    assert D.is_degenerate(0.0, -1e-271) and D.is_degenerate(1e-300, 0.0)  # zero against rounding-level zero
    assert D.is_degenerate(2.3e-74, -1.5e-35)  # an inner product that should be >= 0, rounded below zero
    assert not D.is_degenerate(1e-20, 1e-15) and not D.is_degenerate(0.0, 1e-6) and not D.is_degenerate(2.0, 2.0)
    assert not D.is_degenerate(Fraction(0), Fraction(0), exact=True)  # exact equality is real equality
    assert D.adjust(1.0, "holds", True, 0.0, 0.0) == (D.NO_SCORE, "holds", False)
    assert D.adjust(1.0, "holds", True, 3.0, 3.0) == (1.0, "holds", True)
    assert D.adjust(1.0, "potential", False, 0.0, -1e-271, atol=1e-12) == (D.NO_SCORE, "holds", False)  # noise
    assert D.adjust(1.0, "potential", False, 0.0, -1e-271, atol=0.0) == (1.0, "potential", False)
    assert D.adjust(2.0, "violated", False, 0.0, 0.0) == (2.0, "violated", False)  # a crossing is never hidden
    m = D.degenerate_mask([0.0, 0.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, np.inf, -1e-200])
    assert m.tolist() == [True, False, False, True, True]
    s, c, t = D.adjust_batch(np.array([1.0, 0.5]), np.array([1, 0]), np.array([False, False]),
                             [0.0, 0.5], [-1e-271, 1.0], atol=1e-12)
    assert s.tolist() == [D.NO_SCORE, 0.5] and c.tolist() == [0, 0]


def _half_or_underflow(inst: dict, ctx) -> Measurement:  # noqa: ANN001
    """lhs = x^2/2 against the bound x^2 (best score 0.5); for x > 5 both sides 'underflow' to 0."""
    x = inst["x"]
    return Measurement(0.0 if x > 5 else x * x / 2, {"x": x})


def _bound(x: float) -> float:
    return 0.0 if x > 5 else x * x


XS = st.fixed_dictionaries({"x": st.one_of(st.just(7.0), st.floats(0.5, 10.0)), "seed": st.just(0)})


def test_both_sides_zero_is_not_tight_and_not_the_best_score(tmp_path: Path) -> None:
    claim = toys.toy(bound=_bound, measure=_half_or_underflow, strategy=XS, auto_mutant=False)
    res, rec = run_and_report_record(claim, tmp_path, profile="ci", max_examples=80)
    assert rec["verdict"] == "no counterexample"
    assert rec["best_score"] <= 0.5 + 1e-12 and rec["best_score"] > 0.4  # not 1
    assert rec["tight"] == 0 and rec["degenerate"] > 0
    assert any(n.startswith("degenerate:") for n in rec["notes"])
    assert "tight" not in rec["message"]


def test_every_instance_degenerate_has_no_best_score(tmp_path: Path) -> None:
    claim = toys.toy(bound=lambda x: 0.0, measure=lambda i, c: Measurement(0.0, {"x": i["x"]}), auto_mutant=False)
    res, rec = run_and_report_record(claim, tmp_path, profile="ci", max_examples=20)
    assert rec["best_score"] is None and rec["degenerate"] >= 20 and rec["tight"] == 0
    assert "-inf" not in rec["message"]


def test_batched_members_follow_the_same_rule(tmp_path: Path) -> None:
    def batch(inst: dict, ctx, b: int) -> BatchMeasurement:  # noqa: ANN001
        x = np.linspace(0.5, 10.0, b)
        return BatchMeasurement(np.where(x > 5, 0.0, x * x / 2), {"x": x},
                                members=lambda i: {**inst, "x": float(x[i])})

    claim = toys.toy(bound=lambda x: np.where(np.asarray(x) > 5, 0.0, np.asarray(x) ** 2), measure=_half_or_underflow,
                     strategy=XS, measure_batch=batch, auto_mutant=False)
    res, rec = run_and_report_record(claim, tmp_path, profile="ci", max_examples=5)
    assert rec["best_score"] <= 0.5 + 1e-12 and rec["tight"] == 0 and rec["degenerate"] > 0
