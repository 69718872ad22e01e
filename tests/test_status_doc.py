"""docs/status.md's generator: counts from two claim lists, a run summary and the previous status file."""

from __future__ import annotations

import json
from pathlib import Path

from thmcheck.checks import status_doc


def _claim(cid: str, expectation: str = "holds", checkable: bool = True, category: str = "",
           kind: str = "step", constants: str = "hidden") -> dict:
    return {"id": cid, "paper": cid.split(".")[0], "kind": kind, "expectation": expectation,
            "checkable": checkable, "record_category": category, "constants": constants, "uniform": True,
            "directions": [{"param": "x"}], "derived": "", "not_checkable_reason": ""}


def _summary(verdicts: dict[str, str]) -> dict:
    return {"claims": [{"id": k, "paper": k.split(".")[0], "verdict": v, "meets_expectation": True,
                        "seconds": 1.5} for k, v in verdicts.items()]}


OLD_STATUS = """## Undecided verdicts at the start of this session (ci on tree x), re-run

| claim | before | after | expectation now |
|---|---|---|---|
| p.a | conditional | potential | holds |
| p.b | potential | no counterexample | holds |

Undecided now that were not at the start: p.c (conditional).

## Errata
"""


def test_before_verdicts_read_from_the_previous_status_file() -> None:
    assert status_doc.before_verdicts_from_status(OLD_STATUS) == {"p.a": "potential", "p.c": "conditional"}


def test_render_counts_new_errata_records_and_undecided(tmp_path: Path) -> None:
    before = [_claim("p.a"), _claim("p.c", "conditional"), _claim("p.r", checkable=False, category="definition")]
    now = before + [_claim("p.e", "erratum as printed"), _claim("p.e.corrected", "holds")]
    summary = _summary({"p.a": "no counterexample", "p.c": "conditional", "p.e": "violated as printed",
                        "p.e.corrected": "potential"})
    text = status_doc.render(before, now, summary, {"p.a": "potential", "p.c": "conditional"}, "test.", tmp_path)
    assert "Records: 1 at the start of this round, 1 now." in text
    assert "| p.e | erratum as printed | violated as printed |  |" in text
    assert "| p.a | potential | no counterexample | holds |" in text
    assert "Undecided now that were not at the start: p.e.corrected (potential)." in text
    assert "New claims this round: 2 (p.e, p.e.corrected)" in text
    assert "1 new or newly expected violated" in text and "Unexpected: 0." in text


def test_missing_input_is_exit_2(tmp_path: Path, capsys) -> None:
    f = tmp_path / "l.json"
    f.write_text(json.dumps([]))
    rc = status_doc.main(["--before-list", str(f), "--now-list", str(f), "--summary", str(tmp_path / "no.json"),
                          "--before-status", str(f), "--run-text", "x"])
    assert rc == 2 and "no such file" in capsys.readouterr().err
