"""A cache of ``python -m thmcheck list --json`` rows, so ``list`` does not import torch, cvxpy and every paper.

The key is a SHA-256 of every source file (``*.py``, ``*.json``, ``*.j2``) under ``bounds/``, ``models/`` and
``checks/`` of the installed code (paths and contents), of the Python version and of this cache's format: any edit
of a claim, a bound or the checker gives a new key, so a stale listing cannot be shown. The rows are written only when
every paper module imported (a broken module's warning is never hidden by a cache hit). Location:
``$THMCHECK_CACHE_DIR``, else ``$XDG_CACHE_HOME/thmcheck``, else ``~/.cache/thmcheck``; ``THMCHECK_CACHE=0`` turns it
off. A cache that cannot be read or written is ignored.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

FORMAT = 1
ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bounds", "models", "checks")
SUFFIXES = (".py", ".json", ".j2")


def enabled() -> bool:
    return os.environ.get("THMCHECK_CACHE", "1").strip().lower() not in ("0", "false", "no", "off", "")


def cache_dir() -> Path:
    if os.environ.get("THMCHECK_CACHE_DIR"):
        return Path(os.environ["THMCHECK_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "thmcheck"


def source_key() -> str:
    """The hash of the sources a listing depends on."""
    h = hashlib.sha256(f"format {FORMAT}; python {sys.version}; root {ROOT}\n".encode())
    for pkg in PACKAGES:
        for dirpath, dirnames, filenames in os.walk(ROOT / pkg):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
            for name in sorted(filenames):
                if name.endswith(SUFFIXES):
                    p = Path(dirpath) / name
                    h.update(str(p.relative_to(ROOT)).encode() + b"\0")
                    h.update(p.read_bytes() + b"\0")
    return h.hexdigest()


def _prefix() -> str:
    """One cache file per installed copy (two checkouts do not evict each other's listing)."""
    return "list-" + hashlib.sha256(str(ROOT).encode()).hexdigest()[:12] + "-"


_FILES = {"rows": "", "index": "index-"}  # what is cached -> its file name's prefix


def _path(key: str, what: str = "rows") -> Path:
    return cache_dir() / f"{_FILES[what]}{_prefix()}{key[:32]}.json"


def _load(what: str) -> Any:
    """The cached ``what`` ("rows" or "index") for the current sources, or ``None`` (off, missing, stale, or a
    damaged or foreign file, which is then rewritten)."""
    if not enabled():
        return None
    try:
        key = source_key()
        data = json.loads(_path(key, what).read_text())
        return data[what] if isinstance(data, dict) and data.get("key") == key else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _save(what: str, value: Any) -> None:
    """Store ``value`` under the current sources' key (atomically; older files of the same kind are removed)."""
    if not enabled():
        return
    try:
        key = source_key()
        d = cache_dir()
        d.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=d, prefix=f".{what}-", suffix=".tmp")
        with os.fdopen(fd, "w") as f:
            json.dump({"key": key, what: value}, f)
        os.replace(tmp, _path(key, what))
        for old in d.glob(f"{_FILES[what]}{_prefix()}*.json"):
            if old != _path(key, what):
                old.unlink(missing_ok=True)
    except (OSError, TypeError, ValueError):
        pass


def load() -> list[dict[str, Any]] | None:
    """The cached rows for the current sources, or ``None``."""
    rows = _load("rows")
    ok = isinstance(rows, list) and all(isinstance(r, dict) and isinstance(r.get("id"), str) for r in rows)
    return rows if ok else None


def load_index() -> dict[str, str] | None:
    """The cached map claim id -> the module that defines it, for the current sources (``thmcheck.checks.registry.get``
    imports that module alone), or ``None``."""
    index = _load("index")
    ok = isinstance(index, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in index.items())
    return index if ok else None


def save_index(index: dict[str, str]) -> None:
    """Store the id -> module map under the current sources' key."""
    _save("index", index)


def save(rows: list[dict[str, Any]]) -> None:
    """Store the rows under the current sources' key."""
    _save("rows", rows)
