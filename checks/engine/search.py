"""The search: :func:`run_claim` resolves the profile and runs a Hypothesis search whose test function evaluates one
instance (or a batch), settles every candidate through :func:`checks.engine.confirm.confirm`, steers Hypothesis
with ``target`` on the score and raises on a confirmed violation so Hypothesis shrinks it; then refinement runs on
the best instances, and :func:`_verdict` turns the counters (:class:`_State`) into the claim's verdict and message.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, Phase, Verbosity, given, reject, settings, target
from hypothesis.database import DirectoryBasedExampleDatabase
from hypothesis.errors import HypothesisException, Unsatisfiable

from checks.claim import (
    Claim,
    Ctx,
    Expect,
    Instance,
    Verdict,
)
from checks.domain import SpanTracker
from checks.engine.batch import _BatchPlan, as_batch, score_batch
from checks.engine.confirm import CANDIDATES, CROSSED, _multiplicity, _statistical, confirm
from checks.engine.evaluate import _device, describe_instance, evaluate, judge_measurement
from checks.engine.refine import _run_refinement
from checks.engine.results import (
    CONDITIONAL,
    HOLDS,
    POTENTIAL,
    REJECTED,
    VIOLATED,
    BadInput,
    ClaimResult,
    Evaluated,
    _Counterexample,
    _Stop,
)
from checks.profiles import _ACTIVE, Profile, get_profile


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
    tight: int = 0  # valid instances where a non-strict bound is met with equality (settled ones, batch members)
    examples: int = 0
    worst: Evaluated | None = None
    worst_potential: Evaluated | None = None
    best_crossing: Evaluated | None = None  # the confirmed crossing of highest score (shrinking may pass it)
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
              refine: bool | None = None, database: Any = None, grant_uncertified: bool = False) -> ClaimResult:
    """Search one claim for a violation and return its verdict (never raises for a claim's own faults).

    ``grant_uncertified`` runs :meth:`checks.claim.Claim.granting_uncertified` (the requirements no run can
    certify count as met), so that a user can regression-test a formula with hidden constants: a confirmed
    crossing is then ``violated``, and ``ClaimResult.granted`` and the message name the granted requirements.

    ``batch`` overrides the profile's batch size for claims with ``measure_batch`` (1: one instance per
    example); ``refine`` switches gradient refinement on or off; ``database`` is a Hypothesis example
    database (or a directory path for one) that overrides the profile's, e.g. one shared by a cluster.
    While it runs, ``checks.profiles.active_profile()`` names the profile (for measurements that scale with it).
    """
    prof = profile if isinstance(profile, Profile) else get_profile(profile)
    token = _ACTIVE.set(prof.name)
    granted = claim.uncertified if grant_uncertified else []
    try:
        res = _run_claim(claim.granting_uncertified() if granted else claim, prof, bound=bound, seed_=seed_,
                         max_examples=max_examples, budget_s=budget_s, batch=batch, refine=refine,
                         database=database)
    finally:
        _ACTIVE.reset(token)
    if granted:
        res.claim, res.granted = claim, list(granted)
        res.message = f"{res.message} [uncertified requirements granted on request: {', '.join(granted)}]"
    return res


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
    nominal = prof.max_examples * bsize

    def settle(ev: Evaluated, searching: bool = True) -> Evaluated:
        """Confirm a candidate, update the counters and the worst instances; raise on a confirmed violation."""
        if ev.status in CANDIDATES:
            first = ev.status
            try:
                # during the search a crossing must survive the larger of the count so far and the profile's nominal
                # one before it stops the search (so a marginal one does not end it early); the verdict is judged
                # at the end with the count actually evaluated
                ev = confirm(claim, ev, bound, tested=max(1, st.tried, nominal))
            except BadInput as e:
                st.error = str(e)
                raise _Stop from None
            if first in CROSSED and ev.status not in CROSSED:
                st.refuted += 1
        if st.worst is None or ev.score > st.worst.score:
            st.worst = ev
        st.remember(ev)
        if ev.status != REJECTED:
            st.score(ev.score)
        if ev.status == HOLDS and ev.tight:
            st.tight += 1
        if ev.status in CROSSED:
            # (the test functions below keep their text: Hypothesis derandomizes from their source, so a ci
            # search draws the same instances as before this rule; a conditional crossing is raised here)
            st.shrunk = ev
            if st.best_crossing is None or ev.score > st.best_crossing.score:
                st.best_crossing = ev
            if ev.status == CONDITIONAL and searching:
                raise _Counterexample(f"{claim.id} conditional: lhs={ev.measurement.lhs} rhs={ev.rhs}")
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
                # a member's own value (a per-member array in quantities or terms) wins over the base instance's
                # scalar, which is member 0's only
                merged: dict[str, Any] = {}
                for d in (inst, b.quantities, b.terms):
                    for k, v in d.items():
                        if b.per_member(v):
                            merged[k] = v[ok]
                        else:
                            merged.setdefault(k, v)
                st.span.update(merged)
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
    # the multiplicity is every instance evaluated (search, batch members, shrinking, refinement): the final
    # crossing (else the crossing of highest score, else the worst potential instance) of a statistical claim is
    # judged again with that count
    cands = [e for e in (st.shrunk, st.best_crossing, st.worst_potential)
             if e is not None and _statistical(e.measurement)]
    if cands and (st.shrunk is None or st.shrunk is cands[0]):
        final, seen = None, []
        for cand in cands:
            if any(cand is o for o in seen):
                continue
            seen.append(cand)
            trail = list(cand.confirmed_by)
            ev = _multiplicity(claim, cand, bound, max(1, st.tried), trail)
            ev.confirmed_by = trail
            if ev.status in CROSSED:
                final = ev
                break
            if cand is st.shrunk:
                st.potentials += 1
                if st.worst_potential is None or ev.score >= st.worst_potential.score:
                    st.worst_potential = ev
        st.shrunk = final
        w = st.worst
        if w is not None and w.status in (*CROSSED, POTENTIAL) and _statistical(w.measurement):
            # the reported best score is the worst instance judged with the final count (replay reproduces it)
            if final is not None and _same_instance(w.instance, final.instance):
                st.worst = final
            else:
                trail = list(w.confirmed_by)
                st.worst = _multiplicity(claim, w, bound, max(1, st.tried), trail)
                st.worst.confirmed_by = trail
    res.seconds = time.perf_counter() - t0
    res.tested, res.tight = st.tried, st.tight + plan.tight
    if st.shrunk is not None and st.shrunk.status == CONDITIONAL:
        res.granted = list(st.shrunk.granted)
    if res.tight:
        res.notes.append(f"tight: the bound is met with equality (up to float64 rounding) at {res.tight} "
                         "instance(s); equality is allowed, so these hold.")
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


def _verdict(res: ClaimResult, st: _State, prof: Profile) -> tuple[Verdict, str]:
    if st.shrunk is not None:
        ev = st.shrunk
        msg = (f"confirmed by {' -> '.join(ev.confirmed_by)}: lhs={_fmt(ev.measurement.lhs)} "
               f"{res.claim.comparison} rhs={_fmt(ev.rhs)} fails (score {ev.score:.6g})")
        if ev.status == CONDITIONAL:
            texts = {a.name: a.text for a in res.claim.assumptions}
            reqs = "; ".join(f"{n} ({texts.get(n, '')})" for n in ev.granted)
            return Verdict.CONDITIONAL, f"{msg}, if the requirements no run can certify are granted: {reqs}"
        return Verdict.VIOLATED, msg
    if st.error:
        return Verdict.UNKNOWN, st.error
    if st.potentials:
        w = st.worst_potential
        assert w is not None
        why = (f"with assumptions met only approximately ({', '.join(w.approx)})" if w.approx and not w.note
               else f"(at most potential: {w.note})" if w.note
               else "only inside the numerical tolerance or the confidence interval")
        return Verdict.POTENTIAL, f"{st.potentials} instance(s) cross the bound {why}; best score {w.score:.6g}"
    if st.valid == 0 or (st.valid < min(prof.min_valid, prof.max_examples) and st.rejected > st.valid):
        # gave up means the assumptions rejected the draws; few instances for lack of time is reported below
        return Verdict.GAVE_UP, (f"only {st.valid} valid instance(s) of {st.tried} drawn "
                                 f"({st.rejected} rejected by the assumptions)")
    best = f"{st.worst.score:.6g}" if st.worst else "n/a"
    few = (f"; only {st.valid} instance(s) within the budget (fewer than {prof.min_valid})"
           if st.valid < min(prof.min_valid, prof.max_examples) else "")
    tight = f"; tight: met with equality at {res.tight} instance(s)" if res.tight else ""
    return Verdict.NONE, (f"{st.valid} valid instances ({st.rejected} rejected); best score {best} "
                          f"(1 = on the bound){tight}{few}")


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


