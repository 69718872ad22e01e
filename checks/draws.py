"""What the search drew: ``claims/<id>.draws.jsonl`` in the report, one JSON line per evaluated instance.

Each line: ``n`` (order of evaluation), ``instance`` (its scalars; arrays and tensors as ``{"shape": [...]}``),
``lhs``, ``rhs`` (the bound the run checks: the claim's literal bound, or the ``--bound``), ``score`` (> 1 fails)
and ``status`` (holds / potential / violated / rejected: an assumption missed), as the engine judges them
(``thmcheck.checks.engine.judge_measurement``). Capped at $THMCHECK_DRAWS_MAX lines (default 2000; the first ones);
``THMCHECK_DRAWS=0`` turns it off. Recorded from outside the engine by wrapping the claim's ``measure`` (and
``measure_batch``: one line per batch with the base instance's scalars, the batch size and the range of lhs), so it
includes the shrinking and refinement phases, and the other readings' evaluations (the rhs and score are then
those of the literal statement). Read it with ``pandas.read_json(path, lines=True)`` or ``jq``.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
from pathlib import Path
from typing import Any

from thmcheck.checks.claim import Claim, Ctx


def enabled() -> bool:
    return os.environ.get("THMCHECK_DRAWS", "1").strip().lower() not in ("0", "false", "no", "off", "")


def cap() -> int:
    try:
        return max(0, int(os.environ.get("THMCHECK_DRAWS_MAX", "2000")))
    except ValueError:
        return 2000


def _num(x: Any) -> Any:
    try:
        f = float(x)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else str(f)


def scalars(inst: Any) -> dict[str, Any]:
    """The instance's scalars, and the shapes of its arrays."""
    out: dict[str, Any] = {}
    if not isinstance(inst, dict):
        return out
    for k, v in inst.items():
        if isinstance(v, bool | int | str) or v is None:
            out[str(k)] = v if not isinstance(v, str) or len(v) <= 80 else v[:77] + "..."
        elif isinstance(v, float):
            out[str(k)] = _num(v)
        elif hasattr(v, "shape"):
            shape = [int(s) for s in v.shape]
            out[str(k)] = _num(v) if shape == [] else {"shape": shape}
        elif isinstance(v, list | tuple):
            out[str(k)] = {"len": len(v)}
    return out


class Recorder:
    """Wraps a claim so each evaluated instance adds a line (up to :func:`cap`)."""

    def __init__(self, claim: Claim, bound: Any = None):
        self.claim, self.bound, self.rows, self.n, self.cap = claim, bound or claim.bound, [], 0, cap()
        self.degenerate = 0  # valid instances with both sides zero or not finite (thmcheck.checks.degenerate), all of them

    def _add(self, row: dict[str, Any]) -> None:
        self.n += 1
        if len(self.rows) < self.cap:
            self.rows.append({"n": self.n, **row})

    def _one(self, inst: Any, m: Any, ctx: Any, keep: bool = True) -> None:
        row: dict[str, Any] = {"instance": scalars(inst), "lhs": _num(getattr(m, "lhs", None))}
        try:
            from thmcheck.checks.degenerate import is_degenerate
            from thmcheck.checks.engine import judge_measurement

            ev = judge_measurement(self.claim, inst, dataclasses.replace(m), self.bound, ctx)
            row.update(rhs=_num(ev.rhs), score=_num(ev.score), status=ev.status)
            if ev.status != "rejected" and is_degenerate(ev.measurement.lhs, ev.rhs, bool(getattr(m, "exact", False))):
                row["degenerate"] = True  # both sides zero or not finite: no score, never tight
                self.degenerate += 1
        except Exception as e:  # the engine reports the same fault itself
            row["error"] = f"{type(e).__name__}: {e}"[:200]
        if keep:
            self._add(row)
        else:
            self.n += 1

    def wrap(self) -> Claim:
        if not self.claim.checkable or self.claim.measure is None:
            return self.claim
        inner, inner_b = self.claim.measure, self.claim.measure_batch

        def measure(inst: Any, ctx: Ctx) -> Any:
            m = inner(inst, ctx)
            self._one(inst, m, ctx, keep=len(self.rows) < self.cap)  # judged beyond the cap too: the count
            return m

        def memo_hit(inst: Any, m: Any, ctx: Ctx) -> None:
            """The engine's probe memo answered for ``inst`` (``thmcheck.checks.engine.search.memo_hit``) with a copy
            of its first measurement ``m``: the same line as a measurement would add."""
            self._one(inst, m, ctx, keep=len(self.rows) < self.cap)
            inner_hit = getattr(inner, "memo_hit", None)
            if callable(inner_hit):
                inner_hit(inst, m, ctx)

        measure.memo_hit = memo_hit  # type: ignore[attr-defined]

        def measure_batch(inst: Any, ctx: Ctx, b: int) -> Any:
            out = inner_b(inst, ctx, b)  # type: ignore[misc]
            if len(self.rows) < self.cap:
                try:
                    lhs = out.lhs if hasattr(out, "lhs") else [x.lhs for x in out]
                    import numpy as np

                    arr = np.asarray(lhs, dtype=float).ravel()
                    row = {"instance": scalars(inst), "batch": int(b),
                           "lhs_min": _num(arr.min()), "lhs_max": _num(arr.max())}
                except Exception:
                    row = {"instance": scalars(inst), "batch": int(b)}
                self._add(row)
            else:
                self.n += 1
            return out

        return dataclasses.replace(self.claim, measure=measure,
                                   measure_batch=measure_batch if inner_b is not None else None)

    def write(self, directory: Path, name: str) -> Path | None:
        """Write ``<directory>/<name>.draws.jsonl`` (nothing when no instance was evaluated)."""
        if not self.rows:
            return None
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / f"{name}.draws.jsonl"
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        with open(tmp, "w") as f:
            for r in self.rows:
                f.write(json.dumps(r, allow_nan=False, default=str) + "\n")
            if self.n > len(self.rows):
                f.write(json.dumps({"truncated": True, "evaluated": self.n, "kept": len(self.rows)}) + "\n")
        os.replace(tmp, path)
        return path
