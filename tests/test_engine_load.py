"""Load-independent ci (issue 34): the ci profile is bounded by counts and process CPU time, so a few cheap claims
give the same verdicts, instance counts and best scores beside a CPU-burning neighbour as alone."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from thmcheck.checks.profiles import get_profile

CLAIMS = ("mhgd.fact2", "chenli.lemma3.2", "softlin.lemma4.1", "mhgd.remark.zero-init")


def _run(ids: tuple[str, ...]) -> dict[str, tuple[str, int, float | None]]:
    from thmcheck.checks.engine import run_claim
    from thmcheck.checks.registry import get

    out = {}
    for i in ids:
        r = run_claim(get(i), "ci")
        out[i] = (str(r.verdict), r.tested, r.best_score)
    return out


def test_ci_budget_is_cpu_time_and_dev_deep_wall_time() -> None:
    assert get_profile("ci").clock == "cpu"
    assert get_profile("dev").clock == "wall" and get_profile("deep").clock == "wall"


@pytest.mark.skipif(os.environ.get("THMCHECK_SKIP_LOAD_TEST") == "1", reason="asked to skip")
def test_same_results_beside_a_cpu_burning_neighbour() -> None:
    alone = _run(CLAIMS)
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 2)]
    try:
        loaded = _run(CLAIMS)
    finally:
        for p in burners:
            p.kill()
            p.wait()
    assert loaded == alone


def test_a_budget_never_stops_a_search_before_its_first_evaluation() -> None:
    """A process's first evaluation of a model can cost more than a small CPU budget (imports, first-call set-up):
    the search still evaluates that first instance instead of reporting 'gave up' with 0 instances drawn."""
    import time

    from hypothesis import strategies as st

    from thmcheck.checks.claim import Claim, Measurement
    from thmcheck.checks.engine import run_claim

    first = [True]

    def measure(inst: dict, ctx: object) -> Measurement:
        if first[0]:  # a first call that burns 0.2 s of CPU, far over the budget below
            first[0] = False
            t = time.process_time()
            while time.process_time() - t < 0.2:
                pass
        return Measurement(inst["x"] / 2, {"x": inst["x"]})

    claim = Claim(id="toy.first-call", paper="toy", source="toy", statement="x/2 <= x", kind="deterministic",
                  comparison="<=", bound=lambda x: x, measure=measure,
                  strategy=st.fixed_dictionaries({"x": st.floats(0.1, 10.0)}), no_mutant_reason="toy",
                  settings={"ci": {"budget_s": 0.05, "min_valid": 1}})
    r = run_claim(claim, "ci")
    assert r.tested >= 1 and str(r.verdict) == "no counterexample", r.message


def _slow_claim(cid: str, cost_s: float, settings: dict) -> object:
    """A toy claim each of whose evaluations burns ``cost_s`` of CPU time."""
    import time

    from hypothesis import strategies as st

    from thmcheck.checks.claim import Claim, Measurement

    def measure(inst: dict, ctx: object) -> Measurement:
        t = time.process_time()
        while time.process_time() - t < cost_s:
            pass
        return Measurement(inst["x"] / 2, {"x": inst["x"]})

    return Claim(id=cid, paper="toy", source="toy", statement="x/2 <= x", kind="deterministic", comparison="<=",
                 bound=lambda x: x, measure=measure, strategy=st.fixed_dictionaries({"x": st.floats(0.1, 10.0)}),
                 no_mutant_reason="toy", settings=settings)


def test_ci_draw_is_bounded_by_its_count_not_its_budget() -> None:
    """Under ci the budget only plans the draw: a claim whose evaluations are slow (or slowed: a garbage collection
    over a large heap, lazy imports) still draws its max_examples; CI saw a cheap claim stop at 6 of its 15 examples
    and lose the instances its path needed. Past cpu_cap(budget) the draw stops (a runaway claim still ends)."""
    from thmcheck.checks.engine import run_claim
    from thmcheck.checks.profiles import cpu_cap

    r = run_claim(_slow_claim("toy.slow", 0.01, {"ci": {"budget_s": 0.02, "max_examples": 30, "min_valid": 8}}), "ci")
    assert r.tested == 30, r.message
    assert str(r.verdict) == "no counterexample", r.message
    # the hard cap: 0.5 s per evaluation, budget 0.02 s, floor 10: stops after about cpu_cap(0.02) = 2.02 s
    r = run_claim(_slow_claim("toy.slower", 0.5, {"ci": {"budget_s": 0.02, "max_examples": 30, "min_valid": 10}}),
                  "ci")
    assert r.tested <= cpu_cap(0.02) / 0.5 + 2, r.message
