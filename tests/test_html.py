"""The HTML report: pages are written, and render in headless Chromium with the table and a plot."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests import toys
from thmcheck.checks.html import write_site
from thmcheck.checks.registry import get
from thmcheck.checks.runner import run_many

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("report")
    run_many([toys.toy(), toys.toy(toys.false_bound, id="toy.lemma2"), get("chenli.lemma3.6")], d, profile="ci",
             progress=False)
    return d


def test_pages_written(site: Path) -> None:
    index = (site / "index.html").read_text()
    assert index.count("<tr data-id=") == 3 and 'id="f-paper"' in index and 'id="f-verdict"' in index
    assert 'id="f-outcome"' in index and 'id="f-kind"' in index and 'id="f-expectation"' in index and 'id="q"' in index
    assert "unexpected results:" in index and 'class="sort"' in index
    assert (site / "papers" / "toy.html").is_file() and (site / "papers" / "chenli.html").is_file()
    page = (site / "claims" / "toy.lemma2.html").read_text()
    assert "violated" in page and "python -m thmcheck replay" in page and "<img" in page
    # a statement without printed LaTeX (a toy claim) is its plain text
    assert '<span id="statement-text">x^2 &lt;= bound(x)</span>' in page and "<math" not in page
    # a paper's statement in its own LaTeX as MathML (latex2mathml), the plain text and the LaTeX kept beside it
    paper_claim = (site / "claims" / "chenli.lemma3.6.html").read_text()
    assert '<blockquote class="stmt" id="statement">Lemma 3.6.' in paper_claim and "<math" in paper_claim
    assert '<details class="plain">' in paper_claim and 'id="statement-text">' in paper_claim
    assert 'id="statement-tex">' in paper_claim and "\\frac{k-1}" in paper_claim
    assert "<math" in (site / "papers" / "chenli.html").read_text()
    # the index links each paper's errata sheet
    assert 'href="errata/chenli.html"' in index and (site / "errata" / "chenli.html").is_file()
    assert write_site(site) == site / "index.html"  # rebuildable from the JSON records


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return shutil.which(name)
    if os.geteuid() == 0 and shutil.which("apt-get"):  # the test set-up installs Debian's chromium
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        try:
            subprocess.run(["apt-get", "update", "-qq"], capture_output=True, timeout=300, env=env)
            subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], capture_output=True, timeout=600, env=env)
        except (OSError, subprocess.TimeoutExpired):
            return None
        return shutil.which("chromium")
    return None


def _run(chrome: str, args: list[str], profile: Path) -> subprocess.CompletedProcess:
    return subprocess.run([chrome, *FLAGS, f"--user-data-dir={profile}", *args], capture_output=True, text=True,
                          timeout=120)


def test_renders_in_headless_chromium(site: Path, tmp_path: Path) -> None:
    chrome = _chromium()
    if chrome is None:
        pytest.skip("headless Chromium is not installed and could not be installed (needs root and apt-get)")
    dom = _run(chrome, ["--dump-dom", (site / "index.html").as_uri()], tmp_path / "p1").stdout
    assert "<table" in dom and "toy.lemma2" in dom and "chenli.lemma3.6" in dom
    claim = site / "claims" / "chenli.lemma3.6.html"
    dom = _run(chrome, ["--dump-dom", claim.as_uri()], tmp_path / "p2").stdout
    assert "<img" in dom and ".svg" in dom and "Statement" in dom
    for name, page in (("index.png", site / "index.html"), ("claim.png", claim)):
        shot = tmp_path / name
        _run(chrome, [f"--screenshot={shot}", "--window-size=1280,900", page.as_uri()], tmp_path / f"p-{name}")
        assert shot.is_file() and shot.stat().st_size > 10_000, f"no screenshot {shot}"
    print(f"screenshots in {tmp_path}")


def test_statement_math_renders_in_headless_chromium(site: Path, tmp_path: Path) -> None:
    """The browser builds MathML elements from the claim page's statement and lays them out (no script, no font or
    file from the network: the page is opened from the file system)."""
    chrome = _chromium()
    if chrome is None:
        pytest.skip("headless Chromium is not installed and could not be installed (needs root and apt-get)")
    page = (site / "claims" / "chenli.lemma3.6.html").read_text()
    probe = ("<script>const ms=[...document.querySelectorAll('#statement math')];document.body.dataset.probe="
             "ms.length+' '+ms.every(m=>m instanceof MathMLElement)+' '+ms.every(m=>m.getBoundingClientRect()"
             ".width>0)+' '+document.querySelectorAll('#statement msub, #statement msup, #statement mi').length;"
             "</script></body>")
    test_page = site / "claims" / "probe.html"
    test_page.write_text(page.replace("</body>", probe))
    try:
        dom = _run(chrome, ["--dump-dom", test_page.as_uri()], tmp_path / "p3").stdout
    finally:
        test_page.unlink()
    assert "<math" in dom and 'id="statement"' in dom
    probe_out = re.search(r'data-probe="(\d+) (\w+) (\w+) (\d+)"', dom)
    assert probe_out, dom[-2000:]
    n, mathml, laid_out, parts = probe_out.groups()
    assert int(n) >= 1 and mathml == "true" and laid_out == "true" and int(parts) >= 3, probe_out.group()


def _record(**kw: object) -> dict:
    rec = {"id": "toy.lemma9", "paper": "toy", "kind": "deterministic", "verdict": "violated", "expectation": "holds",
           "meets_expectation": False, "best_score": 2.0, "tried": 3, "rejected": 0, "seconds": 0.1,
           "message": "m", "source": "s", "statement": "x <= 1", "comparison": "<=", "constants": "explicit",
           "profile": "ci", "seed": None, "valid": 3, "bound": "b", "bound_signature": "b(x)", "written": "now"}
    rec.update(kw)
    return rec


def test_site_escapes_every_field_and_stays_inside_the_directory(tmp_path: Path) -> None:
    import json

    (tmp_path / "claims").mkdir()
    evil = "<script>alert(1)</script>"
    rec = _record(paper="../../x", tried=evil, message=evil, statement=evil, source=evil)
    (tmp_path / "claims" / "toy.lemma9.json").write_text(json.dumps(rec))
    write_site(tmp_path)
    assert not (tmp_path.parent / "x.html").exists() and not (tmp_path.parent.parent / "x.html").exists()
    written = [p for p in tmp_path.rglob("*.html")]
    assert all(p.resolve().is_relative_to(tmp_path.resolve()) for p in written)
    for p in written:
        assert evil not in p.read_text(), p


def test_index_headline_counts_unexpected_results(tmp_path: Path) -> None:
    import json

    (tmp_path / "claims").mkdir()
    (tmp_path / "claims" / "a.json").write_text(json.dumps(_record(id="toy.lemma1")))
    (tmp_path / "claims" / "b.json").write_text(json.dumps(_record(id="toy.lemma2", expectation="erratum",
                                                                     meets_expectation=True)))
    (tmp_path / "claims" / "c.json").write_text("{truncated")
    index = write_site(tmp_path).read_text()
    assert 'id="unexpected">2<' in index  # the unmet claim and the unreadable record
    assert "erratum reproduced" in index and "record unreadable" in index


def test_a_users_paper_has_its_title_on_the_index(tmp_path) -> None:
    """A claim of the user's own paper names the paper's title (``Claim.paper_title``): the index and the paper
    page show it, as they show this repository's papers' titles."""
    from tests import toys
    from thmcheck.checks.html import write_site
    from thmcheck.checks.runner import run_many

    c = toys.toy(paper_title="My folklore lemmas about softmax")
    run_many([c], tmp_path, profile="ci", max_examples=3)
    write_site(tmp_path)
    assert "My folklore lemmas about softmax" in (tmp_path / "index.html").read_text()
