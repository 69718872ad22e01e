"""The picture process (issue 34, start-up): a run forks it before torch is imported, it imports matplotlib on the
second core and draws every claim's pictures on request; whatever goes wrong, the caller draws them itself."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the picture process needs os.fork")

_CLIENT = textwrap.dedent("""
    import json, os, signal, sys, time
    from pathlib import Path
    import numpy as np
    from thmcheck.checks import plots

    out = Path(sys.argv[1])
    assert plots.start_server()
    pid = plots._SERVER["pid"]
    where = plots._SERVER["dir"]
    if sys.argv[2] == "kill":
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    rec = {"id": "toy.lemma1", "kind": "deterministic", "comparison": "<=",
           "worst": {"terms": {}, "lhs": 1.0, "rhs": 2.0}}
    made = plots.draw_claim(rec, out, scores=[0.2, 0.5, 1.5], instance={"A": np.eye(3), "note": object()})
    print(json.dumps({"made": made, "matplotlib_here": "matplotlib" in sys.modules,
                      "running": plots.server_running(), "pid": pid, "dir": where}))
""")


def _client(tmp_path: Path, mode: str) -> dict:
    import json

    script = tmp_path / "client.py"
    script.write_text(_CLIENT)
    env = {**os.environ, "THMCHECK_PLOTS": "1"}
    out = subprocess.run([sys.executable, str(script), str(tmp_path / "pics"), mode], capture_output=True, text=True,
                         timeout=120, env=env, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_the_picture_process_draws_and_the_caller_never_imports_matplotlib(tmp_path: Path) -> None:
    r = _client(tmp_path, "serve")
    assert {"toy.lemma1.scores.svg", "toy.lemma1.instance.svg"} <= set(r["made"])
    for name in r["made"]:
        assert (tmp_path / "pics" / name).read_text().lstrip().startswith("<?xml")
    assert not r["matplotlib_here"] and r["running"]
    # the run's exit ends the picture process and removes its socket directory
    assert _gone(r["pid"]) and (r["dir"] is None or not Path(r["dir"]).exists())
    if sys.platform.startswith("linux"):
        assert r["dir"] is None  # an abstract socket address: nothing on disk that a killed run could leave


def test_a_dead_picture_process_costs_no_picture(tmp_path: Path) -> None:
    r = _client(tmp_path, "kill")
    assert {"toy.lemma1.scores.svg", "toy.lemma1.instance.svg"} <= set(r["made"])
    assert r["matplotlib_here"] and not r["running"]  # drawn here, and the dead process is not asked again
    assert r["dir"] is None or not Path(r["dir"]).exists()


def test_a_run_leaves_no_picture_process_behind(tmp_path: Path) -> None:
    before = {p for p in os.listdir(os.environ.get("TMPDIR", "/tmp")) if p.startswith("thmcheck-pictures-")}
    out = subprocess.run([sys.executable, "-m", "thmcheck", "run", "chenli.lemma3.6", "--profile", "ci",
                          "--report-dir", str(tmp_path / "r")], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "r" / "claims" / "chenli.lemma3.6.scores.svg").exists()
    after = {p for p in os.listdir(os.environ.get("TMPDIR", "/tmp")) if p.startswith("thmcheck-pictures-")}
    assert after <= before


def test_main_called_in_process_keeps_no_picture_process(tmp_path: Path) -> None:
    """A caller of ``main()`` in its own process (a test, a notebook) draws its later pictures itself: the run's
    picture process ends with the run."""
    from thmcheck.checks import plots
    from thmcheck.checks.cli import main

    assert main(["run", "chenli.lemma3.6", "--profile", "ci", "--report-dir", str(tmp_path / "r")]) == 0
    assert (tmp_path / "r" / "claims" / "chenli.lemma3.6.scores.svg").exists()
    assert not plots.server_running() and not plots._SERVER


_DEFERRED = textwrap.dedent("""
    import json, os, signal, sys
    from pathlib import Path
    from thmcheck.checks import plots

    out = Path(sys.argv[1])
    out.mkdir(parents=True)
    assert plots.start_server(defer=True) and plots.deferring()
    rec = {"id": "toy.lemma1", "kind": "deterministic", "comparison": "<=",
           "worst": {"terms": {}, "lhs": 1.0, "rhs": 2.0}}
    made = plots.draw_claim(rec, out, scores=[0.2, 0.5, 1.5], defer=True)
    rec["plots"], rec["plots_pending"] = [], True
    (out / "toy.lemma1.json").write_text(json.dumps(rec))
    if sys.argv[2] == "kill":
        os.kill(plots._SERVER["pid"], signal.SIGKILL)
        os.waitpid(plots._SERVER["pid"], 0)
    n = plots.collect_pictures(out)
    print(json.dumps({"made": made, "n": n, "record": json.loads((out / "toy.lemma1.json").read_text()),
                      "left": sorted(p.name for p in out.glob("*.plots.json"))}))
""")


@pytest.mark.parametrize("mode", ["serve", "kill"])
def test_deferred_pictures_end_up_in_the_record(tmp_path: Path, mode: str) -> None:
    """A run of many claims hands each claim's pictures to the picture process without waiting; at the run's end
    every record lists its pictures, also when the picture process died before drawing them."""
    import json

    script = tmp_path / "deferred.py"
    script.write_text(_DEFERRED)
    out = subprocess.run([sys.executable, str(script), str(tmp_path / "pics"), mode], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "THMCHECK_PLOTS": "1"}, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert r["made"] is None  # handed over, not waited for
    assert r["n"] == 1 and r["left"] == [] and "plots_pending" not in r["record"]
    assert "toy.lemma1.scores.svg" in r["record"]["plots"] or mode == "kill"  # the scores are not in the record
    assert "toy.lemma1.lhs_rhs.svg" in r["record"]["plots"]
    for name in r["record"]["plots"]:
        assert (tmp_path / "pics" / name).read_text().lstrip().startswith("<?xml")
