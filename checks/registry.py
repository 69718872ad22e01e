"""The claim registry: every module in ``checks/papers/`` contributes its ``CLAIMS`` list.

Adding a paper is adding a module there; nothing in the engine changes.

Named claims import only what they need (a fast start, issue 34): :func:`get` finds an id through the index of the
last full load (``thmcheck.checks.listcache``: id -> the section module that defines it, keyed by a hash of the sources) and
imports that one module; without an index entry it imports the paper package of the id's prefix; an id of no known
paper loads every paper (and is then told the closest ids). :func:`registry` (``all``, ``--paper``, ``list``) loads
every paper, as before.
"""

from __future__ import annotations

import contextlib
import difflib
import importlib
import importlib.util
import pkgutil
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from thmcheck.checks.claim import Claim


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
    """Names of the paper modules under ``thmcheck.checks.papers``."""
    import thmcheck.checks.papers as pkg

    return sorted(f"thmcheck.checks.papers.{m.name}" for m in pkgutil.iter_modules(pkg.__path__) if not m.name.startswith("_"))


_BROKEN: dict[str, str] = {}
_SHADOWED: dict[str, str] = {}


def broken_modules() -> dict[str, str]:
    """Paper modules that failed to import, with the error (their claims are missing from the registry).

    One broken paper must not take the others down: the registry skips it and says so (a warning, the CLI's
    stderr, and a failing test in ``tests/test_registry.py``), so a broken module is still a CI failure.
    """
    registry()
    return dict(_BROKEN)


def _first_param_loaded(f: Any) -> bool:
    """Whether f's bytecode reads its first parameter (itself or from a nested function): Hypothesis's
    ``is_first_param_referenced_in_function`` (the test behind @st.composite's 'draw is never called' deprecation
    notice) answered from the code object instead of ``inspect.getsource`` and ``ast.parse`` of the function."""
    import dis

    code = getattr(f, "__code__", None)
    if code is None or code.co_argcount + code.co_posonlyargcount < 1:
        return True  # as Hypothesis: assume it is fine unless known otherwise
    name = code.co_varnames[0]
    if name in code.co_cellvars:  # read by a nested function
        return True
    for ins in dis.get_instructions(code):
        if ins.opname.startswith("LOAD_") and (ins.argval == name or (isinstance(ins.argval, tuple)
                                                                       and name in ins.argval)):
            return True
    return False


@contextlib.contextmanager
def _fast_composite_check() -> Iterator[None]:
    """Round 33 (perf): the paper modules define ~1400 @st.composite strategies, and Hypothesis reads and parses each
    one's source to see that it calls ``draw`` (about 1.5 s of each session's collection on the CI machine); while
    they import, the same test is answered from the bytecode (:func:`_first_param_loaded`)."""
    try:
        from hypothesis.strategies._internal import core
    except Exception:
        yield
        return
    old = getattr(core, "is_first_param_referenced_in_function", None)
    if old is None:
        yield
        return
    core.is_first_param_referenced_in_function = _first_param_loaded
    try:
        yield
    finally:
        core.is_first_param_referenced_in_function = old


@cache
def registry() -> dict[str, Claim]:
    """All registered claims by id; a paper module that fails to import is skipped (see :func:`broken_modules`)."""
    out: dict[str, Claim] = {}
    _BROKEN.clear()
    _SHADOWED.clear()
    for name in paper_modules():
        try:
            with _fast_composite_check():
                mod = _complete(name) if name in sys.modules else importlib.import_module(name)
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
    from thmcheck.checks.corrections import complete
    complete(out)  # printed LaTeX (statements_tex.json); each erratum's correction as a claim that must hold
    return out


# ------------------------------------------------------------------------------- importing only what an id needs

_PARTIAL = "__thmcheck_partial__"
_PAPERS = "thmcheck.checks.papers"
_PAPER_DOTS = _PAPERS.count(".") + 1  # the dots in the name of a paper package (one more than _PAPERS)


def _complete(name: str) -> Any:
    """The paper package ``name``; one that :func:`_import_section` left partial runs its ``__init__`` now."""
    mod = sys.modules[name]
    if mod.__dict__.pop(_PARTIAL, False):
        mod.__dict__.pop("__getattr__", None)
        mod.__spec__.loader.exec_module(mod)
    return mod


def _import_section(modname: str) -> Any:
    """Import one section module of a paper package without the package's ``__init__`` (which imports every
    section): the package is registered partial and completes itself on the first attribute it lacks (PEP 562),
    or when :func:`registry` loads every paper."""
    pkg = modname.rsplit(".", 1)[0]
    if pkg not in sys.modules and pkg.count(".") == _PAPER_DOTS:  # the paper package
        spec = importlib.util.find_spec(pkg)
        if spec is None or spec.loader is None:
            raise ImportError(pkg)
        mod = importlib.util.module_from_spec(spec)
        mod.__dict__[_PARTIAL] = True

        def complete(attr: str) -> Any:
            if mod.__dict__.get(_PARTIAL):
                _complete(pkg)
                if attr in mod.__dict__:
                    return mod.__dict__[attr]
            raise AttributeError(f"module {pkg!r} has no attribute {attr!r}")

        mod.__dict__["__getattr__"] = complete
        sys.modules[pkg] = mod
        import thmcheck.checks.papers

        setattr(thmcheck.checks.papers, pkg.rsplit(".", 1)[1], mod)
    with _fast_composite_check():
        return importlib.import_module(modname)


def _sections(out: dict[str, Claim]) -> dict[str, str]:
    """id -> the module whose own ``CLAIMS`` holds the registered claim object (a section, else the package)."""
    where: dict[int, str] = {}
    for name, mod in list(sys.modules.items()):
        if name.startswith(_PAPERS + ".") and mod is not None and name.count(".") > _PAPER_DOTS:
            for c in getattr(mod, "CLAIMS", None) or []:
                where.setdefault(id(c), name)
    return {cid: where.get(id(c), f"{_PAPERS}.{c.paper}") for cid, c in out.items()}


_INDEXED: list[bool] = []


def _full() -> dict[str, Claim]:
    """:func:`registry`, and the id -> module index saved once after a full load without broken papers."""
    out = registry()
    if not _INDEXED and not _BROKEN:
        _INDEXED.append(True)
        try:
            from thmcheck.checks import listcache

            listcache.save_index(_sections(out))
        except Exception:  # an index is an optimisation only
            pass
    return out


def _completed(found: dict[str, Claim]) -> None:
    """What the full registry adds to a paper's claims (``thmcheck.checks.corrections.complete`` where it exists: the printed
    LaTeX, the corrections as claims), for claims found without it."""
    try:
        from thmcheck.checks.corrections import complete  # type: ignore[import-not-found]
    except ImportError:
        return
    try:
        complete(found)
    except Exception:  # the full load reports it
        pass


_LAZY: dict[str, Claim] = {}


def _lazy_get(claim_id: str) -> Claim | None:
    """The claim with this id through the index or its paper package, importing no other paper; None when it
    cannot be found that way (the caller then loads every paper)."""
    if claim_id in _LAZY:
        return _LAZY[claim_id]
    try:
        from thmcheck.checks import listcache

        index = listcache.load_index() or {}
    except Exception:
        index = {}
    names = [index[claim_id]] if claim_id in index else []
    paper = claim_id.split(".", 1)[0]
    names.append(f"{_PAPERS}.{paper}")
    for name in names:
        try:
            if importlib.util.find_spec(name.rsplit(".", 1)[0] if name.count(".") > _PAPER_DOTS else name) is None:
                continue
            mod = _import_section(name) if name.count(".") > _PAPER_DOTS else (
                _complete(name) if name in sys.modules else importlib.import_module(name))
        except Exception:  # a broken paper: the full load reports it
            return None
        found = {c.id: c for c in getattr(mod, "CLAIMS", None) or []}
        _completed(found)
        for cid, c in found.items():
            _LAZY.setdefault(cid, c)
        if name.count(".") == _PAPER_DOTS and found:  # a whole paper imported: index its sections for the next start
            try:
                from thmcheck.checks import listcache

                listcache.save_index({**index, **_sections(found)})
            except Exception:
                pass
        if claim_id in _LAZY:
            return _LAZY[claim_id]
    return None


def shadowed_records() -> dict[str, str]:
    """Record-only claims that a real check of the same id supersedes (stale records to delete)."""
    registry()
    return dict(_SHADOWED)


def all_claims(paper: str | None = None) -> list[Claim]:
    """Registered claims, optionally of one paper, in id order."""
    if paper is not None and not registry.cache_info().currsize:
        one = _paper_claims(paper)  # one paper: import that paper alone
        if one is not None:
            return [c for _i, c in sorted(one.items())]
    return [c for i, c in sorted(_full().items()) if paper is None or c.paper == paper]


def _paper_claims(paper: str) -> dict[str, Claim] | None:
    """The claims of one paper package (completed as the full load completes them), importing no other paper; None
    when the paper has no package or it fails to import (the full load then reports it)."""
    name = f"{_PAPERS}.{paper}"
    if not paper.isidentifier() or paper.startswith("_"):
        return None
    try:
        if importlib.util.find_spec(name) is None:
            return None
        mod = _complete(name) if name in sys.modules else importlib.import_module(name)
    except Exception:
        return None
    out: dict[str, Claim] = {}
    for c in getattr(mod, "CLAIMS", None) or []:
        prev = out.get(c.id)
        if prev is None or (c.checkable and not prev.checkable):  # a real check wins over a stale record
            out[c.id] = c
    _completed(out)
    for cid, c in out.items():
        _LAZY.setdefault(cid, c)
    return {cid: c for cid, c in out.items() if c.paper == paper}


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


def loaded(claim_id: str) -> Claim | None:
    """The registered claim with this id if its paper is already imported (imports nothing)."""
    if registry.cache_info().currsize:
        return registry().get(claim_id)
    return _LAZY.get(claim_id)


def get(claim_id: str) -> Claim:
    """The claim with this id, or :class:`UnknownClaimError` listing the closest ids (of the user modules loaded
    by :func:`load_claims` first, then of the registry)."""
    if claim_id in _EXTERNAL:
        return _EXTERNAL[claim_id][0]
    if not registry.cache_info().currsize:
        hit = _lazy_get(claim_id)
        if hit is not None:
            return hit
    reg = _full()
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
    if mod_name.endswith(".py") and Path(mod_name).is_file():
        dotted = _package_module(Path(mod_name))
        if dotted is not None:  # a module inside a package: imported by its dotted name (relative imports work)
            mod_name = dotted
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
        raise ValueError(f"claims spec {spec!r}: {attr!r} is not a non-empty list of thmcheck.checks.claim.Claim")
    problem = id_problems(claims)
    if problem:
        raise ValueError(f"claims spec {spec!r}: {problem}")
    canon = f"{mod_name}:{attr}"
    _PORTABLE[canon] = _portable(mod, mod_name, attr)
    for c in claims:
        prev = _EXTERNAL.get(c.id)
        if prev is not None and prev[1] != canon:
            raise ValueError(f"claim id {c.id!r} of {canon} is also in {prev[1]}")
        if _registered(c.id):
            raise ValueError(f"claim id {c.id!r} of {canon} is already a registered claim of this repository")
        _EXTERNAL[c.id] = (c, canon)
    return claims


def _registered(claim_id: str) -> bool:
    """Whether a claim of this repository has this id (importing only the paper of its prefix when that suffices)."""
    if registry.cache_info().currsize:
        return claim_id in registry()
    return _lazy_get(claim_id) is not None  # ids start with their paper: only that paper can hold it


_PORTABLE: dict[str, str] = {}  # canonical spec -> a spec that loads the same module from any directory


def _package_module(path: Path) -> str | None:
    """The dotted name of a ``.py`` file inside a package (its directory has ``__init__.py``), with the directory
    above the top package put on ``sys.path``; None for a file outside any package."""
    import sys

    path = path.resolve()
    parts = [path.stem] if path.name != "__init__.py" else []
    d = path.parent
    if not (d / "__init__.py").is_file():
        return None
    while (d / "__init__.py").is_file():
        parts.insert(0, d.name)
        d = d.parent
    if not all(p.isidentifier() for p in parts):
        return None
    if str(d) not in sys.path:
        sys.path.insert(0, str(d))
    return ".".join(parts)


def _portable(mod: Any, mod_name: str, attr: str) -> str:
    """A spec for replay commands that loads this module from any working directory: the name when it is
    importable without the current directory (an installed package), else its file's absolute path."""
    import os
    import sys
    from pathlib import Path

    file = getattr(mod, "__file__", None)
    if not file:
        return f"{mod_name}:{attr}"
    if mod_name.endswith(".py"):
        return f"{Path(mod_name).resolve()}:{attr}"
    top = sys.modules.get(mod_name.split(".", 1)[0])
    top_file = getattr(top, "__file__", None) or file
    root = Path(top_file).resolve().parent
    if Path(top_file).name == "__init__.py":
        root = root.parent
    cwd = Path(os.getcwd()).resolve()
    site = [Path(p).resolve() for p in sys.path if p and Path(p).resolve() != cwd]
    if root in site and root != cwd:
        return f"{mod_name}:{attr}"
    return f"{Path(file).resolve()}:{attr}"


MAX_ID_LENGTH = 120
"""The longest claim id: its report files (``<id>.draws.jsonl`` and a temporary name around it) must fit in a file
name of 255 bytes."""


def id_problems(claims: list[Claim]) -> str:
    """What is wrong with a set of claim ids, in one line ("" if nothing): an id used twice, an id longer than
    :data:`MAX_ID_LENGTH`, or two ids whose report file names coincide (after the file-name mapping, ignoring case,
    so that no file system merges two claims' records)."""
    from thmcheck.checks.report import _safe

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
    """The spec a user claim was loaded from, as a replay command should name it (loadable from any directory);
    ``None`` for a claim of this repository."""
    hit = _EXTERNAL.get(claim_id)
    return _PORTABLE.get(hit[1], hit[1]) if hit else None
