"""Progress bars: the per-claim bar shows the largest lhs/rhs so far, the overall bar each finished claim's status;
result lines go through tqdm.write."""

from __future__ import annotations

from pathlib import Path

import pytest

from checks.runner import run_many
from tests import toys


def test_bars_show_best_and_status(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("THMCHECK_ISOLATE", "0")  # the per-claim bar exists where the claim runs in this process
    run_many([toys.toy()], tmp_path, profile="ci", max_examples=10, progress=True)
    err = capsys.readouterr().err
    assert "max lhs/rhs" in err and "toy.lemma1: holds" in err


def test_result_line_goes_through_tqdm_write(monkeypatch: pytest.MonkeyPatch) -> None:
    import tqdm

    from checks import cli

    seen = []
    monkeypatch.setattr(tqdm.tqdm, "write", classmethod(lambda cls, s, file=None, end="\n", nolock=False:
                                                         seen.append(s)))
    cli._write("a line")
    assert seen == ["a line"]
