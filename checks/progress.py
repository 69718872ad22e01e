"""Progress bars for long runs (tqdm): one overall bar over claims and one per claim over instances.

Quiet in CI ($CI set) and when standard error is not a terminal; ``THMCHECK_PROGRESS=1`` forces them on,
``=0`` off.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from checks.claim import Claim


def wanted() -> bool:
    """Whether to draw progress bars."""
    env = os.environ.get("THMCHECK_PROGRESS")
    if env is not None:
        return env not in ("0", "false", "no", "")
    return not os.environ.get("CI") and sys.stderr.isatty()


class Progress:
    """An overall bar over claims; :meth:`claim` wraps one claim so its instances tick a bar of their own."""

    def __init__(self, total: int, enabled: bool | None = None):
        self.enabled = wanted() if enabled is None else enabled
        self.overall = None
        if self.enabled:
            from tqdm import tqdm

            self.overall = tqdm(total=total, desc="claims", unit="claim", position=0, leave=True, file=sys.stderr)

    @contextmanager
    def claim(self, claim: Claim, max_examples: int | None = None, count: bool = True) -> Iterator[Claim]:
        """Yield the claim, wrapped so each measurement ticks a per-claim bar (the claim is otherwise unchanged;
        ``count=False``: not wrapped, for a claim that runs in another process)."""
        if not self.enabled or not count or not claim.checkable or claim.measure is None:
            yield claim
            if self.overall is not None:
                self.overall.update(1)
            return
        from tqdm import tqdm

        bar = tqdm(total=max_examples, desc=claim.id[:40], unit="inst", position=1, leave=False, file=sys.stderr)
        self.best: float | None = None
        cheap = [True] if str(claim.comparison) in ("<=", "<") else []
        inner = claim.measure

        def counted(inst: Any, ctx: Any) -> Any:
            m = inner(inst, ctx)
            bar.update(1)
            if not cheap:
                return m
            try:  # the largest lhs/rhs so far for an upper bound, while the bound is cheap (< 2 ms a call)
                t0 = time.perf_counter()
                r = float(m.lhs) / float(claim.bound(**m.quantities))  # type: ignore[misc]
                if time.perf_counter() - t0 > 2e-3:
                    cheap.clear()
                if r == r and (self.best is None or r > self.best):
                    self.best = r
                    bar.set_postfix_str(f"max lhs/rhs {r:.4g}")
            except Exception:
                cheap.clear()
            return m

        try:
            yield dataclasses.replace(claim, measure=counted)
        finally:
            bar.close()
            if self.overall is not None:
                self.overall.update(1)
                self.overall.set_postfix_str(claim.id[:30])

    def done(self, result: Any) -> None:
        """Show the finished claim's status and best score on the overall bar (the result lines themselves go
        through ``tqdm.write``, which clears and redraws the bars, so the two never garble each other)."""
        if self.overall is None:
            return
        try:
            from checks.claim import outcome

            bs = result.best_score
            self.overall.set_postfix_str(f"{result.claim.id[:30]}: {outcome(result.expect, result.verdict, bool(result.claim.derived))}"
                                         + (f", best {bs:.3g}" if bs is not None else ""))
        except Exception:
            pass

    def close(self) -> None:
        """Close the overall bar."""
        if self.overall is not None:
            self.overall.close()
