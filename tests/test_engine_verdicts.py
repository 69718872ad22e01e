"""One meaning per verdict word and statistics that cannot be bypassed (issue #26, points 6 and 7), on toy claims.

- ``conditional``: a confirmed crossing where only uncertified requirements are approximately met;
- ``potential``: inside a tolerance or an interval only (or a certifiable assumption met by rounding);
- a non-strict bound met with equality is ``no counterexample``, counted as tight;
- ``run_claim(grant_uncertified=True)`` grants the uncertified requirements and records them;
- the multiplicity N is every instance evaluated (``ClaimResult.tested``), an interval without its statistic
  gives at most potential, an exponent fit needs >= 4 points over >= 1 decade with a finite standard error;
- an absolute tolerance never demotes an exactly confirmed violation; a bound at zero up to rounding scores ~1;
- replay confirms potential candidates like the search and uses the recorded multiplicity.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from tests.toys import false_bound, square_exact, tight_bound, toy
from thmcheck.checks.claim import Assumption, Comparison, Measurement, Verdict, uncertified
from thmcheck.checks.engine import (
    CONDITIONAL,
    HOLDS,
    POTENTIAL,
    VIOLATED,
    confirm,
    evaluate,
    judge,
    ordered_score,
    replay,
    run_claim,
)
from thmcheck.checks.stats import Binomial, clopper_pearson, fit_exponent

HIDDEN = uncertified("H", "n >= N0 for a hidden constant N0")


# ------------------------------------------------------------------------------------------ conditional


def test_crossing_under_uncertified_requirement_is_conditional_and_names_it() -> None:
    res = run_claim(toy(false_bound, assumptions=(HIDDEN,), exact=square_exact), "ci")
    assert res.verdict is Verdict.CONDITIONAL
    assert res.granted == ["H"]
    assert "H (n >= N0" in res.message
    assert res.shrunk is not None and res.shrunk.status == CONDITIONAL
    assert "exact" in res.shrunk.confirmed_by


def test_certifiable_assumption_met_by_rounding_keeps_potential() -> None:
    rounding = Assumption("A", "a certifiable assumption missed by rounding", lambda q: -1e-15)
    res = run_claim(toy(false_bound, assumptions=(HIDDEN, rounding), exact=square_exact), "ci")
    assert res.verdict is Verdict.POTENTIAL
    assert res.granted == []


def test_grant_uncertified_runs_the_granting_copy_and_records_it() -> None:
    claim = toy(false_bound, assumptions=(HIDDEN,), exact=square_exact)
    res = run_claim(claim, "ci", grant_uncertified=True)
    assert res.verdict is Verdict.VIOLATED
    assert res.granted == ["H"] and "granted" in res.message
    assert res.claim is claim
    held = run_claim(toy(assumptions=(HIDDEN,)), "ci", grant_uncertified=True)
    assert held.verdict is Verdict.NONE and held.granted == ["H"]


# ----------------------------------------------------------------------------------------------- tight


def test_bound_met_with_equality_is_no_counterexample_and_tight() -> None:
    for claim in (toy(tight_bound), toy(tight_bound, exact=square_exact)):
        res = run_claim(claim, "ci", max_examples=30)
        assert res.verdict is Verdict.NONE, res.message
        assert res.tight > 0 and "tight" in res.message


def test_float_rounding_crossing_of_non_strict_bound_is_tight_not_potential() -> None:
    # x^2 against x^2 (1 - 2^-53): a crossing of one ulp, no exact re-check: equality up to rounding
    claim = toy(lambda x: x * x * (1 - 2.0**-53) if x != 3.0 else x * x)
    ev = evaluate(claim, {"x": 1.3, "seed": 0})
    assert ev.tight
    assert confirm(claim, ev).status == HOLDS
    strict = toy(tight_bound, comparison="<")
    assert evaluate(strict, {"x": 1.3, "seed": 0}).status == POTENTIAL  # equality fails a strict bound


def test_an_exact_lhs_against_a_float_bound_is_not_certified_within_the_bounds_own_rounding() -> None:
    """lhs = 1/3 exactly against a float64 bound that accumulated a few dozen ulps of rounding below 1/3: exact
    arithmetic cannot remove the bound's own rounding, so this is equality (tight), not a violation; a Fraction
    bound 1e-15 below is judged exactly and fails."""

    from thmcheck.checks.engine.scoring import judge_tight

    rounded = (1 / 3) * (1 - 40 * 2.0**-52)
    _, status, tight = judge_tight(Comparison.LE, Fraction(1, 3), rounded, None, 0.0, 0.0, exact=True)
    assert status == HOLDS and tight
    _, status, _ = judge_tight(Comparison.LE, Fraction(1, 3), Fraction(1, 3) - Fraction(1, 10**15), None, 0.0, 0.0,
                               exact=True)
    assert status == VIOLATED


# ------------------------------------------------------------------------------------------ statistics

FAILS = st.fixed_dictionaries({"k": st.integers(0, 100), "seed": st.integers(0, 2**32 - 1)})


def rate(inst: dict, ctx: object) -> Measurement:
    k = inst["k"]
    return Measurement(k / 100, {"p": 0.1}, lhs_interval=clopper_pearson(k, 100, 0.99), stat=Binomial(k, 100))


def rate_claim(**kw: object) -> object:
    return toy(lambda p: p, **{"kind": "probabilistic", "measure": rate, "strategy": FAILS, **kw})


def test_multiplicity_is_the_number_of_instances_evaluated() -> None:
    res = run_claim(rate_claim(), "ci")
    assert res.verdict is Verdict.VIOLATED
    assert res.tested == res.tried > 0
    assert any(f"0.01/{res.tested}" in t for t in res.shrunk.confirmed_by)


def test_borderline_rate_is_violated_for_one_test_and_potential_for_many() -> None:
    claim = rate_claim()
    inst = {"k": 20, "seed": 0}  # 20/100 against 0.1: the 99 % interval lies above, the 1 - 0.01/1000 one does not
    ev = evaluate(claim, inst)
    assert ev.status == VIOLATED
    assert confirm(claim, ev, tested=1).status == VIOLATED
    many = confirm(claim, evaluate(claim, inst), tested=1000)
    assert many.status == POTENTIAL and "1000" in many.note
    assert replay(claim, inst, tested=1).status == VIOLATED
    assert replay(claim, inst, tested=1000).status == POTENTIAL


def test_interval_without_statistic_is_at_most_potential() -> None:
    def bare(inst: dict, ctx: object) -> Measurement:
        return Measurement(0.5, {"p": 0.1}, lhs_interval=(0.4, 0.6))

    res = run_claim(rate_claim(measure=bare), "ci", max_examples=10)
    assert res.verdict is Verdict.POTENTIAL
    assert "without its statistic" in res.message


def _fit_claim(xs: list[float], waiver: str = "") -> object:
    from dataclasses import replace

    def slope(inst: dict, ctx: object) -> Measurement:
        x = np.asarray(xs)
        y = x**2 * np.exp(1e-3 * np.sin(7 * x))  # exponent ~2, a little noise for a finite standard error
        f = replace(fit_exponent(x, y), waiver=waiver)
        return Measurement(f.exponent, {"p": 1.0}, lhs_interval=(f.lo, f.hi), stat=f)

    return toy(lambda p: p, kind="rate", measure=slope, strategy=FAILS)


def test_exponent_fit_needs_four_points_over_a_decade() -> None:
    assert run_claim(_fit_claim([1, 2.5, 5, 10]), "ci", max_examples=5).verdict is Verdict.VIOLATED
    three = run_claim(_fit_claim([1, 3, 10]), "ci", max_examples=5)
    assert three.verdict is Verdict.POTENTIAL and "3 points" in three.message
    short = run_claim(_fit_claim([1, 1.5, 2, 3]), "ci", max_examples=5)
    assert short.verdict is Verdict.POTENTIAL and "decade" in short.message
    waived = run_claim(_fit_claim([1, 1.5, 2, 3], waiver="the exponent is exact at every scale"), "ci",
                       max_examples=5)
    assert waived.verdict is Verdict.VIOLATED and "exact at every scale" in waived.message


def test_exponent_fit_without_finite_stderr_is_at_most_potential() -> None:
    from dataclasses import replace

    def slope(inst: dict, ctx: object) -> Measurement:
        f = fit_exponent(np.array([1.0, 2, 5, 10, 20]), np.array([1.0, 4.1, 25, 99, 401]))
        f = replace(f, stderr=float("nan"))
        return Measurement(f.exponent, {"p": 1.0}, lhs_interval=(f.lo, f.hi), stat=f)

    res = run_claim(toy(lambda p: p, kind="rate", measure=slope, strategy=FAILS), "ci", max_examples=5)
    assert res.verdict is Verdict.POTENTIAL and "standard error" in res.message


# --------------------------------------------------------------------------------- tolerances and zero


def test_absolute_tolerance_never_demotes_an_exact_violation() -> None:
    tiny = st.fixed_dictionaries({"x": st.just(1.0), "seed": st.integers(0, 10)})
    claim = toy(lambda x: 3e-261 * x, measure=lambda inst, ctx: Measurement(3e-158, {"x": inst["x"]}),
                exact=lambda inst: Measurement(Fraction(3e-158), {"x": Fraction(inst["x"])}), strategy=tiny,
                atol=1e-12)
    res = run_claim(claim, "ci", max_examples=5)
    assert res.verdict is Verdict.VIOLATED, res.message


def test_bound_crossing_zero_at_rounding_level_is_not_scored_two() -> None:
    assert ordered_score(0.0, -1e-17) < 1 + 1e-12
    assert ordered_score(1e-20, -1e-17) < 1 + 1e-12
    assert ordered_score(-1e-17, 0.0, bound_first=True) < 1 + 1e-12  # a '>=' claim: bound -1e-17 <= lhs 0
    assert ordered_score(0.5, 0.0) == ordered_score(0.5, -1e-17)  # continuous at a zero bound
    score, _ = judge(Comparison.LE, 0.0, -1e-17, None, 1e-9, 1e-12)
    assert score < 1 + 1e-12
    assert ordered_score(1.0, -1.0) == 2.0  # a real sign crossing keeps its score
    assert ordered_score(3e-158, 3e-261) > 1e12  # a tiny positive bound keeps the ratio


# ------------------------------------------------------------------------------------------------ replay


def test_replay_confirms_a_potential_candidate_exactly() -> None:
    # crosses by 1e-10 relative: inside rtol in float64 (potential), beyond it exactly (violated)
    claim = toy(lambda x: x * x * (1 - 1e-10), exact=square_exact)
    inst = {"x": 2.0, "seed": 0}
    assert evaluate(claim, inst).status == POTENTIAL
    assert replay(claim, inst).status == VIOLATED
    res = run_claim(claim, "ci", max_examples=20)
    assert res.verdict is Verdict.VIOLATED
    assert replay(claim, res.shrunk.instance, tested=res.tested).status == VIOLATED


def test_an_exact_equality_of_fractions_holds() -> None:
    """'==' between equal exact values: a float tolerance once turned the Fractions into floats (-1/3 < float(-1/3)
    is True) and reported 'violated, score 0'."""

    from thmcheck.checks.claim import Comparison
    from thmcheck.checks.engine.scoring import judge_tight

    assert judge_tight(Comparison.EQ, Fraction(-1, 3), Fraction(-1, 3), None, 1e-9, 0.0, exact=True)[1] == "holds"
    assert judge_tight(Comparison.EQ, Fraction(-1, 3), Fraction(-1, 3) + Fraction(1, 10**30), None, 1e-9, 0.0,
                       exact=True)[1] == "violated"
    assert judge_tight(Comparison.LE, Fraction(-1, 3), Fraction(-1, 3), None, 1e-9, 0.0, exact=True)[1] == "holds"
