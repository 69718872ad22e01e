"""Every ``THMCHECK_*`` environment variable, parsed in one place.

Each variable has a parser that turns its text into a value or raises :class:`EnvError` naming the variable and the
value, in one line. :func:`value` reads one variable; :func:`problems` lists what is wrong with the whole
environment, so the CLI and the pytest plugin stop before any search with one line (exit 2 / a usage error) instead
of a traceback in the middle of a run. Unset (or empty) means the default.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

PREFIX = "THMCHECK_"


class EnvError(ValueError):
    """A ``THMCHECK_*`` variable with a value it cannot take (one line: the variable, the value, what it takes)."""


_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")


def _flag(text: str) -> bool:
    t = text.strip().lower()
    if t in _TRUE:
        return True
    if t in _FALSE:
        return False
    raise ValueError("expected 1/0, true/false, yes/no or on/off")


def _plots(text: str) -> bool | str:
    """A flag, or ``crossings`` (pictures only for claims whose verdict crosses: checks/plots.py)."""
    if text.strip().lower() in ("crossings", "all", "none"):
        return {"crossings": "crossings", "all": True, "none": False}[text.strip().lower()]
    try:
        return _flag(text)
    except ValueError:
        raise ValueError("expected 1/0, true/false, yes/no, on/off, all, none or crossings") from None


def _positive_float(text: str) -> float:
    v = float(text)
    if not math.isfinite(v) or v < 0:
        raise ValueError("expected a finite number >= 0")
    return v


def _nonneg_int(text: str) -> int:
    v = int(text.strip())
    if v < 0:
        raise ValueError("expected an integer >= 0")
    return v


def _threads(text: str) -> int:
    v = int(text.strip())
    if v < 0:
        raise ValueError("expected an integer >= 0 (0: torch's default)")
    return v


def _profile(text: str) -> str:
    from thmcheck.checks.profiles import PROFILES

    t = text.strip()
    if t not in PROFILES:
        raise ValueError(f"expected one of {', '.join(sorted(PROFILES))}")
    return t


def _device(text: str) -> str:
    t = text.strip().lower()
    if t not in ("cpu", "cuda") and not (t.startswith("cuda:") and t[5:].isdigit()):
        raise ValueError("expected cpu, cuda or cuda:N")
    return t


def _text(text: str) -> str:
    return text


@dataclass(frozen=True)
class Var:
    """One variable: its parser, its default (the value when unset or empty) and what it does."""

    parse: Callable[[str], Any]
    default: Any
    help: str


VARS: dict[str, Var] = {
    "PROFILE": Var(_profile, None, "search effort: ci, dev or deep"),
    "ISOLATE": Var(_flag, True, "run each claim in a worker process (0: in this process, for a debugger)"),
    "GRACE_S": Var(_positive_float, 30.0, "seconds added to a claim's hang guard"),
    "CACHE": Var(_flag, True, "cache the rows of `list`"),
    "CACHE_DIR": Var(_text, None, "where `list` caches its rows"),
    "DRAWS": Var(_flag, True, "write claims/<id>.draws.jsonl"),
    "DRAWS_MAX": Var(_nonneg_int, 2000, "at most this many rows per draws file"),
    "PLOTS": Var(_plots, True, "draw the claim pages' plots (crossings: only for claims whose verdict crosses; the "
                               "default of a parallel pytest run, -n N)"),
    "PROGRESS": Var(_flag, None, "force progress bars on (1) or off (0)"),
    "TORCH_THREADS": Var(_threads, 1, "torch threads per claim (0: torch's default)"),
    "DEVICE": Var(_device, None, "cpu, cuda or cuda:N (default: cuda when torch sees one)"),
    "REPORT_DIR": Var(_text, None, "the report directory"),
    "PAPER": Var(_text, None, "only this paper's claims (pytest)"),
    "CLAIMS": Var(_text, None, "claims modules (pytest), comma-separated"),
    "BOUND_SPEC": Var(_text, None, "set by `run --bound` for the report"),
    "MUTANTS": Var(_flag, False, "also run each claim's planted mutants (pytest --thmcheck-mutants)"),
    "ONLY_IDS": Var(_text, None, "set by the pytest plugin: the claim ids a node id or -k names (comma-separated)"),
    "SEEDS": Var(_text, None, "the seed texts' folder (inventory)"),
}


def value(name: str, environ: dict[str, str] | None = None) -> Any:
    """The parsed value of ``THMCHECK_<name>`` (its default when unset or empty); :class:`EnvError` if it is bad."""
    var = VARS[name]
    raw = (os.environ if environ is None else environ).get(PREFIX + name)
    if raw is None or not raw.strip():
        return var.default
    try:
        return var.parse(raw)
    except (ValueError, TypeError) as e:
        why = str(e) if isinstance(e, ValueError) and str(e).startswith("expected") else f"not valid ({e})"
        raise EnvError(f"{PREFIX}{name}={raw!r}: {why}") from None


def problems(environ: dict[str, str] | None = None) -> list[str]:
    """One line per ``THMCHECK_*`` variable with a bad value."""
    env = os.environ if environ is None else environ
    out = []
    for name in sorted(VARS):
        try:
            value(name, env)
        except EnvError as e:
            out.append(str(e))
    return out


def unknown(environ: dict[str, str] | None = None) -> list[str]:
    """``THMCHECK_*`` names that no part of thmcheck reads (a typo would otherwise be ignored silently)."""
    env = os.environ if environ is None else environ
    return sorted(k for k in env if k.startswith(PREFIX) and k[len(PREFIX):] not in VARS)
