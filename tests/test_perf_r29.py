"""Round 29: one measurement cache. ``measurement_cache(store)`` keeps measurements past one claim run (what
tests/test_mutants.py's own memo did), keyed also by the active profile and the mpmath precision."""

from __future__ import annotations

import sys
import time

import mpmath

from tests import toys
from thmcheck.checks.engine import run_claim
from thmcheck.checks.engine.evaluate import MeasurementStore, measurement_cache


def _counting_claim() -> tuple[object, list[int]]:
    ev = sys.modules["thmcheck.checks.engine.evaluate"]
    calls: list[int] = []

    def measure(inst, ctx):  # noqa: ANN001, ANN202
        calls.append(1)
        time.sleep(ev.CACHE_MIN_S)
        return toys.square(inst, ctx)

    return toys.toy(measure=measure), calls


def test_a_store_outlives_the_block_and_serves_the_same_results() -> None:
    claim, calls = _counting_claim()
    first = run_claim(claim, "ci", max_examples=12)
    n_plain = len(calls)
    store = MeasurementStore(256)
    with measurement_cache(store):
        a = run_claim(claim, "ci", max_examples=12)
    n_first = len(calls) - n_plain
    with measurement_cache(store):
        b = run_claim(claim, "ci", max_examples=12, bound=lambda x: 2 * x * x)
    n_second = len(calls) - n_plain - n_first
    assert (a.verdict, a.tried, a.best_score) == (first.verdict, first.tried, first.best_score)
    assert len(store) > 0 and n_second < n_first  # the second run (another bound) reused the first's measurements
    assert b.tried == a.tried


def test_the_store_key_carries_the_profile_and_the_mpmath_precision() -> None:
    from thmcheck.checks.engine.evaluate import _cache_key

    claim, _ = _counting_claim()

    class C:
        dtype, device = "float64", "cpu"

    k1 = _cache_key(claim.measure, {"x": 1.0}, C())
    with mpmath.workdps(60):
        k2 = _cache_key(claim.measure, {"x": 1.0}, C())
    assert k1 is not None and k2 is not None and k1 != k2
