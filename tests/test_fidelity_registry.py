"""Every registered claim answers to the paper: a printed domain, a way to fail, and for every erratum an
independent second path (issue: verdicts that answer to the paper)."""

from __future__ import annotations

import ast
import inspect
import math
from pathlib import Path

import pytest

from thmcheck.checks.claim import Claim
from thmcheck.checks.domain import Param
from thmcheck.checks.registry import all_claims

ROOT = Path(__file__).resolve().parents[1]
REAL = [c for c in all_claims() if c.checkable]
ERRATA = [c for c in REAL if c.is_paper_erratum]
PAPERS = sorted({c.paper for c in all_claims()})


def failures(check, claims, paper: str) -> list[str]:  # noqa: ANN001
    """``check(claim)`` for every claim of the paper: the failures, each naming its claim. One test per paper and
    check instead of one per claim and check (these checks take microseconds; ~10,000 parametrised tests took most of
    this file's time in pytest's own per-test work)."""
    bad = []
    for c in claims:
        if c.paper != paper:
            continue
        try:
            check(c)
        except AssertionError as e:
            msg = str(e).split("\nassert ")[0]
            bad.append(msg if msg.startswith(c.id) else f"{c.id}: {msg}")
    return bad


def test_failures_name_each_failing_claim() -> None:
    """Guard of the per-paper loops: every failing claim is reported by id, the passing ones are not."""
    from types import SimpleNamespace

    cs = [SimpleNamespace(id="p.a", paper="p", ok=True), SimpleNamespace(id="p.b", paper="p", ok=False),
          SimpleNamespace(id="q.c", paper="q", ok=False)]

    def check(c) -> None:  # noqa: ANN001
        assert c.ok

    assert [b.split(":")[0] for b in failures(check, cs, "p")] == ["p.b"]


def _declares_its_printed_domain(claim: Claim) -> None:
    if claim.kind == "reproduction" and not claim.domain:
        return  # a printed number in the paper's one fixed setting has no free parameter
    assert claim.domain, f"{claim.id}: no printed domain (Claim.domain)"
    for p in claim.domain:
        assert isinstance(p, Param), f"{claim.id}: domain entries are thmcheck.checks.domain.Param"
        assert p.text or p.family, f"{claim.id}: parameter {p.name} carries no printed text (or family)"
    for r in claim.readings:
        for p in r.domain or ():
            assert isinstance(p, Param)


@pytest.mark.parametrize("paper", PAPERS)
def test_real_claim_declares_its_printed_domain(paper: str) -> None:
    bad = failures(_declares_its_printed_domain, REAL, paper)
    assert not bad, "\n".join(bad)


HIDDEN = [c for c in REAL if c.constants == "hidden"]


def _names_a_direction_for_every_printed_parameter(claim: Claim) -> None:
    assert claim.directions, f"{claim.id}: a hidden-constant claim lists its directions"
    assert not claim.undirected(), f"{claim.id}: no direction names {claim.undirected()}"


@pytest.mark.parametrize("paper", PAPERS)
def test_hidden_constant_claim_names_a_direction_for_every_printed_parameter(paper: str) -> None:
    """Issue 31: every free parameter of the printed domain is a direction (a path, a searched span, a fit, or an
    end left unsearched with its mathematical reason); ``list --json`` shows the rest as ``undirected``."""
    bad = failures(_names_a_direction_for_every_printed_parameter, HIDDEN, paper)
    assert not bad, "\n".join(bad)


HYPOTHESES = [c for c in REAL if c.constants == "hypotheses"]


def _hypotheses_are_named(claim: Claim) -> None:
    assert not claim.uniform and (claim.uncertified or claim.eventually), claim.id


@pytest.mark.parametrize("paper", PAPERS)
def test_hidden_constants_only_in_hypotheses_are_named(paper: str) -> None:
    """``constants="hypotheses"``: the conclusion is explicit (no shape check); the hypotheses whose constants are
    unspecified are granted by name (an uncertified assumption) or needed only large enough (``eventually``)."""
    bad = failures(_hypotheses_are_named, HYPOTHESES, paper)
    assert not bad, "\n".join(bad)


def test_constants_value_is_checked() -> None:
    from thmcheck.checks.claim import CONSTANTS

    assert CONSTANTS == ("explicit", "hidden", "hypotheses")
    assert {c.constants for c in REAL} <= set(CONSTANTS)


def _can_fail(claim: Claim) -> None:
    assert claim.all_mutants() or claim.no_mutant_reason, (
        f"{claim.id}: no planted mutant and no no_mutant_reason")


@pytest.mark.parametrize("paper", PAPERS)
def test_real_claim_can_fail(paper: str) -> None:
    bad = failures(_can_fail, REAL, paper)
    assert not bad, "\n".join(bad)


def _test_function(node_id: str) -> tuple[Path, ast.FunctionDef, ast.Module]:
    file, _, name = node_id.partition("::")
    path = ROOT / file
    assert path.is_file(), f"second path {node_id}: no file {file}"
    tree = ast.parse(path.read_text())
    name = name.split("[")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return path, node, tree
    raise AssertionError(f"second path {node_id}: no test function {name} in {file}")


def _imported_names(tree: ast.Module) -> dict[str, str]:
    """Local name -> 'module.name' for every ``from module import name`` of the test module."""
    out = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                out[a.asname or a.name] = f"{node.module}.{a.name}"
    return out


def _has_an_independent_second_path(claim: Claim) -> None:
    assert claim.second_path, f"{claim.id}: an erratum needs a second_path test in tests/"
    _, fn, tree = _test_function(claim.second_path)
    imported = _imported_names(tree)
    forbidden = {f"{f.__module__}.{f.__name__}" for f in (claim.bound, claim.measure, claim.corrected)
                 if f is not None and hasattr(f, "__name__")}
    used = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name)}
    used |= {n.attr for n in ast.walk(fn) if isinstance(n, ast.Attribute)}
    for name in used:
        target = imported.get(name, "")
        assert target not in forbidden, f"{claim.id}: second path {claim.second_path} uses the claim's own {target}"
    assert not used & {"run_claim", "replay", "evaluate", "get", "registry"}, (
        f"{claim.id}: second path {claim.second_path} goes through the engine or the registry")


@pytest.mark.parametrize("paper", PAPERS)
def test_erratum_has_an_independent_second_path(paper: str) -> None:
    """The second path exists and uses neither the claim's bound nor its measurement (nor the engine)."""
    bad = failures(_has_an_independent_second_path, ERRATA, paper)
    assert not bad, "\n".join(bad)


def test_derived_claims_are_never_paper_errata() -> None:
    for c in all_claims():
        if c.derived:
            assert not c.is_paper_erratum


def test_checks_for_second_paths_see_nested_names() -> None:
    """Guard of the guard: the AST walk sees a name used inside a nested expression."""
    src = "from bounds.x import b\n\ndef test_a():\n    assert f(b(1)) > 0\n"
    tree = ast.parse(src)
    fn = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))
    assert "b" in {n.id for n in ast.walk(fn) if isinstance(n, ast.Name)}
    assert _imported_names(tree)["b"] == "bounds.x.b"
    assert inspect.isfunction(test_checks_for_second_paths_see_nested_names)


PATHS = [c for c in REAL if any(d.how == "path" and len(d.points) >= 2 for d in c.directions)]


@pytest.mark.parametrize("paper", PAPERS)
def test_a_path_direction_grid_approaches_its_end(paper: str) -> None:
    """``Direction.toward`` is the limit of the path parameter t that ``move`` takes: its default grid must approach
    it (a path that moves p -> 1 through t = 1/(1 - p) has toward = inf), else the path is judged the wrong way."""
    bad = failures(_path_grid_approaches_its_end, PATHS, paper)
    assert not bad, "\n".join(bad)


def _path_grid_approaches_its_end(claim: Claim) -> None:
    for d in claim.directions:
        if d.how != "path" or len(d.points) < 2:
            continue
        first, last = d.points[0], d.points[-1]
        if math.isinf(d.toward):
            assert abs(last) > abs(first), f"{claim.id}: direction {d.name!r} goes to inf but its grid shrinks"
        else:
            assert abs(last - d.toward) < abs(first - d.toward), (
                f"{claim.id}: direction {d.name!r} approaches {d.toward} but its grid moves away from it")
