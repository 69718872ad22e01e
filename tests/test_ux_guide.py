"""The README, the guide and the --help examples as a new user reads them (issue 35 points 6 and 10): the README is
a short tour with the two commands, the rest is in docs/ and linked; the guide documents every Claim field and its
erratum example runs as described; every example in --help names claims that exist and runs."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import numpy as np
import pytest

from thmcheck.checks.claim import Claim
from thmcheck.checks.cli import MAIN_EPILOG, REPLAY_EPILOG, RUN_EPILOG, build_parser, main
from thmcheck.checks.registry import get, is_claims_spec

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
GUIDE = (ROOT / "docs" / "guide.md").read_text()


def test_readme_is_a_short_tour_with_the_two_commands() -> None:
    assert len(README.splitlines()) < 200
    assert 'pip install torch==2.13.0 -e ".[dev]"' in README and "pytest checks" in README
    assert "\n    pytest tests\n" in README
    for step in ("Read a report", "Write a claim", "Plant a mutant", "Regression-test a bound", "Replay"):
        assert step in README, step
    for link in re.findall(r"\]\((docs/[^)]+)\)", README):
        assert (ROOT / link).is_file(), link
    for doc in ("cli.md", "verdicts.md", "fidelity.md", "reports.md", "papers.md", "performance.md", "cluster.md",
                "guide.md"):
        assert f"docs/{doc}" in README, doc


def test_ci_still_calls_the_readme_commands() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    assert "pytest tests" in ci and "pytest checks" in ci


def test_guide_documents_every_claim_field() -> None:
    missing = [f for f in Claim.__dataclass_fields__ if not re.search(rf"\b{re.escape(f)}\b", GUIDE)]
    assert not missing, f"Claim fields not in docs/guide.md: {missing}"
    for word in ("SolverFailure", "record_category", "uniform", "directions", "escalate", "Expect.ERRATUM",
                 "evidence", "corrected", "{**instance, **quantities, **terms}", "auto_mutant"):
        assert word in GUIDE, word


def test_jacobian_two_by_two() -> None:
    """Second path of the guide's erratum example, sharing no code with it: at k = 2, v = 0 the softmax Jacobian is
    [[1/4, -1/4], [-1/4, 1/4]], whose spectral norm is 1/2 > 1/4."""
    jac = np.array([[0.25, -0.25], [-0.25, 0.25]])
    assert np.linalg.norm(jac, 2) == pytest.approx(0.5, abs=1e-15)


def test_guide_erratum_example_runs_as_described(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    spec = str(ROOT / "docs" / "examples" / "jacobian_claims.py")
    rc = main(["run", spec, "--profile", "ci", "--mutants", "--report-dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "[erratum reproduced] jac.lemma1: violated, expect erratum, best 2" in out
    assert "mutant '1/2 - 0.01': killed" in out and "(automatic): killed" in out


def _examples(epilog: str) -> list[list[str]]:
    out = []
    for line in epilog.splitlines():
        line = line.strip()
        if line.startswith("python -m thmcheck "):
            cmd = re.split(r"\s{2,}", line)[0]  # the command, without its comment
            out.append(shlex.split(cmd)[3:])
    return out


EXAMPLES = _examples(MAIN_EPILOG) + _examples(RUN_EPILOG) + _examples(REPLAY_EPILOG)


@pytest.mark.parametrize("argv", EXAMPLES, ids=[" ".join(a) for a in EXAMPLES])
def test_help_examples_parse_and_name_real_claims(argv: list[str]) -> None:
    build_parser().parse_args(argv)
    if argv[0] in ("run", "replay"):
        for tok in argv[1:]:
            if tok.startswith("-") or is_claims_spec(tok) or tok in ("all", "ID") or "/" in tok:
                continue
            if re.fullmatch(r"[a-z]+\.[\w.\-]+", tok) and tok.split(".")[0] in ("chenli", "softlin", "factrecall",
                                                                               "thesis", "mhgd"):
                get(tok)  # raises for an id that does not exist


def test_help_example_runs(tmp_path: Path) -> None:
    """The first run example of ``run --help`` runs (a few seconds) and meets its expectation."""
    argv = next(a for a in _examples(RUN_EPILOG) if a[0] == "run")
    assert main([*argv, "--report-dir", str(tmp_path)]) == 0
