"""Batch measurements normalised to numpy (:class:`Batch`, :func:`as_batch`) and the two value conversions every
phase uses (:func:`to_numpy`, :func:`to_python`). Nothing here evaluates a bound or an assumption, so
:mod:`thmcheck.checks.engine.evaluate` (a saved virtual batch member replays through ``measure_batch``) and
:mod:`thmcheck.checks.engine.batch` (batched scoring) both build on it without importing each other.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from thmcheck.checks.claim import BatchMeasurement, Instance, Measurement

# -------------------------------------------------------------------------------------------- batching


def to_numpy(x: Any) -> Any:
    """A torch tensor as a numpy array (from any device); anything else unchanged."""
    if hasattr(x, "detach") and hasattr(x, "cpu"):
        return x.detach().cpu().numpy()
    return x


def to_python(x: Any) -> Any:
    """numpy scalars and 0-d arrays as python scalars (bounds expect python numbers)."""
    if isinstance(x, np.generic):
        return x.item()
    if isinstance(x, np.ndarray) and x.ndim == 0:
        return x.item()
    return x


class Batch:
    """A batch measurement normalised to numpy: per-member values (leading dimension B) and shared ones."""

    def __init__(self, lhs: np.ndarray, quantities: dict[str, Any], terms: dict[str, Any],
                 interval: tuple[np.ndarray, np.ndarray] | None, members: Any, solver: str | None,
                 size: int, stats: Any = None) -> None:
        self.size = size
        self.stats = stats  # per-member Measurement.stat: a sequence of B, a function of i, one shared, or None
        self.lhs = lhs
        self.quantities = quantities
        self.terms = terms
        self.interval = interval
        self.members = members
        self.solver = solver
        self.per_q = [k for k, v in quantities.items() if self.per_member(v)]
        self.per_t = [k for k, v in terms.items() if self.per_member(v)]

    def per_member(self, v: Any) -> bool:
        return isinstance(v, np.ndarray) and v.ndim >= 1 and v.shape[0] == self.size

    def _at(self, d: dict[str, Any], per: list[str], i: int) -> dict[str, Any]:
        return {k: (to_python(v[i]) if k in per else v) for k, v in d.items()}

    def member_measurement(self, i: int) -> Measurement:
        """Member ``i`` as an ordinary :class:`Measurement`."""
        iv = (float(self.interval[0][i]), float(self.interval[1][i])) if self.interval is not None else None
        st = self.stats
        stat = st(int(i)) if callable(st) else (st[int(i)] if isinstance(st, list | tuple) else st)
        return Measurement(float(self.lhs[i]), self._at(self.quantities, self.per_q, i),
                           self._at(self.terms, self.per_t, i), iv, solver=self.solver, stat=stat)

    def member_instance(self, base: Instance, i: int) -> Instance:
        """Member ``i`` as a replayable instance (the claim's own, else a virtual batch member)."""
        if self.members is None:
            return {**base, "batch_index": int(i), "batch_size": int(self.size)}
        inst = self.members(int(i)) if callable(self.members) else self.members[int(i)]
        return dict(inst)


def as_batch(raw: Any, size: int) -> Batch:
    """Normalise what ``measure_batch`` returned (a BatchMeasurement or a list of Measurements)."""
    if isinstance(raw, list | tuple) and all(isinstance(m, Measurement) for m in raw):
        if len(raw) != size:
            raise ValueError(f"measure_batch returned {len(raw)} measurements, expected {size}")
        bm = BatchMeasurement.from_measurements(
            [replace(m, lhs=to_numpy(m.lhs), quantities={k: to_numpy(v) for k, v in m.quantities.items()},
                     terms={k: to_numpy(v) for k, v in m.terms.items()}) for m in raw])
        return Batch(bm.lhs, bm.quantities, bm.terms, bm.lhs_interval, None, bm.solver, size, stats=bm.stat)
    if not isinstance(raw, BatchMeasurement):
        raise TypeError(f"measure_batch returned {type(raw).__name__}, expected BatchMeasurement or "
                        "list[Measurement]")
    lhs = np.asarray(to_numpy(raw.lhs), dtype=np.float64).reshape(-1)
    if lhs.shape != (size,):
        raise ValueError(f"measure_batch lhs has shape {lhs.shape}, expected ({size},)")

    def conv(v: Any) -> Any:
        v = to_numpy(v)
        if isinstance(v, list) and len(v) == size:
            v = np.asarray(v)
        return to_python(v)

    iv = None
    if raw.lhs_interval is not None:
        iv = tuple(np.broadcast_to(np.asarray(to_numpy(x), float), (size,)) for x in raw.lhs_interval)
    members = raw.members
    if members is not None and not callable(members) and len(members) != size:
        raise ValueError(f"measure_batch gave {len(members)} member instances, expected {size}")
    return Batch(lhs, {k: conv(v) for k, v in raw.quantities.items()}, {k: conv(v) for k, v in raw.terms.items()},
                 iv, members, raw.solver, size, stats=raw.stat)  # type: ignore[arg-type]
