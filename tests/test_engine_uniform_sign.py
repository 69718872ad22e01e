"""A uniform (shape) claim refuted by a sign (checks/engine/evaluate.py ``sign_refutes``): ``lhs >= c f`` with
f > 0 needs lhs > 0 for every constant c > 0, so one instance with lhs < 0 is a violation (no path needed); a float
zero is only potential; a claim that needs a parameter only large enough is left to its paths."""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Measurement


def lower_claim(lhs_at: dict, **kw) -> Claim:  # noqa: ANN001
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        return Measurement(lhs_at.get(inst["k"], 1.0), {"m": float(inst["k"] + 1)})

    base = dict(id="toy.omega", paper="toy", source="toy", statement="lhs >= Omega(m)", kind="deterministic",
                comparison=">=", bound=lambda m: m, measure=measure, constants="hidden", uniform=True,
                strategy=st.fixed_dictionaries({"k": st.integers(0, 9)}), no_mutant_reason="toy",
                settings={"ci": {"max_examples": 30, "budget_s": 20.0}})
    base.update(kw)
    return Claim(**base)


def test_a_negative_left_side_refutes_every_constant() -> None:
    from thmcheck.checks.engine import run_claim

    res = run_claim(lower_claim({3: -0.25}), "ci")
    assert res.verdict.value == "violated"


def test_a_float_zero_is_only_potential_and_positive_sides_hold() -> None:
    from thmcheck.checks.engine import run_claim

    assert run_claim(lower_claim({3: 0.0}), "ci").verdict.value == "potential"
    assert run_claim(lower_claim({}), "ci").verdict.value == "no counterexample"


def test_eventually_leaves_the_sign_to_the_paths() -> None:
    from thmcheck.checks.engine import run_claim

    res = run_claim(lower_claim({3: -0.25}, eventually=("k",)), "ci")
    assert res.verdict.value != "violated"
