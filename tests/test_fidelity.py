"""Fidelity mechanisms: printed domain and coverage, readings, verdict words and expectations, ASCII ids."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import pytest

from tests.toys import toy as toy_claim
from thmcheck.checks.claim import LITERAL, Claim, Expect, Reading, Verdict, expectation_met
from thmcheck.checks.domain import Param, SpanTracker, coverage, narrowed, unexplained_narrowing
from thmcheck.checks.readings import combine, run_with_readings


def test_closed_open_and_unbounded_ends() -> None:
    eta = Param("eta", 0, 1, lo_closed=False, text="0 < eta <= 1")
    assert eta.describe() == "(0, 1]"
    assert eta.reached(0.005, 1.0) == (True, True)
    assert eta.reached(0.05, 0.98) == (False, False)
    n = Param("n", 1, math.inf, integer=True, text="n >= 1")
    assert n.describe() == "[1, inf)"
    assert n.reached(1, 99) == (True, False)
    assert n.reached(2, 100) == (False, True)
    assert Param("x", far=5).reached(-5, 5) == (True, True)
    with pytest.raises(ValueError):
        Param("bad", 2, 1)


def test_span_tracker_reads_instance_quantities_and_batches() -> None:
    t = SpanTracker([Param("n", 1, math.inf, integer=True), Param("eta", 0, 1, key="step")])
    t.update({"n": 3}, {"step": 0.5})
    t.update({"n": np.array([1, 500])}, {"step": np.float64(1.0)})
    t.update({"n": np.zeros((2, 2))}, None)  # a 2-d array is no parameter value
    cov = t.coverage()
    assert cov["n"]["searched_lo"] == 1 and cov["n"]["searched_hi"] == 500
    assert cov["n"]["reached_lo"] and cov["n"]["reached_hi"]
    assert cov["eta"]["searched_hi"] == 1.0 and not cov["eta"]["reached_lo"]
    assert unexplained_narrowing(cov) == ["eta.lo"]
    assert narrowed(cov) == ["eta.lo"]


def test_unreached_end_with_reason_is_explained() -> None:
    cov = coverage([Param("d", 1, math.inf, unreached="d > 1e4 does not fit in CI memory")], {"d": (1, 50)})
    assert narrowed(cov) == ["d.hi"] and unexplained_narrowing(cov) == []


def test_one_meaning_per_expectation() -> None:
    assert expectation_met(Expect.HOLDS, Verdict.NONE) and expectation_met(Expect.HOLDS, Verdict.POTENTIAL)
    assert not expectation_met(Expect.HOLDS, Verdict.CONDITIONAL)
    assert not expectation_met(Expect.HOLDS, Verdict.VIOLATED)
    assert expectation_met(Expect.ERRATUM, Verdict.VIOLATED)
    assert not expectation_met(Expect.ERRATUM, Verdict.VIOLATED_AS_PRINTED)
    assert expectation_met(Expect.ERRATUM_AS_PRINTED, Verdict.VIOLATED_AS_PRINTED)
    assert expectation_met(Expect.CONDITIONAL, Verdict.CONDITIONAL)
    assert expectation_met(Expect.ERRATUM, Verdict.NOT_CHECKABLE)


@dataclass
class _R:
    verdict: Verdict
    message: str = "m"
    best_score: float | None = 1.0
    valid: int = 10
    seconds: float = 0.1
    readings: dict = field(default_factory=dict)


def test_combine_readings() -> None:
    v, n = _R(Verdict.VIOLATED), _R(Verdict.NONE)
    assert combine(v, {"large C": _R(Verdict.VIOLATED)})[0] is Verdict.VIOLATED
    verdict, msg = combine(v, {"large C": n})
    assert verdict is Verdict.VIOLATED_AS_PRINTED and "large C" in msg
    verdict, msg = combine(n, {"base 2": v})
    assert verdict is Verdict.NONE and "not an error of the printed words" in msg


def test_run_with_readings_runs_each_reading() -> None:
    base = toy_claim()
    weaker = Reading("doubled", "the bound read with an evident factor 2", bound=lambda **q: 2 * base.bound(**q))
    claim = Claim(**{**base.__dict__, "readings": (weaker,)})
    seen = []

    def run(c: Claim, **kw: object) -> _R:
        seen.append(c.bound)
        return _R(Verdict.VIOLATED if c.bound is base.bound else Verdict.NONE)

    out = run_with_readings(claim, run)
    assert len(seen) == 2 and out.verdict is Verdict.VIOLATED_AS_PRINTED
    assert set(out.readings) == {LITERAL, "doubled"}
    assert run_with_readings(claim, run, bound=lambda **q: 0.0).verdict is Verdict.VIOLATED  # user bound: literal only


def test_ids_are_ascii_and_erratum_as_printed_needs_a_reading() -> None:
    base = toy_claim()
    with pytest.raises(ValueError, match="ASCII"):
        Claim(**{**base.__dict__, "id": base.paper + ".lemmaD.2.9\u2013D.2.12"})
    with pytest.raises(ValueError, match="ASCII"):
        Claim(**{**base.__dict__, "id": base.paper + ".propertyC.3/C.4"})
    with pytest.raises(ValueError, match="reading"):
        Claim(**{**base.__dict__, "expect": Expect.ERRATUM_AS_PRINTED, "evidence": "x" * 50})


def test_fidelity_row_names_everything_list_json_promises() -> None:
    row = toy_claim().fidelity()
    assert set(row) >= {"domain", "readings", "derived", "mutants", "no_mutant_reason", "uncertified", "second_path"}
    assert row["readings"] == [LITERAL]


def test_engine_records_coverage_of_the_printed_domain() -> None:
    from thmcheck.checks.engine import run_claim

    claim = toy_claim(domain=(Param("x", 0, math.inf, text="x >= 0", far=1e9),))
    res = run_claim(claim, "ci", max_examples=30)
    cov = res.coverage["x"]
    assert cov["searched_lo"] is not None and cov["searched_lo"] <= cov["searched_hi"]
    assert cov["range"] == "[0, inf)" and cov["text"] == "x >= 0"


def test_span_tracker_reads_exact_rational_and_mpmath_parameters() -> None:
    """An instance drawn as Fractions (or mpmath numbers) for an exact measurement reaches its domain ends too
    (thesisEF's workaround stored floats because the tracker ignored them)."""
    from fractions import Fraction

    import mpmath

    t = SpanTracker([Param("x", 0, 1, text="x in [0, 1]"), Param("y", 0, 1, text="y in [0, 1]")])
    t.update({"x": Fraction(0), "y": mpmath.mpf("0.5")})
    t.update({"x": Fraction(1), "y": mpmath.mpf("0.75")})
    assert t.span == {"x": [0.0, 1.0], "y": [0.5, 0.75]}


def test_combine_a_faulted_reading_rescues_nothing() -> None:
    """Round 28: a reading that faulted ('unknown') or gave up is no rescue; an undecided one is named as such."""
    v = _R(Verdict.VIOLATED)
    verdict, msg = combine(v, {"r": _R(Verdict.UNKNOWN)})
    assert verdict is Verdict.VIOLATED and "'r' (unknown)" in msg and "shows nothing" in msg
    assert combine(v, {"r": _R(Verdict.GAVE_UP)})[0] is Verdict.VIOLATED
    verdict, msg = combine(v, {"r": _R(Verdict.UNKNOWN), "s": _R(Verdict.NONE)})
    assert verdict is Verdict.VIOLATED_AS_PRINTED and "'s'" in msg and "'r' (unknown)" in msg
    verdict, msg = combine(v, {"p": _R(Verdict.POTENTIAL)})
    assert verdict is Verdict.VIOLATED_AS_PRINTED and "rescue is undecided under 'p' (potential)" in msg
    verdict, msg = combine(v, {"c": _R(Verdict.CONDITIONAL), "n": _R(Verdict.NONE)})
    assert verdict is Verdict.VIOLATED_AS_PRINTED and "'c' (conditional)" in msg


def test_a_reading_with_its_own_measure_keeps_its_own_exact() -> None:
    """Reading.exact: the claim's exact re-measure belongs to the literal measurement; a reading with its own
    measure drops it unless it gives its own; a reading that keeps the measurement keeps the claim's."""
    base = toy_claim()

    def claim_exact(inst: object) -> None:
        return None

    def own_measure(inst: object, ctx: object) -> None:
        return None

    def own_exact(inst: object) -> None:
        return None

    claim = Claim(**{**base.__dict__, "exact": claim_exact})
    assert claim.under_reading(Reading("b", "bound only", bound=base.bound)).exact is claim_exact
    assert claim.under_reading(Reading("m", "own measure", measure=own_measure)).exact is None
    assert claim.under_reading(Reading("me", "own measure and exact", measure=own_measure,
                                       exact=own_exact)).exact is own_exact


def test_a_reading_keeps_the_claims_ceiling_only_with_the_claims_bound_and_measure() -> None:
    """Reading.ceiling (round 29): a certificate is for one ratio; a reading that changes the bound or the measure
    has none unless it gives its own."""
    from thmcheck.checks.claim import Ceiling

    base = toy_claim()
    cap = Ceiling(2.0, "toy.cert", "lhs <= 2 f everywhere")
    own = Ceiling(10 / 9, "toy.dk", "Davis-Kahan")
    claim = Claim(**{**base.__dict__, "ceiling": cap})
    assert claim.under_reading(Reading("s", "a strategy only", strategy=base.strategy)).ceiling is cap
    assert claim.under_reading(Reading("b", "another bound", bound=lambda **q: 1.0)).ceiling is None
    assert claim.under_reading(Reading("bc", "another bound, own certificate", bound=lambda **q: 1.0,
                                       ceiling=own)).ceiling is own
