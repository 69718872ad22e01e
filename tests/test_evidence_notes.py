"""The shared evidence helpers of the paper packages: ``cite_audits`` and ``_hiddenhyp_r29.add_notes``."""

from __future__ import annotations

import pytest

from thmcheck.checks.papers import _hiddenhyp_r29 as hh
from thmcheck.checks.papers._audits import cite_audits
from thmcheck.checks.papers.thesis import CLAIMS as THESIS


def _two():
    return [c for c in THESIS if c.id in ("thesis.ch2.eqA.118", "thesis.ch2.eqA.21")]


def test_add_notes_appends_and_rejects_unknown_ids() -> None:
    claims = _two()
    out = hh.add_notes(claims, {"thesis.ch2.eqA.21": "x."})
    new = {c.id: c.evidence for c in out}
    assert new["thesis.ch2.eqA.21"] == next(c.evidence for c in claims if c.id == "thesis.ch2.eqA.21") + hh.PREFIX + "x."
    assert [c.evidence for c in out if c.id != "thesis.ch2.eqA.21"] == \
        [c.evidence for c in claims if c.id != "thesis.ch2.eqA.21"]
    with pytest.raises(ValueError, match="no claim"):
        hh.add_notes(claims, {"thesis.nope": "x."})


def test_cite_audits_prefixes_and_rejects_unknown_ids() -> None:
    claims = _two()
    out = cite_audits(claims, {claims[0].id: "auditor A: confirmed"}, "docs/audits/roundX/t.md")
    assert out[0].evidence.startswith("Re-derived independently") and out[1].evidence == claims[1].evidence
    assert cite_audits(out, {claims[0].id: "again"}, "docs/audits/roundX/t.md")[0].evidence == out[0].evidence
    with pytest.raises(ValueError, match="no claim"):
        cite_audits(claims, {"thesis.nope": "a"}, "d.md")


def test_round29_notes_reach_their_claims() -> None:
    ev = {c.id: c.evidence for c in THESIS}
    assert ev["thesis.ch2.eqA.118"].count("Round 29 (helper hhT23") == 1
    assert hh.WIDTH in ev["thesis.ch2.eqA.118"] and hh.SIGN in ev["thesis.ch2.eqA.118"]
