"""The paper inventories (issue "Discovery", item 3): scanning a seed text, classifying its rows, and the committed
INVENTORY.md files being current."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from thmcheck.checks.inventory import PAPERS, SEED_OF, classify, counts, inventory, markdown, scan, seed_dir

TEXT = """Intro text.
**Lemma 3.9.** *Let R > 0.* Then
$$\\|a - b\\| \\le \\eta R. \\quad (4)$$
Proof. We have
$$x \\le y$$
and
$$
y = z \\tag{5}
$$
Lemma 3.9 shows that nothing.
Theorem B.2 (Tails). Some statement.
"""


def _claim(cid: str, source: str, checkable: bool = True, category: str = "") -> SimpleNamespace:
    return SimpleNamespace(id=cid, source=source, checkable=checkable, record_category=category)


def test_scan_finds_results_and_displays_with_labels():
    rows = scan(TEXT.splitlines())
    got = [(r.what, r.label, r.start, r.end) for r in rows]
    assert got == [("result", "Lemma 3.9", 2, 2), ("display", "(4)", 3, 3), ("display", "", 5, 5),
                   ("display", "(5)", 7, 9), ("result", "Theorem B.2", 11, 11)]


def test_classify_claim_covered_in_proof_override_and_open():
    rows = scan(TEXT.splitlines())
    claims = [_claim("p.lemma3.9", "Lemma 3.9, L2-L40"), _claim("p.eq4", "Eq. (4), L3"),
              _claim("p.thmB.2", "Theorem B.2, L11", checkable=False, category="citation")]
    rows = classify(rows, claims, {"L7": {"status": "model", "note": "a definition of z"}})
    st = [r.status for r in rows]
    assert st == ["claim p.lemma3.9", "claim p.eq4", "in-proof:p.lemma3.9", "model", "citation p.thmB.2"]
    rows2 = classify(scan(TEXT.splitlines()), [_claim("p.eq5", "L5-L9")], {})
    assert [r.status for r in rows2][2:4] == ["claim p.eq5", "covered:p.eq5"]
    assert classify(scan(TEXT.splitlines()), [], {})[0].status == "open"
    # a citation in a parenthesised aside names context, not the display checked: covered at most, never the claim
    rows3 = classify(scan(TEXT.splitlines()), [_claim("p.eq6", "Eq. (6), L11 (with the display of L5)")], {})
    assert [r.status for r in rows3][2] == "covered:p.eq6" and rows3[-1].status == "claim p.eq6"
    c = counts(rows)
    assert c["displays"] == 3 and c["results"] == 2 and c["claim"] == 2 and c["model"] == 1
    assert "| L7-L9 | display | (5) | model (a definition of z) |" in markdown("p", rows)


def test_an_override_written_as_claim_and_id_ties_the_row_to_that_claim():
    """Round 29: an override whose status is the generated form "claim <id>" names the claim (a claim whose source
    cites lines that end on the row, L7876-L7880 for a one-line row L7880, is tied only through it)."""
    rows = classify(scan(TEXT.splitlines()), [_claim("p.eq4b", "L1-L3")], {"L3": {"status": "claim p.eq4b"}})
    assert rows[1].status == "claim p.eq4b" and rows[1].ids == ["p.eq4b"]


def test_a_display_whose_only_relation_is_a_definition_is_a_definition():
    """':=' alone defines a symbol (indices such as \\sum_{i=1} relate nothing); a display that also states a
    relation stays a row to check, and a claim citing the display still wins."""
    text = ["$$F(X) := \\sum_{i=1}^m \\text{softmax}(X \\Theta_i X^T) X W_i. \\quad (1)$$",
            "$$a := b \\le c$$", "$$\\rho_k := \\beta_2(\\theta_k) \\vee \\beta_2(\\theta_{k+1}).$$"]
    rows = classify(scan(text), [], {})
    assert [r.category for r in rows] == ["definition", "open", "definition"]
    assert "':='" in rows[0].note
    assert classify(scan(text), [_claim("p.eq1", "L1")], {})[0].status == "claim p.eq1"


@pytest.mark.parametrize("paper", sorted(SEED_OF))
def test_committed_inventory_is_current(paper):
    """Each paper's INVENTORY.md is what the tool writes from the seed and today's claims (regenerate with
    ``python -m thmcheck inventory PAPER --write``)."""
    if not (seed_dir() / SEED_OF[paper]).is_file():
        pytest.skip("seed texts not beside the checkout")
    path = PAPERS / paper / "INVENTORY.md"
    assert path.is_file(), f"run python -m thmcheck inventory {paper} --write"
    assert path.read_text(encoding="utf-8") == markdown(paper, inventory(paper))
