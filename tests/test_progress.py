"""Progress bars: the per-claim bar shows the largest lhs/rhs so far, the overall bar each finished claim's status;
result lines go through tqdm.write."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import toys
from thmcheck.checks.runner import run_many


def test_bars_show_best_and_status(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("THMCHECK_ISOLATE", "0")  # the per-claim bar exists where the claim runs in this process
    run_many([toys.toy()], tmp_path, profile="ci", max_examples=10, progress=True)
    err = capsys.readouterr().err
    assert "max lhs/rhs" in err and "toy.lemma1: holds" in err


def test_result_line_goes_through_tqdm_write(monkeypatch: pytest.MonkeyPatch) -> None:
    import tqdm

    from thmcheck.checks import cli

    seen = []
    monkeypatch.setattr(tqdm.tqdm, "write", classmethod(lambda cls, s, file=None, end="\n", nolock=False:
                                                         seen.append(s)))
    cli._write("a line")
    assert seen == ["a line"]


def test_worker_progress_reaches_the_parents_bar(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """A claim in the forked worker sends (tried, best) messages through its pipe; the parent's per-claim bar shows
    them (the count grows, the best lhs/rhs is the worker's)."""
    from thmcheck.checks import progress, runner

    monkeypatch.setenv("THMCHECK_ISOLATE", "1")
    monkeypatch.setattr(progress, "throttled", lambda send, every_s=0.2: send)  # every instance, in the worker too
    seen: list[tuple[int, float | None]] = []
    shown = progress.Progress.remote
    monkeypatch.setattr(progress.Progress, "remote", lambda self, t, b: (seen.append((t, b)), shown(self, t, b)))
    runner._Worker.current and runner._Worker.current.stop()  # a fresh fork sees the patched throttle
    try:
        res = run_many([toys.toy(toys.false_bound, id="toy.lemma2")], tmp_path, profile="ci", max_examples=30,
                       progress=True)
    finally:
        runner._Worker.current and runner._Worker.current.stop()
    assert seen, "no progress message from the worker"
    tried = [t for t, _ in seen]
    assert tried == sorted(tried) and tried[-1] >= 2
    best = [b for _, b in seen if b is not None]
    assert best and best == sorted(best)  # the largest lhs/rhs so far only grows
    assert best[-1] > 1 and res[0].verdict.value == "violated"  # x^2 > 5x for x in (5, 10]
    err = capsys.readouterr().err
    assert "max lhs/rhs" in err and "toy.lemma2" in err


def test_no_progress_messages_without_a_bar(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from thmcheck.checks import progress

    monkeypatch.setenv("THMCHECK_ISOLATE", "1")
    seen = []
    monkeypatch.setattr(progress.Progress, "remote", lambda self, t, b: seen.append(t))
    run_many([toys.toy()], tmp_path, profile="ci", max_examples=10, progress=False)
    assert seen == []


def test_progress_frame_round_trip_and_throttle() -> None:
    import pickle

    from thmcheck.checks.progress import throttled
    from thmcheck.checks.runner import progress_frame, read_progress

    assert read_progress(progress_frame(7, 1.5)) == (7, 1.5)
    assert read_progress(progress_frame(3, None)) == (3, None)
    assert read_progress(pickle.dumps(("done", None))) is None  # a result frame
    sent = []
    tick = throttled(lambda t, b: sent.append(t), every_s=3600)
    for i in range(100):
        tick(i, None)
    assert sent == [0]


def test_no_bar_under_json_or_without_a_tty(tmp_path: Path) -> None:
    """--json: no bar even where bars are forced on; a pipe for stderr: no bar."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    for extra, env in ((["--json"], {"THMCHECK_PROGRESS": "1"}), ([], {})):
        e = {k: v for k, v in os.environ.items() if k not in ("THMCHECK_PROGRESS", "CI")}
        p = subprocess.run([sys.executable, "-m", "thmcheck", "run", "chenli.lemma3.6", "--profile", "ci",
                            "--max-examples", "5", "--report-dir", str(tmp_path / "r"), *extra],
                           capture_output=True, text=True, cwd=root, env={**e, **env}, timeout=300)
        assert p.returncode in (0, 1), p.stderr
        assert "inst/s" not in p.stderr and "claim/s" not in p.stderr and "lhs/rhs" not in p.stderr, p.stderr


def test_best_score_of_a_lower_bound_is_rhs_over_lhs() -> None:
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.progress import counting

    seen = []
    c = counting(toys.toy(lambda x: 2 * x, comparison=">="), lambda t, b: seen.append((t, b)))
    for x in (1.0, 4.0, 0.0):  # lhs x^2 >= 2x: rhs/lhs 2, 0.5, then 0/0 (no score)
        c.measure({"x": x, "seed": 0}, Ctx())
    assert seen == [(1, 2.0), (2, 2.0), (3, 2.0)]
