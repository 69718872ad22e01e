"""``pytest checks``: every registered claim is searched under the selected profile, one test item per claim named by
its id (``checks/test_claims.py::chenli.lemma3.6``; installed, ``pytest --pyargs thmcheck.checks.test_claims``).

The plugin (``checks/plugin.py``) collects this file: one item ``<id>`` per claim of :data:`CLAIMS`, running
:func:`check_claim`, and with ``--thmcheck-mutants`` one item ``<id>[mutant:<name>]`` per planted mutant of
:data:`MUTANTS`, running :func:`check_mutant`.

A test passes when the claim's verdict meets its expectation (``holds``: no confirmed violation and no
give-up or unknown; ``erratum``: the violation is found again; see ``thmcheck.checks.claim.expectation_met``), and a claim
without a crossing reached every end of its printed domain or states why not (``Param.unreached``). Claims kept
only as records are skipped with their reason. A failure shows the instance, the evaluated terms and the replay
command (``thmcheck.checks.explain``); the verdict, score, expectation and status go into JUnit XML as properties.
"""

from __future__ import annotations

import json
import os

import pytest

from thmcheck.checks.claim import Claim, Verdict, outcome
from thmcheck.checks.explain import explain
from thmcheck.checks.profiles import get_profile
from thmcheck.checks.registry import all_claims, get, load_claims
from thmcheck.checks.runner import mutant_list, run_and_report, run_mutant


def _claims() -> list[Claim]:
    """The claims of the user modules named by --thmcheck-claims ($THMCHECK_CLAIMS), else this repository's (only
    those a node id or a ``-k ID`` names, when the plugin could tell: $THMCHECK_ONLY_IDS, so that one claim starts
    without importing every paper)."""
    specs = [s.strip() for s in os.environ.get("THMCHECK_CLAIMS", "").split(",") if s.strip()]
    only = [i for i in os.environ.get("THMCHECK_ONLY_IDS", "").split(",") if i]
    if not specs and only:
        try:
            paper = os.environ.get("THMCHECK_PAPER") or None
            return [c for c in (get(i) for i in only) if paper is None or c.paper == paper]
        except KeyError:  # an unknown id: the plugin names the closest ones
            pass
    if not specs:
        return all_claims(os.environ.get("THMCHECK_PAPER") or None)
    paper = os.environ.get("THMCHECK_PAPER") or None
    return [c for s in specs for c in load_claims(s) if paper is None or c.paper == paper]


CLAIMS = _claims()


def _record(claim: Claim) -> dict:
    from thmcheck.checks.report import report_dir

    try:
        return json.loads((report_dir() / "claims" / f"{claim.id}.json").read_text())
    except (OSError, json.JSONDecodeError):
        return {"id": claim.id}


def check_claim(claim: Claim, record_property: pytest.RecordProperty) -> None:
    res = run_and_report(claim, profile=get_profile())
    verdict, expect, met = res.verdict, res.expect, res.meets_expectation
    status = outcome(expect, verdict, bool(claim.derived))
    for k, v in (("verdict", verdict.value), ("expectation", expect.value), ("status", status),
                 ("best_score", res.best_score)):
        record_property(k, v)
    if verdict is Verdict.NOT_CHECKABLE:
        pytest.skip(f"not checkable: {res.message}")
    if met and verdict in (Verdict.NONE, Verdict.POTENTIAL, Verdict.GAVE_UP):
        # a search that found no crossing must have spanned the printed domain, or say why not (a search that
        # crossed stops at its first confirmed crossing, so its span is not a narrowing)
        from thmcheck.checks.domain import unexplained_narrowing

        gaps = unexplained_narrowing(res.coverage or _record(claim).get("coverage") or {})
        if gaps:
            pytest.fail(f"{claim.id}: {verdict.value}, but the search did not reach the printed domain's end(s) "
                        f"{', '.join(gaps)} and the claim states no reason (Param.unreached)", pytrace=False)
    if not met:
        rec = _record(claim)
        rec.setdefault("verdict", verdict.value)
        rec.setdefault("expectation", expect.value)
        rec.setdefault("message", res.message)
        pytest.fail(explain(rec), pytrace=False)


# --thmcheck-mutants ($THMCHECK_MUTANTS=1): one item per planted mutant, ``<id>[mutant:<mutant>]``, run as
# tests/test_mutants.py does; killed passes, a planted one that survives fails, the automatic one that survives is
# skipped with "the bound is not sharp: best score X". The claim's record lists which mutants ran and died.
MUTANTS = [(c, n) for c in CLAIMS for n, _f, _auto in mutant_list(c)] if os.environ.get("THMCHECK_MUTANTS") else []


def check_mutant(claim: Claim, name: str, record_property: pytest.RecordProperty) -> None:
    from thmcheck.checks.report import attach_mutants

    entry = run_mutant(claim, name, profile=get_profile())
    attach_mutants(claim.id)
    for k in ("result", "verdict", "best_score"):
        record_property(k, entry.get(k))
    if entry["killed"]:
        return
    if entry["result"] == "not sharp":
        pytest.skip(f"{claim.id}: {entry['text']}")
    pytest.fail(f"{claim.id}: planted mutant {name!r}: {entry['text']}", pytrace=False)
