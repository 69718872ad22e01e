"""Evaluating one instance: measure it (``claim.measure``, or ``claim.exact`` at 60 digits), check the measurement,
compute each assumption's slack (a negative slack rejects the instance, a slack in ``[-assumption_atol, 0)`` marks it
approximately met), evaluate the bound (any exception, NaN, inf or non-scalar is :class:`BadInput`) and judge the
pair with :func:`thmcheck.checks.engine.scoring.judge`. It also chooses the device and torch's thread count. No search and no
confirmation happen here: :func:`evaluate` is the single step every phase (search, batch re-measurement, refinement,
confirmation, replay) repeats.
"""

from __future__ import annotations

import contextvars
import copy
import hashlib
import math
import os
import time
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np

from thmcheck.checks import degenerate
from thmcheck.checks.claim import (
    Claim,
    Comparison,
    Ctx,
    Instance,
    Measurement,
    SolverFailure,
    finite_real,
)
from thmcheck.checks.engine.batchdata import as_batch
from thmcheck.checks.engine.results import (
    CONDITIONAL,
    EXACT_DPS,
    HOLDS,
    POTENTIAL,
    REJECTED,
    UNKNOWN,
    VIOLATED,
    BadInput,
    Evaluated,
)
from thmcheck.checks.engine.scoring import judge_tight
from thmcheck.checks.profiles import active_profile

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


def _copied(v: Any) -> Any:
    """A copy of an array argument (numpy or torch); other values as they are."""
    if isinstance(v, np.ndarray):
        return v.copy()
    clone = getattr(v, "clone", None)
    return clone() if callable(clone) and hasattr(v, "dtype") else v


def bound_value(claim: Claim, bound: Any, m: Measurement, inst: Instance) -> Any:
    name = getattr(bound, "__name__", "bound")
    try:
        raw = bound(**{k: _copied(v) for k, v in m.quantities.items()})  # a bound that mutates its input changes
        # nothing the report, the instance or the replay sees
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


def assumption_slacks(claim: Claim, inst: Instance, m: Measurement) -> dict[str, float]:
    view = {**inst, **m.quantities, **m.terms}
    out: dict[str, float] = {}
    for a in claim.assumptions:
        try:
            out[a.name] = float(a.slack(view))
        except SolverFailure:  # the hypothesis could not be decided by our own solver: unknown, not rejected
            raise
        except Exception as e:
            raise BadInput(f"{claim.id}: assumption {a.name!r} raised {type(e).__name__}: {e} "
                           f"(instance {describe_instance(inst)})") from e
        if math.isnan(out[a.name]):
            raise BadInput(f"{claim.id}: assumption {a.name!r} slack is NaN (instance {describe_instance(inst)})")
    return out


BATCH_KEYS = ("batch_index", "batch_size")


def _measure(claim: Claim, inst: Instance, ctx: Ctx) -> Measurement:
    """``claim.measure``; an instance saved as a virtual batch member replays through ``measure_batch``. Inside
    :func:`measurement_cache` a measurement that was costly is kept, and the same measurement of the same instance
    in the same precision is answered from it (a copy; the wrapped measurement is told: :func:`memo_hit`)."""
    if "batch_size" in inst and "batch_index" in inst and claim.measure_batch is not None:
        base = {k: v for k, v in inst.items() if k not in BATCH_KEYS}
        bm = as_batch(claim.measure_batch(base, ctx, int(inst["batch_size"])), int(inst["batch_size"]))
        return bm.member_measurement(int(inst["batch_index"]))
    assert claim.measure is not None
    cache = _CACHE.get()
    key = None
    if cache:  # only a cache that holds something is looked up: a claim whose measurements are all cheap never hashes
        key = _cache_key(claim.measure, inst, ctx)
        if key is not None and key in cache:
            cache.move_to_end(key)
            m = copy.deepcopy(cache[key][1])
            memo_hit(claim.measure, inst, m, ctx)
            return m
    t0 = time.perf_counter()
    m = claim.measure(inst, ctx)
    if cache is not None and time.perf_counter() - t0 >= CACHE_MIN_S and isinstance(m, Measurement):
        key = key or _cache_key(claim.measure, inst, ctx)
        if key is not None:
            try:
                cache[key] = (claim.measure, copy.deepcopy(m))  # the function is held: its id stays its own
            except Exception:  # a measurement deepcopy cannot copy: not kept
                return m
            if len(cache) > cache.size:
                cache.popitem(last=False)
    return m


# ------------------------------------------------------------------------------------ the measurement cache

CACHE_MIN_S = 2e-3  # a measurement that took less (wall-clock) is not kept: hashing and copying would cost more
CACHE_SIZE = 32  # measurements kept per claim evaluation (the last ones used)


class MeasurementStore(OrderedDict):
    """Measurements kept by :func:`measurement_cache` (instance key -> (measure function, measurement)), the last
    ``size`` used. One made by the caller and passed to several ``measurement_cache(store)`` blocks outlives one
    claim run: ``tests/test_mutants.py`` holds one per process, so that a claim's planted mutants, which search the
    same claim with other bounds and draw many of the same instances, measure each instance once."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        super().__init__()
        self.size = size


_CACHE: contextvars.ContextVar[MeasurementStore | None] = contextvars.ContextVar("thmcheck_measure_cache",
                                                                                 default=None)


@contextmanager
def measurement_cache(store: MeasurementStore | None = None) -> Iterator[None]:
    """Within: a measurement of an instance is made once per precision, profile and mpmath precision (round 28).
    ``run_claim`` opens one per search (a divergence path's point, a refined or confirmed instance that the search
    already measured in the same precision) and ``thmcheck.checks.readings.run_with_readings`` one per claim (a
    reading with the literal measurement searches many of the same instances); a nested call uses the outer one;
    ``store`` (a :class:`MeasurementStore`) keeps the measurements past the block. A measurement is a function of
    its instance and precision (``replay`` relies on it); what is kept is a deep copy taken as it was made, and
    each answer is a deep copy of that."""
    if _CACHE.get() is not None:
        yield
        return
    token = _CACHE.set(MeasurementStore(CACHE_SIZE) if store is None else store)
    try:
        yield
    finally:
        _CACHE.reset(token)


def _cache_key(measure: Any, inst: Instance, ctx: Ctx) -> tuple[Any, ...] | None:
    k = instance_key(inst)
    return None if k is None else (id(measure), k, ctx.dtype, ctx.device, active_profile(), mpmath.mp.dps)


def memo_hit(measure: Any, inst: Instance, m: Any, ctx: Ctx) -> None:
    """Tell a wrapped measurement (``thmcheck.checks.draws.Recorder``, ``thmcheck.checks.progress.counting``) that a
    memo (the probe memo, the measurement cache) answered for it: its ``memo_hit(inst, measurement, ctx)``
    attribute, if any, does what it does after a measurement (a draws line, a progress tick), so that what it
    records is the same with the memo or without."""
    hook = getattr(measure, "memo_hit", None)
    if callable(hook):
        hook(inst, m, ctx)


def instance_key(inst: Any) -> str | None:
    """An exact digest of an instance's values (arrays and tensors by dtype, shape and bytes; numbers, strings and
    Fractions by type and repr; containers recursively), or None where a value is of another kind."""
    h = hashlib.sha1()

    def feed(v: Any) -> bool:
        if v is None or isinstance(v, bool | int | float | complex | str | Fraction):
            h.update(f"{type(v).__name__}:{v!r};".encode())
            return True
        if isinstance(v, np.generic) and v.dtype != object:
            h.update(f"np:{v.dtype.str}:".encode() + v.tobytes())
            return True
        if isinstance(v, np.ndarray):
            if v.dtype == object:
                return False
            h.update(f"nd:{v.dtype.str}:{v.shape}:".encode() + np.ascontiguousarray(v).tobytes())
            return True
        if type(v).__module__.startswith("torch") and hasattr(v, "detach"):
            try:
                a = v.detach().cpu().contiguous().numpy()  # bfloat16, sparse, ...: not keyed
            except Exception:
                return False
            h.update(f"t:{v.dtype}:{v.device}:{v.requires_grad}:{tuple(v.shape)}:".encode() + a.tobytes())
            return True
        if isinstance(v, list | tuple):
            h.update(f"{type(v).__name__}[{len(v)}]".encode())
            return all(feed(x) for x in v)
        if isinstance(v, dict):
            h.update(f"dict[{len(v)}]".encode())
            try:
                items = sorted(v.items(), key=lambda kv: repr(kv[0]))
            except Exception:
                return False
            return all(feed(k) and feed(x) for k, x in items)
        return False

    return h.hexdigest() if feed(inst) else None


def evaluate(claim: Claim, inst: Instance, bound: Any = None, ctx: Ctx | None = None,
             exact: bool = False) -> Evaluated:
    """Measure one instance, evaluate the bound and judge it (no confirmation)."""
    bound = bound or claim.bound
    ctx = ctx or Ctx(claim.search_dtype, choose_device())
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
    except SolverFailure as e:  # our own solver failed on an instance inside the hypotheses: unknown, not rejected
        return solver_failure(inst, e, "exact" if exact else ctx.dtype, "cpu" if exact else ctx.device)
    except Exception as e:
        if out_of_memory(e):  # the measurement does not fit in memory at this size (e.g. a path pushed past its grid)
            return solver_failure(inst, SolverFailure(f"out of memory: {type(e).__name__}: {e}"),
                                  "exact" if exact else ctx.dtype, "cpu" if exact else ctx.device)
        raise BadInput(f"{claim.id}: measurement raised {type(e).__name__}: {e} "
                       f"(instance {describe_instance(inst)})") from e
    try:
        return judge_measurement(claim, inst, m, bound, ctx, exact=exact)
    except SolverFailure as e:  # an assumption our own solver could not decide (Assumption.slack raised it)
        return solver_failure(inst, e, "exact" if exact else ctx.dtype, "cpu" if exact else ctx.device)


def out_of_memory(e: BaseException) -> bool:
    """Whether a measurement failed for want of memory (``MemoryError``, torch's ``OutOfMemoryError``, or its CPU
    allocator's "can't allocate memory"): our computation's limit at that size, counted like a solver failure."""
    if isinstance(e, MemoryError) or type(e).__name__ == "OutOfMemoryError":
        return True
    return isinstance(e, RuntimeError) and "can't allocate memory" in str(e)


def solver_failure(inst: Instance, err: BaseException, dtype: str, device: str) -> Evaluated:
    """The evaluation of an instance on which the checker's own solver failed (``SolverFailure``): ``unknown``."""
    return Evaluated(inst, Measurement(math.nan, {}), math.nan, -math.inf, UNKNOWN, {}, [], dtype, device,
                     note=f"{type(err).__name__}: {err}")


def sign_refutes(claim: Claim, m: Measurement, f: Any, on_path: bool = False) -> str:
    """The status of a uniform (shape) claim at one instance, from signs alone: ``lhs >= c f`` with a positive shape
    f needs lhs > 0, with a zero shape lhs >= 0 (``>``: lhs > 0), and ``lhs <= c f`` with f <= 0 needs lhs <= 0,
    for every constant c > 0. A left side on the wrong side of 0 (beyond the claim's tolerance and its interval)
    refutes every constant at once: violated; within them: potential; otherwise holds (the ratio lhs / f is left to
    the divergence paths). Not for a claim that needs some parameter only large enough (``eventually``): there one
    instance refutes nothing, and a divergence path judges the sign at each of its points instead (``on_path``: a
    sign crossing at every point of a path that grows those parameters refutes them,
    ``thmcheck.checks.engine.divergence``)."""
    if claim.eventually and not on_path:
        return HOLDS
    try:
        fv = float(f)
    except (TypeError, ValueError):
        return HOLDS
    if claim.comparison in (Comparison.GE, Comparison.GT) and fv > 0:
        zero = Comparison.GT  # lhs > 0
    elif claim.comparison in (Comparison.GE, Comparison.GT) and fv == 0:
        zero = claim.comparison  # lhs >= c 0 = 0 (lhs > 0) for every c: a zero shape is no escape (round 32)
    elif claim.comparison in (Comparison.LE, Comparison.LT) and fv <= 0:
        zero = Comparison.LE  # lhs <= 0
    else:
        return HOLDS
    _, status, _ = judge_tight(zero, m.lhs, 0, m.lhs_interval, claim.rtol, claim.atol, exact=m.exact)
    if status == VIOLATED and not m.exact and abs(float(m.lhs)) <= degenerate.ZERO_ROUND:
        return POTENTIAL  # a float zero (an underflow, a cancellation) is not a sign
    return status if status in (VIOLATED, POTENTIAL) else HOLDS


def judge_measurement(claim: Claim, inst: Instance, m: Any, bound: Any, ctx: Ctx,
                      exact: bool = False) -> Evaluated:
    """Check a measurement of ``inst``, its assumptions and the bound, and judge it."""
    m = _check_measurement(claim, m, inst)
    slacks = assumption_slacks(claim, inst, m)
    if any(s < -claim.assumption_atol for s in slacks.values()):
        return Evaluated(inst, m, math.nan, -math.inf, REJECTED, slacks, [], ctx.dtype, ctx.device)
    approx = [n for n, s in slacks.items() if s < 0]
    if m.exact:
        with mpmath.workdps(EXACT_DPS):  # a bound written with thmcheck.bounds.num runs at 60 digits here
            rhs = bound_value(claim, bound, m, inst)
    else:
        rhs = bound_value(claim, bound, m, inst)
    score, status, tight = judge_tight(claim.comparison, m.lhs, rhs, m.lhs_interval, claim.rtol, claim.atol,
                                       exact=m.exact)
    raw_score = score
    score, status, tight = degenerate.adjust(score, status, tight, m.lhs, rhs, m.exact, claim.atol,
                                             confirmable=claim.exact is not None)  # 0 vs 0
    if claim.uniform:
        # a uniform (shape) claim: lhs / f is the score the search climbs, and no single instance crosses by itself;
        # a divergence path decides (thmcheck.checks.engine.divergence) -- except where the sign alone refutes every
        # constant c > 0 (sign_refutes)
        status, tight = sign_refutes(claim, m, rhs), False
    granted: list[str] = []
    if status == VIOLATED and approx:
        # a crossing where only requirements no run can certify are approximately met is conditional on them;
        # an assumption missed by rounding (a certifiable one) leaves it potential
        uncertified = {a.name for a in claim.assumptions if not a.certifiable}
        if all(n in uncertified for n in approx):
            status, granted = CONDITIONAL, list(approx)
        else:
            status = POTENTIAL
    return Evaluated(inst, m, rhs, score, status, slacks, approx, "exact" if exact else ctx.dtype,
                     "cpu" if exact else ctx.device, granted=granted, tight=tight,
                     steer_score=raw_score if raw_score != score else None)


_THREADS_SET = False


def choose_device() -> str:
    from thmcheck.models.device import default_device  # the engine stays importable without torch until used

    set_torch_threads()
    return default_device()


def set_torch_threads() -> None:
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
    set_blas_threads()


def set_blas_threads() -> None:
    """One BLAS thread for numpy/scipy unless $THMCHECK_BLAS_THREADS says otherwise (``0``: the library's default).

    The same reason as torch's: many measures are numpy (eigenvalues, small matmuls, quadratures), and
    OpenBLAS's pool on a busy 2-core machine made a two-claim run take 51 s of wall time instead of 13 s (the
    same 2.5 s of CPU). The limit holds for the whole process and the workers it forks.
    """
    n = os.environ.get("THMCHECK_BLAS_THREADS", "1").strip()
    if not n or n == "0":
        return
    import numpy  # noqa: F401  (load numpy's and scipy's BLAS first: the limit reaches only loaded libraries)
    import scipy.linalg  # noqa: F401
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=max(1, int(n)), user_api="blas")


