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


_BROKEN: dict[str, str] = {}
_SHADOWED: dict[str, str] = {}


def broken_modules() -> dict[str, str]:
    """Paper modules that failed to import, with the error (their claims are missing from the registry).

    One broken paper must not take the others down: the registry skips it and says so (a warning, the CLI's
    stderr, and a failing test in ``tests/test_registry.py``), so a broken module is still a CI failure.
    """
    registry()
    return dict(_BROKEN)


@cache
def registry() -> dict[str, Claim]:
    """All registered claims by id; a paper module that fails to import is skipped (see :func:`broken_modules`)."""
    out: dict[str, Claim] = {}
    _BROKEN.clear()
    _SHADOWED.clear()
    for name in paper_modules():
        try:
            mod = importlib.import_module(name)
        except Exception as e:  # a syntax or import error in one paper
            import traceback
            import warnings

            _BROKEN[name] = "".join(traceback.format_exception_only(type(e), e)).strip()
            warnings.warn(f"thmcheck: paper module {name} failed to import and is skipped: {_BROKEN[name]}",
                          RuntimeWarning, stacklevel=2)
            continue
        for claim in getattr(mod, "CLAIMS", []):
            prev = out.get(claim.id)
            if prev is None:
                out[claim.id] = claim
            elif prev.checkable != claim.checkable:
                # a real check written for an id that is still a record elsewhere: the check wins, and the stale
                # record is listed (tests/test_registry.py fails until it is deleted), never silently hidden
                real, rec = (prev, claim) if prev.checkable else (claim, prev)
                _SHADOWED[claim.id] = f"record in {rec.source!r} shadowed by a real check (in {name} or earlier)"
                out[claim.id] = real
            else:
                raise ValueError(f"duplicate claim id {claim.id} (in {name})")
    return out


def shadowed_records() -> dict[str, str]:
    """Record-only claims that a real check of the same id supersedes (stale records to delete)."""
    registry()
    return dict(_SHADOWED)


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
