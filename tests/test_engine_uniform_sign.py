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


def _sign_path_claim(negative_from: int, negative_to: float = float("inf")) -> Claim:
    """lhs >= Omega(1) for k large enough; lhs = -0.25 for k in [negative_from, negative_to], else 1."""
    import math

    from thmcheck.checks.claim import Direction

    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        k = inst["k"]
        return Measurement(-0.25 if negative_from <= k <= negative_to else 1.0, {"m": 1.0})

    path = Direction("k -> inf", "k", math.inf, how="path", grows=("k",), points=(10, 30, 100, 300, 1000),
                     move=lambda inst, t: {**inst, "k": int(t)})
    return lower_claim({}, measure=measure, eventually=("k",), directions=(path,),
                       strategy=st.fixed_dictionaries({"k": st.integers(0, 9)}))


def test_a_sign_crossing_that_persists_along_a_growing_path_is_violated() -> None:
    """Engine: a wrong-sign point of a claim with ``eventually`` stays on its path (it used to be dropped as a ratio
    that is not positive, and the crossing was lost); at every point over a decade of a growing path it refutes every
    constant at every threshold."""
    from thmcheck.checks.engine import run_claim

    res = run_claim(_sign_path_claim(3), "ci")
    assert res.verdict.value == "violated"
    assert res.path is not None and "sign crossing" in res.path.why


def test_a_sign_crossing_only_at_small_k_is_not_violated() -> None:
    from thmcheck.checks.engine import run_claim

    res = run_claim(_sign_path_claim(3, 40), "ci")
    assert res.verdict.value != "violated"


def test_a_sign_path_summary_shows_both_sides_not_nan() -> None:
    """The path line of a sign crossing names lhs and f at its ends (the ratio is NaN there: 'ratio nan -> nan (x1)'
    told the reader nothing)."""
    from thmcheck.checks.engine import run_claim

    res = run_claim(_sign_path_claim(3), "ci")
    line = res.path.summary()
    assert "nan" not in line and "lhs -0.25 -> -0.25 against f 1 -> 1" in line


def test_a_negative_left_side_against_a_zero_shape_refutes_every_constant() -> None:
    """Round 32 (endsT2's (E.73) lead at M1 = 2): ``lhs >= c f`` with f = 0 reads lhs >= 0 for every c > 0; a
    negative left side there is a violation (it was judged 'holds', while f = 1e-300 already refuted)."""
    from thmcheck.checks.engine import run_claim

    def zero_shape(m: float) -> float:
        return 0.0 if m == 4.0 else m

    res = run_claim(lower_claim({3: -0.25}, bound=zero_shape), "ci")
    assert res.verdict.value == "violated"
    assert run_claim(lower_claim({3: 0.0}, bound=zero_shape), "ci").verdict.value == "no counterexample"
