"""Statements in the paper's own LaTeX (checks/statements_tex.py): extracted from the cited seed lines, filled into
the registry's claims, and converted to MathML by latex2mathml for the site (a formula it cannot convert falls back to
its LaTeX source and is counted here)."""

from __future__ import annotations

import json
from pathlib import Path

from thmcheck.checks import html
from thmcheck.checks.statements_tex import PAPERS, extract_lines, fill, first_range, seed_file, segments

MAX_UNCONVERTED = 8  # formulas latex2mathml cannot parse (misprints of the seeds: '\|v^\|^2', '\epsilon^)', ...)
MAX_WITHOUT_TEX = 20  # claims added since the last extraction (python -m thmcheck.checks.statements_tex --write)


def _stored() -> dict[str, str]:
    out: dict[str, str] = {}
    for f in sorted(PAPERS.glob("*/statements_tex.json")):
        out.update(json.loads(f.read_text(encoding="utf-8")))
    return out


def test_every_stored_statement_converts() -> None:
    stored = _stored()
    assert len(stored) >= 300
    html._TEX_FAILED.clear()
    formulas = 0
    for cid, tex in stored.items():
        formulas += sum(1 for k, _ in segments(tex) if k != "text")
        out = str(html.tex_markup(tex))
        assert out, cid
        assert "<script" not in out.lower()
    failed = list(html._TEX_FAILED)
    print(f"{formulas} formulas, {len(failed)} not converted: {failed}")
    assert formulas > 2000 and len(failed) <= MAX_UNCONVERTED, failed


def test_a_formula_that_does_not_convert_keeps_its_source() -> None:
    html._TEX_FAILED.clear()
    out = str(html.tex_markup("Let $x^$ and $y < 1$ & *z*"))
    assert '<code class="math-fallback">$x^$</code>' in out and "<math" in out and "&amp;" in out
    assert "*" not in out and html._TEX_FAILED == ["x^"]


def test_registry_claims_carry_their_printed_latex() -> None:
    from thmcheck.checks.registry import all_claims

    claims = [c for c in all_claims() if not c.id.endswith(".corrected")]
    without = [c.id for c in claims if not c.statement_tex]
    assert len(without) <= MAX_WITHOUT_TEX, f"run python -m thmcheck.checks.statements_tex --write: {without}"
    c = next(c for c in claims if c.id == "chenli.lemma3.2")
    assert c.statement_tex.startswith("Lemma 3.2.") and "\\exp(-t/e)" in c.statement_tex
    assert "Proof" not in c.statement_tex  # the cited range runs into the proof; the statement stops before it


def test_fill_keeps_a_claims_own_latex() -> None:
    class C:
        def __init__(self, id: str, tex: str) -> None:
            self.id, self.paper, self.statement_tex = id, "chenli", tex

    own, empty = C("chenli.lemma3.2", "$own$"), C("chenli.lemma3.2", "")
    fill({"a": own, "b": empty})
    assert own.statement_tex == "$own$" and empty.statement_tex.startswith("Lemma 3.2.")


def test_extraction_of_cited_lines(tmp_path: Path) -> None:
    lines = ["x", "Lemma 1. *Let $a > 0$.* Then", "", "$$a^2 > 0.$$", "Proof. Obvious.", "more"]
    assert extract_lines(lines, 2, 6) == "Lemma 1. *Let $a > 0$.* Then\n$$a^2 > 0.$$"
    assert extract_lines(lines, 5, 6) == "Proof. Obvious.\nmore"  # a display inside a proof keeps its lines
    long = [f"line {i}" for i in range(100)]
    assert extract_lines(long, 1, 100).endswith("[...]")
    src = "Lemma 3.2, Section 3.2, shared/seeds/000_7ee2e1d97e13a266.txt L307-L315; also L400"
    assert first_range(src) == (307, 315) and seed_file(src) == "000_7ee2e1d97e13a266.txt"
    assert segments("a $x$ b $$y$$ c \\$5") == [("text", "a "), ("inline", "x"), ("text", " b "),
                                               ("display", "y"), ("text", " c \\$5")]


def test_a_primed_symbol_with_a_superscript_converts() -> None:
    """c''^2 (a seed's primed constant squared) is TeX for {c''}^2; latex2mathml calls it a double superscript."""
    html._TEX_FAILED.clear()
    out = str(html.tex_markup("$c''^2 \\leq x'^{3} + \\alpha'^2$"))
    assert not html._TEX_FAILED and "math-fallback" not in out and "&#x003B1;" in out  # alpha kept whole
