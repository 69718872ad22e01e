"""Batched evaluation (``Claim.measure_batch``): one Hypothesis example draws the structure and the claim measures
B instances of it in one call. :func:`as_batch` normalises what it returned into a numpy :class:`Batch`;
:func:`score_batch` evaluates the bound (once when the quantities are shared, vectorised when the bound allows, else per
member deduplicated by quantity values) and the assumption slacks and judges every member at once with
:func:`checks.engine.scoring.judge_batch`. The search then re-evaluates the chosen member through the one-instance path.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from checks import degenerate
from checks.claim import (
    BatchMeasurement,
    Claim,
    Instance,
    Measurement,
    finite_real,
)
from checks.engine.evaluate import _bound_value, describe_instance
from checks.engine.results import BadInput
from checks.engine.scoring import judge_batch

# -------------------------------------------------------------------------------------------- batching


def _np(x: Any) -> Any:
    """A torch tensor as a numpy array (from any device); anything else unchanged."""
    if hasattr(x, "detach") and hasattr(x, "cpu"):
        return x.detach().cpu().numpy()
    return x


def _py(x: Any) -> Any:
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
        return {k: (_py(v[i]) if k in per else v) for k, v in d.items()}

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
            [replace(m, lhs=_np(m.lhs), quantities={k: _np(v) for k, v in m.quantities.items()},
                     terms={k: _np(v) for k, v in m.terms.items()}) for m in raw])
        return Batch(bm.lhs, bm.quantities, bm.terms, bm.lhs_interval, None, bm.solver, size, stats=bm.stat)
    if not isinstance(raw, BatchMeasurement):
        raise TypeError(f"measure_batch returned {type(raw).__name__}, expected BatchMeasurement or "
                        "list[Measurement]")
    lhs = np.asarray(_np(raw.lhs), dtype=np.float64).reshape(-1)
    if lhs.shape != (size,):
        raise ValueError(f"measure_batch lhs has shape {lhs.shape}, expected ({size},)")

    def conv(v: Any) -> Any:
        v = _np(v)
        if isinstance(v, list) and len(v) == size:
            v = np.asarray(v)
        return _py(v)

    iv = None
    if raw.lhs_interval is not None:
        iv = tuple(np.broadcast_to(np.asarray(_np(x), float), (size,)) for x in raw.lhs_interval)
    members = raw.members
    if members is not None and not callable(members) and len(members) != size:
        raise ValueError(f"measure_batch gave {len(members)} member instances, expected {size}")
    return Batch(lhs, {k: conv(v) for k, v in raw.quantities.items()}, {k: conv(v) for k, v in raw.terms.items()},
                 iv, members, raw.solver, size, stats=raw.stat)  # type: ignore[arg-type]


@dataclass
class _BatchPlan:
    """What vectorises for a claim, learned on its first batches (a failed try falls back per member)."""

    bound_vec: bool = True
    slack_vec: dict[str, bool] = field(default_factory=dict)
    checked: int = 0  # batches whose chosen member was re-measured through ``measure``
    tight: int = 0  # valid members (not the chosen one) whose non-strict bound is met with equality
    notes: list[str] = field(default_factory=list)


def _batch_rhs(claim: Claim, bound: Any, b: Batch, base: Instance, plan: _BatchPlan) -> np.ndarray:
    name = getattr(bound, "__name__", "bound")
    if not b.per_q:  # every quantity is shared by the batch (the usual case: they are the structure)
        return np.full(b.size, finite_real(_bound_value(claim, bound, b.member_measurement(0), base)))
    if plan.bound_vec:
        try:
            with np.errstate(all="ignore"):
                raw = np.asarray(_np(bound(**b.quantities)), dtype=np.float64)
            if raw.shape == ():
                raw = np.full(b.size, float(raw))
            if raw.shape == (b.size,) and np.all(np.isfinite(raw)):
                return raw
        except Exception:  # not vectorisable (math functions, branches): evaluate per member
            pass
        plan.bound_vec = False
        plan.notes.append(f"bound {name} does not vectorise over the batch; evaluated per member "
                          "(deduplicated by quantity values)")
    out = np.empty(b.size)
    cache: dict[Any, float] = {}
    for i in range(b.size):
        key = tuple(_key(b.quantities[k][i]) for k in b.per_q)
        if key not in cache:
            cache[key] = float(finite_real(_bound_value(claim, bound, b.member_measurement(i), base)))
        out[i] = cache[key]
    return out


def _key(x: Any) -> Any:
    x = _py(x)
    return x.tobytes() if isinstance(x, np.ndarray) else x


def _batch_slacks(claim: Claim, b: Batch, base: Instance, plan: _BatchPlan) -> dict[str, np.ndarray]:
    out: dict[str, np.ndarray] = {}
    view = {**base, **b.quantities, **b.terms}
    for a in claim.assumptions:
        if plan.slack_vec.get(a.name, True):
            try:
                with np.errstate(all="ignore"):
                    s = np.asarray(_np(a.slack(view)), dtype=np.float64)
                if s.shape == ():
                    s = np.full(b.size, float(s))
                if s.shape == (b.size,) and not np.any(np.isnan(s)):
                    out[a.name] = s
                    plan.slack_vec[a.name] = True
                    continue
            except Exception:
                pass
            plan.slack_vec[a.name] = False
            plan.notes.append(f"assumption {a.name!r} does not vectorise over the batch; evaluated per member")
        vals = np.empty(b.size)
        for i in range(b.size):
            m = b.member_measurement(i)
            inst = b.member_instance(base, i) if b.members is not None else base
            vals[i] = _one_slack(claim, a, inst, m)
        out[a.name] = vals
    return out


def _one_slack(claim: Claim, a: Any, inst: Instance, m: Measurement) -> float:
    view = {**inst, **m.quantities, **m.terms}
    try:
        v = float(a.slack(view))
    except Exception as e:
        raise BadInput(f"{claim.id}: assumption {a.name!r} raised {type(e).__name__}: {e} "
                       f"(instance {describe_instance(inst)})") from e
    if math.isnan(v):
        raise BadInput(f"{claim.id}: assumption {a.name!r} slack is NaN (instance {describe_instance(inst)})")
    return v


def score_batch(claim: Claim, bound: Any, base: Instance, b: Batch,
                plan: _BatchPlan | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Scores, status codes and validity of every member of a batch (vectorised where the claim allows).

    Invalid members (an assumption missed beyond ``assumption_atol``) get score -inf. A non-finite
    lhs raises :class:`BadInput` naming the member, as the one-instance path does.
    """
    plan = plan or _BatchPlan()
    bad = ~np.isfinite(b.lhs)
    if bad.any():
        i = int(np.argmax(bad))
        raise BadInput(f"{claim.id}: measurement returned {b.lhs[i]} for batch member {i} "
                       f"(instance {describe_instance(b.member_instance(base, i))})")
    slacks = _batch_slacks(claim, b, base, plan)
    valid = np.ones(b.size, dtype=bool)
    approx = np.zeros(b.size, dtype=bool)
    for s in slacks.values():
        valid &= s >= -claim.assumption_atol
        approx |= s < 0
    rhs = _batch_rhs(claim, bound, b, base, plan)
    tight: list[np.ndarray] = []
    scores, codes = judge_batch(claim.comparison, b.lhs, rhs, b.interval, claim.rtol, claim.atol, tight)
    scores, codes, tight[0] = degenerate.adjust_batch(scores, codes, tight[0], b.lhs, rhs, valid, claim.atol)  # 0 vs 0
    t = tight[0] & valid & (codes == 0)
    if t.any():
        t = t.copy()
        t[int(np.argmax(np.where(valid, scores, -np.inf)))] = False  # the chosen member is counted when settled
        plan.tight += int(t.sum())
    codes = np.where((codes == 2) & approx, 1, codes)
    scores = np.where(valid, scores, -np.inf)
    return scores, codes, valid


