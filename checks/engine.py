"""The search engine: draws instances, measures, compares with the bound, confirms, and gives a verdict.

It knows no paper. For each claim it runs a Hypothesis search whose test function

1. measures the instance (``claim.measure``) in the claim's search precision,
2. rejects the instance when an assumption's slack is negative (beyond ``assumption_atol``),
3. evaluates the bound (any exception, NaN, inf, or non-scalar makes the verdict ``unknown``),
4. steers the search with ``hypothesis.target`` on a scale-free score (> 1 means the claim fails there),
5. re-checks a candidate violation in float64 on the CPU and, where the claim offers it, exactly;
   only a confirmed violation fails the test function, so Hypothesis shrinks real violations only.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np
from hypothesis import HealthCheck, Phase, Verbosity, given, reject, seed, settings, target
from hypothesis.database import DirectoryBasedExampleDatabase
from hypothesis.errors import HypothesisException, Unsatisfiable

from checks.claim import Claim, Comparison, Ctx, Expect, Instance, Measurement, Verdict, finite_real
from checks.profiles import Profile, get_profile

HOLDS, POTENTIAL, VIOLATED, REJECTED = "holds", "potential", "violated", "rejected"
SCORE_CAP = 1e12
EXACT_DPS = 60  # decimal digits of mpmath re-checks


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

    @property
    def meets_expectation(self) -> bool:
        """Whether the verdict is the one CI expects of this claim."""
        if self.verdict is Verdict.NOT_CHECKABLE:
            return True
        if self.expect is Expect.ERRATUM:
            return self.verdict is Verdict.VIOLATED
        return self.verdict in (Verdict.NONE, Verdict.POTENTIAL)


# ----------------------------------------------------------------------------------------------- scoring


def _exactify(x: Any) -> Any:
    """A Fraction for exact arithmetic (ints, Fractions and floats convert exactly)."""
    if isinstance(x, Fraction | int):
        return Fraction(x)
    if hasattr(x, "man_exp"):  # an mpmath mpf: its exact binary value
        man, exp = x.man_exp
        return Fraction(int(man)) * (Fraction(2) ** int(exp))
    return Fraction(float(x))


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
    if b > 0 and a >= 0:
        score = float(a / b)
    else:
        den = abs(a) + abs(b)
        score = float(1 + (a - b) / den) if den > 0 else 1.0
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


def evaluate(claim: Claim, inst: Instance, bound: Any = None, ctx: Ctx | None = None,
             exact: bool = False) -> Evaluated:
    """Measure one instance, evaluate the bound and judge it (no confirmation)."""
    bound = bound or claim.bound
    ctx = ctx or Ctx(claim.search_dtype, _device())
    try:
        if exact:
            assert claim.exact is not None
            m = claim.exact(inst)
            m.exact = True
        else:
            assert claim.measure is not None
            m = claim.measure(inst, ctx)
    except BadInput:
        raise
    except Exception as e:
        raise BadInput(f"{claim.id}: measurement raised {type(e).__name__}: {e} "
                       f"(instance {describe_instance(inst)})") from e
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


def confirm(claim: Claim, ev: Evaluated, bound: Any = None) -> Evaluated:
    """Re-check a candidate (violated or potential) in float64 on the CPU, then exactly where the claim
    allows. Returns the most trustworthy evaluation; its status is 'violated' only when every re-check
    agrees, and an exact re-check also settles candidates that float64 left inside the tolerance.
    """
    cur = ev
    trail = [f"{ev.dtype}/{ev.device}"]
    if ev.status in (VIOLATED, POTENTIAL) and (ev.dtype != "float64" or ev.device != "cpu"):
        cur = evaluate(claim, ev.instance, bound, Ctx("float64", "cpu"))
        trail.append("float64/cpu")
    if cur.status in (VIOLATED, POTENTIAL) and claim.exact is not None:
        cur = evaluate(claim, ev.instance, bound, exact=True)
        trail.append("exact")
    cur.confirmed_by = trail
    return cur


def _device() -> str:
    from models.device import default_device  # the engine stays importable without torch until used

    return default_device()


# ------------------------------------------------------------------------------------------------ search


@dataclass
class _State:
    start: float
    budget: float
    tried: int = 0
    valid: int = 0
    rejected: int = 0
    refuted: int = 0
    potentials: int = 0
    worst: Evaluated | None = None
    worst_potential: Evaluated | None = None
    shrunk: Evaluated | None = None
    error: str = ""
    stopped: str = ""


def run_claim(claim: Claim, profile: Profile | str | None = None, *, bound: Any = None, seed_: int | None = None,
              max_examples: int | None = None, budget_s: float | None = None) -> ClaimResult:
    """Search one claim for a violation and return its verdict (never raises for a claim's own faults)."""
    prof = profile if isinstance(profile, Profile) else get_profile(profile)
    prof = prof.for_claim(claim.settings)
    if max_examples is not None:
        prof = Profile(prof.name, max_examples, prof.budget_s, prof.derandomize, prof.database, prof.min_valid)
    budget = prof.budget_s if budget_s is None else budget_s
    user = bound is not None
    res = ClaimResult(claim, Verdict.UNKNOWN, prof.name, None, bound_name=_name(bound) if user else claim.bound_name,
                      user_bound=user, expect=Expect.HOLDS if user else claim.expect, dtype=claim.search_dtype)
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
    st = _State(start=t0, budget=budget)
    bound = bound or claim.bound
    ctx = Ctx(claim.search_dtype, res.device)

    def probe(inst: Instance) -> None:
        if time.perf_counter() - st.start > st.budget:
            st.stopped = "time budget"
            raise _Stop
        st.tried += 1
        try:
            ev = evaluate(claim, inst, bound, ctx)
        except BadInput as e:
            st.error = str(e)
            raise _Stop from None
        if ev.status == REJECTED:
            st.rejected += 1
            reject()
        st.valid += 1
        if ev.status in (VIOLATED, POTENTIAL):
            first = ev.status
            try:
                ev = confirm(claim, ev, bound)
            except BadInput as e:
                st.error = str(e)
                raise _Stop from None
            if first == VIOLATED and ev.status != VIOLATED:
                st.refuted += 1
        if st.worst is None or ev.score > st.worst.score:
            st.worst = ev
        if ev.status == POTENTIAL:
            st.potentials += 1
            if st.worst_potential is None or ev.score > st.worst_potential.score:
                st.worst_potential = ev
        if math.isfinite(ev.score):
            target(float(ev.score), label="score")
        if ev.status == VIOLATED:
            st.shrunk = ev
            raise _Counterexample(f"{claim.id} violated: lhs={ev.measurement.lhs} rhs={ev.rhs}")

    if prof.derandomize and seed_ is None:
        res.seed = None
    else:
        res.seed = seed_ if seed_ is not None else random.SystemRandom().randrange(2**32)
    hs = settings(
        max_examples=prof.max_examples,
        deadline=None,
        derandomize=prof.derandomize and seed_ is None,
        database=DirectoryBasedExampleDatabase(".hypothesis/thmcheck") if prof.database else None,
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
        verbosity=Verbosity.quiet,
        print_blob=False,
    )
    try:
        strategy = claim.get_strategy()
        test = hs(given(strategy)(probe))
        if res.seed is not None:
            test = seed(res.seed)(test)
        test()
    except _Stop:
        pass
    except _Counterexample:
        pass
    except Unsatisfiable:
        st.stopped = st.stopped or "unsatisfiable"
    except HypothesisException as e:  # flaky replays, invalid strategies, ...
        if st.shrunk is None:
            st.error = st.error or f"{claim.id}: search failed: {type(e).__name__}: {e}"
        else:
            res.notes.append(f"Hypothesis ended with {type(e).__name__}; the confirmed violation stands.")
    except BaseExceptionGroup as e:  # pragma: no cover - report_multiple_bugs is off
        st.error = f"{claim.id}: search failed: {e!r}"
    except Exception as e:  # a strategy or engine fault on this claim: never crash the run
        if st.shrunk is None:
            st.error = f"{claim.id}: search raised {type(e).__name__}: {e}"
    res.seconds = time.perf_counter() - t0
    res.tried, res.valid, res.rejected = st.tried, st.valid, st.rejected
    res.refuted, res.potentials = st.refuted, st.potentials
    res.worst, res.shrunk = st.worst, st.shrunk
    res.best_score = st.worst.score if st.worst else None
    if st.refuted:
        res.notes.append(f"{st.refuted} candidate violation(s) in search precision were refuted by the "
                         "float64/exact re-check (rounding artefacts, not violations).")
    if st.stopped == "time budget":
        res.notes.append(f"search stopped by its time budget ({budget:.0f} s) after {st.tried} instances.")
    res.verdict, res.message = _verdict(res, st, prof)
    if res.verdict is Verdict.POTENTIAL and st.worst_potential is not None:
        res.shrunk = st.worst_potential
    return res


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
    if st.valid < min(prof.min_valid, prof.max_examples):
        return Verdict.GAVE_UP, (f"only {st.valid} valid instance(s) of {st.tried} drawn "
                                 f"({st.rejected} rejected by the assumptions)")
    best = f"{st.worst.score:.6g}" if st.worst else "n/a"
    return Verdict.NONE, f"{st.valid} valid instances ({st.rejected} rejected); best score {best} (1 = on the bound)"


def _fmt(x: Any) -> str:
    if isinstance(x, Fraction):
        return f"{x} (~{float(x):.12g})"
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
