"""Per-profile expectation (round 24, helper undecidedB): ``Claim.expect_by_profile`` on toy claims whose verdict
depends on the profile (a crossing only inside the tolerance under ci, a clear one under dev). Each profile's run
meets its own expectation; a verdict that does not match the profile's expectation is unexpected in either."""

from __future__ import annotations

import pytest
from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Expect, Measurement, Verdict, expectation_met, outcome
from thmcheck.checks.engine import run_claim
from thmcheck.checks.profiles import active_profile

X = st.fixed_dictionaries({"x": st.floats(1.0, 2.0)})
FAST = {p: {"max_examples": 5, "budget_s": 2.0} for p in ("ci", "dev", "deep")}


def _bound(x: float) -> float:
    return x


def _measure(ci_factor: float, dev_factor: float):  # noqa: ANN202
    """lhs = factor * x, the factor chosen by the running profile (as a claim whose path scales with it)."""

    def measure(inst: dict, ctx: Ctx) -> Measurement:
        f = ci_factor if active_profile() == "ci" else dev_factor
        return Measurement(f * inst["x"], {"x": inst["x"]})

    return measure


def _toy(cid: str, ci_factor: float, dev_factor: float, **kw) -> Claim:  # noqa: ANN003
    kw = {"expect": "erratum", "expect_by_profile": {"ci": "potential"},
          "expect_settled": "dev: lhs = 2x, violated at every x", "evidence": "lhs = 2x exceeds x; toy", **kw}
    return Claim(id=cid, paper="toy", source="toy", statement="lhs <= x", kind="deterministic", comparison="<=",
                 bound=_bound, measure=_measure(ci_factor, dev_factor), strategy=X, no_mutant_reason="toy",
                 settings=FAST, **kw)


UNDECIDED_IN_CI = 1 + 1e-12  # inside rtol = 1e-9: potential
CLEAR = 2.0  # violated


def test_each_profile_meets_its_own_expectation() -> None:
    c = _toy("toy.perprofile", UNDECIDED_IN_CI, CLEAR)
    ci = run_claim(c, "ci")
    assert ci.verdict is Verdict.POTENTIAL and ci.expect is Expect.POTENTIAL and ci.meets_expectation, ci.message
    assert outcome(ci.expect, ci.verdict) == "undecided at this profile, settled by a longer one"
    assert any("settled under dev, deep: dev: lhs = 2x" in n for n in ci.notes), ci.notes
    dev = run_claim(c, "dev")
    assert dev.verdict is Verdict.VIOLATED and dev.expect is Expect.ERRATUM and dev.meets_expectation, dev.message
    assert outcome(dev.expect, dev.verdict) == "erratum reproduced"
    assert not any("expectation under" in n for n in dev.notes)


def test_a_mismatch_in_ci_is_unexpected() -> None:
    """ci reaches a clear crossing where it expected an undecided one; and ci finds nothing at all."""
    for f in (CLEAR, 0.5):
        res = run_claim(_toy("toy.perprofile.ci", f, CLEAR), "ci")
        assert res.expect is Expect.POTENTIAL and not res.meets_expectation, (f, res.verdict)
        assert outcome(res.expect, res.verdict) == "unexpected"


def test_a_mismatch_in_dev_is_unexpected() -> None:
    """dev stays undecided where it should settle the erratum."""
    res = run_claim(_toy("toy.perprofile.dev", UNDECIDED_IN_CI, UNDECIDED_IN_CI), "dev")
    assert res.verdict is Verdict.POTENTIAL and res.expect is Expect.ERRATUM and not res.meets_expectation
    assert outcome(res.expect, res.verdict) == "unexpected"


def test_potential_expectation_is_met_by_potential_only() -> None:
    assert expectation_met("potential", "potential")
    assert not any(expectation_met("potential", v) for v in Verdict if v not in (Verdict.POTENTIAL,
                                                                                   Verdict.NOT_CHECKABLE))


def test_declaration_is_validated() -> None:
    with pytest.raises(ValueError, match="per-profile expectation"):
        _toy("toy.bad1", 1.0, 1.0, expect="potential", expect_by_profile={})
    with pytest.raises(ValueError, match="expect_settled"):
        _toy("toy.bad2", 1.0, 1.0, expect_settled="")
    with pytest.raises(ValueError, match="unknown profiles"):
        _toy("toy.bad3", 1.0, 1.0, expect_by_profile={"nightly": "potential"})
    with pytest.raises(ValueError, match="overrides every profile"):
        _toy("toy.bad4", 1.0, 1.0, expect_by_profile={p: "potential" for p in ("ci", "dev", "deep")})


def test_record_keeps_the_claims_expectation() -> None:
    from thmcheck.checks.report import record_status, result_json

    res = run_claim(_toy("toy.perprofile.rec", UNDECIDED_IN_CI, CLEAR), "ci")
    rec = result_json(res)
    assert rec["expectation"] == "potential" and rec["claim_expectation"] == "erratum"
    assert rec["expectation_by_profile"] == {"ci": "potential"} and rec["meets_expectation"] is True
    assert record_status(rec) == "undecided at this profile, settled by a longer one"
