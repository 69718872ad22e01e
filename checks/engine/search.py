"""The search: :func:`run_claim` resolves the profile and runs a :class:`Search`, one object whose methods are the
phases of a claim's search, in the order :meth:`Search.run` calls them:

* :meth:`Search.draw`: the Hypothesis loop (seeded from the claim id through public API, :mod:`thmcheck.checks.engine.seeding`);
* :meth:`Search.probe` / :meth:`Search.probe_batch`: evaluate one drawn instance (or a batch of them);
* :meth:`Search.settle`: confirm a candidate and update the counters (:class:`thmcheck.checks.engine.state.SearchState`);
* :meth:`Search.refine`: gradient refinement of the best instances (``Claim.refine``);
* :meth:`Search.diverge`: the divergence paths of a uniform (shape) claim (:mod:`thmcheck.checks.engine.divergence`);
* :meth:`Search.multiplicity`: statistical crossings judged again with the count actually evaluated (a crossing
  confirmed early at a smaller count may become potential here);
* :meth:`Search.follow_up`: sequential confirmation of a potential crossing, whichever phase produced it
  (:mod:`thmcheck.checks.engine.sequential`), then :meth:`Search.multiplicity` again with the final count;
* :meth:`Search.finish` and :func:`verdict`: the counters become the claim's result, verdict and message.

Budgets: under ``ci`` (``Profile.clock == "cpu"``) a search is bounded by counts, with its time cap in process CPU
time, so the instances it reaches do not depend on the machine's load; ``dev`` and ``deep`` keep wall-clock budgets.
"""

from __future__ import annotations

import copy
import math
import os
import random
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, Phase, Verbosity, given, reject, seed, settings, target
from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase
from hypothesis.errors import HypothesisException, Unsatisfiable

from thmcheck.checks.claim import Claim, Ctx, Expect, Instance, Verdict
from thmcheck.checks.domain import SpanTracker
from thmcheck.checks.engine.batch import BatchPlan, score_batch
from thmcheck.checks.engine.batchdata import as_batch
from thmcheck.checks.engine.confirm import CANDIDATES, CROSSED, confirm, is_statistical, judge_multiplicity
from thmcheck.checks.engine.divergence import search_paths
from thmcheck.checks.engine.evaluate import (
    choose_device,
    describe_instance,
    evaluate,
    instance_key,
    judge_measurement,
    measurement_cache,
    memo_hit,
)
from thmcheck.checks.engine.eventually import persist
from thmcheck.checks.engine.refine import run_refinement
from thmcheck.checks.engine.results import (
    CONDITIONAL,
    HOLDS,
    POTENTIAL,
    REJECTED,
    UNKNOWN,
    VANISHING,
    VIOLATED,
    BadInput,
    ClaimResult,
    Counterexample,
    Evaluated,
    StopSearch,
)
from thmcheck.checks.engine.seeding import claim_seed
from thmcheck.checks.engine.sequential import follow_up
from thmcheck.checks.engine.state import SCORES_KEPT, SearchState, same_instance
from thmcheck.checks.profiles import _ACTIVE, Profile, cpu_cap, get_profile

__all__ = ["SCORES_KEPT", "ClaimDatabase", "Search", "run_claim", "verdict", "without_source_constants"]


@contextmanager
def without_source_constants() -> Iterator[None]:
    """Run a search without Hypothesis's constants harvested from local source files.

    Hypothesis (>= 6.131) sometimes draws a literal found in any *local* module in ``sys.modules``. Which
    modules a process happens to have imported (the CLI, the report writer, a user's bound file) then changes
    a seeded search from its fifth example on, so a ``ci`` verdict would depend on import order (it did:
    a planted mutant died alone and survived after ``import thmcheck.checks.plots``). Hypothesis has no public switch for
    this harvest, so the engine empties it while it searches and restores it after (the one private Hypothesis name
    the engine touches; if it moves, this does nothing and ``tests/test_verdicts.py`` (import-order test) fails).
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


class ClaimDatabase(ExampleDatabase):
    """An example database whose keys are prefixed with the claim id (public ``ExampleDatabase`` API), so that the
    one test function of the engine keeps each claim's saved examples apart."""

    def __init__(self, inner: ExampleDatabase, claim_id: str) -> None:
        super().__init__()
        self.inner, self.prefix = inner, claim_id.encode() + b"\x00"

    def save(self, key: bytes, value: bytes) -> None:
        self.inner.save(self.prefix + key, value)

    def fetch(self, key: bytes) -> Any:
        return self.inner.fetch(self.prefix + key)

    def delete(self, key: bytes, value: bytes) -> None:
        self.inner.delete(self.prefix + key, value)

    def move(self, src: bytes, dest: bytes, value: bytes) -> None:
        self.inner.move(self.prefix + src, self.prefix + dest, value)


_NCPU = max(1, os.cpu_count() or 1)


def cpu_bound(mark: tuple[float, float], now: float) -> float:
    """An upper bound on the process CPU time (``time.process_time``) at perf_counter time ``now``, given a reading
    ``mark`` = (CPU time c, perf_counter w taken just before it): the process's CPU time grows at most as fast as wall
    time times the machine's CPU count (plus 1 ms for the two clocks' resolution). Round 33 (perf): on a loaded
    machine a ``process_time`` call can cost ~1 ms (the kernel sums every thread's run time, taking each busy CPU's
    run-queue lock), and ``over_budget`` asked it once per probe: ~10 s of a 110 s softlin run. With the bound the
    search reads it only when the limit may have been reached, and stops exactly where it stopped before."""
    c, w = mark
    return c + _NCPU * max(0.0, now - w) + 1e-3


def clock_of(prof: Profile) -> Callable[[], float]:
    """The clock a profile's budget runs on: process CPU time (``ci``) or wall-clock time (``dev``, ``deep``)."""
    return time.process_time if prof.clock == "cpu" else time.perf_counter


class Search:
    """One claim's search under one profile. Build it, then :meth:`run`; every phase is one method."""

    def __init__(self, claim: Claim, prof: Profile, *, bound: Any, seed_: int | None, budget_s: float | None,
                 batch: int | None, refine: bool | None, database: Any) -> None:
        self.claim, self.prof, self.seed_, self.database = claim, prof, seed_, database
        self.budget = prof.budget_s if budget_s is None else budget_s
        self.bsize = max(1, int(prof.batch if batch is None else batch)) if claim.measure_batch is not None else 1
        self.do_refine = claim.refine is not None and (prof.refine if refine is None else refine)
        self.user = bound is not None
        self.bound = bound or claim.bound
        self.clock = clock_of(prof)
        self.res = ClaimResult(claim, Verdict.UNKNOWN, prof.name, None,
                               bound_name=_name(bound) if self.user else claim.bound_name, user_bound=self.user,
                               expect=Expect.HOLDS if self.user else claim.expect_at(prof.name), dtype=claim.search_dtype,
                               batch=self.bsize)
        self.plan = BatchPlan()
        self._cpu_mark: tuple[float, float] | None = None  # (process CPU time, perf_counter before it) at the last read
        self.nominal = prof.max_examples * self.bsize
        self.search_budget = self.budget * (1 - prof.refine_share) if self.do_refine else self.budget
        keep = claim.refine.starts if self.do_refine and claim.refine else 0
        if claim.uniform:
            keep = max(keep, 3)  # the divergence phase starts its paths from the best distinct instances
        self.t0 = self.clock()
        self.st = SearchState(start=self.t0, budget=self.search_budget, keep=keep,
                              span=SpanTracker(claim.domain) if claim.domain else None,
                              start_filters={d.name: d.start for d in claim.directions if d.start is not None})
        self.ctx = Ctx(claim.search_dtype, "cpu")
        self.memo: OrderedDict = OrderedDict()  # instance key -> a snapshot of its evaluation (see probe_eval)

    # ------------------------------------------------------------------------------------------------ phases
    def run(self) -> ClaimResult:
        """Every phase in order; never raises for a claim's own faults."""
        claim, res = self.claim, self.res
        if claim.notes:
            res.notes.append(claim.notes)
        if not self.user and claim.expect_note(self.prof.name):
            res.notes.append(claim.expect_note(self.prof.name))
        if not claim.checkable:
            res.verdict, res.message = Verdict.NOT_CHECKABLE, claim.not_checkable_reason
            return res
        try:
            res.device = choose_device()
        except Exception as e:
            res.message = f"{claim.id}: no device: {e}"
            return res
        self.ctx = Ctx(claim.search_dtype, res.device)
        self.t0 = self.st.start = self.clock()
        wall0 = time.perf_counter()
        self.draw()
        self.refine()
        self.diverge()
        # a crossing confirmed at a small count can fall back to potential at the full count: judge the count first,
        # so the follow-up sees every potential crossing, whichever phase produced it; then judge the final count
        self.multiplicity()
        if self.follow_up():
            self.multiplicity()
        self.persist()
        self.finish(time.perf_counter() - wall0)
        return res

    def draw(self) -> None:
        """The Hypothesis loop: seeded from the claim id (public ``hypothesis.seed``), or from the run's seed."""
        claim, prof, st, res = self.claim, self.prof, self.st, self.res
        if prof.derandomize and self.seed_ is None:
            res.seed, hseed = None, claim_seed(claim.id, batched=claim.measure_batch is not None)
        else:
            res.seed = self.seed_ if self.seed_ is not None else random.SystemRandom().randrange(2**32)
            hseed = res.seed
        hs = settings(max_examples=prof.max_examples, deadline=None, database=self.example_database(),
                      suppress_health_check=list(HealthCheck), report_multiple_bugs=False,
                      phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target,
                              *([Phase.shrink] if prof.shrink else [])],
                      verbosity=Verbosity.quiet, print_blob=False)
        fn = self.probe_batch if claim.measure_batch is not None else self.probe
        try:
            test = hs(seed(hseed)(given(claim.get_strategy())(fn)))  # settings last: @seed would drop the database
            with without_source_constants():
                test()
        except (StopSearch, Counterexample):
            pass
        except Unsatisfiable:
            st.stopped = st.stopped or "unsatisfiable"
        except HypothesisException as e:  # flaky replays, invalid strategies, ...
            if st.shrunk is None and type(e).__name__.startswith("Flaky") and st.valid:
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

    def example_database(self) -> ExampleDatabase | None:
        """The profile's example database (or the caller's), keyed by claim id; None under ``ci``."""
        database = self.database
        if database is None:
            db = DirectoryBasedExampleDatabase(".hypothesis/thmcheck") if self.prof.database else None
        elif isinstance(database, str | Path):
            db = DirectoryBasedExampleDatabase(str(database))
        else:
            db = database
        return ClaimDatabase(db, self.claim.id) if db is not None else None

    def over_budget(self) -> bool:
        """Whether the search has spent its budget (CPU seconds under ``ci``, wall seconds otherwise). Never before
        the first instance is evaluated: a process's first evaluation of a model can cost more than a small budget
        (imports, first-call set-up), and a search that stopped there would say 'gave up' for the process's sake.
        Under ``ci`` the draw is bounded by its count (``max_examples``): the budget only plans it, and the search
        stops on time only past :func:`cpu_cap` of it (a runaway claim still ends). CPU time is not load-free (a
        garbage collection over a large heap, a first call's lazy imports land in one claim's count): CI saw a cheap
        claim stop at 6 of its 15 draws and lose the instances its path needed."""
        if self.st.tried == 0:
            return False
        limit = cpu_cap(self.st.budget) if self.prof.clock == "cpu" else self.st.budget
        if self.clock is time.process_time:  # round 33 (perf): read the CPU clock only when the budget can be spent
            w = time.perf_counter()
            mark = self._cpu_mark
            if mark is not None and cpu_bound(mark, w) - self.st.start <= limit:
                return False  # the CPU clock would say the same: it cannot have passed the limit yet
            c = self.clock()
            self._cpu_mark = (c, w)
            if c - self.st.start <= limit:
                return False
        elif self.clock() - self.st.start <= limit:
            return False
        self.st.stopped = "time budget"
        return True

    def probe(self, inst: Instance) -> None:
        """Hypothesis's test function: evaluate one instance, settle it, steer with its score."""
        st = self.st
        if self.over_budget():
            raise StopSearch
        st.tried += 1
        st.examples += 1
        try:
            ev = self.probe_eval(inst)
        except BadInput as e:
            st.error = str(e)
            raise StopSearch from None
        if ev.status == UNKNOWN:  # our own solver failed: neither valid nor rejected; the search goes on
            st.solver_failed(ev.note)
            return
        if ev.status == REJECTED:
            st.reject(ev, self.claim.assumption_atol)
            reject()
        st.valid += 1
        st.cover(ev)
        self.steer(self.settle(ev))

    def probe_eval(self, inst: Instance) -> Evaluated:
        """``evaluate`` with a memo of the last ``MEMO_SIZE`` instances the search evaluated (round 25): Hypothesis
        runs an instance again when another choice sequence gives the same values and, for a failing example, in its
        shrink and final replay (a violated claim measured its failing instance 3 times). A measure is a function of
        its instance (``replay`` relies on it), so the snapshot taken at the first evaluation is what a second one
        would return; counts (tried, examples) are kept as before. Off with ``MEMO_PROBES = False``, and for an
        instance whose values cannot be keyed exactly (objects other than numbers, strings, arrays, tensors and
        containers of them) or whose measurement cannot be copied."""
        # round 28: only an evaluation that took MEMO_MIN_S or more is kept, and only a memo that holds one is looked
        # up, so a claim whose evaluations are all cheap neither hashes nor copies (that cost more than it saved)
        key = instance_key(inst) if MEMO_PROBES and self.memo else None
        if key is not None and key in self.memo:
            self.memo.move_to_end(key)
            ev = _thaw(self.memo[key], inst)
            memo_hit(self.claim.measure, inst, ev.measurement, self.ctx)
            return ev
        t0 = time.perf_counter()
        ev = evaluate(self.claim, inst, self.bound, self.ctx)
        if MEMO_PROBES and time.perf_counter() - t0 >= MEMO_MIN_S:
            key = key or instance_key(inst)
            if key is not None:
                try:
                    self.memo[key] = _thaw(ev, None)
                except Exception:  # a measurement deepcopy cannot copy: no memo for it
                    return ev
                if len(self.memo) > MEMO_SIZE:
                    self.memo.popitem(last=False)
        return ev

    def probe_batch(self, inst: Instance) -> None:
        """Hypothesis's test function for ``Claim.measure_batch``: score a batch, settle its best member."""
        st = self.st
        if self.over_budget():
            raise StopSearch
        st.examples += 1
        try:
            ev = self.best_member(inst)
        except BadInput as e:
            st.error = str(e)
            raise StopSearch from None
        if ev is None:
            return
        ev.phase = "batch"
        if ev.status == REJECTED:  # the vectorised slacks disagreed with the exact ones: trust the latter
            reject()
        self.steer(self.settle(ev))

    def best_member(self, inst: Instance) -> Evaluated | None:
        """Measure and score one batch; the chosen (best) member re-measured through the one-instance path."""
        from thmcheck.checks.claim import SolverFailure

        claim, st, plan, bsize = self.claim, self.st, self.plan, self.bsize
        try:
            b = as_batch(claim.measure_batch(inst, self.ctx, bsize), bsize)  # type: ignore[misc]
        except BadInput:
            raise
        except SolverFailure as e:
            st.tried += bsize
            st.solver_failed(f"{type(e).__name__}: {e}", bsize)
            return None
        except Exception as e:
            raise BadInput(f"{claim.id}: batched measurement raised {type(e).__name__}: {e} "
                           f"(instance {describe_instance(inst)}, batch {bsize})") from e
        scores, codes, valid = score_batch(claim, self.bound, inst, b, plan)
        st.tried += b.size
        nvalid = int(valid.sum())
        st.rejected += b.size - nvalid
        if nvalid == 0:
            reject()
        st.valid += nvalid
        self.cover_batch(inst, b, valid)
        i = int(np.argmax(scores))
        others = np.asarray(valid, bool).copy()
        others[i] = False  # the chosen member is recorded when it is settled
        st.score(*np.asarray(scores)[others].tolist())
        member = b.member_instance(inst, i)
        ev = judge_measurement(claim, member, b.member_measurement(i), self.bound, self.ctx)
        if codes[i] or plan.checked < 3:
            # the chosen member must replay: re-measure it through the one-instance path
            plan.checked += 1
            ev2 = evaluate(claim, member, self.bound, self.ctx)
            if not _close(ev2.measurement.lhs, ev.measurement.lhs):
                raise BadInput(f"{claim.id}: batch member {i} does not replay: measure_batch gave lhs "
                               f"{ev.measurement.lhs}, measure gives {ev2.measurement.lhs} on its instance "
                               f"{describe_instance(member)}")
            ev = ev2
        return ev

    def cover_batch(self, inst: Instance, b: Any, valid: Any) -> None:
        """Record a batch's valid members in the searched span (a member's own value wins over the base's)."""
        if self.st.span is None or not int(valid.sum()):
            return
        ok = np.asarray(valid, bool)
        merged: dict[str, Any] = {}
        for d in (inst, b.quantities, b.terms):
            for k, v in d.items():
                if b.per_member(v):
                    merged[k] = v[ok]
                else:
                    merged.setdefault(k, v)
        self.st.span.update(merged)

    def steer(self, ev: Evaluated) -> None:
        """``target`` the score; raise on a confirmed violation so that Hypothesis shrinks it."""
        steer = ev.score if ev.steer_score is None else ev.steer_score
        if math.isfinite(steer):
            target(float(steer), label="score")
        if ev.status == VIOLATED:
            self.st.shrunk = ev
            raise Counterexample(f"{self.claim.id} violated: lhs={ev.measurement.lhs} rhs={ev.rhs}")

    def settle(self, ev: Evaluated, searching: bool = True) -> Evaluated:
        """Confirm a candidate, update the counters and the worst instances; raise on a conditional crossing."""
        st = self.st
        if ev.status in CANDIDATES:
            first = ev.status
            try:
                # during the search a crossing must survive the larger of the count so far and the profile's nominal
                # one before it stops the search (so a marginal one does not end it early); the verdict is judged
                # at the end with the count actually evaluated
                ev = confirm(self.claim, ev, self.bound, tested=max(1, st.tried, self.nominal))
            except BadInput as e:
                st.error = str(e)
                raise StopSearch from None
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
            st.shrunk = ev
            if st.best_crossing is None or ev.score > st.best_crossing.score:
                st.best_crossing = ev
            if ev.status == CONDITIONAL and searching:
                raise Counterexample(f"{self.claim.id} conditional: lhs={ev.measurement.lhs} rhs={ev.rhs}")
        if ev.status == POTENTIAL:
            st.potentials += 1
            st.remember_potential(ev)
            if st.worst_potential is None or ev.score > st.worst_potential.score:
                st.worst_potential = ev
        return ev

    def check_refined(self, cand: Instance) -> Evaluated:
        """Evaluate, count and settle one instance the refinement proposes."""
        st = self.st
        ev = evaluate(self.claim, cand, self.bound, self.ctx)
        ev.phase = "refine"
        st.tried += 1
        if ev.status == UNKNOWN:
            st.solver_failed(ev.note)
            return ev
        if ev.status == REJECTED:
            st.reject(ev, self.claim.assumption_atol)
            return ev
        st.valid += 1
        st.cover(ev)
        return self.settle(ev, searching=False)

    def refine(self) -> None:
        """Gradient refinement of the best instances (``Claim.refine``), within the rest of the budget."""
        st = self.st
        if self.do_refine and st.shrunk is None and not st.error and st.top:
            deadline = self.t0 + self.budget
            if self.prof.clock == "cpu":  # a draw past its planned budget still leaves refinement its share
                deadline = max(deadline, self.clock() + self.budget * self.prof.refine_share)
            run_refinement(self.claim, self.bound, self.ctx, st, self.res, deadline, self.check_refined,
                           self.seed_ if self.seed_ is not None else 0, self.clock)

    def diverge(self) -> None:
        """A uniform (shape) claim: sweep each path direction from the best instances (thmcheck.checks.engine.divergence)."""
        claim, st = self.claim, self.st
        if not claim.uniform or st.error or st.shrunk is not None:
            return
        try:
            search_paths(claim, self.bound, self.prof, st, self.res)
        except BadInput as e:
            st.error = str(e)

    def persist(self) -> None:
        """An explicit claim with "large enough" parameters: a crossing must persist as they grow
        (thmcheck.checks.engine.eventually)."""
        if self.st.error:
            return
        try:
            persist(self.claim, self.bound, self.prof, self.st, self.res)
        except BadInput as e:
            self.st.error = str(e)

    def follow_up(self) -> bool:
        """Sequential confirmation of the worst potential crossing (thmcheck.checks.engine.sequential); whether it ran."""
        st = self.st
        if st.error or st.shrunk is not None or st.worst_potential is None or self.claim.uniform:
            return False
        st.remember_potential(st.worst_potential)  # e.g. a crossing the multiplicity judged potential
        try:
            follow_up(self.claim, self.bound, self.prof, st, self.res)
        except BadInput as e:
            self.res.notes.append(f"sequential confirmation stopped: {e}")
        return True

    def multiplicity(self) -> None:
        """Judge the final statistical crossing (else the best crossing, else the worst potential instance) again
        with the count of every instance evaluated (search, batch members, shrinking, refinement, follow-up)."""
        st = self.st
        if self.claim.uniform:
            # a shape claim's instances are not crossings (lhs / f > 1 says nothing without the constant); its path
            # was judged with the count of every instance and path point (thmcheck.checks.engine.divergence.judge_path), and
            # judging the path's last point against the shape as if it were a bound would undo that
            return
        cands = [e for e in (st.shrunk, st.best_crossing, st.worst_potential)
                 if e is not None and is_statistical(e.measurement)]
        if not cands or (st.shrunk is not None and st.shrunk is not cands[0]):
            return
        final, seen = None, []
        for cand in cands:
            if any(cand is o for o in seen):
                continue
            seen.append(cand)
            ev = self.rejudge(cand)
            if ev.status in CROSSED:
                final = ev
                break
            if cand is st.shrunk:
                st.potentials += 1
                if st.worst_potential is None or ev.score >= st.worst_potential.score:
                    st.worst_potential = ev
        st.shrunk = final
        w = st.worst
        if w is not None and w.status in (*CROSSED, POTENTIAL) and is_statistical(w.measurement):
            # the reported best score is the worst instance judged with the final count (replay reproduces it)
            st.worst = final if final is not None and same_instance(w.instance, final.instance) else self.rejudge(w)

    def rejudge(self, ev: Evaluated) -> Evaluated:
        """A statistical evaluation judged again with the final multiplicity count."""
        trail = list(ev.confirmed_by)
        out = judge_multiplicity(self.claim, ev, self.bound, max(1, self.st.tried), trail)
        out.confirmed_by = trail
        return out

    def finish(self, seconds: float) -> None:
        """Copy the counters into the result, add the notes, and give the verdict."""
        claim, st, res, plan = self.claim, self.st, self.res, self.plan
        res.seconds = seconds
        res.tested, res.tight = st.tried, st.tight + plan.tight
        if st.shrunk is not None and st.shrunk.status == CONDITIONAL:
            res.granted = list(st.shrunk.granted)
        why = {a.name: a.why for a in claim.assumptions if not a.certifiable}
        res.granted_why = {n: why.get(n, "") or res.granted_why.get(n, "") for n in res.granted}
        if res.tight:
            res.notes.append(f"tight: the bound is met with equality (up to float64 rounding) at {res.tight} "
                             "instance(s); equality is allowed, so these hold.")
        res.tried, res.valid, res.rejected = st.tried, st.valid, st.rejected
        res.refuted, res.potentials, res.examples = st.refuted, st.potentials, st.examples
        res.rejected_by = dict(st.rejected_by + plan.rejected_by)
        res.solver_failures, res.solver_messages = st.solver_failures, list(st.solver_messages)
        res.worst, res.shrunk = st.worst, st.shrunk
        res.best_score = st.worst.score if st.worst else None
        res.scores = st.scores
        if st.span is not None:
            res.coverage = st.span.coverage()
        res.found_by = st.worst.phase if st.worst else ""
        res.notes.extend(plan.notes)
        unit = "s of CPU time" if self.prof.clock == "cpu" else "s of wall-clock time"
        res.budget = f"{self.prof.max_examples} examples; {self.budget:g} {unit}"
        if st.refuted:
            res.notes.append(f"{st.refuted} candidate violation(s) in search precision were refuted by the "
                             "float64/exact re-check (rounding artefacts, not violations).")
        if st.solver_failures:
            res.notes.append(f"{st.solver_failures} evaluation(s) unknown: our own solver failed (SolverFailure), "
                             f"counted apart from rejected draws; first: {'; '.join(st.solver_messages)}")
        if st.stopped == "time budget":
            res.notes.append(f"search stopped by its time budget ({self.search_budget:.0f} {unit}) after "
                             f"{st.tried} instances.")
        if claim.measure_batch is not None:
            res.notes.append(f"batched search: {st.examples} examples x {self.bsize} instances; worst instance found "
                             f"by the {res.found_by or 'n/a'} phase.")
        res.verdict, res.message = verdict(res, st, self.prof)
        if res.verdict is Verdict.POTENTIAL and st.worst_potential is not None:
            res.shrunk = st.worst_potential


def run_claim(claim: Claim, profile: Profile | str | None = None, *, bound: Any = None, seed_: int | None = None,
              max_examples: int | None = None, budget_s: float | None = None, batch: int | None = None,
              refine: bool | None = None, database: Any = None, grant_uncertified: bool = False) -> ClaimResult:
    """Search one claim for a violation and return its verdict (never raises for a claim's own faults).

    ``grant_uncertified`` runs :meth:`thmcheck.checks.claim.Claim.granting_uncertified` (the requirements no run can
    certify count as met), so that a user can regression-test a formula with hidden constants: a confirmed
    crossing is then ``violated``, and ``ClaimResult.granted`` and the message name the granted requirements.

    ``batch`` overrides the profile's batch size for claims with ``measure_batch`` (1: one instance per
    example); ``refine`` switches gradient refinement on or off; ``database`` is a Hypothesis example
    database (or a directory path for one) that overrides the profile's, e.g. one shared by a cluster.
    While it runs, ``thmcheck.checks.profiles.active_profile()`` names the profile (for measurements that scale with it).
    """
    prof = profile if isinstance(profile, Profile) else get_profile(profile)
    token = _ACTIVE.set(prof.name)
    granted = claim.uncertified if grant_uncertified else []
    try:
        run_prof = prof.for_claim(claim.settings)
        if max_examples is not None:
            run_prof = replace(run_prof, max_examples=max_examples)
        with measurement_cache():
            res = Search(claim.granting_uncertified() if granted else claim, run_prof, bound=bound, seed_=seed_,
                         budget_s=budget_s, batch=batch, refine=refine, database=database).run()
    finally:
        _ACTIVE.reset(token)
    if granted:
        res.claim, res.granted = claim, list(granted)
        res.granted_why = {a.name: a.why for a in claim.assumptions if a.name in granted}
        res.message = f"{res.message} [uncertified requirements granted on request: {', '.join(granted)}]"
    return res


MEMO_PROBES = True  # round 28: on again; a memo hit is told to the wrapped measurement (memo_hit), so the draws
# recorder (claims/<id>.draws.jsonl) logs the hit as it logged the measurement (round 25 turned it off for that)
MEMO_SIZE = 8
MEMO_MIN_S = 2e-3  # an evaluation that took less (wall-clock) is not kept (round 28)



def _thaw(ev: Evaluated, inst: Instance | None) -> Evaluated:
    """A copy of ``ev`` for ``inst`` whose measurement and lists are its own (later phases mutate evaluations)."""
    return replace(ev, instance=inst, measurement=copy.deepcopy(ev.measurement), slacks=dict(ev.slacks),
                   approx=list(ev.approx), confirmed_by=list(ev.confirmed_by), granted=list(ev.granted))


def _close(a: Any, b: Any, rtol: float = 1e-9) -> bool:
    try:
        x, y = float(a), float(b)
    except (TypeError, ValueError):
        return a == b
    return x == y or abs(x - y) <= rtol * max(abs(x), abs(y)) + 1e-300


def verdict(res: ClaimResult, st: SearchState, prof: Profile) -> tuple[Verdict, str]:
    """The claim's verdict and message from the search's counters."""
    if st.shrunk is not None:
        ev = st.shrunk
        msg = (f"confirmed by {' -> '.join(ev.confirmed_by)}: lhs={_fmt(ev.measurement.lhs)} "
               f"{res.claim.comparison} rhs={_fmt(ev.rhs)} fails (score {ev.score:.6g})")
        if ev.phase == "path":  # a uniform claim: no single instance fails, the ratio to the shape is unbounded
            msg = (f"no constant c gives lhs {res.claim.comparison} c f: the ratio is unbounded along the "
                   f"{ev.confirmed_by[-1]} (every point confirmed by {' -> '.join(ev.confirmed_by[:-1])}); "
                   f"last point lhs={_fmt(ev.measurement.lhs)}, f={_fmt(ev.rhs)}")
        if ev.status == CONDITIONAL:
            texts = {a.name: a.text for a in res.claim.assumptions}
            whys = {a.name: a.why for a in res.claim.assumptions}
            reqs = "; ".join(f"{n} ({texts[n]}{'; why granted: ' + whys[n] if whys.get(n) else ''})" if n in texts
                             else f"{n} ({ev.note})" if ev.note else n for n in ev.granted)
            return Verdict.CONDITIONAL, f"{msg}, if the requirements no run can certify are granted: {reqs}"
        if ev.status == VANISHING:
            need = ", ".join(res.claim.eventually)
            return Verdict.VANISHING, f"{msg}, only where {need} is small: {ev.note}"
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
    if st.valid == 0 and st.solver_failures and not st.rejected:
        return Verdict.UNKNOWN, (f"every evaluation failed in our own solver ({st.solver_failures} of {st.tried}); "
                                 f"first: {'; '.join(st.solver_messages)}")
    if st.valid == 0 or (st.valid < min(prof.min_valid, prof.max_examples) and st.rejected > st.valid):
        # gave up means the assumptions rejected the draws; few instances for lack of time is reported below
        by = ", ".join(f"{k}: {v}" for k, v in sorted(res.rejected_by.items(), key=lambda kv: -kv[1]))
        return Verdict.GAVE_UP, (f"only {st.valid} valid instance(s) of {st.tried} drawn "
                                 f"({st.rejected} rejected by the assumptions{'; ' + by if by else ''})"
                                 + (f"; {st.solver_failures} unknown (solver failures)" if st.solver_failures
                                    else ""))
    best = f"{st.worst.score:.6g}" if st.worst else "n/a"
    few = (f"; only {st.valid} instance(s) within the budget (fewer than {prof.min_valid})"
           if st.valid < min(prof.min_valid, prof.max_examples) else "")
    tight = f"; tight: met with equality at {res.tight} instance(s)" if res.tight else ""
    unknown = f"; {st.solver_failures} unknown (solver failures)" if st.solver_failures else ""
    return Verdict.NONE, (f"{st.valid} valid instances ({st.rejected} rejected); best score {best} "
                          f"(1 = on the bound){tight}{unknown}{few}")


def _fmt(x: Any) -> str:
    if isinstance(x, Fraction):
        from thmcheck.checks.instances import short

        txt = short(x)
        return txt if "exact rational" in txt else f"{x} (~{float(x):.12g})"
    try:
        return f"{float(x):.12g}"
    except (TypeError, ValueError):
        return repr(x)


def _name(f: Any) -> str:
    return f"{getattr(f, '__module__', '?')}.{getattr(f, '__qualname__', getattr(f, '__name__', '?'))}"
