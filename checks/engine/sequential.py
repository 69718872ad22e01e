"""Sequential confirmation of potential crossings (issue 32): each of the best distinct potential instances (up to
three) is measured again with more effort, ``Claim.escalate(inst, level)`` for level 1, 2, ... up to
``Profile.followup``, each evaluation confirmed like any candidate (float64, exact, the multiplicity of every
instance evaluated so far), until the crossing is confirmed (``violated``) or disappears (the point estimate is back
on the bound's side: no counterexample there, its interval recorded). When every potential instance vanished, the
claim has no counterexample; when the levels are spent, ``potential`` stays and the record
(``ClaimResult.followup``) states the interval and an estimate of the effort that would settle it
(:func:`thmcheck.checks.stats.effort_to_settle`). A statistical potential without ``Claim.escalate`` gets the record only.
"""

from __future__ import annotations

from typing import Any

from thmcheck.checks.claim import Claim, Ctx
from thmcheck.checks.engine.confirm import CANDIDATES, CROSSED, confirm, is_statistical
from thmcheck.checks.engine.evaluate import describe_instance, evaluate
from thmcheck.checks.engine.results import (
    FAMILY_ERROR,
    HOLDS,
    POTENTIAL,
    REJECTED,
    UNKNOWN,
    ClaimResult,
    Evaluated,
)
from thmcheck.checks.engine.state import POTENTIALS_KEPT
from thmcheck.checks.stats import effort_to_settle

FOLLOWED = POTENTIALS_KEPT - 1  # distinct potential instances followed up


def _interval(ev: Evaluated, tested: int) -> list[float] | None:
    stat = getattr(ev.measurement, "stat", None)
    if hasattr(stat, "interval"):
        return [float(x) for x in stat.interval(1.0 - FAMILY_ERROR / max(1, tested))]
    iv = ev.measurement.lhs_interval
    return [float(iv[0]), float(iv[1])] if iv is not None else None


def _f(x: Any) -> float | None:
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def _level(level: int, ev: Evaluated, tested: int) -> dict[str, Any]:
    return {"level": level, "status": ev.status, "lhs": _f(ev.measurement.lhs), "rhs": _f(ev.rhs),
            "interval": _interval(ev, tested), "note": ev.note}


def escalate_one(claim: Claim, bound: Any, prof: Any, st: Any, ev0: Evaluated) -> tuple[str, Evaluated, dict]:
    """Follow one potential instance up; returns its outcome (violated, vanished, undecided), the last evaluation
    and the record of its levels."""
    rec: dict[str, Any] = {"instance": describe_instance(ev0.instance), "levels": [_level(0, ev0, st.tried)],
                           "cap": prof.followup if claim.escalate is not None else 0, "outcome": "undecided"}
    last = ev0
    for level in range(1, rec["cap"] + 1):
        inst = claim.escalate(dict(ev0.instance), level)  # type: ignore[misc]
        ev = evaluate(claim, inst, bound, Ctx("float64", "cpu"))
        st.tried += 1
        if ev.status == UNKNOWN:
            st.solver_failed(ev.note)
            rec["levels"].append({"level": level, "status": UNKNOWN, "note": ev.note})
            continue
        if ev.status == REJECTED:
            rec["levels"].append({"level": level, "status": REJECTED, "note": "the escalated instance left the "
                                  "assumptions (Claim.escalate must keep the instance inside them)"})
            break
        if ev.status in CANDIDATES:
            ev = confirm(claim, ev, bound, tested=max(1, st.tried))
        ev.phase = "follow-up"
        rec["levels"].append(_level(level, ev, st.tried))
        last = ev
        if ev.status in CROSSED:
            rec["outcome"] = "violated" if ev.status != "conditional" else "conditional"
            break
        if ev.status == HOLDS:
            rec["outcome"] = "vanished"
            break
    if rec["outcome"] == "undecided":
        rhs = _f(last.rhs)
        rec["interval"] = _interval(last, st.tried)
        rec["estimate"] = (effort_to_settle(getattr(last.measurement, "stat", None), rhs,
                                            1.0 - FAMILY_ERROR / max(1, st.tried)) if rhs is not None else "unknown")
    return rec["outcome"], last, rec


def follow_up(claim: Claim, bound: Any, prof: Any, st: Any, res: ClaimResult) -> None:
    """Follow the best distinct potential crossings up with ``Claim.escalate``; update the state and
    ``res.followup`` (``{"followed": [...], "outcome": ...}``)."""
    cands = st.potential_top[:FOLLOWED] or [st.worst_potential]
    if claim.escalate is None and not any(is_statistical(e.measurement) for e in cands):
        return
    followed, undecided = [], []
    for ev0 in cands:
        outcome, last, rec = escalate_one(claim, bound, prof, st, ev0)
        followed.append(rec)
        if outcome in ("violated", "conditional"):
            st.shrunk = st.best_crossing = last
            res.followup = {"followed": followed, "outcome": outcome}
            res.notes.append(f"sequential confirmation: the potential crossing is {outcome} at escalation level "
                             f"{len(rec['levels']) - 1}.")
            return
        if outcome == "undecided":
            last.status = POTENTIAL
            undecided.append((last, rec))
    vanished = sum(r["outcome"] == "vanished" for r in followed)
    more = len(st.potential_top) > FOLLOWED
    if vanished and not undecided and not more:
        st.potentials, st.worst_potential = 0, None
        outcome = "vanished"
        res.notes.append(f"sequential confirmation: every potential crossing ({vanished}) vanished with more effort; "
                         "their intervals are in the record (followup).")
    else:
        outcome = "undecided"
        if not undecided and more:  # the followed ones vanished; the next distinct potential instance stands
            st.worst_potential = st.potential_top[FOLLOWED]
        if undecided:
            st.worst_potential = max((e for e, _ in undecided), key=lambda e: e.score)
            rec = next(r for e, r in undecided if e is st.worst_potential)
            how = (f"undecided after {len(rec['levels']) - 1} escalation level(s) (cap {rec['cap']})" if rec["cap"]
                   else "not followed up (the claim gives no Claim.escalate)")
            res.notes.append(f"sequential confirmation: {how}; interval {rec['interval']} against the bound "
                             f"{_f(st.worst_potential.rhs)}; to settle it: {rec['estimate']}.")
    res.followup = {"followed": followed, "outcome": outcome}
