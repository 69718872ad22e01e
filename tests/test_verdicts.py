"""Verdict logic of the engine on toy claims with known answers."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from tests import toys
from thmcheck.checks.claim import Comparison, Verdict
from thmcheck.checks.engine import HOLDS, POTENTIAL, VIOLATED, judge, run_claim
from thmcheck.checks.stats import clopper_pearson, fit_exponent


@pytest.mark.parametrize(
    ("cmp", "lhs", "rhs", "status"),
    [("<=", 1.0, 2.0, HOLDS), ("<=", 2.0, 1.0, VIOLATED), ("<=", 1.0 + 1e-13, 1.0, POTENTIAL),
     ("<", 1.0, 1.0, POTENTIAL), (">=", 2.0, 1.0, HOLDS), (">=", 1.0, 2.0, VIOLATED), (">", 1.0, 1.0, POTENTIAL),
     ("==", 1.0, 1.0 + 1e-12, HOLDS), ("==", 1.0, 1.1, VIOLATED), ("<=", -1.0, -2.0, VIOLATED),
     ("<=", -2.0, -1.0, HOLDS), ("<=", 0.0, 0.0, HOLDS)],
)
def test_judge_points(cmp: str, lhs: float, rhs: float, status: str) -> None:
    score, got = judge(Comparison(cmp), lhs, rhs, None, 1e-9, 1e-12)
    assert got == status
    assert (score > 1) == (status == VIOLATED) or status != VIOLATED


def test_judge_interval_needs_whole_interval_beyond_bound() -> None:
    # failure-rate estimate above delta, but the interval straddles it: only potential
    assert judge(Comparison.LE, 0.12, 0.1, (0.08, 0.16), 0, 0)[1] == POTENTIAL
    assert judge(Comparison.LE, 0.2, 0.1, (0.15, 0.25), 0, 0)[1] == VIOLATED
    assert judge(Comparison.EQ, 2.1, 2.0, (1.9, 2.3), 0, 0)[1] == HOLDS  # exponent fit consistent
    assert judge(Comparison.EQ, 2.5, 2.0, (2.3, 2.7), 0, 0)[1] == VIOLATED


def test_judge_exact() -> None:
    assert judge(Comparison.LE, Fraction(1, 3), Fraction(1, 3), None, 1e-9, 0, exact=True)[1] == HOLDS
    assert judge(Comparison.LT, Fraction(1, 3), Fraction(1, 3), None, 1e-9, 0, exact=True)[1] == VIOLATED
    assert judge(Comparison.LE, Fraction(1, 3) + Fraction(1, 10**30), Fraction(1, 3), None, 1e-9, 0,
                 exact=True)[1] == VIOLATED


def test_true_claim_no_counterexample() -> None:
    r = run_claim(toys.toy(), "ci")
    assert r.verdict is Verdict.NONE
    assert r.valid >= 10 and r.best_score is not None and r.best_score <= 1


def test_false_claim_violated_and_shrunk() -> None:
    r = run_claim(toys.toy(toys.false_bound), "ci")
    assert r.verdict is Verdict.VIOLATED
    assert r.shrunk is not None and r.shrunk.measurement.lhs > 5 * r.shrunk.instance["x"]
    assert r.worst is not None and r.worst.score >= r.shrunk.score


def test_tight_claim_is_potential_without_exact_and_holds_with_it() -> None:
    r = run_claim(toys.toy(toys.tight_bound), "ci")
    assert r.verdict in (Verdict.NONE, Verdict.POTENTIAL)
    r = run_claim(toys.toy(toys.tight_bound, exact=toys.square_exact), "ci")
    assert r.verdict is Verdict.NONE


def test_rounding_artefact_is_not_a_violation() -> None:
    # the float measurement exceeds the bound by a rounding-sized error; the exact re-check refutes it
    def noisy(inst, ctx):  # noqa: ANN001, ANN202
        return toys.Measurement(inst["x"] ** 2 * (1 + 1e-6), {"x": inst["x"]})

    r = run_claim(toys.toy(toys.tight_bound, measure=noisy, exact=toys.square_exact), "ci")
    assert r.verdict is Verdict.NONE
    assert r.refuted > 0


def test_gave_up_when_assumptions_reject_everything() -> None:
    r = run_claim(toys.toy(assumptions=(toys.NEVER,)), "ci")
    assert r.verdict is Verdict.GAVE_UP
    assert r.rejected > 0 and r.valid == 0


@pytest.mark.parametrize("bound", [toys.nan_bound, toys.raising_bound, toys.vector_bound, toys.string_bound])
def test_bad_bound_is_unknown_with_message(bound) -> None:  # noqa: ANN001
    r = run_claim(toys.toy(), "ci", bound=bound)
    assert r.verdict is Verdict.UNKNOWN
    assert "toy.lemma1" in r.message and "instance" in r.message and bound.__name__ in r.message


def test_measurement_failure_is_unknown() -> None:
    def broken(inst, ctx):  # noqa: ANN001, ANN202
        raise FloatingPointError("overflow")

    r = run_claim(toys.toy(measure=broken), "ci")
    assert r.verdict is Verdict.UNKNOWN and "overflow" in r.message


def test_erratum_expectation() -> None:
    c = toys.toy(toys.false_bound, expect="erratum", evidence="x^2 > 5x for x > 5")
    r = run_claim(c, "ci")
    assert r.verdict is Verdict.VIOLATED and r.meets_expectation
    r = run_claim(toys.toy(expect="erratum", evidence="none"), "ci")
    assert not r.meets_expectation


def test_clopper_pearson() -> None:
    lo, hi = clopper_pearson(0, 100)
    assert lo == 0 and 0.04 < hi < 0.06
    lo, hi = clopper_pearson(50, 100)
    assert lo < 0.5 < hi


def test_exponent_fit_recovers_slope() -> None:
    x = np.array([10, 20, 40, 80, 160.0])
    rng = np.random.default_rng(0)
    y = 3 * x**-0.5 * np.exp(rng.normal(0, 0.01, x.size))
    f = fit_exponent(x, y)
    assert f.lo < -0.5 < f.hi and f.hi - f.lo < 0.1


def test_exact_keeps_the_sign_of_mpmath_values() -> None:
    import mpmath

    # -1.5 <= -2 is false: a sign lost in the exact conversion would read |-1.5| <= |-2| as true
    assert judge(Comparison.LE, mpmath.mpf(-1.5), -2.0, None, 1e-9, 0, exact=True)[1] == VIOLATED
    assert judge(Comparison.LE, mpmath.mpf(-2.5), -2.0, None, 1e-9, 0, exact=True)[1] == HOLDS


def test_score_climbs_when_the_bound_is_zero() -> None:
    s1, _ = judge(Comparison.LE, -2.0, 0.0, None, 1e-9, 1e-12)
    s2, _ = judge(Comparison.LE, -0.5, 0.0, None, 1e-9, 1e-12)
    s3, st = judge(Comparison.LE, 0.5, 0.0, None, 1e-9, 1e-12)
    assert s1 < s2 < 1 < s3 and st == VIOLATED


def test_uncertified_assumption_turns_a_violation_into_conditional() -> None:
    from thmcheck.checks.claim import uncertified

    c = toys.toy(toys.false_bound, assumptions=(uncertified("hidden", "a hidden-constant requirement"),))
    r = run_claim(c, "ci")
    assert r.verdict is Verdict.CONDITIONAL and r.rejected == 0 and r.granted == ["hidden"]


def test_mutants_of_an_uncertified_claim_are_tested_with_the_requirements_granted() -> None:
    """Such a claim can never end 'violated', so its planted mutants die on a copy that grants the uncertified
    requirements (and only those): the search must still find and confirm a crossing of the mutant there."""
    from thmcheck.checks.claim import Assumption, uncertified

    real = Assumption("x >= 0", "x >= 0", lambda q: q["x"])
    c = toys.toy(toys.true_bound, assumptions=(uncertified("hidden", "a hidden-constant requirement"), real))
    t = toys.toy()
    assert c.has_uncertified and not t.has_uncertified and t.granting_uncertified() is t
    g = c.granting_uncertified()
    assert [a.certifiable for a in g.assumptions] == [True, True] and g.assumptions[1] is real
    assert run_claim(c, "ci", bound=toys.false_bound).verdict is Verdict.CONDITIONAL
    assert run_claim(g, "ci", bound=toys.false_bound).verdict is Verdict.VIOLATED
    assert run_claim(g, "ci").verdict is Verdict.NONE  # granting does not make the true bound fail


def test_active_profile_is_set_inside_run_claim() -> None:
    """A measurement sees the profile the engine runs (for sizes that scale with it), and only while it runs."""
    from hypothesis import strategies as st

    from thmcheck.checks.claim import Claim, Measurement
    from thmcheck.checks.engine import run_claim
    from thmcheck.checks.profiles import active_profile

    seen: list[str] = []

    def measure(inst: dict, ctx: object) -> Measurement:
        seen.append(active_profile())
        return Measurement(0.0, {})

    c = Claim(id="toy.profile", paper="toy", source="-", statement="0 <= 1", kind="deterministic", comparison="<=",
              bound=lambda: 1.0, measure=measure, strategy=st.fixed_dictionaries({"a": st.just(1)}))
    run_claim(c, "dev", max_examples=3, budget_s=5.0)
    assert seen and set(seen) == {"dev"}
    assert active_profile() in ("ci", "dev", "deep")


def _mc_claim(k: int, n: int, with_stat: bool):
    from hypothesis import strategies as st

    from thmcheck.checks.claim import Claim, Measurement
    from thmcheck.checks.stats import Binomial, clopper_pearson

    def measure(inst: dict, ctx: object) -> Measurement:
        return Measurement(k / n, {"delta": 0.1}, lhs_interval=clopper_pearson(k, n),
                           stat=Binomial(k, n) if with_stat else None)

    return Claim(id="toy.mc", paper="toy", source="-", statement="P[fail] <= delta", kind="probabilistic",
                 comparison="<=", bound=lambda delta: delta, measure=measure,
                 strategy=st.fixed_dictionaries({"a": st.just(1)}))


def test_multiplicity_correction_downgrades_a_marginal_mc_violation() -> None:
    """19/100 failures against delta = 0.1 is outside the 99 % interval of one instance, but not after a
    Bonferroni correction for 150 tested instances: potential, not violated."""
    from thmcheck.checks.engine import confirm, evaluate
    from thmcheck.checks.stats import clopper_pearson

    assert clopper_pearson(19, 100)[0] > 0.1
    ev = evaluate(_mc_claim(19, 100, True), {"a": 1})
    assert ev.status == "violated"
    assert confirm(_mc_claim(19, 100, True), ev, tested=1).status == "violated"
    down = confirm(_mc_claim(19, 100, True), ev, tested=150)
    assert down.status == "potential" and any("multiplicity" in t for t in down.confirmed_by)
    # a clear violation survives the correction
    ev = evaluate(_mc_claim(60, 100, True), {"a": 1})
    assert confirm(_mc_claim(60, 100, True), ev, tested=10**6).status == "violated"
    # without a stat the interval cannot be corrected: at most potential, and the trail says so
    ev = evaluate(_mc_claim(19, 100, False), {"a": 1})
    kept = confirm(_mc_claim(19, 100, False), ev, tested=150)
    assert kept.status == "potential" and any("without its statistic" in t for t in kept.confirmed_by)


def test_exponent_fit_interval_widens_with_confidence() -> None:
    import numpy as np

    from thmcheck.checks.stats import fit_exponent

    x = np.array([1.0, 2, 4, 8, 16])
    y = x**-0.5 * np.exp(np.array([0.01, -0.02, 0.015, -0.01, 0.005]))
    f = fit_exponent(x, y)
    assert f.interval(0.99) == pytest.approx((f.lo, f.hi))
    lo, hi = f.interval(1 - 1e-6)
    assert lo < f.lo and hi > f.hi


def test_normal_mean_interval() -> None:
    from thmcheck.checks.stats import NormalMean

    lo, hi = NormalMean(1.0, 0.1).interval(0.95)
    assert lo == pytest.approx(1 - 0.196, abs=1e-3) and hi == pytest.approx(1 + 0.196, abs=1e-3)


def test_scores_are_recorded_for_the_histogram() -> None:
    from hypothesis import strategies as st

    from thmcheck.checks.claim import Claim, Measurement
    from thmcheck.checks.engine import run_claim

    c = Claim(id="toy.scores", paper="toy", source="-", statement="x <= 2", kind="deterministic", comparison="<=",
              bound=lambda: 2.0, measure=lambda inst, ctx: Measurement(inst["x"], {}),
              strategy=st.fixed_dictionaries({"x": st.floats(0, 1)}))
    res = run_claim(c, "ci", max_examples=20, budget_s=5.0)
    assert len(res.scores) == res.valid > 0
    assert max(res.scores) == pytest.approx(res.best_score)


def test_exponent_fit_of_constant_data_is_exact_zero() -> None:
    import numpy as np

    from thmcheck.checks.stats import fit_exponent

    f = fit_exponent(np.array([1.0, 2, 4]), np.array([3.0, 3, 3]))
    assert (f.exponent, f.lo, f.hi) == (0.0, 0.0, 0.0) and f.interval(0.999) == (0.0, 0.0)
    with pytest.raises(ValueError):
        fit_exponent(np.array([2.0, 2, 2]), np.array([1.0, 2, 3]))


def test_long_exact_values_are_shown_short() -> None:
    from fractions import Fraction

    from thmcheck.checks.instances import jsonable, short

    x = Fraction(3**300, 7**200)
    assert "exact rational" in short(x) and "exact rational" in short(jsonable(x))
    assert short(Fraction(1, 3)) == "1/3"
    assert jsonable(x)["fraction"] == f"{x.numerator}/{x.denominator}"  # the JSON keeps every digit


def test_derandomized_search_does_not_depend_on_imported_modules(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A ci (derandomized) search draws the same instances whatever local modules the process has imported:
    Hypothesis harvests literals from local source files, which made a planted mutant's death depend on
    import order in CI. The engine switches that harvest off while it searches."""
    import importlib
    import sys

    def xs() -> list[float]:
        seen: list[float] = []

        def measure(inst, ctx):  # noqa: ANN001, ANN202
            seen.append(inst["x"])
            return toys.square(inst, ctx)

        run_claim(toys.toy(measure=measure), "ci", max_examples=150, refine=False)
        return seen

    before = xs()
    consts = ", ".join(repr(1.0 + k / 997) for k in range(200))  # many floats in [0, 10], none of them edges
    (tmp_path / "thmcheck_local_consts_probe.py").write_text(f"C = ({consts})\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.import_module("thmcheck_local_consts_probe")
    try:
        assert xs() == before
    finally:
        sys.modules.pop("thmcheck_local_consts_probe", None)


@pytest.mark.parametrize(("a", "b"), [(1.0, 2.0), (2.0, 1.0), (0.0, 0.0), (0.5, 0.0), (-0.5, 0.0), (0.0, 3.0),
                                      (0.0, -1.0), (-1.0, 2.0), (-2.0, -1.0), (1e-300, 1e300)])
@pytest.mark.parametrize("bound_first", [False, True])
def test_score_is_one_formula_for_scalars_numpy_and_torch(a: float, b: float, bound_first: bool) -> None:
    """judge, judge_batch and the refinement's torch score are the same function; > 1 exactly where a > b."""
    import torch

    from thmcheck.checks.engine import ordered_score

    s = float(ordered_score(a, b, bound_first=bound_first))
    n = ordered_score(np.array([a]), np.array([b]), np.where, bound_first=bound_first)
    assert float(n[0]) == pytest.approx(s, rel=1e-12)
    t = ordered_score(torch.tensor([a], dtype=torch.float64), torch.tensor([b], dtype=torch.float64), torch.where,
                      bound_first=bound_first)
    assert float(t[0]) == pytest.approx(s, rel=1e-12)
    assert (s > 1) == (a > b)


def test_zero_left_side_score_climbs_as_the_right_side_shrinks() -> None:
    """'lhs >= 0' (0 <= lhs): the score grows to 1 as lhs -> 0+, so target() can push toward a violation."""
    scores = [judge(Comparison.GE, x, 0.0, None, 1e-9, 0.0)[0] for x in (10.0, 1.0, 0.1, 1e-3)]
    assert scores == sorted(scores) and scores[-1] > 0.99 and scores[0] > 0
    # ... but a zero measurement far below a positive bound is slack, not tight: 'lhs <= bound' scores lhs/bound
    assert judge(Comparison.LE, 0.0, 1e-6, None, 1e-9, 0.0)[0] == 0.0


def test_batch_member_keeps_its_stat() -> None:
    """A batch member passed to confirm() carries its statistic (for the multiplicity correction)."""
    from thmcheck.checks.claim import BatchMeasurement, Measurement
    from thmcheck.checks.engine import as_batch
    from thmcheck.checks.stats import Binomial

    stats = [Binomial(k, 100) for k in range(3)]
    b = as_batch([Measurement(0.1 * k, {"x": float(k)}, stat=s) for k, s in enumerate(stats)], 3)
    assert b.member_measurement(2).stat is stats[2]
    bm = as_batch(BatchMeasurement(np.zeros(3), {"x": np.arange(3.0)}, stat=stats), 3)
    assert bm.member_measurement(1).stat is stats[1]
    shared = as_batch(BatchMeasurement(np.zeros(3), {"x": np.arange(3.0)}, stat=stats[0]), 3)
    assert shared.member_measurement(2).stat is stats[0]
