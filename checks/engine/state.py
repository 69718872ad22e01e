"""What a search has seen so far (:class:`SearchState`): counters, the worst and best instances, the scores for the
histogram and the searched span. The phases of :class:`thmcheck.checks.engine.search.Search` and the refinement update it;
nothing here evaluates or judges.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from thmcheck.checks.domain import SpanTracker
from thmcheck.checks.engine.results import REJECTED, Evaluated

SCORES_KEPT = 20_000
SOLVER_MESSAGES_KEPT = 3
POTENTIALS_KEPT = 4  # distinct potential instances kept: the follow-up settles up to 3 of them


@dataclass
class SearchState:
    """The counters and instances of one search (one claim, one profile)."""

    start: float
    budget: float
    tried: int = 0
    valid: int = 0
    rejected: int = 0
    refuted: int = 0
    potentials: int = 0
    tight: int = 0  # valid instances where a non-strict bound is met with equality (settled ones, batch members)
    examples: int = 0
    worst: Evaluated | None = None
    worst_potential: Evaluated | None = None
    best_crossing: Evaluated | None = None  # the confirmed crossing of highest score (shrinking may pass it)
    shrunk: Evaluated | None = None
    error: str = ""
    stopped: str = ""
    top: list[Evaluated] = field(default_factory=list)  # the best distinct instances, for refinement
    keep: int = 0
    scores: list[float] = field(default_factory=list)  # every valid instance's score (capped), for the report
    span: SpanTracker | None = None  # searched span of the claim's printed domain (thmcheck.checks.domain)
    rejected_by: Counter = field(default_factory=Counter)  # rejected draws per assumption name
    solver_failures: int = 0  # evaluations where our own solver failed (SolverFailure): unknown, not rejected
    solver_messages: list[str] = field(default_factory=list)  # the first few failure messages
    potential_top: list[Evaluated] = field(default_factory=list)  # distinct potential instances, best first (capped)
    # per path direction with a ``start`` filter: the best distinct valid instances it accepts (its path starts)
    start_filters: dict[str, Any] = field(default_factory=dict)
    top_for: dict[str, list[Evaluated]] = field(default_factory=dict)

    def cover(self, ev: Evaluated) -> None:
        """Record a valid instance's parameter values in the searched span."""
        if self.span is not None:
            self.span.update(ev.instance, ev.measurement.quantities, ev.measurement.terms)

    def score(self, *values: float) -> None:
        """Record valid instances' scores (the first ``SCORES_KEPT``) for the score histogram."""
        room = SCORES_KEPT - len(self.scores)
        if room > 0:
            self.scores.extend(float(v) for v in values[:room] if math.isfinite(v))

    def remember(self, ev: Evaluated) -> None:
        """Keep ``ev`` among the ``keep`` best distinct valid instances (and among those of each start filter that
        accepts it)."""
        if self.keep <= 0 or ev.status == REJECTED or not math.isfinite(ev.score):
            return
        _keep_best(self.top, ev, self.keep)
        for name, accepts in self.start_filters.items():
            try:
                ok = bool(accepts(ev.instance))
            except Exception:  # a filter that cannot read the instance does not accept it
                ok = False
            if ok:
                _keep_best(self.top_for.setdefault(name, []), ev, self.keep)

    def remember_potential(self, ev: Evaluated, cap: int = POTENTIALS_KEPT) -> None:
        """Keep ``ev`` among the best distinct potential instances (for sequential confirmation); one more than the
        follow-up uses is kept, so the follow-up knows whether others remain."""
        if any(same_instance(ev.instance, o.instance) for o in self.potential_top):
            return
        self.potential_top.append(ev)
        self.potential_top.sort(key=lambda e: -e.score)
        del self.potential_top[cap:]

    def reject(self, ev: Evaluated, atol: float, count: int = 1) -> None:
        """Count a rejected draw, under each assumption that rejected it."""
        self.rejected += count
        for name, s in ev.slacks.items():
            if s < -atol:
                self.rejected_by[name] += count

    def solver_failed(self, message: str, count: int = 1) -> None:
        """Count evaluations on which our own solver failed (``SolverFailure``)."""
        self.solver_failures += count
        if len(self.solver_messages) < SOLVER_MESSAGES_KEPT and message not in self.solver_messages:
            self.solver_messages.append(message)


def _keep_best(top: list[Evaluated], ev: Evaluated, keep: int) -> None:
    """Insert ``ev`` into ``top`` (best first, distinct instances, at most ``keep``)."""
    if any(same_instance(ev.instance, o.instance) for o in top):
        return
    top.append(ev)
    top.sort(key=lambda e: -e.score)
    del top[keep:]


def same_instance(a: Any, b: Any) -> bool:
    """Whether two instances have the same fields and values: dicts, lists and tuples compared item by item, arrays
    and tensors elementwise (NaN never equals NaN), anything else with ``==``."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_instance(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(same_instance(x, y) for x, y in zip(a, b, strict=True))
    if hasattr(a, "shape") or hasattr(b, "shape"):  # numpy arrays and scalars, torch tensors
        try:
            return bool(np.array_equal(np.asarray(a), np.asarray(b)))
        except Exception:
            return False
    try:
        return bool(a == b)
    except Exception:
        return False
