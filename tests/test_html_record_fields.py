"""The claim page (HTML and Markdown) shows the engine's record fields: rejected draws per assumption, solver
failures, granted requirements and why, the sequential follow-up (interval, effort to settle), and the divergence
path of a uniform claim (its fit and points)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.test_html import _record
from thmcheck.checks.html import write_site
from thmcheck.checks.report import claim_markdown

FIELDS = {
    "rejected_by": {"horizon reached": 7, "c in range": 2},
    "solver_failures": 3,
    "solver_messages": ["our Newton solver did not converge at x=9.5"],
    "granted_why": {"section4": "a '<<' with a constant the paper leaves unspecified"},
    "followup": {"outcome": "undecided", "followed": [
        {"instance": {"seed": 7}, "cap": 3, "outcome": "undecided", "interval": [0.0931, 0.1092],
         "estimate": "about 2.1e+06 trials at the observed rate 0.101",
         "levels": [{"level": 0, "status": "potential", "lhs": 0.13, "rhs": 0.1, "interval": [0.07, 0.2]},
                    {"level": 1, "status": "potential", "lhs": 0.101, "rhs": 0.1, "interval": [0.0931, 0.1092]}]}]},
    "path": {"direction": "eta -> 1", "param": "eta", "toward": 1.0, "grows": [], "status": "violated", "why": "",
             "summary": "12 points over 8 decades, ratio x9.99e+08", "growth": 9.99e8, "tested": 92, "left": 0,
             "granted": [], "interval": [0.98, 1.02], "replay": "python -m thmcheck replay chenli.lemma3.9 p.npz",
             "fit": {"exponent": 1.0, "lo": 0.99, "hi": 1.01, "intercept": 0.3},
             "points": [{"t": 0.9, "x": 0.1, "lhs": 0.4, "f": 0.37, "ratio": 1.08},
                        {"t": 0.999999, "x": 1e-6, "lhs": 0.49, "f": 4.1e-6, "ratio": 119512.2}]},
}


def _rec() -> dict:
    return _record(notes=[], evidence="", assumptions=[], worst=None, shrunk=None, replay="", search_replay="s",
                   user_bound=False, device="cpu", dtype="float64", **FIELDS)


def _expect_in(text: str) -> None:
    for needle in ("horizon reached", "c in range", "our Newton solver did not converge", "section4",
                   "a &#39;&lt;&lt;&#39; with a constant" if "<html" in text.lower() else "a '<<' with a constant",
                   "undecided", "2.1e+06 trials", "0.1092", "eta -&gt; 1" if "<html" in text.lower() else "eta -> 1",
                   "119512", "4.1e-06", "python -m thmcheck replay chenli.lemma3.9 p.npz"):
        assert needle in text, needle


def test_claim_page_shows_the_engine_record_fields(tmp_path: Path) -> None:
    (tmp_path / "claims").mkdir()
    (tmp_path / "claims" / "toy.lemma9.json").write_text(json.dumps(_rec()))
    write_site(tmp_path, errata_sheets=False)
    page = (tmp_path / "claims" / "toy.lemma9.html").read_text()
    assert "record incomplete" not in page
    for head in ("Divergence path", "Sequential confirmation", "Granted requirements", "Rejected draws per assumption",
                 "Solver failures"):
        assert head in page, head
    _expect_in(page)


def test_claim_markdown_shows_the_engine_record_fields() -> None:
    md = claim_markdown(_rec())
    for head in ("## Divergence path", "## Sequential confirmation", "## Granted requirements",
                 "## Rejected draws per assumption", "## Solver failures"):
        assert head in md, head
    _expect_in(md)
    assert "| horizon reached | 7 |" in md and "log-slope 1.0" in md


def test_a_record_without_them_shows_no_such_section() -> None:
    md = claim_markdown(_record(notes=[], evidence="", assumptions=[], worst=None, shrunk=None, replay="",
                                search_replay="s", user_bound=False, device="cpu", dtype="float64"))
    assert "Divergence path" not in md and "Sequential confirmation" not in md and "Solver failures" not in md
