"""Planted mutants on request (issue 35 points 1-2): ``run --mutants`` and ``pytest --thmcheck-mutants`` run every
mutant of a claim, the record says which ran and died, an unrun mutant is never listed as checked, and the automatic
mutant that survives a bound that is not sharp reads "the bound is not sharp", not as a failed mutant."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

from tests import toys
from thmcheck.checks.report import claim_markdown
from thmcheck.checks.runner import mutant_list, run_many

ROOT = Path(__file__).resolve().parent.parent


def loose_bound(x: float) -> float:
    """x^2 <= 2 x^2 + 1: true, and not sharp (never within 10 % of the bound)."""
    return 2 * x * x + 1


def test_run_mutants_records_which_ran_and_died(tmp_path: Path) -> None:
    claim = toys.toy(bound=toys.tight_bound, mutants={"x^2 - 0.5": lambda x: x * x - 0.5})
    assert [(n, a) for n, _f, a in mutant_list(claim)] == [("x^2 - 0.5", False), ("constant 10% too favourable", True)]
    seen: list[dict] = []
    [res] = run_many([claim], tmp_path, profile="ci", mutants=True, on_mutant=lambda c, e: seen.append(e))
    rec = json.loads((tmp_path / "claims" / "toy.lemma1.json").read_text())
    runs = rec["mutant_runs"]
    assert set(runs) == {"x^2 - 0.5", "constant 10% too favourable"} and {e["name"] for e in seen} == set(runs)
    assert all(e["ran"] and e["killed"] and e["result"] == "killed" for e in runs.values())
    assert runs["constant 10% too favourable"]["automatic"] and not runs["x^2 - 0.5"]["automatic"]
    assert Path(runs["x^2 - 0.5"]["record"]).is_file()  # the mutant's own report, to inspect its counterexample
    md = (tmp_path / "claims" / "toy.lemma1.md").read_text()
    assert "## Planted mutants" in md and "| x^2 - 0.5 | planted | killed |" in md and "Not run" not in md
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["claims"][0]["mutants"] == {"planted": 2, "ran": 2, "killed": 2, "survived": [],
                                               "not_sharp": False}
    assert res.mutant_runs == runs


def test_automatic_mutant_surviving_a_loose_bound_says_not_sharp(tmp_path: Path) -> None:
    claim = toys.toy(bound=loose_bound, no_mutant_reason="")
    [res] = run_many([claim], tmp_path, profile="ci", mutants=True, max_examples=40)
    e = res.mutant_runs["constant 10% too favourable"]
    assert e["result"] == "not sharp" and not e["killed"]
    assert e["text"].startswith("the bound is not sharp: best score") and "not a failed mutant" in e["text"]
    from thmcheck.checks.cli import exit_status

    assert exit_status([res]) == 0  # not a failure: the planted ones decide


def test_planted_mutant_that_survives_exits_1(tmp_path: Path) -> None:
    claim = toys.toy(mutants={"x^2 + 2 (true, not a mutant)": lambda x: x * x + 2}, auto_mutant=False)
    [res] = run_many([claim], tmp_path, profile="ci", mutants=True, max_examples=30)
    e = res.mutant_runs["x^2 + 2 (true, not a mutant)"]
    assert e["result"] == "survived" and "SURVIVED" in e["text"]
    from thmcheck.checks.cli import exit_status

    assert exit_status([res]) == 1
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["claims"][0]["mutants"]["survived"] == ["x^2 + 2 (true, not a mutant)"]


def test_unrun_mutants_are_said_to_be_unrun() -> None:
    rec = {"id": "toy.lemma1", "verdict": "no counterexample", "paper": "toy", "source": "s", "kind": "deterministic",
           "comparison": "<=", "constants": "explicit", "expectation": "holds", "meets_expectation": True,
           "bound": "b", "bound_signature": "b(x)", "user_bound": False, "profile": "ci", "seed": None, "tried": 1,
           "valid": 1, "rejected": 0, "seconds": 0, "device": "cpu", "dtype": "float64", "best_score": 0.5,
           "statement": "x", "message": "m", "evidence": "", "notes": [], "assumptions": [], "worst": None,
           "shrunk": None, "replay": "", "mutants": ["a", "b"], "mutant_runs": {}}
    md = claim_markdown(rec)
    assert "Not run in this run" in md and "a; b" in md and "killed" not in md


def test_pytest_thmcheck_mutants_one_item_per_mutant(tmp_path: Path) -> None:
    mod = tmp_path / "mymuts.py"
    mod.write_text(
        "import math\nfrom tests.toys import toy, tight_bound\n"
        "CLAIMS = [toy(id='mine.lemma1', paper='mine', bound=tight_bound, mutants={'minus one': lambda x: x * x - 1})]\n")
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{tmp_path}"}
    p = subprocess.run([sys.executable, "-m", "pytest", "-p", "thmcheck.checks.plugin", "--pyargs", "thmcheck.checks.test_claims",
                        "--thmcheck-claims", "mymuts", "--thmcheck-mutants", "--thmcheck-profile", "ci",
                        "--thmcheck-report-dir", str(tmp_path / "r"), "-v", "-p", "no:cacheprovider"],
                       capture_output=True, text=True, cwd=tmp_path, env=env, timeout=600)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-2000:]
    assert "::mine.lemma1[mutant:minus one] PASSED" in p.stdout  # (the file is outside the rootdir: no path)
    assert "::mine.lemma1[mutant:constant 10% too favourable] PASSED" in p.stdout
    rec = json.loads((tmp_path / "r" / "claims" / "mine.lemma1.json").read_text())
    assert set(rec["mutant_runs"]) == {"minus one", "constant 10% too favourable"}
    assert math.isfinite(rec["mutant_runs"]["minus one"]["best_score"])


def test_mutants_and_bound_do_not_combine(capsys) -> None:  # noqa: ANN001
    from thmcheck.checks.cli import main

    assert main(["run", "chenli.lemma3.6", "--mutants", "--bound", "x.py:f"]) == 2
    assert "does not combine" in capsys.readouterr().err
