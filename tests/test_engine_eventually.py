"""'Large enough' quantifiers on explicit bounds (issue 31 item 3): a crossing of "for n >= N (N unspecified),
lhs <= bound" refutes it only if it persists as n grows; a crossing at small n alone is conditional on "n large
enough". Also a reading that changes the quantifier's scope (``Reading.eventually``). Synthetic claims with known
answers."""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.engine import run_claim
from thmcheck.checks.readings import run_with_readings

N = st.fixed_dictionaries({"n": st.integers(2, 40)})


def set_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(t)}


GROW_N = Direction("n -> inf", "n", float("inf"), how="path", move=set_n, points=(10.0, 100.0, 1000.0, 10000.0),
                   grows=("n",))


def small_n_only(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = 1 + 5/n^2: above the bound 1 + 1/n only for n < 5 (true for every n >= 5)."""
    n = inst["n"]
    return Measurement(1 + 5 / n**2, {"n": n})


def always(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = 1 + 2/n: above the bound 1 + 1/n at every n."""
    n = inst["n"]
    return Measurement(1 + 2 / n, {"n": n})


def bound_1n(n: int) -> float:
    return 1 + 1 / n


def claim(measure, **kw) -> Claim:  # noqa: ANN001
    base = dict(id="toy.eventually", paper="toy", source="toy", statement="for n large enough, lhs <= 1 + 1/n",
                kind="deterministic", comparison="<=", bound=bound_1n, measure=measure, strategy=N,
                eventually=("n",), directions=(GROW_N,), no_mutant_reason="toy")
    base.update(kw)
    return Claim(**base)


def test_a_crossing_only_at_small_n_vanishes_along_the_path() -> None:
    """lhs crosses for n < 5 only: the path from the crossing holds at every point from n = 10 to its end (4 points
    over 3 decades), so the verdict is 'vanishing crossing' with the path as its evidence, nothing granted."""
    res = run_claim(claim(small_n_only), "ci")
    assert str(res.verdict) == "vanishing crossing", res.message
    assert res.granted == []
    assert res.shrunk is not None and res.shrunk.instance["n"] < 5
    p = res.path
    assert p is not None and p.status == "vanishing"
    clear = [pt for pt in p.points if pt.t >= 10]
    assert len(clear) >= 4 and all(pt.ev.status == "holds" for pt in clear)
    assert "no counterexample along the path to n = " in res.message and "gone from n = 10" in p.why


def capped(inst: dict, t: float) -> dict:
    return {**inst, "n": int(min(t, 150))}


def test_a_crossing_gone_on_a_short_path_stays_conditional() -> None:
    """The same claim along a path that cannot go beyond n = 150 (its move repeats the instance there): the
    crossing is gone at n = 10 and n = 100 only, two points, too few to show that it vanished: conditional."""
    short = Direction("n -> inf (capped)", "n", float("inf"), how="path", move=capped,
                      points=(10.0, 100.0, 1000.0, 10000.0), grows=("n",))
    res = run_claim(claim(small_n_only, directions=(short,)), "ci")
    assert str(res.verdict) == "conditional", res.message
    assert res.granted == ["n large enough"]
    assert "crossing is gone" in res.granted_why["n large enough"]
    assert res.path is not None and res.path.status == "conditional"


def test_a_vanishing_crossing_meets_only_its_own_expectation() -> None:
    from thmcheck.checks.claim import Expect, Verdict, expectation_met, outcome

    assert expectation_met(Expect.VANISHING, Verdict.VANISHING)
    assert not expectation_met(Expect.CONDITIONAL, Verdict.VANISHING)
    assert not expectation_met(Expect.HOLDS, Verdict.VANISHING)
    assert not expectation_met(Expect.VANISHING, Verdict.CONDITIONAL)
    assert not expectation_met(Expect.VANISHING, Verdict.VIOLATED)
    assert outcome(Expect.VANISHING, Verdict.VANISHING) == "crossing only where a 'large enough' parameter is small"
    res = run_claim(claim(small_n_only, expect="vanishing crossing"), "ci")
    assert res.meets_expectation, res.message


def test_a_crossing_that_persists_as_n_grows_is_violated() -> None:
    res = run_claim(claim(always), "ci")
    assert str(res.verdict) == "violated", res.message
    p = res.path
    assert p is not None and p.status == "violated" and len(p.points) >= 4
    assert max(pt.t for pt in p.points) >= 10 * min(pt.t for pt in p.points)


def test_without_a_growing_direction_the_crossing_is_conditional() -> None:
    res = run_claim(claim(always, directions=()), "ci")
    assert str(res.verdict) == "conditional", res.message
    assert "no path direction" in res.granted_why["n large enough"]


def test_without_eventually_a_small_n_crossing_is_violated() -> None:
    res = run_claim(claim(small_n_only, eventually=()), "ci")
    assert str(res.verdict) == "violated", res.message


def test_a_reading_can_take_the_quantifier_as_large_enough() -> None:
    """As printed "for every n" (violated at n < 5); read as "for n large enough" it is not violated."""
    c = claim(small_n_only, eventually=(), readings=(
        Reading("n large enough", "the statement needs n only large enough", eventually=("n",)),),
        expect="erratum as printed", evidence="toy")
    res = run_with_readings(c, run_claim, profile="ci")
    assert str(res.verdict) == "violated as printed", res.message
    assert res.readings["n large enough"]["verdict"] == "vanishing crossing"


def test_an_assumption_our_solver_cannot_decide_is_a_solver_failure_not_a_rejection() -> None:
    """A hypothesis whose slack raises SolverFailure (our computation could not decide it) counts the instance as
    unknown, reported with the solver's message, and never as a rejected draw (which would hide it)."""
    from thmcheck.checks.claim import Assumption, SolverFailure

    def undecided(q: dict) -> float:
        if q["n"] % 2:
            raise SolverFailure("eigenvalue below resolution")
        return 1.0

    res = run_claim(claim(small_n_only, eventually=(), directions=(),
                          assumptions=(Assumption("resolved", "odd n undecidable here", undecided),),
                          strategy=st.fixed_dictionaries({"n": st.integers(5, 40)})), "ci")
    assert str(res.verdict) == "no counterexample", res.message
    assert res.solver_failures > 0 and res.rejected == 0
    assert "eigenvalue below resolution" in " ".join(res.solver_messages)


def test_a_reading_can_read_a_printed_relation_the_other_way() -> None:
    """A printed '>=' that looks like a typo for '<=' is checked as printed (the claim) and as '<=' (a reading with
    its own strategy: the side measured changes), and the verdict combines them: violated as printed."""

    def side(inst: dict, ctx: Ctx) -> Measurement:
        # the non-target logits lie in [0, 7/5]: the smallest under the printed '>=', the largest under '<='
        n = inst["n"]
        return Measurement(0.0 if inst.get("side", "min") == "min" else 1.4 - 1 / n, {"n": n})

    from fractions import Fraction

    seven_fifths = lambda n: float(Fraction(7, 5))  # noqa: E731
    c = claim(side, eventually=(), directions=(), comparison=">=", bound=seven_fifths, readings=(
        Reading("<= (intended)", "every other logit is at most 7/5", comparison="<=",
                strategy=N.map(lambda i: {**i, "side": "max"})),), expect="erratum as printed", evidence="toy")
    res = run_with_readings(c, run_claim, profile="ci")
    assert str(res.verdict) == "violated as printed", res.message
    assert res.readings["<= (intended)"]["verdict"] == "no counterexample"


def test_a_rate_fitted_as_n_grows_needs_no_persistence_path() -> None:
    """A measurement that fits a rate along n -> inf (a 'fit' direction growing n) is already about large n: its
    crossing stays violated without a path."""
    fit = Direction("n -> inf (the rate)", "n", float("inf"), how="fit", grows=("n",))
    res = run_claim(claim(small_n_only, directions=(fit,)), "ci")
    assert str(res.verdict) == "violated", res.message


def test_a_reading_can_measure_another_side() -> None:
    """A reading may replace the measurement (the side as it reads it); the same relation-reading as above,
    written with its own measure instead of an instance flag."""

    def smallest(inst: dict, ctx: Ctx) -> Measurement:
        return Measurement(0.0, {"n": inst["n"]})

    def largest(inst: dict, ctx: Ctx) -> Measurement:
        return Measurement(1.4 - 1 / inst["n"], {"n": inst["n"]})

    c = claim(smallest, eventually=(), directions=(), comparison=">=", bound=lambda n: 1.4, readings=(
        Reading("<= (intended)", "every other logit is at most 7/5", comparison="<=", measure=largest),),
        expect="erratum as printed", evidence="toy")
    res = run_with_readings(c, run_claim, profile="ci")
    assert str(res.verdict) == "violated as printed", res.message
    assert res.readings["<= (intended)"]["verdict"] == "no counterexample"


def small_n_and_large_n(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = 1 + 5/n^2 for n < 5 (a small-n crossing), 1 for 5 <= n < 30 (no crossing), 3 from n = 30 on (a crossing
    that persists for every larger n, and the largest score)."""
    n = inst["n"]
    return Measurement(1 + 5 / n**2 if n < 5 else (1.0 if n < 30 else 3.0), {"n": n})


def test_a_crossing_gone_at_middle_n_and_back_at_every_larger_n_is_violated() -> None:
    """The shrunk crossing (n = 2) is a small-n effect, but the path beyond it crosses again from n = 30 on at
    every point: persistence is judged on the path's tail."""
    res = run_claim(claim(small_n_and_large_n), "ci")
    assert str(res.verdict) == "violated", res.message
    p = res.path
    assert p is not None and p.status == "violated" and "back after" in p.why
    tail = [pt for pt in p.points if pt.t >= 30]
    assert len(tail) >= 4 and all(pt.lhs == 3.0 for pt in tail)


def test_a_crossing_that_comes_back_only_in_the_middle_vanishes() -> None:
    """lhs crosses for n < 5 and for 30 <= n < 500 only: the path's last points hold (the path is extended past its
    grid until its clear end spans a decade), so 'n large enough' stands: a vanishing crossing, and the path says
    from where on it is gone."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        n = inst["n"]
        return Measurement(3.0 if 30 <= n < 500 else (1 + 5 / n**2 if n < 5 else 1.0), {"n": n})

    res = run_claim(claim(measure), "ci")
    assert str(res.verdict) == "vanishing crossing", res.message
    p = res.path
    assert p is not None and p.status == "vanishing" and "gone from n = 1000" in p.why
    assert max(pt.t for pt in p.points) > 10000


def test_degenerate_path_points_are_no_evidence_that_the_crossing_vanished() -> None:
    """'lhs > 0' with lhs = -1 for n < 5 and lhs = 0 exactly from n = 5 on: every path point is degenerate (0 against
    0, no score) and the exact zero is itself a crossing of the strict '>': the crossing is not shown to vanish."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        n = inst["n"]
        return Measurement(-1.0 if n < 5 else 0.0, {"n": n})

    res = run_claim(claim(measure, comparison=">", bound=lambda n: 0.0), "ci")
    assert str(res.verdict) == "conditional", res.message
    assert res.path is not None and res.path.status == "conditional"
