"""Confirmation and statistics: a candidate (violated or potential) from any phase is re-checked in float64 on the
CPU and then exactly (fractions or mpmath at 60 digits) where the claim offers it, and a statistical candidate
(its measurement carries ``stat``) keeps ``violated`` only when its interval, widened for the number of instances
the search tested (Bonferroni, family error ``FAMILY_ERROR``), still lies beyond the bound. :func:`replay`
re-evaluates a saved instance the same way.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from checks.claim import (
    Claim,
    Ctx,
    Instance,
)
from checks.engine.evaluate import evaluate, judge_measurement
from checks.engine.results import POTENTIAL, VIOLATED, Evaluated

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


def replay(claim: Claim, inst: Instance, bound: Any = None) -> Evaluated:
    """Evaluate a saved instance again (float64 on the CPU, then exactly where offered)."""
    ev = evaluate(claim, inst, bound, Ctx("float64", "cpu"))
    return confirm(claim, ev, bound) if ev.status == VIOLATED else ev
