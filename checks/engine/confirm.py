"""Confirmation and statistics: a candidate (violated or potential) from any phase is re-checked in float64 on the
CPU and then exactly (fractions or mpmath at 60 digits) where the claim offers it, and a statistical candidate
(its measurement carries ``stat``) keeps ``violated`` only when its interval, widened for the number of instances
the search tested (Bonferroni, family error ``FAMILY_ERROR``), still lies beyond the bound. :func:`replay`
re-evaluates a saved instance the same way.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from thmcheck.checks.claim import (
    Claim,
    Ctx,
    Instance,
)
from thmcheck.checks.engine.divergence import is_path, replay_path
from thmcheck.checks.engine.evaluate import evaluate, judge_measurement
from thmcheck.checks.engine.results import CONDITIONAL, FAMILY_ERROR, HOLDS, POTENTIAL, VIOLATED, Evaluated
from thmcheck.checks.stats import ExponentFit

CANDIDATES = (VIOLATED, CONDITIONAL, POTENTIAL)
CROSSED = (VIOLATED, CONDITIONAL)  # a crossing beyond every tolerance (conditional: on granted requirements)
MIN_FIT_POINTS, MIN_FIT_DECADES = 4, 1.0  # an exponent fit that may give 'violated'


def confirm(claim: Claim, ev: Evaluated, bound: Any = None, tested: int = 1) -> Evaluated:
    """Re-check a candidate (violated, conditional or potential) in float64 on the CPU, then exactly where the
    claim allows. Returns the most trustworthy evaluation; its status is 'violated' (or 'conditional') only when
    every re-check agrees, and an exact re-check also settles candidates that float64 left inside the tolerance.
    A candidate that no re-check takes beyond the bound and whose non-strict bound is met with equality at
    rounding level (``Evaluated.tight``) holds: it is tight, not potential.

    A statistical candidate (its measurement gives ``stat`` or an ``lhs_interval``) stays crossed only if its
    interval at confidence ``1 - FAMILY_ERROR / tested`` still lies beyond the bound, ``tested`` being how many
    instances the search evaluated: one unlucky Monte Carlo sample among many is not a violation. An interval
    without its statistic, or an exponent fit from too few points or too short a span, gives at most 'potential'.
    """
    cur = replace(ev, confirmed_by=list(ev.confirmed_by))  # the caller's evaluation stays as it was
    trail = [f"{ev.dtype}/{ev.device}"]
    if ev.status in CANDIDATES and (ev.dtype != "float64" or ev.device != "cpu"):
        cur = evaluate(claim, ev.instance, bound, Ctx("float64", "cpu"))
        trail.append("float64/cpu")
    if cur.status in CANDIDATES and claim.exact is not None:
        if "batch_size" in ev.instance and claim.measure_batch is not None:
            trail.append("exact skipped (virtual batch member: give BatchMeasurement.members)")
        else:
            cur = evaluate(claim, ev.instance, bound, exact=True)
            trail.append("exact")
    if cur.status in CROSSED and is_statistical(cur.measurement):
        cur = judge_multiplicity(claim, cur, bound, max(1, int(tested)), trail)
    if cur.status == POTENTIAL and cur.tight and not cur.note:
        cur.status = HOLDS
    cur.confirmed_by = trail
    cur.phase = ev.phase
    return cur


def is_statistical(m: Any) -> bool:
    return getattr(m, "lhs_interval", None) is not None or hasattr(getattr(m, "stat", None), "interval")


def fit_too_weak(stat: Any) -> str:
    """Why an exponent fit cannot give 'violated' ("" when it can): a finite standard error, and at least
    ``MIN_FIT_POINTS`` points spanning ``MIN_FIT_DECADES`` decade(s) unless ``ExponentFit.waiver`` states why fewer
    suffice (the reason is the claim's to give, and the trail repeats it)."""
    stat = getattr(stat, "fit", stat)  # a wrapped fit (e.g. a negated exponent) answers to the same rule
    if not isinstance(stat, ExponentFit):
        return ""
    why = []
    if not math.isfinite(stat.stderr):
        return "exponent fit with no finite standard error"
    if stat.waiver:  # the claim states why fewer points or a shorter span suffice
        return ""
    if stat.n < MIN_FIT_POINTS:
        why.append(f"{stat.n} points (fewer than {MIN_FIT_POINTS})")
    if not stat.decades >= MIN_FIT_DECADES:  # NaN (span unknown) fails too
        why.append(f"a span of {stat.decades:.3g} decade(s) (less than {MIN_FIT_DECADES:g})" if
                   math.isfinite(stat.decades) else "an unknown span (ExponentFit.decades)")
    return "exponent fit from " + ", ".join(why) if why else ""


def _demote(ev: Evaluated, why: str, trail: list[str]) -> Evaluated:
    trail.append(f"{why}: at most potential")
    return replace(ev, status=POTENTIAL, note=why, granted=[])


def judge_multiplicity(claim: Claim, ev: Evaluated, bound: Any, tested: int, trail: list[str]) -> Evaluated:
    """Re-judge a statistical crossing with its interval widened for the ``tested`` instances (Bonferroni)."""
    m = ev.measurement
    stat = getattr(m, "stat", None)
    if not hasattr(stat, "interval"):
        return _demote(ev, "an interval without its statistic (Measurement.stat), which cannot be corrected for "
                           f"the {tested} instances tested", trail)
    weak = fit_too_weak(stat)
    if weak:
        return _demote(ev, weak, trail)
    if getattr(stat, "waiver", ""):
        trail.append(f"exponent fit of {stat.n} points over {stat.decades:.3g} decade(s) accepted: {stat.waiver}")
    conf = 1.0 - FAMILY_ERROR / tested
    iv = tuple(float(x) for x in stat.interval(conf))
    again = judge_measurement(claim, ev.instance, replace(m, lhs_interval=iv), bound or claim.bound,
                              Ctx(ev.dtype if ev.dtype != "exact" else "float64", ev.device), exact=m.exact)
    step = f"multiplicity: interval at confidence 1 - {FAMILY_ERROR:g}/{tested}"
    if not trail or trail[-1] != step:  # the final re-judge repeats the search's when the count is the same
        trail.append(step)
    if again.status not in CROSSED:
        again.status = POTENTIAL
        again.note = (f"inside the confidence interval at 1 - {FAMILY_ERROR:g}/{tested} "
                      f"({tested} instances tested)")
    again.confirmed_by = ev.confirmed_by
    again.phase = ev.phase
    return again


def replay(claim: Claim, inst: Instance, bound: Any = None, tested: int = 1) -> Evaluated:
    """Evaluate a saved instance again the way the search did: float64 on the CPU, then a candidate (violated,
    conditional or potential) is confirmed exactly where offered and, for a statistical claim, with the
    multiplicity ``tested`` (the instances the search evaluated, ``ClaimResult.tested`` in the claim's record).

    A saved divergence path (``thmcheck.checks.engine.divergence.DivergencePath.save``) re-evaluates every point and is
    judged again as a path; the result is its last point's evaluation with the path's status."""
    if is_path(inst):
        return replay_path(claim, inst, bound, tested)
    ev = evaluate(claim, inst, bound, Ctx("float64", "cpu"))
    return confirm(claim, ev, bound, tested=tested) if ev.status in CANDIDATES else ev
