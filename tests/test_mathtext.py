"""Statements as math (checks/mathtext.py): every registered statement converts without raising and loses no text,
the output is well-formed and escaped, a run that does not convert falls back to its plain text."""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET
from collections import Counter
from html import unescape
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checks import mathtext
from checks.mathtext import ALL_SYMBOLS, segments, to_html


class _Pieces(HTMLParser):
    """The text outside ``<math>`` and each ``<math>``'s alttext, in order; and the text shown inside math with
    every symbol turned back into its ASCII word (``√`` -> ``sqrt``, ``θ`` -> ``theta``, ``∈`` -> ``in``)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.source: list[str] = []
        self.shown: list[str] = []
        self.depth = 0
        self.maths = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "math":
            self.depth += 1
            self.maths += 1
            self.source.append(dict(attrs)["alttext"])
        elif tag == "msqrt":
            self.shown.append(" sqrt ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "math":
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth == 0:
            self.source.append(data)
        back = {v: k for k, v in ALL_SYMBOLS.items()}
        self.shown.append(" " + "".join(f" {back[c]} " if c in back else c for c in data) + " ")


def _words(s: str) -> list[str]:
    return re.findall(r"[A-Za-z]+|\d+", s)


def _check(statement: str) -> _Pieces:
    html = to_html(statement)
    ET.fromstring(f"<div>{html}</div>")  # well-formed: every element closed, every text escaped
    p = _Pieces()
    p.feed(html)
    p.close()
    assert "".join(p.source) == statement  # the text outside math plus each math's alttext is the statement
    # no word or number lost on the page (as a multiset: msubsup shows x^a_b's scripts in MathML's order)
    assert Counter(_words("".join(p.shown))) == Counter(_words(statement))
    return p


def _statements() -> list[tuple[str, str]]:
    from checks.registry import all_claims

    out = []
    for c in all_claims():
        out.append((c.id, c.statement))
        out += [(f"{c.id}[{r.name}]", r.text) for r in getattr(c, "readings", ()) or ()]
        if isinstance(c.derived, str) and c.derived:
            out.append((f"{c.id}[derived]", c.derived))
    return out


def test_every_registered_statement_converts_and_round_trips() -> None:
    stmts = _statements()
    assert len(stmts) > 300
    with_math = 0
    for cid, s in stmts:
        assert "".join(t for _, t in segments(s)) == s, cid
        p = _check(s)
        with_math += p.maths > 0
    assert with_math > 0.9 * len(stmts)  # nearly every statement shows some math


GOLDEN = [
    ("sqrt(d)", ["<msqrt><mi>d</mi></msqrt>"]),
    ("beta_2(i,u,sigma) <= C d^{-1/2}", ["<msub><mi>β</mi><mn>2</mn></msub>", "<mo>≤</mo>", "<mi>σ</mi>",
                                         "<msup><mi>d</mi><mrow><mo>−</mo><mn>1</mn><mo>/</mo><mn>2</mn></mrow></msup>"]),
    ("P[|x^T Theta y| > s ||Theta||_F] <~ 1/s^2", ["<mo>≲</mo>", "<mi>Θ</mi>", "<msup><mi>x</mi><mi>T</mi></msup>",
                                                    "<msub><mo", ">‖</mo><mi>F</mi></msub>"]),
    ("for x in [-1, 1]", ["<mo>∈</mo>", "<mo>[</mo><mo>−</mo><mn>1</mn>"]),
    ("f: X -> Y", ["<mo>→</mo>"]),
    ("alpha*_2 >= 1/3", ["<msubsup><mi>α</mi><mn>2</mn><mo>∗</mo></msubsup>", "<mo>≥</mo>"]),
    ("Theta~(k^5) and d2 != 0", ["<mover accent=\"true\"><mi>Θ</mi><mo>~</mo></mover>",
                                 "<msub><mi>d</mi><mn>2</mn></msub>", "<mo>≠</mo>"]),
    ("y = h(<w/2, z_1 - z_2>)", ["⟨", "⟩"]),
    ("L^(theta_K) <= 2 sum_i x_i", ["<mover accent=\"true\"><mi>L</mi><mo>^</mo></mover>", "<mo"]),
]


@pytest.mark.parametrize("src, parts", GOLDEN)
def test_golden_conversions(src: str, parts: list[str]) -> None:
    html = to_html(src)
    for part in parts:
        assert part in html, (part, html)
    _check(src)


def test_prose_stays_text() -> None:
    html = to_html("Let R > 0 and 0 < eta <= 1. Then the bound holds with probability at least 1 - delta.")
    assert html.startswith("Let <math") and " and <math" in html and ". Then the bound holds with probability " \
        "at least <math" in html
    assert to_html("LWR hardness conjectures") == "LWR hardness conjectures"
    assert "<math" not in to_html("(Lemma 11.5, Eq. (2.7))")


@pytest.mark.parametrize("evil", ["<script>alert(1)</script>", "x <= 1\"><img src=x onerror=alert(1)>",
                                  "a_{<script>} <= b^</math><script>", "' onmouseover='alert(1)' x < y"])
def test_statement_cannot_inject(evil: str) -> None:
    html = to_html(evil)
    assert "<script" not in html and "<img" not in html and "</math><script" not in html
    _check(evil)


def test_a_run_that_does_not_convert_stays_plain_text(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(self, end):  # noqa: ANN001, ANN202
        raise RuntimeError("boom")

    monkeypatch.setattr(mathtext._Parser, "seq", boom)
    html = to_html("Let x <= 1 <b> hold")
    assert '<span class="math-fallback">x &lt;= 1 &lt;b&gt;</span>' in html and html.startswith("Let ")
    monkeypatch.setattr(mathtext, "pieces", lambda s: 1 / 0)
    assert to_html("x <= <1>") == "x &lt;= &lt;1&gt;"
    assert to_html(None) == ""


ALPHABET = st.sampled_from(list("abxyzTdkA01239 _^{}()[]|<>=~*'-+/,.;:!\"&#") +
                           ["sqrt", "alpha", "Theta", "in", "sum", "<=", "||", "->", " the ", "a.s.", "D.18"])


@settings(max_examples=400, deadline=None)
@given(st.lists(ALPHABET, max_size=40).map("".join))
def test_any_text_converts_without_raising_or_losing_text(s: str) -> None:
    _check(s)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=string.printable.replace("\x0b", "").replace("\x0c", ""), max_size=80))
def test_any_printable_text_converts(s: str) -> None:
    _check(s)


def test_unescape_alttext_is_the_source() -> None:
    html = to_html("x < y & z")
    assert 'alttext="x &lt; y &amp; z"' in html and unescape("x &lt; y &amp; z") == "x < y & z"
