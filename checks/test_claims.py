"""``pytest checks``: every registered claim is searched under the selected profile.

A test passes when the claim's verdict meets its expectation (``holds``: no confirmed violation and no
give-up or unknown; ``erratum``: the violation is found again). Claims kept only as records are skipped
with their reason.
"""

from __future__ import annotations

import os

import pytest

from checks.claim import Claim, Verdict
from checks.profiles import get_profile
from checks.registry import all_claims
from checks.runner import run_and_report

CLAIMS = all_claims(os.environ.get("THMCHECK_PAPER") or None)


@pytest.mark.parametrize("claim", CLAIMS, ids=[c.id for c in CLAIMS])
def test_claim(claim: Claim) -> None:
    res = run_and_report(claim, profile=get_profile())
    if res.verdict is Verdict.NOT_CHECKABLE:
        pytest.skip(f"not checkable: {res.message}")
    assert res.meets_expectation, (
        f"{claim.id}: verdict {res.verdict.value}, expected {res.expect.value}: {res.message}\n"
        + "\n".join(res.notes)
    )
