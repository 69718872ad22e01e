"""Strategy building blocks shared by the paper modules (no paper knowledge here).

Draw the *structure* of an instance (sizes, scales, which constraint is tight) as Hypothesis values so
``target()`` can climb, and fill bulk randomness from a generator seeded by a drawn integer.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
"""Seeds for torch/numpy generators: every random number of an instance flows from one of these."""


def log_uniform(lo: float, hi: float) -> st.SearchStrategy[float]:
    """Floats spread evenly in log scale on [lo, hi] (lo > 0), endpoints included."""
    if not 0 < lo <= hi:
        raise ValueError("log_uniform needs 0 < lo <= hi")
    a, b = math.log(lo), math.log(hi)
    return st.one_of(
        st.sampled_from([lo, hi]),
        st.floats(min_value=0.0, max_value=1.0).map(lambda u: min(hi, max(lo, math.exp(a + u * (b - a))))),
    )


def unit_interval(closed: bool = True) -> st.SearchStrategy[float]:
    """Floats in [0, 1] (or (0, 1) with ``closed=False``), with the endpoints as explicit atoms."""
    inner = st.floats(min_value=0.0, max_value=1.0, exclude_min=not closed, exclude_max=not closed)
    return st.one_of(st.sampled_from([0.0, 1.0]), inner) if closed else inner


def with_edges(strategy: st.SearchStrategy[float], *edges: float) -> st.SearchStrategy[float]:
    """A float strategy that also proposes the given boundary values (where assumptions are tight)."""
    return st.one_of(st.sampled_from(list(edges)), strategy) if edges else strategy
