"""The per-claim ``shrink`` setting (round 18, ci budget): ``{"ci": {"shrink": False}}`` keeps a confirmed violation
as first drawn instead of letting Hypothesis shrink it (a few claims spent most of their ci time shrinking). The
verdict is the same; the draw stops at the first violation."""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Measurement
from thmcheck.checks.engine import run_claim
from thmcheck.checks.profiles import get_profile


def _toy(cid: str, settings: dict) -> Claim:
    def measure(inst: dict, ctx: object) -> Measurement:
        return Measurement(inst["x"], {"x": inst["x"]})

    # x <= 5 fails for every x > 5: Hypothesis shrinks such a draw towards x = 5 (many more evaluations)
    return Claim(id=cid, paper="toy", source="toy", statement="x <= 5", kind="deterministic", comparison="<=",
                 bound=lambda x: 5.0, measure=measure, strategy=st.fixed_dictionaries({"x": st.floats(0.0, 1e3)}),
                 no_mutant_reason="toy", settings=settings)


def test_shrink_defaults_on() -> None:
    assert get_profile("ci").shrink and get_profile("dev").shrink and get_profile("deep").shrink


def test_shrink_off_keeps_the_first_violation_and_the_verdict() -> None:
    on = run_claim(_toy("toy.shrink-on", {"ci": {"max_examples": 50}}), "ci")
    off = run_claim(_toy("toy.shrink-off", {"ci": {"max_examples": 50, "shrink": False}}), "ci")
    assert str(on.verdict) == str(off.verdict) == "violated", (on.message, off.message)
    assert off.tested < on.tested, (off.tested, on.tested)
