"""Every failure replays: from the saved instance, and from the search seed."""

from __future__ import annotations

import numpy as np

from tests import toys
from thmcheck.checks.claim import Verdict
from thmcheck.checks.engine import VIOLATED, replay, run_claim
from thmcheck.checks.instances import load_instance, save_instance


def test_instance_round_trip(tmp_path) -> None:  # noqa: ANN001
    inst = {"k": 3, "tau": 0.5, "v": np.arange(3.0), "mode": "x", "flag": True, "pair": (1, 2.5)}
    got = load_instance(save_instance(tmp_path / "i.npz", inst))
    assert got["k"] == 3 and got["tau"] == 0.5 and got["mode"] == "x" and got["flag"] is True
    assert got["pair"] == (1, 2.5)
    np.testing.assert_array_equal(got["v"], inst["v"])


def test_saved_violation_replays(tmp_path) -> None:  # noqa: ANN001
    c = toys.toy(toys.false_bound)
    r = run_claim(c, "ci")
    assert r.verdict is Verdict.VIOLATED and r.shrunk is not None
    inst = load_instance(save_instance(tmp_path / "s.npz", r.shrunk.instance))
    ev = replay(c, inst)
    assert ev.status == VIOLATED and ev.measurement.lhs == r.shrunk.measurement.lhs


def test_same_seed_same_search() -> None:
    c = toys.toy(toys.false_bound)
    a = run_claim(c, "dev", seed_=1234, max_examples=50)
    b = run_claim(c, "dev", seed_=1234, max_examples=50)
    assert a.verdict is b.verdict is Verdict.VIOLATED
    assert a.shrunk is not None and b.shrunk is not None
    assert a.shrunk.instance["x"] == b.shrunk.instance["x"]


def test_seeded_search_keeps_the_example_database(tmp_path) -> None:  # noqa: ANN001
    # a seeded (dev/deep/cluster) search saves its failure, and the next search of the claim replays it first
    c = toys.toy(toys.false_bound)
    a = run_claim(c, "dev", seed_=3, database=tmp_path / "db", max_examples=100)
    keys = {p.name for p in (tmp_path / "db").iterdir()}
    assert a.verdict is Verdict.VIOLATED and keys
    b = run_claim(c, "dev", seed_=4, database=tmp_path / "db", max_examples=100)
    assert b.verdict is Verdict.VIOLATED and b.examples <= 3
    # one database key per claim: another claim does not replay this one's examples
    run_claim(toys.toy(toys.false_bound, id="toy.lemma9"), "dev", seed_=3, database=tmp_path / "db")
    assert len({p.name for p in (tmp_path / "db").iterdir()} - keys) >= 1


def test_replay_uses_the_recorded_multiplicity_from_any_directory(tmp_path) -> None:  # noqa: ANN001
    """A statistical crossing replays with the 'tested' count of its report, and the report's replay command
    works from another working directory (absolute instance path)."""
    import json
    import shlex
    import subprocess
    import sys
    from pathlib import Path

    from thmcheck.checks.cli import _recorded_tested

    d = tmp_path / "claims"
    d.mkdir()
    (d / "toy.lemma1.json").write_text(json.dumps({"id": "toy.lemma1", "tested": 37}))
    assert _recorded_tested("toy.lemma1", d / "toy.lemma1.shrunk.npz") == 37
    assert _recorded_tested("toy.lemma9", d / "toy.lemma9.shrunk.npz") == 1
    root = Path(__file__).resolve().parents[1]
    rep = tmp_path / "rep"
    subprocess.run([sys.executable, "-m", "thmcheck", "run", "chenli.lemma3.6", "--profile", "ci", "--report-dir",
                    str(rep)], cwd=root, capture_output=True, timeout=300)
    rec = json.loads((rep / "claims" / "chenli.lemma3.6.json").read_text())
    cmd = shlex.split(rec["replay"])
    assert Path(cmd[5]).is_absolute()
    out = subprocess.run([sys.executable, *cmd[1:]], cwd=tmp_path, capture_output=True, text=True, timeout=300,
                         env={**__import__("os").environ, "PYTHONPATH": str(root)})
    assert "violated" in out.stdout, out.stderr
