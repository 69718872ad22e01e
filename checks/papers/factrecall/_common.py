"""Shared constants of the factrecall claims: paper and seed, the placeholder record."""

from __future__ import annotations

from thmcheck.checks.claim import Claim

PAPER = "factrecall"
SEED_FILE = "shared/seeds/002_60f5937820eee378.txt"


def _todo(cid: str, source: str, statement: str, reason: str, category: str = "") -> Claim:
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind="deterministic",
                 comparison="<=", bound=None, measure=None, checkable=False, not_checkable_reason=reason,
                 record_category=category)
