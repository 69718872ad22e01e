"""Progress bars for long runs (tqdm): one overall bar over claims and one per claim over instances.

Quiet in CI ($CI set) and when standard error is not a terminal; ``THMCHECK_PROGRESS=1`` forces them on,
``=0`` off. A claim that runs in a forked worker (``thmcheck.checks.runner``) sends its progress to the parent's bar through
the worker's pipe, a few messages a second (:func:`throttled`), each with the instances tried and the best score.
"""

from __future__ import annotations

import dataclasses
import math
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from thmcheck.checks.claim import Claim


def wanted() -> bool:
    """Whether to draw progress bars."""
    env = os.environ.get("THMCHECK_PROGRESS")
    if env is not None:
        return env not in ("0", "false", "no", "")
    return not os.environ.get("CI") and sys.stderr.isatty()


def counting(claim: Claim, tick: Callable[[int, float | None], None]) -> Claim:
    """The claim with its measurement wrapped so each measured instance calls ``tick(tried, best)``: ``tried`` the
    instances measured so far (a batch of B counts B), ``best`` the largest lhs/rhs so far for an upper bound (rhs/lhs
    for a lower bound: above 1 is on the wrong side either way) while the bound is cheap (< 2 ms a call), else
    ``None``. The claim is otherwise unchanged."""
    if claim.measure is None:
        return claim
    state: dict[str, Any] = {"tried": 0, "best": None}
    lower = str(claim.comparison) in (">=", ">")
    cheap = [True] if str(claim.comparison) in ("<=", "<", ">=", ">") else []
    inner, inner_batch = claim.measure, claim.measure_batch

    def score(m: Any) -> None:
        if not cheap:
            return
        t0 = time.perf_counter()
        try:
            lhs, rhs = float(m.lhs), float(claim.bound(**m.quantities))  # type: ignore[misc]
            r = rhs / lhs if lower else lhs / rhs
        except Exception:  # a zero bound, a non-scalar: no score for this instance
            return
        finally:
            if time.perf_counter() - t0 > 2e-3:
                cheap.clear()
        if r == r and (state["best"] is None or r > state["best"]):
            state["best"] = r

    def counted(inst: Any, ctx: Any) -> Any:
        m = inner(inst, ctx)
        state["tried"] += 1
        score(m)
        tick(state["tried"], state["best"])
        return m

    def counted_hit(inst: Any, m: Any, ctx: Any) -> None:  # the engine's probe memo answered: counted the same
        state["tried"] += 1
        score(m)
        tick(state["tried"], state["best"])

    counted.memo_hit = counted_hit  # type: ignore[attr-defined]

    def counted_batch(inst: Any, ctx: Any, b: int) -> Any:
        out = inner_batch(inst, ctx, b)  # type: ignore[misc]
        state["tried"] += int(b)
        if isinstance(out, list):
            for m in out:
                score(m)
        tick(state["tried"], state["best"])
        return out

    return dataclasses.replace(claim, measure=counted,
                               **({"measure_batch": counted_batch} if inner_batch is not None else {}))


def throttled(send: Callable[[int, float | None], None], every_s: float = 0.2) -> Callable[[int, float | None], None]:
    """``send`` called at most once per ``every_s`` seconds (the first call always): for progress that crosses a
    pipe from a worker process (a few messages a second, not one per instance)."""
    last = [-math.inf]

    def tick(tried: int, best: float | None) -> None:
        now = time.monotonic()
        if now - last[0] >= every_s:
            last[0] = now
            send(tried, best)

    return tick


class Progress:
    """An overall bar over claims; :meth:`claim` draws a bar of its own for each claim's instances, ticked by the
    claim's measurement in this process or by the messages a worker process sends (:meth:`remote`)."""

    def __init__(self, total: int, enabled: bool | None = None):
        self.enabled = wanted() if enabled is None else enabled
        self.overall = None
        self.bar: Any = None
        self.label = "max lhs/rhs"
        if self.enabled:
            from tqdm import tqdm

            self.overall = tqdm(total=total, desc="claims", unit="claim", position=0, leave=True, file=sys.stderr)

    def _show(self, tried: int, best: float | None) -> None:
        bar = self.bar
        if bar is None:
            return
        bar.n = tried
        if best is not None:
            bar.set_postfix_str(f"{self.label} {best:.4g}", refresh=False)
        bar.refresh()

    def remote(self, tried: int, best: float | None) -> None:
        """Progress of the current claim reported from the worker process that runs it."""
        self._show(tried, best)

    @contextmanager
    def claim(self, claim: Claim, max_examples: int | None = None, count: bool = True) -> Iterator[Claim]:
        """Yield the claim, wrapped so each measurement ticks a per-claim bar (``count=False``: not wrapped, for a
        claim that runs in another process: its worker's messages tick the bar through :meth:`remote`)."""
        if not self.enabled or not claim.checkable or claim.measure is None:
            yield claim
            if self.overall is not None:
                self.overall.update(1)
            return
        from tqdm import tqdm

        self.label = "max rhs/lhs" if str(claim.comparison) in (">=", ">") else "max lhs/rhs"
        self.bar = tqdm(total=max_examples, desc=claim.id[:40], unit="inst", position=1, leave=False,
                        file=sys.stderr)
        try:
            yield counting(claim, throttled(self._show, 0.1)) if count else claim
        finally:
            self.bar.close()
            self.bar = None
            if self.overall is not None:
                self.overall.update(1)
                self.overall.set_postfix_str(claim.id[:30])

    def done(self, result: Any) -> None:
        """Show the finished claim's status and best score on the overall bar (the result lines themselves go
        through ``tqdm.write``, which clears and redraws the bars, so the two never garble each other)."""
        if self.overall is None:
            return
        try:
            from thmcheck.checks.claim import outcome

            bs = result.best_score
            self.overall.set_postfix_str(f"{result.claim.id[:30]}: {outcome(result.expect, result.verdict, bool(result.claim.derived))}"
                                         + (f", best {bs:.3g}" if bs is not None else ""))
        except Exception:
            pass

    def close(self) -> None:
        """Close the overall bar."""
        if self.overall is not None:
            self.overall.close()
