"""Round 28 (helper perfB): the engine's probe memo is on again, and what the draws recorder and the progress counter
record is the same with the memo on or off (a memo hit is told to the wrapped measurement: ``memo_hit``)."""

from __future__ import annotations

import dataclasses
import json

from tests import toys


def _run(memo: bool, bound=toys.false_bound):  # noqa: ANN001, ANN202
    import time

    from thmcheck.checks import draws
    from thmcheck.checks.engine import search as E
    from thmcheck.checks.progress import counting

    calls: list[int] = []
    ticks: list[tuple[int, float | None]] = []

    def measure(inst, ctx):  # noqa: ANN001, ANN202
        calls.append(1)
        time.sleep(E.MEMO_MIN_S)  # a costly measurement: the memo keeps only those
        return toys.square(inst, ctx)

    claim = toys.toy(bound=bound, measure=measure)
    claim = counting(claim, lambda tried, best: ticks.append((tried, best)))
    rec = draws.Recorder(claim)
    import sys

    import thmcheck.checks.engine.evaluate  # noqa: F401

    EV = sys.modules["thmcheck.checks.engine.evaluate"]
    saved = E.MEMO_PROBES, EV.CACHE_SIZE
    E.MEMO_PROBES, EV.CACHE_SIZE = memo, 0  # the probe memo alone (the measurement cache would answer too)
    try:
        r = E.run_claim(rec.wrap(), "ci", max_examples=30)
    finally:
        E.MEMO_PROBES, EV.CACHE_SIZE = saved
    out = (str(r.verdict), r.tried, r.valid, r.examples, repr(r.best_score))
    return out, json.dumps(rec.rows, sort_keys=True, default=str), ticks, len(calls), rec.degenerate


def test_memo_on_by_default() -> None:
    from thmcheck.checks.engine import search as E

    assert E.MEMO_PROBES is True


def test_memo_hit_logs_the_same_draws_lines() -> None:
    """A violated toy: Hypothesis replays the failing instance; with the memo it is measured fewer times, and the
    result, the draws lines and the progress ticks are those without the memo."""
    off, on = _run(False), _run(True)
    assert off[0][0] == "violated"
    assert on[0] == off[0]
    assert on[1] == off[1]  # the draws lines, line for line
    assert [t for t, _b in on[2]] == [t for t, _b in off[2]] and on[2][-1] == off[2][-1]
    assert on[4] == off[4]
    assert on[3] < off[3]  # fewer measurements


def test_memo_hit_hook_forwards_through_wrappers() -> None:
    """The recorder's memo_hit calls the inner wrapper's (the progress counter's) hook."""
    from thmcheck.checks import draws
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.engine.search import memo_hit
    from thmcheck.checks.progress import counting

    ticks: list[int] = []
    claim = counting(toys.toy(), lambda tried, best: ticks.append(tried))
    rec = draws.Recorder(claim)
    wrapped = rec.wrap()
    inst = {"x": 2.0, "seed": 1}
    m = wrapped.measure(inst, Ctx("float64", "cpu"))
    memo_hit(wrapped.measure, inst, dataclasses.replace(m), Ctx("float64", "cpu"))
    memo_hit(toys.square, inst, m, Ctx("float64", "cpu"))  # a plain measurement: nothing to tell
    assert [r["n"] for r in rec.rows] == [1, 2] and rec.rows[0]["lhs"] == rec.rows[1]["lhs"] == 4.0
    assert ticks == [1, 2]


def _reading_run(cache_size: int):  # noqa: ANN202
    """A toy with a costly measurement (>= CACHE_MIN_S) and a reading that keeps it (another bound), run as the
    runner runs it (draws recorder, run_with_readings)."""
    import sys
    import time

    import thmcheck.checks.engine.evaluate  # noqa: F401
    from thmcheck.checks import draws
    from thmcheck.checks.claim import Reading
    from thmcheck.checks.engine import run_claim
    from thmcheck.checks.readings import run_with_readings

    EV = sys.modules["thmcheck.checks.engine.evaluate"]
    calls: list[int] = []

    def measure(inst, ctx):  # noqa: ANN001, ANN202
        calls.append(1)
        time.sleep(EV.CACHE_MIN_S)
        return toys.square(inst, ctx)

    claim = toys.toy(measure=measure, readings=(Reading("loose", "x^2 <= x^2 + 2", bound=lambda x: x * x + 2),))
    rec = draws.Recorder(claim)
    saved = EV.CACHE_SIZE
    EV.CACHE_SIZE = cache_size
    try:
        r = run_with_readings(rec.wrap(), run_claim, profile="ci", max_examples=15)
    finally:
        EV.CACHE_SIZE = saved
    return (str(r.verdict), r.tried, repr(r.best_score), json.dumps({k: {f: v for f, v in rr.items() if f != "seconds"} for k, rr in r.readings.items()},
                                                     sort_keys=True, default=str)), \
        json.dumps(rec.rows, sort_keys=True, default=str), len(calls)


def test_measurement_cache_serves_a_reading_with_the_same_records() -> None:
    off, on = _reading_run(0), _reading_run(32)
    assert on[0] == off[0] and on[1] == off[1]  # result, readings, draws lines
    assert on[2] < off[2]  # the reading's search measured fewer instances anew
