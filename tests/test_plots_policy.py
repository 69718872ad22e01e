"""Which claims get pictures: THMCHECK_PLOTS (all / crossings / none) and the default of a parallel pytest run."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from thmcheck.checks import env, plots
from thmcheck.checks.plugin import _set_plots, _workers


@pytest.mark.parametrize(("raw", "want"), [("1", "all"), ("", "all"), ("all", "all"), ("crossings", "crossings"),
                                           ("Crossings", "crossings"), ("0", "none"), ("off", "none"),
                                           ("none", "none")])
def test_policy_reads_the_variable(monkeypatch: pytest.MonkeyPatch, raw: str, want: str) -> None:
    monkeypatch.setenv("THMCHECK_PLOTS", raw)
    assert plots.policy() == want
    assert plots.enabled() == (want != "none")
    assert env.problems({"THMCHECK_PLOTS": raw}) == []


def test_a_bad_value_is_one_line() -> None:
    (line,) = env.problems({"THMCHECK_PLOTS": "some"})
    assert line.startswith("THMCHECK_PLOTS='some': expected") and "crossings" in line


def test_crossings_skip_only_claims_without_a_crossing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("THMCHECK_PLOTS", "crossings")
    for verdict in plots.NO_CROSSING:
        rec = {"id": "p.x", "verdict": verdict}
        assert "python -m thmcheck run p.x" in plots.skipped_reason(rec)
        assert plots.draw_claim(rec, tmp_path) == []
    for verdict in ("violated", "violated as printed", "conditional", "potential", "vanishing crossing"):
        assert plots.skipped_reason({"id": "p.x", "verdict": verdict}) == ""
    monkeypatch.setenv("THMCHECK_PLOTS", "1")
    assert plots.skipped_reason({"id": "p.x", "verdict": "no counterexample"}) == ""


def _config(option: str | None, numprocesses: int | None = None, worker: int | None = None) -> object:
    cfg = types.SimpleNamespace(option=types.SimpleNamespace(numprocesses=numprocesses),
                                getoption=lambda name, default=None: option)
    if worker is not None:
        cfg.workerinput = {"workercount": worker}
    return cfg


@pytest.mark.parametrize(("option", "n", "worker", "want"), [
    (None, None, None, None), (None, 2, None, "crossings"), (None, None, 2, "crossings"), (None, None, 1, None),
    ("all", 2, None, "1"), ("none", None, None, "0"), ("crossings", None, None, "crossings")])
def test_parallel_runs_default_to_crossings(monkeypatch: pytest.MonkeyPatch, option: str | None, n: int | None,
                                            worker: int | None, want: str | None) -> None:
    monkeypatch.setenv("THMCHECK_PLOTS", "1")  # records the variable's state, so that teardown restores it
    monkeypatch.delenv("THMCHECK_PLOTS")  # (delenv alone does not record an absent variable: _set_plots would leak)
    cfg = _config(option, n, worker)
    assert _workers(cfg) == max(n or 1, worker or 1)  # type: ignore[arg-type]
    _set_plots(cfg)  # type: ignore[arg-type]
    import os

    assert os.environ.get("THMCHECK_PLOTS") == want


def test_the_users_variable_wins_over_the_parallel_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("THMCHECK_PLOTS", "1")
    _set_plots(_config(None, 2))  # type: ignore[arg-type]
    import os

    assert os.environ["THMCHECK_PLOTS"] == "1"
