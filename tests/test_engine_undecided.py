"""Undecided verdicts settled (issue 32): sequential confirmation with ``Claim.escalate``, checkable requirements
that reject, granted requirements listed with why, rejected draws per assumption, and solver failures counted as
unknown (never rejected)."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, SolverFailure, uncertified
from thmcheck.checks.stats import Binomial

DELTA = 0.10


def rate_claim(rate_at: dict, **kw) -> Claim:  # noqa: ANN001
    """P(failure) <= DELTA, measured by a deterministic 'Monte Carlo' count: ``rate_at[level]`` is the observed
    failure rate with ``100 * 10**level`` trials; seed 7 is the only instance whose level-0 count crosses DELTA."""

    def measure(inst: dict, ctx: Ctx) -> Measurement:
        level = inst.get("level", 0)
        n = 100 * 10**level
        rate = rate_at[level] if inst["seed"] == 7 else 0.05
        k = int(round(rate * n))
        return Measurement(k / n, {"delta": DELTA}, lhs_interval=Binomial(k, n).interval(0.99),
                           stat=Binomial(k, n))

    base = dict(id="toy.lemma32", paper="toy", source="toy", statement="P(fail) <= delta", kind="probabilistic",
                comparison="<=", bound=lambda delta: delta, measure=measure,
                strategy=st.fixed_dictionaries({"seed": st.integers(0, 20)}),
                escalate=lambda inst, level: {**inst, "level": level}, no_mutant_reason="toy")
    base.update(kw)
    return Claim(**base)


def test_a_potential_crossing_that_more_samples_settle_becomes_violated() -> None:
    from thmcheck.checks.engine import run_claim

    claim = rate_claim({0: 0.13, 1: 0.13, 2: 0.13, 3: 0.13})
    res = run_claim(claim, "ci")
    assert str(res.verdict) == "violated", res.message
    assert res.shrunk is not None and res.shrunk.phase == "follow-up"
    assert res.followup["outcome"] == "violated"
    levels = res.followup["followed"][0]["levels"]
    assert levels[0]["status"] == "potential" and levels[-1]["status"] == "violated"
    # without escalation the same crossing stays potential, with its interval and the trials that would settle it
    res0 = run_claim(rate_claim({0: 0.13}, escalate=None), "ci")
    assert str(res0.verdict) == "potential"
    rec = res0.followup["followed"][0]
    assert rec["outcome"] == "undecided" and rec["interval"][0] < DELTA < rec["interval"][1]
    assert "trials at the observed rate 0.13" in rec["estimate"]


def test_a_potential_crossing_that_vanishes_becomes_no_counterexample() -> None:
    from thmcheck.checks.engine import run_claim

    res = run_claim(rate_claim({0: 0.13, 1: 0.08, 2: 0.08, 3: 0.08}), "ci")
    assert str(res.verdict) == "no counterexample", res.message
    assert res.followup["outcome"] == "vanished"
    last = res.followup["followed"][0]["levels"][-1]
    assert last["lhs"] < DELTA and last["interval"] is not None  # back on the bound's side; its interval recorded


def test_the_cap_leaves_potential_with_interval_and_estimate() -> None:
    from thmcheck.checks.engine import run_claim

    # a rate just above the bound needs more trials than the ci cap (3 levels, 10^5 trials) gives: potential stays
    res = run_claim(rate_claim({0: 0.13, 1: 0.101, 2: 0.101, 3: 0.101}), "ci")
    assert str(res.verdict) == "potential", res.message
    rec = res.followup["followed"][0]
    assert rec["outcome"] == "undecided" and len(rec["levels"]) == 4 and rec["cap"] == 3
    assert rec["interval"][0] < DELTA < rec["interval"][1] and "trials at the observed rate 0.101" in rec["estimate"]
    assert "to settle it" in res.notes[-1]


def measure_x(inst: dict, ctx: Ctx) -> Measurement:
    if inst["x"] > 8:
        raise SolverFailure(f"our Newton solver did not converge at x={inst['x']}")
    return Measurement(inst["x"], {"x": inst["x"]}, terms={"horizon": 100 * inst["x"]})


def toy_claim(**kw) -> Claim:  # noqa: ANN001
    base = dict(id="toy.lemma33", paper="toy", source="toy", statement="x <= 10", kind="deterministic",
                comparison="<=", bound=lambda x: 10.0, measure=measure_x,
                strategy=st.fixed_dictionaries({"x": st.floats(0, 10)}), no_mutant_reason="toy")
    base.update(kw)
    return Claim(**base)


def test_a_checkable_requirement_that_fails_rejects_and_is_counted_by_name() -> None:
    from thmcheck.checks.engine import run_claim

    horizon = Assumption("horizon reached", "the run reached its horizon 300", lambda q: q["horizon"] - 300)
    res = run_claim(toy_claim(assumptions=(horizon,)), "ci")
    assert res.rejected > 0 and res.rejected_by == {"horizon reached": res.rejected}
    assert res.record_fields()["rejected_by"] == {"horizon reached": res.rejected}


def test_a_solver_failure_is_unknown_not_rejected() -> None:
    from thmcheck.checks.engine import run_claim

    res = run_claim(toy_claim(), "ci")
    assert res.solver_failures > 0 and res.rejected == 0
    assert str(res.verdict) == "no counterexample"
    assert "did not converge" in res.solver_messages[0]
    assert res.tried == res.valid + res.solver_failures


def test_every_evaluation_failing_in_our_solver_is_unknown() -> None:
    from thmcheck.checks.engine import run_claim

    def always_fails(inst: dict, ctx: Ctx) -> Measurement:
        raise SolverFailure("integrator diverged")

    res = run_claim(toy_claim(measure=always_fails), "ci")
    assert str(res.verdict) == "unknown" and res.rejected == 0 and res.solver_failures == res.tried > 0


def test_granted_requirements_are_listed_with_why() -> None:
    from thmcheck.checks.engine import run_claim

    req = uncertified("m large enough", "m >= poly(n) (the polynomial is unspecified)",
                      why="the paper leaves the polynomial unspecified")
    res = run_claim(toy_claim(bound=lambda x: 5.0, measure=lambda inst, ctx: Measurement(inst["x"], {"x": inst["x"]}),
                              assumptions=(req,)), "ci")
    assert str(res.verdict) == "conditional", res.message
    assert res.granted_why == {"m large enough": "the paper leaves the polynomial unspecified"}
    assert res.record_fields()["granted_why"] == res.granted_why
    assert math.isfinite(res.best_score)


def test_a_solver_failure_of_a_batch_is_unknown_for_its_members() -> None:
    from thmcheck.checks.engine import run_claim

    def batch(inst: dict, ctx: Ctx, size: int) -> list[Measurement]:
        if inst["x"] > 8:
            raise SolverFailure("batched integrator diverged")
        return [Measurement(inst["x"], {"x": inst["x"]}) for _ in range(size)]

    res = run_claim(toy_claim(measure=lambda inst, ctx: Measurement(inst["x"], {"x": inst["x"]}),
                              measure_batch=batch), "ci", batch=4)
    assert res.solver_failures > 0 and res.solver_failures % 4 == 0 and res.rejected == 0
    assert str(res.verdict) == "no counterexample"


class _NarrowAtOne:
    """A statistic whose interval excludes DELTA at confidence 0.99 (one instance tested) but not at the
    multiplicity-corrected confidence of two or more: the first draw's crossing is confirmed, the search stops and
    shrinks (more instances), and the final count judges it potential."""

    def __init__(self, lo_strict: float) -> None:
        self.lo_strict = lo_strict

    def interval(self, confidence: float) -> tuple[float, float]:
        return (0.105, 0.2) if confidence <= 0.99 + 1e-12 else (self.lo_strict, 0.2)


def test_a_crossing_demoted_by_the_final_count_is_followed_up() -> None:
    """The potential comes from the multiplicity phase (a crossing confirmed at a small count): the follow-up still
    sees it and escalates it (chenli.lemma5.11 recorded ``followup {}``)."""
    from thmcheck.checks.engine import run_claim

    def measure(inst: dict, ctx: Ctx) -> Measurement:
        stat = _NarrowAtOne(0.09 if inst.get("level", 0) == 0 else 0.12)  # escalated: the crossing is settled
        return Measurement(0.13, {"delta": DELTA}, lhs_interval=stat.interval(0.99), stat=stat)

    claim = rate_claim({}, measure=measure)
    res = run_claim(claim, "ci", max_examples=1)  # nominal count 1: the first crossing is confirmed at count 1
    assert res.followup, res.message
    assert res.followup["outcome"] == "violated" and str(res.verdict) == "violated", res.message
    res0 = run_claim(rate_claim({}, measure=measure, escalate=None), "ci", max_examples=1)
    assert str(res0.verdict) == "potential" and res0.followup["followed"][0]["outcome"] == "undecided"


def test_a_measurement_out_of_memory_is_a_solver_failure_not_a_crash() -> None:
    """A measurement that cannot allocate at some size (a path pushed past its grid, a large draw) is our limit at
    that size: unknown for that instance, like a solver failure, and the rest of the search goes on."""
    from thmcheck.checks.engine import run_claim

    def measure(inst: dict, ctx: Ctx) -> Measurement:
        if inst["x"] > 5:
            raise MemoryError("cannot allocate 2 TiB")
        if inst["x"] > 4:
            raise RuntimeError("[enforce fail at alloc_cpu.cpp:117] DefaultCPUAllocator: can't allocate memory")
        return measure_x(inst, ctx)

    res = run_claim(toy_claim(measure=measure), "ci")
    assert str(res.verdict) == "no counterexample", res.message
    assert res.solver_failures > 0 and res.rejected == 0
    assert any("out of memory" in m for m in res.solver_messages)


def test_an_ordinary_runtime_error_is_still_a_fault_of_the_claim() -> None:
    from thmcheck.checks.engine import run_claim

    def measure(inst: dict, ctx: Ctx) -> Measurement:
        raise RuntimeError("shape mismatch")

    res = run_claim(toy_claim(measure=measure), "ci")
    assert str(res.verdict) == "unknown" and res.solver_failures == 0
