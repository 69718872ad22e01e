"""``checks new``: the scaffolded claim runs at once, holds, and its planted mutant is killed."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from thmcheck.checks.claim import Verdict
from thmcheck.checks.engine import run_claim
from thmcheck.checks.scaffold import write_scaffold


def _load(path: Path):  # noqa: ANN202
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return mod


def test_scaffold_runs_holds_and_kills_its_mutant(tmp_path: Path) -> None:
    path = write_scaffold("mypaper", tmp_path)
    claim = _load(path).CLAIMS[0]
    res = run_claim(claim, "ci", max_examples=60)
    assert res.verdict in (Verdict.NONE, Verdict.POTENTIAL), res.message
    assert res.coverage["k"]["searched_lo"] == 2
    (name, mutant), = claim.mutants.items()
    assert run_claim(claim, "ci", bound=mutant).verdict is Verdict.VIOLATED
    with pytest.raises(FileExistsError):
        write_scaffold("mypaper", tmp_path)
    with pytest.raises(ValueError):
        write_scaffold("My-Paper", tmp_path)
