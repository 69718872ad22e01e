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
    from checks.corrections import complete
    complete(out)  # printed LaTeX (statements_tex.json); each erratum's correction as a claim that must hold
    return out


def shadowed_records() -> dict[str, str]:
    """Record-only claims that a real check of the same id supersedes (stale records to delete)."""
    registry()
    return dict(_SHADOWED)


def all_claims(paper: str | None = None) -> list[Claim]:
    """Registered claims, optionally of one paper, in id order."""
    return [c for i, c in sorted(registry().items()) if paper is None or c.paper == paper]


def closest_ids(claim_id: str, candidates: list[str], n: int = 5) -> list[str]:
    """The ids among ``candidates`` closest to ``claim_id`` (by spelling, else those of the same paper prefix)."""
    close = difflib.get_close_matches(claim_id, candidates, n=n, cutoff=0.5)
    if not close:
        close = [i for i in candidates if i.split(".")[0] == claim_id.split(".")[0]][:n]
    return close


def unknown_claim(claim_id: str, candidates: list[str] | None = None) -> UnknownClaimError:
    """The error for an id that is not a claim: suggestions from ``candidates`` (default: the claims of the loaded
    user modules where any is close, else the registry's)."""
    if candidates is None:
        close = closest_ids(claim_id, list(_EXTERNAL)) or closest_ids(claim_id, list(registry()))
        return UnknownClaimError(claim_id, close)
    return UnknownClaimError(claim_id, closest_ids(claim_id, candidates))


def get(claim_id: str) -> Claim:
    """The claim with this id, or :class:`UnknownClaimError` listing the closest ids (of the user modules loaded
    by :func:`load_claims` first, then of the registry)."""
    if claim_id in _EXTERNAL:
        return _EXTERNAL[claim_id][0]
    reg = registry()
    if claim_id in reg:
        return reg[claim_id]
    raise unknown_claim(claim_id)


# ------------------------------------------------------------------------------------- claims of your own code

_EXTERNAL: dict[str, tuple[Claim, str]] = {}  # id -> (claim, the spec it was loaded from)


def is_claims_spec(token: str) -> bool:
    """Whether a command-line token names claims of a user module (``mod``/``mod:attr``/``file.py[:attr]``) rather
    than a claim id: it has a ``:`` or ends in ``.py``."""
    return ":" in token or token.endswith(".py")


def load_claims(spec: str) -> list[Claim]:
    """The claims a user module exports: ``mypkg.claims`` (its ``CLAIMS``), ``mypkg.claims:ATTR`` (a list of
    claims, a claim, or a zero-argument function returning either), or ``path/to/file.py[:ATTR]``. The current
    directory is importable. The claims are registered (:func:`get` finds them; replay commands name the spec).
    Raises ``ValueError`` with one line on anything wrong."""
    import contextlib
    import importlib.util
    import os
    import sys
    from pathlib import Path

    mod_name, _, attr = spec.partition(":")
    attr = attr or "CLAIMS"
    if not mod_name:
        raise ValueError(f"claims spec {spec!r}: expected MODULE[:ATTR] or FILE.py[:ATTR]")
    # what the user's module prints while it loads goes to stderr (stdout is the JSON of `run --json`)
    with contextlib.redirect_stdout(sys.stderr):
        try:
            if mod_name.endswith(".py"):
                path = Path(mod_name)
                if not path.is_file():
                    raise ValueError(f"claims spec {spec!r}: no such file {mod_name!r}")
                name = f"thmcheck_user_claims_{path.stem}"
                mod = sys.modules.get(name)
                if mod is None or getattr(mod, "__file__", None) != str(path.resolve()):
                    ms = importlib.util.spec_from_file_location(name, path.resolve())
                    if ms is None or ms.loader is None:
                        raise ValueError(f"claims spec {spec!r}: cannot import {mod_name!r}")
                    mod = importlib.util.module_from_spec(ms)
                    sys.modules[name] = mod
                    ms.loader.exec_module(mod)
            else:
                if os.getcwd() not in sys.path and "" not in sys.path:
                    sys.path.insert(0, os.getcwd())  # the `thmcheck` script does not put the cwd on sys.path
                mod = importlib.import_module(mod_name)
        except ValueError:
            raise
        except KeyboardInterrupt:
            raise
        except BaseException as e:  # SystemExit at import included
            raise ValueError(f"claims spec {spec!r}: importing {mod_name!r} raised {type(e).__name__}: {e}") from e
        if not hasattr(mod, attr):
            raise ValueError(f"claims spec {spec!r}: module {mod_name!r} has no attribute {attr!r}")
        obj = getattr(mod, attr)
        if callable(obj) and not isinstance(obj, Claim):
            try:
                obj = obj()
            except KeyboardInterrupt:
                raise
            except BaseException as e:  # a function that needs arguments, raises or calls sys.exit
                raise ValueError(f"claims spec {spec!r}: calling {attr}() raised {type(e).__name__}: {e}") from e
    claims = [obj] if isinstance(obj, Claim) else list(obj) if isinstance(obj, list | tuple) else None
    if not claims or not all(isinstance(c, Claim) for c in claims):
        raise ValueError(f"claims spec {spec!r}: {attr!r} is not a non-empty list of checks.claim.Claim")
    problem = id_problems(claims)
    if problem:
        raise ValueError(f"claims spec {spec!r}: {problem}")
    canon = f"{mod_name}:{attr}"
    for c in claims:
        prev = _EXTERNAL.get(c.id)
        if prev is not None and prev[1] != canon:
            raise ValueError(f"claim id {c.id!r} of {canon} is also in {prev[1]}")
        if c.id in registry():
            raise ValueError(f"claim id {c.id!r} of {canon} is already a registered claim of this repository")
        _EXTERNAL[c.id] = (c, canon)
    return claims


MAX_ID_LENGTH = 120
"""The longest claim id: its report files (``<id>.draws.jsonl`` and a temporary name around it) must fit in a file
name of 255 bytes."""


def id_problems(claims: list[Claim]) -> str:
    """What is wrong with a set of claim ids, in one line ("" if nothing): an id used twice, an id longer than
    :data:`MAX_ID_LENGTH`, or two ids whose report file names coincide (after the file-name mapping, ignoring case,
    so that no file system merges two claims' records)."""
    from checks.report import _safe

    seen: dict[str, str] = {}
    files: dict[str, str] = {}
    for c in claims:
        if len(c.id) > MAX_ID_LENGTH:
            return f"claim id {c.id[:40]!r}... is {len(c.id)} characters long (at most {MAX_ID_LENGTH})"
        if c.id in seen:
            return f"claim id {c.id!r} is used by two claims"
        seen[c.id] = c.id
        f = _safe(c.id).lower()
        if f in files:
            return f"claim ids {files[f]!r} and {c.id!r} map to the same report file name {_safe(c.id)!r}"
        files[f] = c.id
    return ""


def claims_spec_of(claim_id: str) -> str | None:
    """The spec a user claim was loaded from (``None`` for a claim of this repository)."""
    hit = _EXTERNAL.get(claim_id)
    return hit[1] if hit else None
