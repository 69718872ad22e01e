"""A planted mutant is a wrong bound of one statement: ``--thmcheck-mutants`` (the worker path) must judge it as
``tests/test_mutants.py`` does, without combining the claim's other readings into 'violated as printed'."""

from __future__ import annotations

from pathlib import Path

from thmcheck.checks.registry import all_claims
from thmcheck.checks.runner import run_mutant


def _claim(cid: str):  # noqa: ANN202
    return next(c for c in all_claims() if c.id == cid)


def test_mutant_target_runs_no_other_reading() -> None:
    c = _claim("thesis.ch3.eqB.93")  # erratum as printed, with a corrected bound and two readings
    assert c.readings
    t = c.mutant_target()
    assert t.readings == () and str(t.expect) == "erratum"


def test_worker_path_kills_a_mutant_of_a_claim_with_readings(tmp_path: Path) -> None:
    """Round 13: both planted mutants of (B.93) 'SURVIVED (violated as printed)' under --thmcheck-mutants while
    tests/test_mutants.py killed them: the worker ran the reading 'for each fixed i' with the mutant bound."""
    c = _claim("thesis.ch3.eqB.93")
    name = next(iter(c.mutants))
    entry = run_mutant(c, name, tmp_path, profile="ci")
    assert entry["killed"], entry["text"]
