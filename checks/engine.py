"""The search engine: draws instances, measures, compares with the bound, confirms, and gives a verdict.

It knows no paper. For each claim it runs a Hypothesis search whose test function

1. measures the instance (``claim.measure``) in the claim's search precision,
2. rejects the instance when an assumption's slack is negative (beyond ``assumption_atol``),
3. evaluates the bound (any exception, NaN, inf, or non-scalar makes the verdict ``unknown``),
4. steers the search with ``hypothesis.target`` on a scale-free score (> 1 means the claim fails there),
5. re-checks a candidate violation in float64 on the CPU and, where the claim offers it, exactly;
   only a confirmed violation fails the test function, so Hypothesis shrinks real violations only.

Search power (opt-in per claim): with ``Claim.measure_batch`` one Hypothesis
example draws the structure and the engine scores a whole batch of instances of that structure in one
call (vectorised bound, assumptions and judge), keeping the best member as a replayable instance; with
``Claim.refine`` the best instances of the search are refined by gradient ascent of the score, inside
the assumptions, and re-checked like any candidate. ``Evaluated.phase`` says which phase found an
instance: ``search`` (one instance per example), ``batch`` or ``refine``.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import mpmath
import numpy as np
from hypothesis import HealthCheck, Phase, Verbosity, given, reject, settings, target
from hypothesis.database import DirectoryBasedExampleDatabase
from hypothesis.errors import HypothesisException, Unsatisfiable

from checks.claim import (
    BatchMeasurement,
    Claim,
    Comparison,
    Ctx,
    Expect,
    Instance,
    Measurement,
    Verdict,
    expectation_met,
    finite_real,
)
from checks.domain import SpanTracker
from checks.profiles import _ACTIVE, Profile, get_profile

HOLDS, POTENTIAL, VIOLATED, REJECTED = "holds", "potential", "violated", "rejected"
SCORE_CAP = 1e12
EXACT_DPS = 60  # decimal digits of mpmath re-checks


@contextmanager
def _without_source_constants() -> Iterator[None]:
    """Run a search without Hypothesis's constants harvested from local source files.

    Hypothesis (>= 6.131) sometimes draws a literal found in any *local* module in ``sys.modules``. Which
    modules a process happens to have imported (the CLI, the report writer, a user's bound file) then changes
    a derandomized search from its fifth example on, so a ``ci`` verdict would depend on import order (it did:
    a planted mutant died alone and survived after ``import checks.plots``). Our literals (tolerances,
    grid sizes) are no edge cases of any paper's instances, and the strategies name their own edges, so the
    engine switches the harvest off while it searches and restores it after. Private Hypothesis API: if it
    moves, this does nothing and ``tests/test_verdicts.py`` (import-order test) fails loudly.
    """
    try:
        from hypothesis.internal.conjecture import providers as _p
        saved, empty, cache = _p._get_local_constants, _p.Constants(), _p.CONSTANTS_CACHE
    except (ImportError, AttributeError):  # pragma: no cover - another Hypothesis
        yield
        return
    cache.cache.clear()
    _p._get_local_constants = lambda: empty
    try:
        yield
    finally:
        _p._get_local_constants = saved
        cache.cache.clear()


class BadInput(Exception):
    """A bound or measurement misbehaved (raised, NaN/inf, wrong shape/type): the verdict is unknown."""


class _Stop(BaseException):
    """Stops a Hypothesis run at once (BaseException, so Hypothesis neither shrinks nor retries it)."""


class _Counterexample(Exception):
    """Raised inside the test function on a confirmed violation, so that Hypothesis shrinks it."""


@dataclass
class Evaluated:
    """One instance as the engine saw it."""

    instance: Instance
    measurement: Measurement
    rhs: Any
    score: float
    status: str
    slacks: dict[str, float]
    approx: list[str]
    dtype: str
    device: str
    confirmed_by: list[str] = field(default_factory=list)
    phase: str = "search"  # which phase found it: search, batch (member of a batched example) or refine


@dataclass
class ClaimResult:
    """What a search over one claim established."""

    claim: Claim
    verdict: Verdict
    profile: str
    seed: int | None
    seconds: float = 0.0
    tried: int = 0
    valid: int = 0
    rejected: int = 0
    best_score: float | None = None
    worst: Evaluated | None = None
    shrunk: Evaluated | None = None
    message: str = ""
    notes: list[str] = field(default_factory=list)
    device: str = "cpu"
    dtype: str = "float64"
    bound_name: str = ""
    refuted: int = 0
    potentials: int = 0
    user_bound: bool = False
    expect: Expect = Expect.HOLDS
    examples: int = 0  # Hypothesis examples run (each measures ``batch`` instances)
    batch: int = 1  # instances per example (1: no batching)
    found_by: str = ""  # phase that found the worst instance: search, batch or refine ("" when none)
    refine_starts: int = 0  # instances refined by gradient ascent
    refine_gain: float | None = None  # best score after refinement minus best score before it
    scores: list[float] = field(default_factory=list)  # valid instances' scores (capped), for the histogram
    readings: dict[str, dict[str, Any]] = field(default_factory=dict)  # verdict per reading (checks.readings)
    coverage: dict[str, dict[str, Any]] = field(default_factory=dict)  # searched span per Param (checks.domain)

    @property
    def meets_expectation(self) -> bool:
        """Whether the verdict is the one CI expects of this claim (:func:`checks.claim.expectation_met`)."""
        return expectation_met(self.expect, self.verdict)


# ----------------------------------------------------------------------------------------------- scoring


def _exactify(x: Any) -> Any:
    """A Fraction for exact arithmetic (ints, Fractions and floats convert exactly)."""
    if isinstance(x, Fraction | int):
        return Fraction(x)
    if hasattr(x, "man_exp"):  # an mpmath mpf: its exact binary value
        man, exp = x.man_exp  # the mantissa carries no sign
        man = -abs(int(man)) if x < 0 else abs(int(man))
        return Fraction(int(man)) * (Fraction(2) ** int(exp))
    return Fraction(float(x))


def _py_where(cond: Any, x: Any, y: Any) -> Any:
    return x if cond else y


def ordered_score(a: Any, b: Any, where: Any = _py_where, bound_first: bool = False) -> Any:
    """The search's scale-free score of ``a <= b`` (> 1 exactly where it fails), written once for scalars
    (``where`` = a Python conditional; Fractions work), numpy arrays (``np.where``) and torch tensors
    (``torch.where``, differentiable for refinement). ``bound_first``: ``a`` is the bound (a claim ``lhs >= bound``
    read as ``bound <= lhs``), else ``b`` is.

    Both sides non-negative and the bound non-zero: the ratio a / b. A zero bound has no scale:
    1 + (a - b)/(1 + |measured|), which target() can climb from either side (for ``lhs <= 0``: 1 + lhs/(1 + |lhs|);
    for ``lhs >= 0``: 1/(1 + lhs), rising to 1 as lhs shrinks to 0, where a ratio would be 0 everywhere and leave
    the search blind). Otherwise 1 + (a - b)/(|a| + |b|).
    """
    bound, measured = (a, b) if bound_first else (b, a)
    den = abs(a) + abs(b)
    other = where(den > 0, 1 + (a - b) / where(den > 0, den, 1.0), 1.0)
    other = where(bound == 0, 1 + (a - b) / (1 + abs(measured)), other)
    return where((b > 0) & (a >= 0) & (bound != 0), a / where(b > 0, b, 1.0), other)


def judge(comparison: Comparison, lhs: Any, rhs: Any, interval: tuple[float, float] | None,
          rtol: float, atol: float, exact: bool = False) -> tuple[float, str]:
    """Scale-free score (> 1: the claim fails at this instance) and status: holds, potential or violated.

    Violated needs the conservative end of ``interval`` beyond the bound by more than the tolerance;
    a point estimate beyond the bound (or within tolerance of a strict bound) is only potential.
    In exact mode the comparison is done in rationals with a tolerance of a few float64 ulps of the
    bound (the bound itself is computed in float64 unless it returns a Fraction).
    """
    if exact:
        # the bound's own precision sets the tolerance: rational (none), mpmath (40 digits), float64 (4 ulps)
        rtol = 0.0 if isinstance(rhs, Fraction | int) else (1e-40 if hasattr(rhs, "man_exp") else 4 * 2.0**-52)
        atol = 0.0
        lhs, rhs = _exactify(lhs), _exactify(rhs)
        if interval is not None:
            interval = (_exactify(interval[0]), _exactify(interval[1]))
    if comparison is Comparison.EQ:
        lo, hi = interval if interval is not None else (lhs, lhs)
        tol = rtol * max(abs(lhs), abs(rhs)) + atol
        half = (hi - lo) / 2
        dist = abs(lhs - rhs)
        score = float(dist / (half + tol)) if half + tol > 0 else (0.0 if dist == 0 else SCORE_CAP)
        outside = rhs < lo - tol or rhs > hi + tol
        return min(score, SCORE_CAP), VIOLATED if outside else HOLDS
    upper = comparison in (Comparison.LE, Comparison.LT)
    strict = comparison in (Comparison.LT, Comparison.GT)
    lo, hi = interval if interval is not None else (lhs, lhs)
    # orient as a <= b
    a, b = (lhs, rhs) if upper else (rhs, lhs)
    a_c, b_c = (lo, rhs) if upper else (rhs, hi)
    tol = rtol * max(abs(a), abs(b)) + atol
    gap, gap_c = a - b, a_c - b_c
    score = float(ordered_score(a, b, bound_first=not upper))
    if gap_c > tol or (exact and strict and rtol == 0 and gap_c >= 0):
        status = VIOLATED
    elif (gap > tol if exact and not strict else gap > 0) or (strict and gap >= -tol):
        # an exact/60-digit re-check settles a non-strict tight case: a gap below its own precision is equality
        status = POTENTIAL
    else:
        status = HOLDS
    return min(score, SCORE_CAP), status


# --------------------------------------------------------------------------------------------- evaluation


def describe_instance(inst: Instance, limit: int = 240) -> str:
    """A short description of an instance: scalars by value, arrays by shape."""
    parts = []
    for k, v in inst.items():
        if isinstance(v, np.ndarray):
            parts.append(f"{k}=<array {v.dtype} {tuple(v.shape)}>")
        elif hasattr(v, "shape") and hasattr(v, "dtype"):
            parts.append(f"{k}=<tensor {tuple(v.shape)}>")
        else:
            r = repr(v)
            parts.append(f"{k}={r if len(r) < 40 else r[:37] + '...'}")
    s = "{" + ", ".join(parts) + "}"
    return s if len(s) <= limit else s[: limit - 3] + "..."


def _check_measurement(claim: Claim, m: Any, inst: Instance) -> Measurement:
    if not isinstance(m, Measurement):
        raise BadInput(f"{claim.id}: measurement returned {type(m).__name__}, expected Measurement "
                       f"(instance {describe_instance(inst)})")
    try:
        if not m.exact:
            m.lhs = finite_real(m.lhs)
    except (TypeError, ValueError) as e:
        raise BadInput(f"{claim.id}: measurement {e} (instance {describe_instance(inst)})") from e
    return m


def _bound_value(claim: Claim, bound: Any, m: Measurement, inst: Instance) -> Any:
    name = getattr(bound, "__name__", "bound")
    try:
        raw = bound(**m.quantities)
    except Exception as e:  # a user's bound may raise anything
        raise BadInput(f"{claim.id}: bound {name} raised {type(e).__name__}: {e} "
                       f"(instance {describe_instance(inst)}; quantities {m.quantities})") from e
    if m.exact and (isinstance(raw, Fraction | int) or hasattr(raw, "man_exp")) and not isinstance(raw, bool):
        return raw
    try:
        return finite_real(raw)
    except (TypeError, ValueError) as e:
        raise BadInput(f"{claim.id}: bound {name} {e} (instance {describe_instance(inst)}; "
                       f"quantities {m.quantities})") from e


def _slacks(claim: Claim, inst: Instance, m: Measurement) -> dict[str, float]:
    view = {**inst, **m.quantities, **m.terms}
    out: dict[str, float] = {}
    for a in claim.assumptions:
        try:
            out[a.name] = float(a.slack(view))
        except Exception as e:
            raise BadInput(f"{claim.id}: assumption {a.name!r} raised {type(e).__name__}: {e} "
                           f"(instance {describe_instance(inst)})") from e
        if math.isnan(out[a.name]):
            raise BadInput(f"{claim.id}: assumption {a.name!r} slack is NaN (instance {describe_instance(inst)})")
    return out


BATCH_KEYS = ("batch_index", "batch_size")


def _measure(claim: Claim, inst: Instance, ctx: Ctx) -> Measurement:
    """``claim.measure``; an instance saved as a virtual batch member replays through ``measure_batch``."""
    if "batch_size" in inst and "batch_index" in inst and claim.measure_batch is not None:
        base = {k: v for k, v in inst.items() if k not in BATCH_KEYS}
        bm = as_batch(claim.measure_batch(base, ctx, int(inst["batch_size"])), int(inst["batch_size"]))
        return bm.member_measurement(int(inst["batch_index"]))
    assert claim.measure is not None
    return claim.measure(inst, ctx)


def evaluate(claim: Claim, inst: Instance, bound: Any = None, ctx: Ctx | None = None,
             exact: bool = False) -> Evaluated:
    """Measure one instance, evaluate the bound and judge it (no confirmation)."""
    bound = bound or claim.bound
    ctx = ctx or Ctx(claim.search_dtype, _device())
    try:
        if exact:
            assert claim.exact is not None
            with mpmath.workdps(EXACT_DPS):  # mpmath re-measurements run at the same precision as the bound
                m = claim.exact(inst)
            m.exact = True
        else:
            m = _measure(claim, inst, ctx)
    except BadInput:
        raise
    except Exception as e:
        raise BadInput(f"{claim.id}: measurement raised {type(e).__name__}: {e} "
                       f"(instance {describe_instance(inst)})") from e
    return judge_measurement(claim, inst, m, bound, ctx, exact=exact)


def judge_measurement(claim: Claim, inst: Instance, m: Any, bound: Any, ctx: Ctx,
                      exact: bool = False) -> Evaluated:
    """Check a measurement of ``inst``, its assumptions and the bound, and judge it."""
    m = _check_measurement(claim, m, inst)
    slacks = _slacks(claim, inst, m)
    if any(s < -claim.assumption_atol for s in slacks.values()):
        return Evaluated(inst, m, math.nan, -math.inf, REJECTED, slacks, [], ctx.dtype, ctx.device)
    approx = [n for n, s in slacks.items() if s < 0]
    if m.exact:
        with mpmath.workdps(EXACT_DPS):  # a bound written with bounds.num runs at 60 digits here
            rhs = _bound_value(claim, bound, m, inst)
    else:
        rhs = _bound_value(claim, bound, m, inst)
    score, status = judge(claim.comparison, m.lhs, rhs, m.lhs_interval, claim.rtol, claim.atol, exact=m.exact)
    if status == VIOLATED and approx:
        status = POTENTIAL
    return Evaluated(inst, m, rhs, score, status, slacks, approx, "exact" if exact else ctx.dtype,
                     "cpu" if exact else ctx.device)


FAMILY_ERROR = 0.01  # the chance that a statistical claim's search reports a false 'violated' (Bonferroni)


def confirm(claim: Claim, ev: Evaluated, bound: Any = None, tested: int = 1) -> Evaluated:
    """Re-check a candidate (violated or potential) in float64 on the CPU, then exactly where the claim
    allows. Returns the most trustworthy evaluation; its status is 'violated' only when every re-check
    agrees, and an exact re-check also settles candidates that float64 left inside the tolerance.

    A statistical candidate (its measurement gives ``stat``) stays 'violated' only if its interval at
    confidence ``1 - FAMILY_ERROR / tested`` still lies beyond the bound, ``tested`` being how many
    instances the search may test: one unlucky Monte Carlo sample among many is not a violation.
    """
    cur = ev
    trail = [f"{ev.dtype}/{ev.device}"]
    if ev.status in (VIOLATED, POTENTIAL) and (ev.dtype != "float64" or ev.device != "cpu"):
        cur = evaluate(claim, ev.instance, bound, Ctx("float64", "cpu"))
        trail.append("float64/cpu")
    if cur.status in (VIOLATED, POTENTIAL) and claim.exact is not None:
        if "batch_size" in ev.instance and claim.measure_batch is not None:
            trail.append("exact skipped (virtual batch member: give BatchMeasurement.members)")
        else:
            cur = evaluate(claim, ev.instance, bound, exact=True)
            trail.append("exact")
    if cur.status == VIOLATED and getattr(cur.measurement, "lhs_interval", None) is not None:
        cur = _multiplicity(claim, cur, bound, max(1, int(tested)), trail)
    cur.confirmed_by = trail
    cur.phase = ev.phase
    return cur


def _multiplicity(claim: Claim, ev: Evaluated, bound: Any, tested: int, trail: list[str]) -> Evaluated:
    """Re-judge a statistical violation with its interval widened for the ``tested`` instances (Bonferroni)."""
    m = ev.measurement
    if not hasattr(getattr(m, "stat", None), "interval"):
        trail.append("interval as given by the claim (no stat: not corrected for multiplicity)")
        return ev
    conf = 1.0 - FAMILY_ERROR / tested
    iv = tuple(float(x) for x in m.stat.interval(conf))
    again = judge_measurement(claim, ev.instance, replace(m, lhs_interval=iv), bound or claim.bound,
                              Ctx(ev.dtype if ev.dtype != "exact" else "float64", ev.device), exact=m.exact)
    trail.append(f"multiplicity: interval at confidence 1 - {FAMILY_ERROR:g}/{tested}")
    if again.status != VIOLATED:
        again.status = POTENTIAL
    again.confirmed_by = ev.confirmed_by
    return again


_THREADS_SET = False


def _device() -> str:
    from models.device import default_device  # the engine stays importable without torch until used

    _set_torch_threads()
    return default_device()


def _set_torch_threads() -> None:
    """One intra-op torch thread unless $THMCHECK_TORCH_THREADS says otherwise (set once per process).

    Checks run many small tensor operations; on a busy 2-core machine torch's thread pool makes them up to
    100x slower (a (64, 64) reduction: 28 ms with 2 threads under load, 70 us with one). Parallelism comes
    from batching, pytest-xdist workers and cluster tasks instead.
    """
    global _THREADS_SET
    if _THREADS_SET:
        return
    _THREADS_SET = True
    import torch

    n = os.environ.get("THMCHECK_TORCH_THREADS", "1").strip()
    if n and n != "0":
        torch.set_num_threads(max(1, int(n)))


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

        def stack(key: str, attr: str) -> Any:
            vals = [_np(getattr(m, attr)[key]) for m in raw]
            first = vals[0]
            if all(np.array_equal(np.asarray(first), np.asarray(v)) for v in vals[1:]):
                return first
            try:
                return np.stack([np.asarray(v) for v in vals])
            except ValueError:
                arr = np.empty(size, dtype=object)
                arr[:] = vals
                return arr

        q = {k: stack(k, "quantities") for k in raw[0].quantities} if raw else {}
        t = {k: stack(k, "terms") for k in raw[0].terms} if raw else {}
        lhs = np.array([float(_np(m.lhs)) for m in raw], dtype=np.float64)
        iv = None
        if raw and raw[0].lhs_interval is not None:
            iv = (np.array([m.lhs_interval[0] for m in raw], float), np.array([m.lhs_interval[1] for m in raw], float))
        return Batch(lhs, q, t, iv, None, raw[0].solver if raw else None, size, stats=[m.stat for m in raw])
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


_CODES = {0: HOLDS, 1: POTENTIAL, 2: VIOLATED}


def judge_batch(comparison: Comparison, lhs: np.ndarray, rhs: Any, interval: tuple[Any, Any] | None,
                rtol: float, atol: float) -> tuple[np.ndarray, np.ndarray]:
    """Vectorised :func:`judge` (float mode): scores and status codes (0 holds, 1 potential, 2 violated)."""
    lhs = np.asarray(lhs, dtype=np.float64)
    rhs = np.broadcast_to(np.asarray(rhs, dtype=np.float64), lhs.shape)
    lo, hi = (lhs, lhs) if interval is None else (np.asarray(interval[0], float), np.asarray(interval[1], float))
    with np.errstate(all="ignore"):
        if comparison is Comparison.EQ:
            tol = rtol * np.maximum(np.abs(lhs), np.abs(rhs)) + atol
            half = (hi - lo) / 2
            dist = np.abs(lhs - rhs)
            den = half + tol
            score = np.where(den > 0, dist / np.where(den > 0, den, 1.0), np.where(dist == 0, 0.0, SCORE_CAP))
            outside = (rhs < lo - tol) | (rhs > hi + tol)
            return np.minimum(score, SCORE_CAP), np.where(outside, 2, 0)
        upper = comparison in (Comparison.LE, Comparison.LT)
        strict = comparison in (Comparison.LT, Comparison.GT)
        a, b = (lhs, rhs) if upper else (rhs, lhs)
        a_c, b_c = (lo, rhs) if upper else (rhs, hi)
        tol = rtol * np.maximum(np.abs(a), np.abs(b)) + atol
        gap, gap_c = a - b, a_c - b_c
        score = ordered_score(a, b, np.where, bound_first=not upper)
        pot = (gap > 0) | ((gap >= -tol) if strict else False)
        code = np.where(gap_c > tol, 2, np.where(pot, 1, 0))
    return np.minimum(score, SCORE_CAP), code


@dataclass
class _BatchPlan:
    """What vectorises for a claim, learned on its first batches (a failed try falls back per member)."""

    bound_vec: bool = True
    slack_vec: dict[str, bool] = field(default_factory=dict)
    checked: int = 0  # batches whose chosen member was re-measured through ``measure``
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
    scores, codes = judge_batch(claim.comparison, b.lhs, rhs, b.interval, claim.rtol, claim.atol)
    codes = np.where((codes == 2) & approx, 1, codes)
    scores = np.where(valid, scores, -np.inf)
    return scores, codes, valid


# ---------------------------------------------------------------------------------------------- refinement


def _torch_score(torch: Any, comparison: Comparison, lhs: Any, rhs: Any) -> Any:
    """The judge's score as a differentiable torch expression."""
    if comparison is Comparison.EQ:
        return (lhs - rhs).abs() / (rhs.abs() + 1e-300)
    upper = comparison in (Comparison.LE, Comparison.LT)
    a, b = (lhs, rhs) if upper else (rhs, lhs)
    return ordered_score(a, b, torch.where, bound_first=not upper)


def _bound_tensor(torch: Any, claim: Claim, bound: Any, m: Measurement, inst: Instance, like: Any) -> Any:
    """The bound at the measurement's quantities as a tensor; quantities that are tensors with a gradient
    get the bound's partial derivatives by central differences (bounds are pure python, not torch)."""
    names = [k for k, v in m.quantities.items() if hasattr(v, "requires_grad") and v.requires_grad]
    fixed = {k: (_py(_np(v)) if k not in names else None) for k, v in m.quantities.items()}
    fixed = {k: v for k, v in fixed.items() if k not in names}

    def f(vals: list[float]) -> float:
        q = {**fixed, **dict(zip(names, vals))}
        return finite_real(_bound_value(claim, bound, Measurement(0.0, q), inst))

    if not names:
        return torch.as_tensor(f([]), dtype=like.dtype, device=like.device)

    class _BoundFD(torch.autograd.Function):
        @staticmethod
        def forward(ctx: Any, *xs: Any) -> Any:  # noqa: ANN401
            vals = [float(x) for x in xs]
            grads = []
            for j, x in enumerate(vals):
                h = 1e-6 * max(1.0, abs(x))
                up, dn = list(vals), list(vals)
                up[j], dn[j] = x + h, x - h
                grads.append((f(up) - f(dn)) / (2 * h))
            ctx.grads = grads
            return torch.as_tensor(f(vals), dtype=like.dtype, device=like.device)

        @staticmethod
        def backward(ctx: Any, g: Any) -> Any:  # noqa: ANN401
            return tuple(g * gi for gi in ctx.grads)

    return _BoundFD.apply(*[m.quantities[k].reshape(()) for k in names])


def _with_params(inst: Instance, values: dict[str, Any]) -> Instance:
    """The instance with its refined parameters, each in its original python/numpy type."""
    out = dict(inst)
    for k, v in values.items():
        v = np.asarray(_np(v), dtype=np.float64)
        orig = inst[k]
        if isinstance(orig, np.ndarray):
            out[k] = v.reshape(orig.shape).astype(orig.dtype)
        else:
            out[k] = float(v.reshape(()))
    return out


def _refine_autograd(claim: Claim, bound: Any, start: Evaluated, ctx: Ctx, deadline: float,
                     check: Any) -> Evaluated:
    """Gradient ascent of the score over ``claim.refine.params`` with a step that grows on success and
    halves on failure (monotone, so a narrow peak is climbed, not jumped over), each step projected
    back inside the assumptions. The gradient is taken in relative coordinates (each parameter scaled
    by its magnitude); a differentiable assumption slack below zero is penalised."""
    import torch

    from models.device import torch_dtype

    R = claim.refine
    assert R is not None and R.measure is not None
    dt, dev = torch_dtype(ctx.dtype), ctx.device
    inst = dict(start.instance)

    def tensors(values: dict[str, Any]) -> dict[str, Any]:
        return {k: torch.tensor(np.asarray(_np(v), dtype=np.float64), dtype=dt, device=dev, requires_grad=True)
                for k, v in values.items()}

    def objective(p: dict[str, Any]) -> Any:
        m = R.measure(p, inst, ctx)  # type: ignore[misc]
        lhs = torch.as_tensor(m.lhs, dtype=dt, device=dev)
        obj = _torch_score(torch, claim.comparison, lhs, _bound_tensor(torch, claim, bound, m, inst, lhs))
        view = {**inst, **p, **m.quantities, **m.terms}
        for a in claim.assumptions:
            try:
                s = a.slack(view)
            except Exception:
                continue
            if hasattr(s, "requires_grad") and s.requires_grad:
                obj = obj - R.penalty * torch.relu(-s).sum()
        return obj

    params = tensors({k: inst[k] for k in R.params})
    scale = {k: max(float(p.detach().abs().mean()), 1e-3) for k, p in params.items()}
    obj = objective(params)
    if not obj.requires_grad or not bool(torch.isfinite(obj)):
        return start
    obj.backward()
    eta, best, moved = R.lr, start, False
    every = max(1, R.steps // 8)
    for step in range(R.steps):
        if time.perf_counter() > deadline or eta < 1e-12:
            break
        g = {k: (p.grad if p.grad is not None else torch.zeros_like(p)) * scale[k] for k, p in params.items()}
        norm = math.sqrt(sum(float((x * x).sum()) for x in g.values()))
        if not math.isfinite(norm) or norm == 0:
            break
        cand = {k: (p.detach() + eta * scale[k] * g[k] / norm) for k, p in params.items()}
        if R.project is not None:
            proj = R.project(_with_params(inst, cand))
            cand = {k: proj[k] for k in R.params}
        cand = tensors(cand)
        obj_c = objective(cand)
        if bool(torch.isfinite(obj_c)) and float(obj_c.detach()) > float(obj.detach()):
            if obj_c.requires_grad:
                obj_c.backward()
            params, obj, moved = cand, obj_c, True
            eta *= 1.5
        else:
            eta *= 0.5
        if moved and ((step + 1) % every == 0 or step == R.steps - 1 or eta < 1e-12):
            moved = False
            ev = check(_with_params(inst, params))
            if ev.status == VIOLATED:
                return ev
            if ev.status != REJECTED and ev.score > best.score:
                best = ev
    if moved:
        ev = check(_with_params(inst, params))
        if ev.status == VIOLATED or (ev.status != REJECTED and ev.score > best.score):
            best = ev
    return best


def _refine_free(claim: Claim, bound: Any, start: Evaluated, deadline: float, check: Any,
                 rng: np.random.Generator) -> Evaluated:
    """Derivative-free ascent through ``Claim.measure``: random +-delta probes, step on improvement."""
    R = claim.refine
    assert R is not None
    inst = dict(start.instance)
    x = {k: np.asarray(inst[k], dtype=np.float64) for k in R.params}
    scale = {k: max(float(np.abs(v).mean()), 1e-3) for k, v in x.items()}
    step = R.lr
    best = start
    for _ in range(R.steps):
        if time.perf_counter() > deadline or step < 1e-9:
            break
        delta = {k: rng.choice([-1.0, 1.0], size=v.shape) * step * scale[k] for k, v in x.items()}
        improved = False
        for sign in (1.0, -1.0):
            cand = _with_params(inst, {k: x[k] + sign * delta[k] for k in x})
            if R.project is not None:
                cand = R.project(cand)
            ev = check(cand)
            if ev.status == VIOLATED:
                return ev
            if ev.status != REJECTED and ev.score > best.score:
                best, improved = ev, True
                inst = cand
                x = {k: np.asarray(cand[k], dtype=np.float64) for k in R.params}
                break
        step = step * 1.5 if improved else step * 0.6
    return best


# ------------------------------------------------------------------------------------------------ search


SCORES_KEPT = 20_000


@dataclass
class _State:
    start: float
    budget: float
    tried: int = 0
    valid: int = 0
    rejected: int = 0
    refuted: int = 0
    potentials: int = 0
    examples: int = 0
    worst: Evaluated | None = None
    worst_potential: Evaluated | None = None
    shrunk: Evaluated | None = None
    error: str = ""
    stopped: str = ""
    top: list[Evaluated] = field(default_factory=list)  # the best distinct instances, for refinement
    keep: int = 0
    scores: list[float] = field(default_factory=list)  # every valid instance's score (capped), for the report
    span: SpanTracker | None = None  # searched span of the claim's printed domain (checks.domain)

    def cover(self, ev: Evaluated) -> None:
        """Record a valid instance's parameter values in the searched span."""
        if self.span is not None:
            self.span.update(ev.instance, ev.measurement.quantities, ev.measurement.terms)

    def score(self, *values: float) -> None:
        """Record valid instances' scores (the first ``SCORES_KEPT``) for the score histogram."""
        room = SCORES_KEPT - len(self.scores)
        if room > 0:
            self.scores.extend(float(v) for v in values[:room] if math.isfinite(v))

    def remember(self, ev: Evaluated) -> None:
        """Keep ``ev`` among the ``keep`` best distinct valid instances."""
        if self.keep <= 0 or ev.status == REJECTED or not math.isfinite(ev.score):
            return
        if any(_same_instance(ev.instance, o.instance) for o in self.top):
            return
        self.top.append(ev)
        self.top.sort(key=lambda e: -e.score)
        del self.top[self.keep:]


def _same_instance(a: Instance, b: Instance) -> bool:
    if a.keys() != b.keys():
        return False
    for k in a:
        x, y = a[k], b[k]
        if isinstance(x, np.ndarray) or isinstance(y, np.ndarray):
            if not np.array_equal(np.asarray(x), np.asarray(y)):
                return False
        elif x != y:
            return False
    return True


def run_claim(claim: Claim, profile: Profile | str | None = None, *, bound: Any = None, seed_: int | None = None,
              max_examples: int | None = None, budget_s: float | None = None, batch: int | None = None,
              refine: bool | None = None, database: Any = None) -> ClaimResult:
    """Search one claim for a violation and return its verdict (never raises for a claim's own faults).

    ``batch`` overrides the profile's batch size for claims with ``measure_batch`` (1: one instance per
    example); ``refine`` switches gradient refinement on or off; ``database`` is a Hypothesis example
    database (or a directory path for one) that overrides the profile's, e.g. one shared by a cluster.
    While it runs, ``checks.profiles.active_profile()`` names the profile (for measurements that scale with it).
    """
    prof = profile if isinstance(profile, Profile) else get_profile(profile)
    token = _ACTIVE.set(prof.name)
    try:
        return _run_claim(claim, prof, bound=bound, seed_=seed_, max_examples=max_examples, budget_s=budget_s,
                          batch=batch, refine=refine, database=database)
    finally:
        _ACTIVE.reset(token)


def _run_claim(claim: Claim, prof: Profile, *, bound: Any, seed_: int | None, max_examples: int | None,
               budget_s: float | None, batch: int | None, refine: bool | None, database: Any) -> ClaimResult:
    """The body of :func:`run_claim` (the profile already resolved)."""
    prof = prof.for_claim(claim.settings)
    if max_examples is not None:
        prof = replace(prof, max_examples=max_examples)
    budget = prof.budget_s if budget_s is None else budget_s
    bsize = max(1, int(prof.batch if batch is None else batch)) if claim.measure_batch is not None else 1
    do_refine = claim.refine is not None and (prof.refine if refine is None else refine)
    user = bound is not None
    res = ClaimResult(claim, Verdict.UNKNOWN, prof.name, None, bound_name=_name(bound) if user else claim.bound_name,
                      user_bound=user, expect=Expect.HOLDS if user else claim.expect, dtype=claim.search_dtype,
                      batch=bsize)
    if claim.notes:
        res.notes.append(claim.notes)
    if not claim.checkable:
        res.verdict = Verdict.NOT_CHECKABLE
        res.message = claim.not_checkable_reason
        return res
    try:
        res.device = _device()
    except Exception as e:
        res.message = f"{claim.id}: no device: {e}"
        return res
    t0 = time.perf_counter()
    search_budget = budget * (1 - prof.refine_share) if do_refine else budget
    st = _State(start=t0, budget=search_budget, keep=claim.refine.starts if do_refine and claim.refine else 0,
                span=SpanTracker(claim.domain) if claim.domain else None)
    bound = bound or claim.bound
    ctx = ctx_ = Ctx(claim.search_dtype, res.device)
    plan = _BatchPlan()

    def settle(ev: Evaluated) -> Evaluated:
        """Confirm a candidate, update the counters and the worst instances; raise on a confirmed violation."""
        if ev.status in (VIOLATED, POTENTIAL):
            first = ev.status
            try:
                ev = confirm(claim, ev, bound, tested=prof.max_examples * bsize)
            except BadInput as e:
                st.error = str(e)
                raise _Stop from None
            if first == VIOLATED and ev.status != VIOLATED:
                st.refuted += 1
        if st.worst is None or ev.score > st.worst.score:
            st.worst = ev
        st.remember(ev)
        if ev.status != REJECTED:
            st.score(ev.score)
        if ev.status == POTENTIAL:
            st.potentials += 1
            if st.worst_potential is None or ev.score > st.worst_potential.score:
                st.worst_potential = ev
        return ev

    def probe(inst: Instance) -> None:
        if time.perf_counter() - st.start > st.budget:
            st.stopped = "time budget"
            raise _Stop
        st.tried += 1
        st.examples += 1
        try:
            ev = evaluate(claim, inst, bound, ctx)
        except BadInput as e:
            st.error = str(e)
            raise _Stop from None
        if ev.status == REJECTED:
            st.rejected += 1
            reject()
        st.valid += 1
        st.cover(ev)
        ev = settle(ev)
        if math.isfinite(ev.score):
            target(float(ev.score), label="score")
        if ev.status == VIOLATED:
            st.shrunk = ev
            raise _Counterexample(f"{claim.id} violated: lhs={ev.measurement.lhs} rhs={ev.rhs}")

    def probe_batch(inst: Instance) -> None:
        if time.perf_counter() - st.start > st.budget:
            st.stopped = "time budget"
            raise _Stop
        st.examples += 1
        try:
            try:
                b = as_batch(claim.measure_batch(inst, ctx_, bsize), bsize)  # type: ignore[misc]
            except BadInput:
                raise
            except Exception as e:
                raise BadInput(f"{claim.id}: batched measurement raised {type(e).__name__}: {e} "
                               f"(instance {describe_instance(inst)}, batch {bsize})") from e
            scores, codes, valid = score_batch(claim, bound, inst, b, plan)
            st.tried += b.size
            nvalid = int(valid.sum())
            st.rejected += b.size - nvalid
            if nvalid == 0:
                reject()
            st.valid += nvalid
            if st.span is not None and nvalid:
                ok = np.asarray(valid, bool)
                st.span.update(*({k: (v[ok] if b.per_member(v) else v) for k, v in d.items()}
                                 for d in (inst, b.quantities, b.terms)))
            i = int(np.argmax(scores))
            others = np.asarray(valid, bool).copy()
            others[i] = False  # the chosen member is recorded when it is settled
            st.score(*np.asarray(scores)[others].tolist())
            member = b.member_instance(inst, i)
            ev = judge_measurement(claim, member, b.member_measurement(i), bound, ctx_)
            if codes[i] or plan.checked < 3:
                # the chosen member must replay: re-measure it through the one-instance path
                plan.checked += 1
                ev2 = evaluate(claim, member, bound, ctx_)
                if not _close(ev2.measurement.lhs, ev.measurement.lhs):
                    raise BadInput(f"{claim.id}: batch member {i} does not replay: measure_batch gave lhs "
                                   f"{ev.measurement.lhs}, measure gives {ev2.measurement.lhs} on its instance "
                                   f"{describe_instance(member)}")
                ev = ev2
        except BadInput as e:
            st.error = str(e)
            raise _Stop from None
        ev.phase = "batch"
        if ev.status == REJECTED:  # the vectorised slacks disagreed with the exact ones: trust the latter
            reject()
        ev = settle(ev)
        if math.isfinite(ev.score):
            target(float(ev.score), label="score")
        if ev.status == VIOLATED:
            st.shrunk = ev
            raise _Counterexample(f"{claim.id} violated: lhs={ev.measurement.lhs} rhs={ev.rhs}")

    if prof.derandomize and seed_ is None:
        res.seed = None
    else:
        res.seed = seed_ if seed_ is not None else random.SystemRandom().randrange(2**32)
    if database is None:
        db = DirectoryBasedExampleDatabase(".hypothesis/thmcheck") if prof.database else None
    elif isinstance(database, str | Path):
        db = DirectoryBasedExampleDatabase(str(database))
    else:
        db = database
    hs = settings(
        max_examples=prof.max_examples,
        deadline=None,
        derandomize=prof.derandomize and seed_ is None,
        database=db,
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
        verbosity=Verbosity.quiet,
        print_blob=False,
    )
    fn = probe_batch if claim.measure_batch is not None else probe
    # one example-database key per claim (the test function is the same for every claim)
    fn._hypothesis_internal_add_digest = claim.id.encode()  # type: ignore[attr-defined]
    try:
        strategy = claim.get_strategy()
        test = hs(given(strategy)(fn))
        if res.seed is not None:
            # what @seed does, minus its switching the example database off (a seeded dev/deep/cluster run
            # must still save and replay failing examples)
            test._hypothesis_internal_use_seed = res.seed  # type: ignore[attr-defined]
        with _without_source_constants():
            test()
    except _Stop:
        pass
    except _Counterexample:
        pass
    except Unsatisfiable:
        st.stopped = st.stopped or "unsatisfiable"
    except HypothesisException as e:  # flaky replays, invalid strategies, ...
        if st.shrunk is None and type(e).__name__.startswith("Flaky") and st.valid:
            # Hypothesis could not replay one of its own test cases; every instance the engine evaluated
            # stands, so the verdict rests on those, and the report says the search ended early
            res.notes.append(f"Hypothesis ended early with {type(e).__name__} (an inconsistent replay of its own "
                             f"test case); the verdict rests on the {st.valid} instances evaluated before.")
        elif st.shrunk is None:
            st.error = st.error or f"{claim.id}: search failed: {type(e).__name__}: {e}"
        else:
            res.notes.append(f"Hypothesis ended with {type(e).__name__}; the confirmed violation stands.")
    except BaseExceptionGroup as e:  # pragma: no cover - report_multiple_bugs is off
        st.error = f"{claim.id}: search failed: {e!r}"
    except Exception as e:  # a strategy or engine fault on this claim: never crash the run
        if st.shrunk is None:
            st.error = f"{claim.id}: search raised {type(e).__name__}: {e}"
    if do_refine and st.shrunk is None and not st.error and st.top:
        _run_refinement(claim, bound, ctx, st, res, t0 + budget, settle, seed_ if seed_ is not None else 0)
    res.seconds = time.perf_counter() - t0
    res.tried, res.valid, res.rejected = st.tried, st.valid, st.rejected
    res.refuted, res.potentials, res.examples = st.refuted, st.potentials, st.examples
    res.worst, res.shrunk = st.worst, st.shrunk
    res.best_score = st.worst.score if st.worst else None
    res.scores = st.scores
    if st.span is not None:
        res.coverage = st.span.coverage()
    res.found_by = st.worst.phase if st.worst else ""
    res.notes.extend(plan.notes)
    if st.refuted:
        res.notes.append(f"{st.refuted} candidate violation(s) in search precision were refuted by the "
                         "float64/exact re-check (rounding artefacts, not violations).")
    if st.stopped == "time budget":
        res.notes.append(f"search stopped by its time budget ({search_budget:.0f} s) after {st.tried} instances.")
    if claim.measure_batch is not None:
        res.notes.append(f"batched search: {st.examples} examples x {bsize} instances; worst instance found by "
                         f"the {res.found_by or 'n/a'} phase.")
    res.verdict, res.message = _verdict(res, st, prof)
    if res.verdict is Verdict.POTENTIAL and st.worst_potential is not None:
        res.shrunk = st.worst_potential
    return res


def _close(a: Any, b: Any, rtol: float = 1e-9) -> bool:
    try:
        x, y = float(a), float(b)
    except (TypeError, ValueError):
        return a == b
    return x == y or abs(x - y) <= rtol * max(abs(x), abs(y)) + 1e-300


def _run_refinement(claim: Claim, bound: Any, ctx: Ctx, st: _State, res: ClaimResult, deadline: float,
                    settle: Any, seed_: int) -> None:
    """Refine the search's best instances (``Claim.refine``); a confirmed violation becomes the result."""
    R = claim.refine
    assert R is not None
    before = st.worst.score if st.worst else -math.inf
    rng = np.random.default_rng([seed_ & 0xFFFFFFFF, len(claim.id)])

    def check(cand: Instance) -> Evaluated:
        ev = evaluate(claim, cand, bound, ctx)
        ev.phase = "refine"
        st.tried += 1
        if ev.status == REJECTED:
            st.rejected += 1
            return ev
        st.valid += 1
        st.cover(ev)
        return settle(ev)

    starts = [e for e in st.top if all(k in e.instance for k in R.params)]
    if len(starts) < len(st.top):
        res.notes.append("refinement skipped instances without the parameters "
                         f"{', '.join(R.params)} (virtual batch members?)")
    for ev0 in starts:
        if time.perf_counter() > deadline:
            break
        res.refine_starts += 1
        try:
            if R.measure is not None:
                ev = _refine_autograd(claim, bound, ev0, ctx, deadline, check)
            else:
                ev = _refine_free(claim, bound, ev0, deadline, check, rng)
        except _Stop:
            break
        except BadInput as e:
            res.notes.append(f"refinement stopped: {e}")
            break
        except Exception as e:  # a refinement fault never loses the search's result
            res.notes.append(f"refinement stopped: {type(e).__name__}: {e}")
            break
        if ev.status == VIOLATED:
            st.shrunk = ev
            res.notes.append("violation found by gradient refinement of a search instance (not shrunk).")
            break
    after = st.worst.score if st.worst else -math.inf
    if math.isfinite(before) and math.isfinite(after):
        res.refine_gain = after - before
        res.notes.append(f"refinement of {res.refine_starts} instance(s): best score {before:.6g} -> {after:.6g}.")


def _verdict(res: ClaimResult, st: _State, prof: Profile) -> tuple[Verdict, str]:
    if st.shrunk is not None:
        ev = st.shrunk
        return Verdict.VIOLATED, (f"confirmed by {' -> '.join(ev.confirmed_by)}: lhs={_fmt(ev.measurement.lhs)} "
                                  f"{res.claim.comparison} rhs={_fmt(ev.rhs)} fails (score {ev.score:.6g})")
    if st.error:
        return Verdict.UNKNOWN, st.error
    if st.potentials:
        w = st.worst_potential
        assert w is not None
        why = (f"assumptions met only approximately ({', '.join(w.approx)})" if w.approx
               else "only inside the numerical tolerance or the confidence interval")
        return Verdict.POTENTIAL, f"{st.potentials} instance(s) cross the bound {why}; best score {w.score:.6g}"
    if st.valid == 0 or (st.valid < min(prof.min_valid, prof.max_examples) and st.rejected > st.valid):
        # gave up means the assumptions rejected the draws; few instances for lack of time is reported below
        return Verdict.GAVE_UP, (f"only {st.valid} valid instance(s) of {st.tried} drawn "
                                 f"({st.rejected} rejected by the assumptions)")
    best = f"{st.worst.score:.6g}" if st.worst else "n/a"
    few = (f"; only {st.valid} instance(s) within the budget (fewer than {prof.min_valid})"
           if st.valid < min(prof.min_valid, prof.max_examples) else "")
    return Verdict.NONE, (f"{st.valid} valid instances ({st.rejected} rejected); best score {best} "
                          f"(1 = on the bound){few}")


def _fmt(x: Any) -> str:
    if isinstance(x, Fraction):
        from checks.instances import short

        txt = short(x)
        return txt if "exact rational" in txt else f"{x} (~{float(x):.12g})"
    try:
        return f"{float(x):.12g}"
    except (TypeError, ValueError):
        return repr(x)


def _name(f: Any) -> str:
    return f"{getattr(f, '__module__', '?')}.{getattr(f, '__qualname__', getattr(f, '__name__', '?'))}"


def replay(claim: Claim, inst: Instance, bound: Any = None) -> Evaluated:
    """Evaluate a saved instance again (float64 on the CPU, then exactly where offered)."""
    ev = evaluate(claim, inst, bound, Ctx("float64", "cpu"))
    return confirm(claim, ev, bound) if ev.status == VIOLATED else ev
