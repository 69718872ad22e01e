"""Strategy building blocks shared by the paper modules (no paper knowledge here).

Draw the *structure* of an instance (sizes, scales, which constraint is tight) as Hypothesis values so
``target()`` can climb, and fill bulk randomness from a generator seeded by a drawn integer.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any

from hypothesis import strategies as st

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
"""Seeds for torch/numpy generators: every random number of an instance flows from one of these."""


# Round 24 (cibudget): the builders below are called inside @st.composite draws, once per example; a new strategy
# object is validated and its recursive properties (is_empty, labels) computed again by Hypothesis at its first draw,
# which was a large share of a cheap claim's search. They now return one object per distinct argument list (the same
# definition, so the same draws and labels; an argument's type and repr are part of the key, so 1 and 1.0, 0.0 and
# -0.0 stay apart).
_BUILT: OrderedDict = OrderedDict()
_BUILT_MAX = 4096


def _key(x: Any) -> Any:
    if isinstance(x, st.SearchStrategy):
        return ("strategy", id(x))
    return (type(x), repr(x))


def _built(name: str, args: tuple, make: Any) -> Any:
    try:
        key = (name, *(_key(a) for a in args))
        hash(key)
    except TypeError:
        return make()
    hit = _BUILT.get(key)
    if hit is not None and (not args or not isinstance(args[0], st.SearchStrategy) or hit[1] is args[0]):
        _BUILT.move_to_end(key)
        return hit[0]
    out = make()
    _BUILT[key] = (out, args[0] if args and isinstance(args[0], st.SearchStrategy) else None)
    if len(_BUILT) > _BUILT_MAX:
        _BUILT.popitem(last=False)
    return out


def log_uniform(lo: float, hi: float) -> st.SearchStrategy[float]:
    """Floats spread evenly in log scale on [lo, hi] (lo > 0), endpoints included."""
    return _built("log_uniform", (lo, hi), lambda: _log_uniform(lo, hi))


def _log_uniform(lo: float, hi: float) -> st.SearchStrategy[float]:
    if not 0 < lo <= hi:
        raise ValueError("log_uniform needs 0 < lo <= hi")
    a, b = math.log(lo), math.log(hi)
    return st.one_of(
        st.sampled_from([lo, hi]),
        st.floats(min_value=0.0, max_value=1.0).map(lambda u: min(hi, max(lo, math.exp(a + u * (b - a))))),
    )


def unit_interval(closed: bool = True) -> st.SearchStrategy[float]:
    """Floats in [0, 1] (or (0, 1) with ``closed=False``), with the endpoints as explicit atoms."""
    return _built("unit_interval", (bool(closed),), lambda: _unit_interval(closed))


def _unit_interval(closed: bool) -> st.SearchStrategy[float]:
    inner = st.floats(min_value=0.0, max_value=1.0, exclude_min=not closed, exclude_max=not closed)
    return st.one_of(st.sampled_from([0.0, 1.0]), inner) if closed else inner


def with_edges(strategy: st.SearchStrategy[float], *edges: float) -> st.SearchStrategy[float]:
    """A float strategy that also proposes the given boundary values (where assumptions are tight)."""
    return _built("with_edges", (strategy, *edges), lambda: _with_edges(strategy, *edges))


def _with_edges(strategy: st.SearchStrategy[float], *edges: float) -> st.SearchStrategy[float]:
    return st.one_of(st.sampled_from(list(edges)), strategy) if edges else strategy
