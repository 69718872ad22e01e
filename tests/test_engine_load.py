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
