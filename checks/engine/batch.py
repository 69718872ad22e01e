"""Batched evaluation (``Claim.measure_batch``): one Hypothesis example draws the structure and the claim measures
B instances of it in one call. :func:`as_batch` normalises what it returned into a numpy :class:`Batch`;
:func:`score_batch` evaluates the bound (once when the quantities are shared, vectorised when the bound allows, else per
member deduplicated by quantity values) and the assumption slacks and judges every member at once with
:func:`thmcheck.checks.engine.scoring.judge_batch`. The search then re-evaluates the chosen member through the one-instance path.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from thmcheck.checks import degenerate
from thmcheck.checks.claim import Claim, Instance, Measurement, finite_real
from thmcheck.checks.engine.batchdata import Batch, to_numpy, to_python
from thmcheck.checks.engine.evaluate import bound_value, describe_instance
from thmcheck.checks.engine.results import BadInput
from thmcheck.checks.engine.scoring import judge_batch


@dataclass
class BatchPlan:
    """What vectorises for a claim, learned on its first batches (a failed try falls back per member)."""

    bound_vec: bool = True
    slack_vec: dict[str, bool] = field(default_factory=dict)
    checked: int = 0  # batches whose chosen member was re-measured through ``measure``
    tight: int = 0  # valid members (not the chosen one) whose non-strict bound is met with equality
    notes: list[str] = field(default_factory=list)
    rejected_by: Counter = field(default_factory=Counter)  # rejected members per assumption name


def _batch_rhs(claim: Claim, bound: Any, b: Batch, base: Instance, plan: BatchPlan) -> np.ndarray:
    name = getattr(bound, "__name__", "bound")
    if not b.per_q:  # every quantity is shared by the batch (the usual case: they are the structure)
        return np.full(b.size, finite_real(bound_value(claim, bound, b.member_measurement(0), base)))
    if plan.bound_vec:
        try:
            with np.errstate(all="ignore"):
                raw = np.asarray(to_numpy(bound(**b.quantities)), dtype=np.float64)
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
            cache[key] = float(finite_real(bound_value(claim, bound, b.member_measurement(i), base)))
        out[i] = cache[key]
    return out


def _key(x: Any) -> Any:
    x = to_python(x)
    return x.tobytes() if isinstance(x, np.ndarray) else x


def _batch_slacks(claim: Claim, b: Batch, base: Instance, plan: BatchPlan) -> dict[str, np.ndarray]:
    out: dict[str, np.ndarray] = {}
    view = {**base, **b.quantities, **b.terms}
    for a in claim.assumptions:
        if plan.slack_vec.get(a.name, True):
            try:
                with np.errstate(all="ignore"):
                    s = np.asarray(to_numpy(a.slack(view)), dtype=np.float64)
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
                plan: BatchPlan | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Scores, status codes and validity of every member of a batch (vectorised where the claim allows).

    Invalid members (an assumption missed beyond ``assumption_atol``) get score -inf. A non-finite
    lhs raises :class:`BadInput` naming the member, as the one-instance path does.
    """
    plan = plan or BatchPlan()
    bad = ~np.isfinite(b.lhs)
    if bad.any():
        i = int(np.argmax(bad))
        raise BadInput(f"{claim.id}: measurement returned {b.lhs[i]} for batch member {i} "
                       f"(instance {describe_instance(b.member_instance(base, i))})")
    slacks = _batch_slacks(claim, b, base, plan)
    valid = np.ones(b.size, dtype=bool)
    approx = np.zeros(b.size, dtype=bool)
    for name, s in slacks.items():
        valid &= s >= -claim.assumption_atol
        approx |= s < 0
        plan.rejected_by[name] += int(np.sum(s < -claim.assumption_atol))
    rhs = _batch_rhs(claim, bound, b, base, plan)
    tight: list[np.ndarray] = []
    scores, codes = judge_batch(claim.comparison, b.lhs, rhs, b.interval, claim.rtol, claim.atol, tight)
    scores, codes, tight[0] = degenerate.adjust_batch(scores, codes, tight[0], b.lhs, rhs, valid, claim.atol,
                                                      confirmable=claim.exact is not None)  # 0 vs 0
    t = tight[0] & valid & (codes == 0)
    if t.any():
        t = t.copy()
        t[int(np.argmax(np.where(valid, scores, -np.inf)))] = False  # the chosen member is counted when settled
        plan.tight += int(t.sum())
    codes = np.where((codes == 2) & approx, 1, codes)
    scores = np.where(valid, scores, -np.inf)
    return scores, codes, valid


