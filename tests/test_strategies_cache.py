"""checks.strategies' builders return one object per distinct argument list (round 24, cibudget), keyed on each
argument's type and repr: an equal-comparing argument of another type or sign (1 and 1.0, 0.0 and -0.0) gets its own
strategy, and a cached strategy draws what a fresh one draws."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from thmcheck.checks.strategies import log_uniform, unit_interval, with_edges


def test_same_object_for_same_arguments() -> None:
    assert log_uniform(0.5, 8.0) is log_uniform(0.5, 8.0)
    assert unit_interval(False) is unit_interval(False)
    base = st.floats(0.0, 1.0)
    assert with_edges(base, 0.0, 1.0) is with_edges(base, 0.0, 1.0)
    assert with_edges(base, 0.0) is not with_edges(st.floats(0.0, 2.0), 0.0)


def test_types_and_signs_stay_apart() -> None:
    base = st.floats(-1.0, 1.0)
    assert with_edges(base, 1) is not with_edges(base, 1.0)
    assert with_edges(base, 0.0) is not with_edges(base, -0.0)
    assert log_uniform(1, 4) is not log_uniform(1.0, 4.0)


def test_cached_draws_as_fresh() -> None:
    seen: list[tuple] = []

    @settings(max_examples=30, derandomize=True, database=None)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        x = data.draw(with_edges(st.floats(1e-3, 0.5), -0.0, 0.5))
        y = data.draw(log_uniform(1, 100))
        seen.append((x, math.copysign(1.0, x), type(y)))

    run()
    first = list(seen)
    seen.clear()
    run()
    assert seen == first
    assert any(s == -1.0 for _, s, _ in first)
