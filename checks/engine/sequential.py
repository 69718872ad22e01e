"""Sequential confirmation of a potential crossing (issue 32): the worst potential instance is measured again with
more effort, ``Claim.escalate(inst, level)`` for level 1, 2, ... up to ``Profile.followup``, each evaluation
confirmed like any candidate (float64, exact, the multiplicity of every instance evaluated so far), until the
crossing is confirmed (``violated``) or disappears (the point estimate is back on the bound's side: no
counterexample there, its interval recorded). When the levels are spent, ``potential`` stays and the record
(``ClaimResult.followup``) states the interval and an estimate of the effort that would settle it
(:func:`checks.stats.effort_to_settle`).
"""

from __future__ import annotations

from typing import Any

from checks.claim import Claim, Ctx
from checks.engine.confirm import CANDIDATES, CROSSED, confirm, is_statistical
from checks.engine.evaluate import describe_instance, evaluate
from checks.engine.results import FAMILY_ERROR, HOLDS, REJECTED, UNKNOWN, ClaimResult, Evaluated
from checks.stats import effort_to_settle


def _interval(ev: Evaluated, tested: int) -> list[float] | None:
    stat = getattr(ev.measurement, "stat", None)
    if hasattr(stat, "interval"):
        return [float(x) for x in stat.interval(1.0 - FAMILY_ERROR / max(1, tested))]
    iv = ev.measurement.lhs_interval
    return [float(iv[0]), float(iv[1])] if iv is not None else None


def _level(level: int, ev: Evaluated, tested: int) -> dict[str, Any]:
    return {"level": level, "status": ev.status, "lhs": _f(ev.measurement.lhs), "rhs": _f(ev.rhs),
            "interval": _interval(ev, tested), "note": ev.note}


def _f(x: Any) -> float | None:
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def follow_up(claim: Claim, bound: Any, prof: Any, st: Any, res: ClaimResult) -> None:
    """Follow the worst potential crossing up with ``Claim.escalate``; update the search state and ``res.followup``."""
    ev0 = st.worst_potential
    statistical = is_statistical(ev0.measurement)
    if claim.escalate is None and not statistical:
        return
    rec: dict[str, Any] = {"instance": describe_instance(ev0.instance), "levels": [_level(0, ev0, st.tried)],
                           "cap": prof.followup if claim.escalate is not None else 0, "outcome": "undecided"}
    last = ev0
    for level in range(1, (prof.followup if claim.escalate is not None else 0) + 1):
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
            st.shrunk = st.best_crossing = ev
            rec["outcome"] = "violated"
            break
        if ev.status == HOLDS:
            rec["outcome"] = "vanished"
            st.potentials -= 1
            if st.potentials <= 0:
                st.potentials, st.worst_potential = 0, None
            res.notes.append(f"sequential confirmation: the worst potential crossing vanished at escalation level "
                             f"{level} (lhs {ev.measurement.lhs}, bound {ev.rhs}, interval "
                             f"{_interval(ev, st.tried)}); no counterexample there.")
            break
    if rec["outcome"] == "undecided":
        stat = getattr(last.measurement, "stat", None)
        rhs = _f(last.rhs)
        conf = 1.0 - FAMILY_ERROR / max(1, st.tried)
        rec["interval"] = _interval(last, st.tried)
        rec["estimate"] = effort_to_settle(stat, rhs, conf) if rhs is not None else "unknown"
        if last is not ev0:
            last.status = "potential"
            st.worst_potential = last
        res.notes.append(f"sequential confirmation: undecided after {len(rec['levels']) - 1} escalation level(s) "
                         f"(cap {rec['cap']}); interval {rec['interval']} against the bound {rhs}; to settle it: "
                         f"{rec['estimate']}.")
    res.followup = rec
