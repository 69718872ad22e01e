"""The command line: listing, running, --bound, replay, exit codes and bad input."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests import toys
from thmcheck.checks.cli import main
from thmcheck.checks.registry import all_claims
from thmcheck.checks.report import write_summary
from thmcheck.checks.runner import run_many

CLAIM = "chenli.lemma3.6"  # an erratum of the proving ground: k, tau -> (k-1)/(e^tau+k-1)


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "thmcheck", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300)


def _bound_file(tmp_path: Path, body: str) -> str:
    f = tmp_path / "mybound.py"
    f.write_text("import math\n\n" + body)
    return str(f)


def test_list_and_json() -> None:
    p = cli("list", "--json")
    assert p.returncode == 0
    ids = {r["id"] for r in json.loads(p.stdout)}
    assert ids == {c.id for c in all_claims()}
    assert CLAIM in ids


def test_list_unknown_paper_is_usage_error() -> None:
    assert main(["list", "--paper", "nosuchpaper"]) == 2


def test_unknown_claim_suggests_closest(capsys) -> None:  # noqa: ANN001
    assert main(["run", "chenli.lemma3.66"]) == 2
    err = capsys.readouterr().err
    assert "unknown claim id" in err and CLAIM in err


def test_run_erratum_meets_expectation(tmp_path: Path) -> None:
    p = cli("run", CLAIM, "--profile", "ci", "--report-dir", str(tmp_path))
    assert p.returncode == 0, p.stdout + p.stderr
    rec = json.loads((tmp_path / "claims" / f"{CLAIM}.json").read_text())
    assert rec["verdict"] == "violated" and rec["meets_expectation"]
    assert rec["replay"].startswith("python -m thmcheck replay")
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert [r["id"] for r in summary["claims"]] == [CLAIM]
    # the replay command re-finds the violation (exit 1) from the saved instance
    r = subprocess.run(rec["replay"], shell=True, capture_output=True, text=True)
    assert r.returncode == 1 and "violated" in r.stdout


def cli_here(capsys, *args: str) -> subprocess.CompletedProcess:  # noqa: ANN001
    """The command line in this process: ``python -m thmcheck`` exits with :func:`main`'s status
    (``thmcheck.checks.cli.run_main``), so the status and output are the same without a new interpreter importing
    torch and the paper again (test_list_and_json and test_run_erratum_meets_expectation keep the entry point itself
    checked in a subprocess)."""
    capsys.readouterr()
    code = main(list(args))
    out = capsys.readouterr()
    return subprocess.CompletedProcess(["thmcheck", *args], code, out.out, out.err)


def test_user_bound_that_holds_exits_0(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    f = _bound_file(tmp_path, "def b(k, tau):\n    return 2 * (k - 1) / (math.exp(tau) + k - 1)\n")
    p = cli_here(capsys, "run", CLAIM, "--profile", "ci", "--bound", f"{f}:b", "--report-dir", str(tmp_path / "r"),
                 "--json")
    assert p.returncode == 0, p.stdout + p.stderr
    (rec,) = json.loads(p.stdout)
    assert rec["user_bound"] and rec["verdict"] in ("no counterexample", "potential")


def test_user_bound_violated_exits_1(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    f = _bound_file(tmp_path, "def b(k, tau):\n    return 1.8 * (k - 1) / (math.exp(tau) + k - 1)\n")
    p = cli_here(capsys, "run", CLAIM, "--profile", "ci", "--bound", f"{f}:b", "--report-dir", str(tmp_path / "r"))
    assert p.returncode == 1, p.stdout + p.stderr
    assert "violated" in p.stdout


@pytest.mark.parametrize(
    "body",
    ["def b(k, tau):\n    return float('nan')\n", "def b(k, tau):\n    raise ValueError('no')\n",
     "def b(k, tau):\n    return [1.0, 2.0]\n", "def b(k, tau):\n    return math.inf\n"],
    # (a bound of the wrong signature is a usage error before any search: tests/test_cli_ux.py)
)
def test_bad_user_bound_is_unknown_exit_2(tmp_path: Path, body: str, capsys) -> None:  # noqa: ANN001
    f = _bound_file(tmp_path, body)
    p = cli_here(capsys, "run", CLAIM, "--profile", "ci", "--bound", f"{f}:b", "--report-dir", str(tmp_path / "r"))
    assert p.returncode == 2, p.stdout + p.stderr
    assert "unknown" in p.stdout and CLAIM in p.stdout and "instance" in p.stdout


def test_unloadable_bound_is_usage_error(tmp_path: Path) -> None:
    assert main(["run", CLAIM, "--bound", str(tmp_path / "missing.py:f")]) == 2
    f = _bound_file(tmp_path, "def b(k, tau):\n    return 1.0\n")
    assert main(["run", CLAIM, "--bound", f"{f}:nosuchfunc"]) == 2
    assert main(["run", CLAIM, "--bound", "nocolon"]) == 2


def test_one_crashing_claim_loses_nothing_and_ctrl_c_keeps_partial_report(tmp_path: Path) -> None:
    def interrupt(inst, ctx):  # noqa: ANN001, ANN202
        # a real Ctrl-C reaches the run's own process (the worker ignores SIGINT); a KeyboardInterrupt *raised* by
        # a claim's code is only that claim's fault (tests/test_fault_injection.py)
        import os
        import signal
        import time

        for _ in range(30):  # the run's own process, whether the claim runs in a worker or in-process; repeated, as a
            os.kill(run_pid, signal.SIGINT)  # user presses Ctrl-C again, should a loaded machine delay the first
            time.sleep(1)

    good = toys.toy()
    broken = toys.toy(id="toy.lemma2", measure=lambda i, c: 1 / 0)
    stop = toys.toy(id="toy.lemma3", measure=interrupt)
    # Ctrl-C as a user's terminal delivers it: Python's default handler in the run's process, whatever an earlier test
    # in this pytest process left installed; the pid is recorded here, not read as the worker's parent
    run_pid = os.getpid()
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            run_many([good, broken, stop], tmp_path, profile="ci")
    finally:
        signal.signal(signal.SIGINT, old)
    s = write_summary(tmp_path)
    verdicts = {r["id"]: r["verdict"] for r in s["claims"]}
    assert verdicts == {"toy.lemma1": "no counterexample", "toy.lemma2": "unknown", "toy.lemma3": "unknown"}
