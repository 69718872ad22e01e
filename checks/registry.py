"""The claim registry: every module in ``checks/papers/`` contributes its ``CLAIMS`` list.

Adding a paper is adding a module there; nothing in the engine changes.
"""

from __future__ import annotations

import difflib
import importlib
import pkgutil
from functools import cache

from checks.claim import Claim


class UnknownClaimError(KeyError):
    """An id that no registered claim has; the message names the closest ids."""

    def __init__(self, claim_id: str, suggestions: list[str]):
        self.claim_id = claim_id
        self.suggestions = suggestions
        hint = f"; closest: {', '.join(suggestions)}" if suggestions else ""
        super().__init__(f"unknown claim id {claim_id!r}{hint}")

    def __str__(self) -> str:
        return self.args[0]


def paper_modules() -> list[str]:
    """Names of the paper modules under ``checks.papers``."""
    import checks.papers as pkg

    return sorted(f"checks.papers.{m.name}" for m in pkgutil.iter_modules(pkg.__path__) if not m.name.startswith("_"))


@cache
def registry() -> dict[str, Claim]:
    """All registered claims by id (import errors propagate: a broken paper module is a bug)."""
    out: dict[str, Claim] = {}
    for name in paper_modules():
        mod = importlib.import_module(name)
        for claim in getattr(mod, "CLAIMS", []):
            if claim.id in out:
                raise ValueError(f"duplicate claim id {claim.id} (in {name})")
            out[claim.id] = claim
    return out


def all_claims(paper: str | None = None) -> list[Claim]:
    """Registered claims, optionally of one paper, in id order."""
    return [c for i, c in sorted(registry().items()) if paper is None or c.paper == paper]


def get(claim_id: str) -> Claim:
    """The claim with this id, or :class:`UnknownClaimError` listing the closest ids."""
    reg = registry()
    if claim_id in reg:
        return reg[claim_id]
    close = difflib.get_close_matches(claim_id, list(reg), n=5, cutoff=0.5)
    if not close:
        close = [i for i in reg if i.split(".")[0] == claim_id.split(".")[0]][:5]
    raise UnknownClaimError(claim_id, close)
