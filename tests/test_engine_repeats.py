"""Repeated draws (checks/engine/search.py ``Search.repeated``): an instance the search has already evaluated is
handed back to Hypothesis as invalid, so the examples of a run go to distinct instances. The case that showed the
need: a chain claim with 11 items x 4 modes whose ci search evaluated 23 distinct instances in 80 examples (one tight
item 38 times) and never drew the item a planted mutant broke."""

from __future__ import annotations

from collections import Counter

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.engine.state import instance_key

ITEMS = [f"item{i}" for i in range(11)]
MODES = ["hi", "lo", "mixed", "one"]


def chain_claim(calls: Counter, order: list | None = None) -> Claim:
    """Every (item, mode) is tight (lhs = bound) except ('item7', 'mixed'), which crosses the bound."""

    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        calls[(inst["item"], inst["mode"])] += 1
        if order is not None:
            order.append((inst["item"], inst["mode"]))
        lhs = 1.5 if (inst["item"], inst["mode"]) == ("item7", "mixed") else 1.0
        return Measurement(lhs, {"one": 1.0})

    return Claim(id="toy.chain", paper="toy", source="toy", statement="every link <= 1", kind="step",
                 comparison="<=", bound=lambda one: one, measure=measure,
                 strategy=st.fixed_dictionaries({"item": st.sampled_from(ITEMS), "mode": st.sampled_from(MODES)}),
                 no_mutant_reason="toy", settings={"ci": {"max_examples": 60, "budget_s": 30.0}})


def test_the_rare_link_is_found_and_no_instance_is_evaluated_twice_before_it() -> None:
    from thmcheck.checks.engine import run_claim

    calls: Counter = Counter()
    order: list = []
    res = run_claim(chain_claim(calls, order), "ci")
    assert res.verdict.value == "violated"
    # until the crossing is found (shrinking and confirmation then re-evaluate), every evaluation is a new instance
    before = order[: order.index(("item7", "mixed"))]
    assert len(before) == len(set(before))


def test_instance_key_reads_values_by_content() -> None:
    import numpy as np

    a = {"x": np.arange(3.0), "n": 2}
    assert instance_key(a) == instance_key({"n": 2, "x": np.arange(3.0)})
    assert instance_key(a) != instance_key({"x": np.arange(3.0) + 1, "n": 2})
    assert instance_key({"x": np.arange(3.0, dtype=np.float32), "n": 2}) != instance_key(a)
