"""The command line as a new user meets it (issue 35 points 7-9, issue 34 items 4-5): a --bound of the wrong
signature is a usage error before any search; paths in replay commands are absolute and a user module replays
from any directory; --bound says which readings it replaces and runs the others; a named claim imports only its
paper."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from hypothesis import strategies as st

from tests import toys
from thmcheck.checks.claim import Reading
from thmcheck.checks.engine import run_claim
from thmcheck.checks.readings import run_with_readings, user_bound_note

ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str, cwd: Path | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    import os

    e = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run([sys.executable, "-m", "thmcheck", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300, env=e)


def _user_package(tmp: Path) -> Path:
    """A package of the user's own, outside the repository: ``myclaims/claims.py`` (the scaffold, renamed)."""
    from thmcheck.checks.scaffold import TEMPLATE

    pkg = tmp / "proj" / "myclaims"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "claims.py").write_text(TEMPLATE.format(paper="mypkg"))
    return pkg.parent


def test_bound_with_wrong_parameters_is_a_usage_error_before_any_search(tmp_path: Path) -> None:
    (tmp_path / "b.py").write_text("def b(k, t):\n    return 1.0\n")
    out = tmp_path / "r"
    p = cli("run", "chenli.lemma3.6", "--profile", "ci", "--bound", f"{tmp_path / 'b.py'}:b", "--report-dir", str(out))
    assert p.returncode == 2
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and "does not match chenli.lemma3.6's bound" in lines[0] and "tau" in lines[0], p.stderr
    assert "Traceback" not in p.stderr and not out.exists()  # no search, no report


def test_bound_path_recorded_absolutely_and_user_module_replays_from_anywhere(tmp_path: Path) -> None:
    proj = _user_package(tmp_path)
    (proj / "mybound.py").write_text("import math\n\ndef b(k):\n    return math.log(k) - 0.05\n")
    out = tmp_path / "r"
    p = cli("run", "--claims", "myclaims.claims", "mypkg.lemma1", "--profile", "ci", "--bound", "mybound.py:b",
            "--report-dir", str(out), cwd=proj)
    assert p.returncode == 1, p.stdout + p.stderr  # the planted-mutant-like bound is violated
    rec = json.loads((out / "claims" / "mypkg.lemma1.json").read_text())
    assert f"--bound {proj.resolve() / 'mybound.py'}:b" in rec["replay"]
    assert f"--claims {proj.resolve() / 'myclaims' / 'claims.py'}:CLAIMS" in rec["replay"]
    # the recorded command works from another directory
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    r = subprocess.run(rec["replay"], shell=True, capture_output=True, text=True, cwd=elsewhere,
                       env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    assert r.returncode == 1 and "violated" in r.stdout, r.stdout + r.stderr


def test_claims_file_inside_a_package_imports_by_its_dotted_name(tmp_path: Path) -> None:
    proj = _user_package(tmp_path)
    (proj / "myclaims" / "helpers.py").write_text("X = 1\n")
    src = (proj / "myclaims" / "claims.py").read_text()
    (proj / "myclaims" / "claims.py").write_text(src.replace("import math\n", "import math\n\nfrom .helpers import X\n", 1))
    p = cli("list", "--claims", str(proj / "myclaims" / "claims.py"), "--paper", "mypkg", cwd=tmp_path)
    assert p.returncode == 0 and "mypkg.lemma1" in p.stdout, p.stderr


def _two_readings():  # noqa: ANN202
    wide = st.fixed_dictionaries({"x": st.floats(0.0, 20.0), "seed": st.just(0)})
    return toys.toy(readings=(Reading("log base 2", "the bound read in base 2", bound=toys.true_bound),
                              Reading("wider x", "x up to 20", strategy=wide)))


def test_user_bound_replaces_bound_readings_and_runs_the_others() -> None:
    claim = _two_readings()
    note = user_bound_note(claim)
    assert "'log base 2'" in note and "not run" in note and "'wider x'" in note
    res = run_with_readings(claim, run_claim, profile="ci", bound=toys.tight_bound, max_examples=20)
    assert set(res.readings) == {"as printed", "wider x"}
    assert any("replaces the printed bound" in n for n in res.notes)


def test_named_claim_imports_only_its_paper() -> None:
    code = ("import sys; from thmcheck.checks.registry import get; get('chenli.lemma3.6'); "
            "print(sorted({m.split('.')[3] for m in sys.modules if m.startswith('thmcheck.checks.papers.')}))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "['chenli']"


def test_unknown_paper_prefix_falls_back_to_every_paper(capsys) -> None:  # noqa: ANN001
    from thmcheck.checks.cli import main

    assert main(["run", "chenl.lemma3.6"]) == 2
    assert "closest: chenli.lemma3.6" in capsys.readouterr().err


def test_record_domain_is_the_printed_range_only(tmp_path: Path) -> None:
    """One source of truth for a parameter's span: ``coverage``; ``domain`` holds the printed ranges alone."""
    from thmcheck.checks.domain import Param
    from thmcheck.checks.runner import run_and_report_record

    claim = toys.toy(domain=(Param("x", 0, 10, text="0 <= x <= 10"),))
    _, rec = run_and_report_record(claim, tmp_path, profile="ci", max_examples=30)
    assert rec["coverage"]["x"]["reached_lo"] in (True, False) and rec["coverage"]["x"]["searched_lo"] is not None
    for field in ("searched_lo", "searched_hi", "reached_lo", "reached_hi"):
        assert field not in rec["domain"]["x"]
    assert rec["domain"]["x"]["range"] == "[0, 10]"


def test_own_claims_errata_are_not_paper_errata(tmp_path: Path) -> None:
    from thmcheck.checks.report import write_summary

    (tmp_path / "claims").mkdir()
    base = {"schema": 2, "kind": "deterministic", "meets_expectation": True, "best_score": 2, "tried": 1,
            "rejected": 0, "seconds": 0, "message": "", "verdict": "violated", "expectation": "erratum"}
    for cid, paper in (("jac.lemma1", "jac"), ("chenli.lemma3.6", "chenli")):
        (tmp_path / "claims" / f"{cid}.json").write_text(json.dumps({**base, "id": cid, "paper": paper}))
    s = write_summary(tmp_path)
    assert s["paper_errata"]["violated"] == 1 and s["own_errata"]["violated"] == 1
    assert "errata of your own claims modules: 1 violated" in (tmp_path / "summary.md").read_text()


def test_dev_run_prints_its_seed(tmp_path: Path) -> None:
    p = cli("run", "chenli.lemma3.6", "--profile", "dev", "--max-examples", "5", "--report-dir", str(tmp_path))
    assert p.returncode == 0, p.stderr
    assert ", seed " in p.stdout.splitlines()[0]
