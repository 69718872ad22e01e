"""The registry: ids match the catalogs, every claim carries its source and statement, layers stay clean."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

from thmcheck.checks.claim import Claim, Expect
from thmcheck.checks.registry import UnknownClaimError, all_claims, get

ROOT = Path(__file__).resolve().parents[1]
CATALOGS = ROOT.parent / "shared" / "claims"


@functools.cache
def _catalog_text(paper: str) -> str | None:
    if not CATALOGS.is_dir():
        return None
    files = sorted(CATALOGS.glob(f"{paper}*.md"))
    return "\n".join(f.read_text() for f in files) if files else None


PAPERS = sorted({c.paper for c in all_claims()})


def failures(check, paper: str) -> tuple[list[str], list[str]]:  # noqa: ANN001
    """``check(claim)`` for every claim of the paper: (the failures, each naming its claim; the claims skipped). One
    test per paper and check instead of one per claim (these checks take microseconds; ~5,000 parametrised tests
    took most of this file's time in pytest's own per-test work)."""
    bad, skipped = [], []
    for c in all_claims():
        if c.paper != paper:
            continue
        try:
            check(c)
        except AssertionError as e:
            msg = str(e).split("\nassert ")[0]
            bad.append(msg if msg.startswith(c.id) else f"{c.id}: {msg}")
        except pytest.skip.Exception as e:
            skipped.append(f"{c.id}: {e}")
    return bad, skipped


def _judge(paper: str, check) -> None:  # noqa: ANN001
    bad, skipped = failures(check, paper)
    assert not bad, "\n".join(bad)
    if skipped:  # (after the failures: a claim that could not be checked never hides one that failed)
        pytest.skip(f"{len(skipped)} claim(s) of {paper} not checked; first: {skipped[0]}")


@pytest.mark.parametrize("paper", PAPERS)
def test_claim_is_documented(paper: str) -> None:
    _judge(paper, _is_documented)


def _is_documented(claim: Claim) -> None:
    assert claim.source and claim.statement, claim.id
    assert re.fullmatch(r"[a-z0-9_]+\.\S+", claim.id), claim.id
    if claim.expect in (Expect.ERRATUM, Expect.ERRATUM_AS_PRINTED):
        assert len(claim.evidence) > 40
    if claim.checkable:
        assert claim.bound is not None and claim.bound.__module__.startswith("thmcheck.bounds."), claim.id


@pytest.mark.parametrize("paper", PAPERS)
def test_claim_id_is_in_its_catalog(paper: str) -> None:
    _judge(paper, _id_is_in_its_catalog)


def _id_is_in_its_catalog(claim: Claim) -> None:
    text = _catalog_text(claim.paper)
    if text is None:
        pytest.skip("catalog not available (../shared/claims)")
    cid = claim.catalog_id or claim.id
    if cid in _catalog_ids_of(claim.paper):
        return
    # a statement the catalog does not list (a display or result found this round): the paper's inventory must tie
    # the claim to the seed lines it encodes (its source cites a line inside a numbered result or display); a step
    # (a display or a sentence of a proof) must at least cite its seed lines
    from thmcheck.checks.inventory import cited_ranges

    if (claim.kind == "step" or claim.derived) and cited_ranges(claim.source):
        return  # (a derived statement, e.g. two printed tables that must agree, cites the lines it compares)
    assert claim.id in _inventory_ids(claim.paper) or cid in _inventory_ids(claim.paper), (
        f"{cid} is neither in the {claim.paper} catalog nor tied by its source lines to a result or display of the "
        "paper's inventory")


@functools.cache
def _inventory_ids(paper: str) -> frozenset[str]:
    from thmcheck.checks.inventory import SEED_OF, inventory, seed_dir

    if paper not in SEED_OF or not (seed_dir() / SEED_OF[paper]).is_file():
        pytest.skip("seed texts not beside the checkout")
    return frozenset(i for r in inventory(paper) for i in r.ids)


@functools.cache
def _catalog_ids_of(paper: str) -> str:
    """:func:`_catalog_ids` of the paper's catalog text, read once per paper."""
    return _catalog_ids(_catalog_text(paper) or "")


def _catalog_ids(text: str) -> str:
    """The catalog text plus the ids its grouped headings name: '### chenli.lemma5.11 / 5.12 / 5.13' also names
    chenli.lemma5.12 and chenli.lemma5.13 (a sub-lemma checked under its own id)."""
    extra = []
    for head in re.findall(r"^#+\s*([a-z0-9_]+)\.([A-Za-z]+)([0-9][\w.-]*)((?:\s*/\s*[0-9][\w.-]*)+)", text, re.M):
        paper, word, _, rest = head
        extra += [f"{paper}.{word}{num}" for num in re.findall(r"[0-9][\w.-]*", rest)]
    # ids are ASCII without '/': a catalog's 'C.3/C.4' or 'D.2.9–D.2.12' is registered as 'C.3-C.4', 'D.2.9-D.2.12'
    ascii_ids = re.findall(r"[a-z0-9_]+\.\S*[/\u2013]\S*", text)
    extra += [re.sub(r"[/\u2013]", "-", i) for i in ascii_ids]
    return text + "\n" + "\n".join(extra)


def test_grouped_catalog_headings_name_their_sub_ids() -> None:
    text = "### chenli.lemma5.11 / 5.12 / 5.13 / 5.14 — coupling\n### chenli.thm9.5 — x\n"
    ids = _catalog_ids(text)
    assert all(f"chenli.lemma5.1{j}" in ids.split() for j in (1, 2, 3, 4))
    assert "chenli.lemma5.15" not in ids


def test_unknown_id_suggestions() -> None:
    with pytest.raises(UnknownClaimError) as e:
        get("chenli.lemma3.66")
    assert "chenli.lemma3.6" in str(e.value)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {_top(a.name) for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(_top(node.module))
    return out


def _top(name: str) -> str:
    """The package an import names: ``thmcheck.checks.claim`` -> ``checks``, ``torch.nn`` -> ``torch``."""
    return name.removeprefix("thmcheck.").split(".")[0]


@pytest.mark.parametrize("path", sorted((ROOT / "bounds").glob("*.py")), ids=lambda p: p.name)
def test_bounds_know_no_torch_nor_hypothesis(path: Path) -> None:
    assert not _imports(path) & {"torch", "hypothesis", "checks", "models"}


@pytest.mark.parametrize("path", sorted((ROOT / "models").rglob("*.py")), ids=lambda p: p.name)
def test_models_know_no_hypothesis(path: Path) -> None:
    assert not _imports(path) & {"hypothesis", "checks"}


@pytest.mark.parametrize("path", sorted((ROOT / "checks").glob("*.py")), ids=lambda p: p.name)
def test_engine_knows_no_paper(path: Path) -> None:
    src = path.read_text()
    assert "thmcheck.checks.papers." not in src.replace('f"thmcheck.checks.papers.{m.name}"', "")
    assert not re.search(r"from thmcheck\.bounds import|import thmcheck\.bounds\.", src) or path.name == "num.py"


def test_no_paper_module_is_broken() -> None:
    """A paper module that fails to import is skipped by the registry (the others still run), so CI fails here."""
    from thmcheck.checks.registry import broken_modules

    assert broken_modules() == {}


def test_a_broken_paper_module_does_not_take_the_others_down(tmp_path, monkeypatch) -> None:
    import thmcheck.checks.papers as pkg
    from thmcheck.checks import registry as R

    (tmp_path / "zz_broken.py").write_text("CLAIMS = [\n")  # a syntax error
    monkeypatch.setattr(pkg, "__path__", [*pkg.__path__, str(tmp_path)])
    R.registry.cache_clear()
    try:
        with pytest.warns(RuntimeWarning, match="zz_broken"):
            reg = R.registry()
        assert "thmcheck.checks.papers.zz_broken" in R.broken_modules() and "chenli.lemma3.6" in reg
    finally:
        monkeypatch.undo()
        R.registry.cache_clear()
        R._BROKEN.clear()


def test_every_record_names_its_category() -> None:
    """A record is a definition, an alias, a citation or uncomputable (issue #30); nothing else may stay a record."""
    from thmcheck.checks.claim import RecordCategory

    allowed = {c.value for c in RecordCategory}
    bad = [c.id for c in all_claims() if not c.checkable and c.record_category not in allowed]
    assert not bad, f"records without a category: {bad}"


def test_no_record_is_shadowed_by_a_real_check() -> None:
    """A real check supersedes a record of the same id, but the stale record must then be deleted."""
    from thmcheck.checks.registry import shadowed_records

    assert shadowed_records() == {}


def test_a_real_check_supersedes_its_record_and_twins_still_fail(tmp_path, monkeypatch) -> None:
    import thmcheck.checks.papers as pkg
    from thmcheck.checks import registry as R

    (tmp_path / "zz_twin.py").write_text(
        "from thmcheck.checks.claim import Claim\n"
        "CLAIMS = [Claim(id='chenli.thm1.2', paper='chenli', source='s', statement='t', kind='rate', comparison='<=',"
        " bound=lambda: 1.0, measure=lambda i, c: None, strategy=lambda: None)]\n")
    monkeypatch.setattr(pkg, "__path__", [*pkg.__path__, str(tmp_path)])
    R.registry.cache_clear()
    try:
        reg = R.registry()
        assert reg["chenli.thm1.2"].checkable and "chenli.thm1.2" in R.shadowed_records()
        (tmp_path / "zz_twin2.py").write_text((tmp_path / "zz_twin.py").read_text())
        R.registry.cache_clear()
        with pytest.raises(ValueError, match="duplicate claim id chenli.thm1.2"):
            R.registry()
    finally:
        monkeypatch.undo()
        R.registry.cache_clear()
        R._SHADOWED.clear()
        R._BROKEN.clear()
