"""benchmarks.weak_search: which records count as a weak search (issue #24)."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.weak_search import weak_claims


def test_weak_claims_lists_short_searches_without_a_violation(tmp_path: Path) -> None:
    d = tmp_path / "claims"
    d.mkdir()
    recs = [("a", "no counterexample", 5), ("b", "potential", 10), ("c", "no counterexample", 11),
            ("d", "violated", 1), ("e", "violated as printed", 2), ("f", "not checkable", 0), ("g", "gave up", 3)]
    for cid, verdict, tried in recs:
        (d / f"{cid}.json").write_text(json.dumps({"id": cid, "verdict": verdict, "tried": tried, "seconds": 1.0}))
    (d / "broken.json").write_text("{")
    assert [r["id"] for r in weak_claims(tmp_path)] == ["a", "b", "g"]
    assert [r["id"] for r in weak_claims(tmp_path, max_tried=4)] == ["g"]
