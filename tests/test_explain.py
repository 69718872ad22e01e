"""The counterexample where the user looks: the failure text shows the instance, terms and replay command."""

from __future__ import annotations

from pathlib import Path

from tests import toys
from thmcheck.checks.explain import explain, instance_line
from thmcheck.checks.runner import run_many


def test_instance_line_shows_scalars_and_array_shapes() -> None:
    line = instance_line({"X": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], "k": 3, "tau": 0.5,
                          "big": {"array": [64, 64], "dtype": "float64", "min": -1.0, "max": 1.0}})
    assert line.startswith("k=3, tau=0.5") and "array(2, 3) [1, 2, 3, 4, ...]" in line and "array(64, 64)" in line


def test_failure_text_of_a_violation(tmp_path: Path) -> None:
    import json

    run_many([toys.toy(toys.false_bound, id="toy.lemma2")], tmp_path, profile="ci", progress=False)
    rec = json.loads((tmp_path / "claims" / "toy.lemma2.json").read_text())
    text = explain(rec)
    assert "verdict violated, expected holds" in text and "instance: x=" in text
    assert "measured lhs =" in text and "bound rhs =" in text and "python -m thmcheck replay toy.lemma2" in text
    assert "ClaimResult(" not in text and len(text) < 2000


def test_pytest_failure_shows_no_result_repr(tmp_path: Path) -> None:
    """A failing claim under pytest: the message, not the ClaimResult repr (also with -v)."""
    import subprocess
    import sys

    mod = tmp_path / "test_one.py"
    mod.write_text(
        "import pytest\nfrom tests import toys\nfrom thmcheck.checks.claim import outcome\nfrom thmcheck.checks.explain import explain\n"
        "from thmcheck.checks.runner import run_many\nimport json, pathlib\n"
        "def test_x(tmp_path):\n"
        "    r = run_many([toys.toy(toys.false_bound, id='toy.lemma2')], tmp_path, profile='ci', progress=False)[0]\n"
        "    if not r.meets_expectation:\n"
        "        rec = json.loads((tmp_path / 'claims' / 'toy.lemma2.json').read_text())\n"
        "        pytest.fail(explain(rec), pytrace=False)\n")
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", str(mod)],
                         capture_output=True, text=True, cwd=root, timeout=300).stdout
    assert "verdict violated, expected holds" in out and "replay:" in out
    assert "ClaimResult(" not in out
