"""The printed domain of a claim and the span a search reached over it (issue: verdicts that answer to the paper).

A claim declares every free parameter of its printed statement as a :class:`Param`: the printed range (lower and
upper end, each open or closed or unbounded) and the printed text. The engine feeds every *valid* evaluated
instance (search examples, batch members, shrinking, refinement) to a :class:`SpanTracker`, which records per
parameter the smallest and largest value it saw; :func:`coverage` turns that into the ``coverage`` record of the
claim's JSON::

    {param: {lo, hi, lo_closed, hi_closed, text, searched_lo, searched_hi, reached_lo, reached_hi, reason}}

**When an end counts as reached** (``reach`` is the parameter's relative reach, 1 % by default):

- a *closed finite* end ``e``: some valid instance has the value within ``reach * max(1, |e|)`` of ``e``
  (an integer end: the value ``e`` itself);
- an *open finite* end ``e``: some valid instance comes within ``reach * scale`` of ``e``, where ``scale`` is the
  finite width ``hi - lo`` of the range (or ``max(1, |e|)`` when the other end is unbounded); the end itself is
  never drawn;
- an *unbounded* end: the search went past ``far`` (the parameter's declared far value; by default ``100`` times
  ``max(1, |finite other end|)``, i.e. two decades out, or ``+-100`` when both ends are unbounded).

A parameter tied to others (``d = n^gamma``) names its ``family``; its own range is still declared. An end the
search cannot reach here must say why in ``unreached`` (e.g. "n > 2e4 needs more memory than CI has; the exact
law at n = 1e6 is in tests/"). :func:`unexplained_narrowing` lists ends that are neither reached nor explained.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

INF = math.inf


@dataclass(frozen=True)
class Param:
    """One free parameter of a printed statement, with its printed range.

    ``lo``/``hi`` are the printed ends (``-inf``/``inf`` for unbounded), ``lo_closed``/``hi_closed`` whether the
    end belongs to the range, ``text`` the printed words ("0 < eta <= 1", "a1 >= 0.7, no upper limit").
    ``key`` is the instance field, quantity or term that carries the parameter's value (default: ``name``).
    ``integer``: the parameter takes whole values. ``far``: for an unbounded end, the value past which it counts
    as reached. ``family``: how a tied parameter follows others ("d = n^gamma, gamma in (0, 1)"). ``unreached``:
    why an end is not reached by this project's runs (required for every end a run does not reach).
    """

    name: str
    lo: float = -INF
    hi: float = INF
    lo_closed: bool = True
    hi_closed: bool = True
    text: str = ""
    key: str | None = None
    integer: bool = False
    far: float | None = None
    family: str = ""
    unreached: str = ""
    reach: float = 0.01

    def __post_init__(self) -> None:
        if not self.lo <= self.hi:
            raise ValueError(f"parameter {self.name}: lower end {self.lo} above upper end {self.hi}")
        if math.isinf(self.lo) and self.lo_closed is True and self.lo < 0:
            object.__setattr__(self, "lo_closed", False)
        if math.isinf(self.hi) and self.hi_closed is True and self.hi > 0:
            object.__setattr__(self, "hi_closed", False)

    @property
    def field(self) -> str:
        """Where the parameter's value is read from (instance, then quantities, then terms)."""
        return self.key or self.name

    def far_value(self, upper: bool) -> float:
        """The value past which an unbounded end counts as reached."""
        if self.far is not None:
            return self.far if upper else -abs(self.far)
        other = self.lo if upper else self.hi
        base = 1.0 if math.isinf(other) else max(1.0, abs(other))
        return 100.0 * base if upper else -100.0 * base

    def _tol(self, end: float, closed: bool) -> float:
        if self.integer and closed:
            return 0.5
        if not closed and math.isfinite(self.lo) and math.isfinite(self.hi):
            return self.reach * (self.hi - self.lo)
        return self.reach * max(1.0, abs(end))

    def reached(self, searched_lo: float | None, searched_hi: float | None) -> tuple[bool, bool]:
        """Whether the searched span reaches the lower and the upper end (see the module docstring)."""
        if searched_lo is None or searched_hi is None:
            return False, False
        if math.isinf(self.lo):
            lo_ok = searched_lo <= self.far_value(upper=False)
        else:
            lo_ok = searched_lo - self.lo <= self._tol(self.lo, self.lo_closed)
        if math.isinf(self.hi):
            hi_ok = searched_hi >= self.far_value(upper=True)
        else:
            hi_ok = self.hi - searched_hi <= self._tol(self.hi, self.hi_closed)
        return lo_ok, hi_ok

    def describe(self) -> str:
        """The range in interval notation, e.g. ``(0, 1]`` or ``[1, inf)``."""
        def end(x: float) -> str:
            return "inf" if x == INF else "-inf" if x == -INF else f"{x:g}"
        return f"{'[' if self.lo_closed else '('}{end(self.lo)}, {end(self.hi)}{']' if self.hi_closed else ')'}"


def _scalar(v: Any) -> float | None:
    """A finite float from a Python, Fraction, mpmath or numpy/torch scalar, else None (arrays and strings are no
    parameter)."""
    if isinstance(v, bool):
        return float(v)
    if isinstance(v, int | float | numbers.Rational) or hasattr(v, "man_exp"):  # Fraction, mpmath mpf
        try:
            f = float(v)
        except (TypeError, ValueError, OverflowError):
            return None
    else:
        shape = getattr(v, "shape", None)
        if shape is None or tuple(shape) not in ((), (1,)):
            return None
        try:
            f = float(v.item() if hasattr(v, "item") else v)
        except (TypeError, ValueError):
            return None
    return f if math.isfinite(f) else None


def _values(v: Any) -> list[float]:
    """A parameter's values: one scalar, or the members of a batched (1-d) array."""
    s = _scalar(v)
    if s is not None:
        return [s]
    shape = getattr(v, "shape", None)
    if shape is not None and len(tuple(shape)) == 1:
        try:
            import numpy as np

            arr = np.asarray(v.detach().cpu().numpy() if hasattr(v, "detach") else v, dtype=float)
            return [float(x) for x in (arr.min(), arr.max()) if math.isfinite(float(x))] if arr.size else []
        except (TypeError, ValueError):
            return []
    return []


class SpanTracker:
    """The searched span of each declared parameter over the valid instances a run evaluated."""

    def __init__(self, domain: Iterable[Param]):
        self.domain = tuple(domain)
        self.span: dict[str, list[float]] = {}

    def update(self, *sources: Mapping[str, Any] | None) -> None:
        """Record one valid instance: each parameter is read from the first source that has it (instance,
        quantities, terms); a 1-d array (a batch's per-member values) contributes its min and max."""
        for p in self.domain:
            for src in sources:
                if src is not None and p.field in src:
                    vals = _values(src[p.field])
                    if vals:
                        lo, hi = min(vals), max(vals)
                        cur = self.span.get(p.name)
                        self.span[p.name] = [lo, hi] if cur is None else [min(cur[0], lo), max(cur[1], hi)]
                    break

    def coverage(self) -> dict[str, dict[str, Any]]:
        """The ``coverage`` record (see :func:`coverage`)."""
        return coverage(self.domain, {k: (v[0], v[1]) for k, v in self.span.items()})


def _num(x: float) -> float | str:
    return x if math.isfinite(x) else ("inf" if x > 0 else "-inf")


def coverage(domain: Iterable[Param], searched: Mapping[str, tuple[float, float]]) -> dict[str, dict[str, Any]]:
    """Per parameter: printed range, searched span, whether each end was reached, and the stated reason."""
    out: dict[str, dict[str, Any]] = {}
    for p in domain:
        lo, hi = searched.get(p.name, (None, None))
        r_lo, r_hi = p.reached(lo, hi)
        out[p.name] = {"lo": _num(p.lo), "hi": _num(p.hi), "lo_closed": p.lo_closed, "hi_closed": p.hi_closed,
                       "text": p.text, "range": p.describe(), "family": p.family,
                       "searched_lo": lo, "searched_hi": hi, "reached_lo": r_lo, "reached_hi": r_hi,
                       "reason": p.unreached}
    return out


def unexplained_narrowing(cov: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Ends of the printed domain that the run did not reach and that carry no stated reason."""
    out = []
    for name, c in cov.items():
        for end in ("lo", "hi"):
            if not c.get(f"reached_{end}") and not c.get("reason"):
                out.append(f"{name}.{end}")
    return out


def narrowed(cov: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Ends not reached (explained or not): what the summary counts as a narrowed end."""
    return [f"{n}.{e}" for n, c in cov.items() for e in ("lo", "hi") if not c.get(f"reached_{e}")]
