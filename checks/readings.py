"""Readings: a claim is checked as printed and under every other reasonable reading, with a verdict per reading.

The claim itself is the literal reading ("as printed"). Each :class:`thmcheck.checks.claim.Reading` of the claim is run in
the same way (same profile, seed and budget) as its own claim (:meth:`thmcheck.checks.claim.Claim.under_reading`). The
claim's verdict combines them:

- the literal reading is violated and so is every other reading: ``violated``;
- the literal reading is violated but some other reading is not: ``violated as printed``;
- a reading marked ``vacuous`` (it holds only because its hypothesis set is empty or its bound degenerate, e.g. a
  lower bound made negative by a definition) is run and reported, but its holding does not rescue the statement:
  if only vacuous readings hold, the verdict stays ``violated`` (the message names them);
- otherwise the literal reading's verdict stands (a violation under another reading alone is reported, never
  counted as an error of the paper: the words as printed hold).

A user bound (``--bound``) replaces the printed bound and the bound of every reading that reads the bound itself
differently (a log base, a constant): those readings are not run, the user's formula is the bound. The readings that
change the instances, the measured side, the relation, the assumptions, the domain or the "large enough" parameters
(a quantifier's scope) are run with the user's bound, and the verdicts combine as above. The record's notes say which
readings were replaced and which ran (:func:`user_bound_note`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from thmcheck.checks.claim import LITERAL, Claim, Verdict


def reading_record(res: Any, text: str) -> dict[str, Any]:
    """One reading's verdict as it appears in the claim's record (``readings``)."""
    return {"text": text, "verdict": str(res.verdict), "best_score": res.best_score, "message": res.message,
            "valid": res.valid, "seconds": round(res.seconds, 3)}


#: the verdicts of another reading that rescue a literal crossing ('violated as printed'): it holds, it holds where
#: its parameters are large, or a crossing is not confirmed there (a tolerance, granted requirements: undecided)
RESCUE = frozenset({Verdict.NONE, Verdict.VANISHING, Verdict.POTENTIAL, Verdict.CONDITIONAL})
UNDECIDED_RESCUE = frozenset({Verdict.POTENTIAL, Verdict.CONDITIONAL})


def combine(literal: Any, others: dict[str, Any],
            vacuous: frozenset[str] | set[str] = frozenset()) -> tuple[Verdict, str]:
    """The claim's verdict and a message from the literal reading's result and the other readings' results;
    ``vacuous`` names the readings whose holding rescues nothing (``Reading.vacuous``)."""
    if not others:
        return literal.verdict, literal.message
    if literal.verdict is Verdict.VIOLATED:
        rescuing = {n: r.verdict for n, r in others.items() if r.verdict in RESCUE}
        # a reading that faulted ('unknown') or whose assumptions rejected every draw ('gave up') shows nothing: it
        # is no rescue (round 28: a reading whose assumption raised an error used to turn 'violated' into 'as printed')
        faulted = [f"{n!r} ({r.verdict})" for n, r in others.items() if r.verdict not in RESCUE
                   and r.verdict is not Verdict.VIOLATED]
        fault_note = (f"; no rescue from {', '.join(faulted)}: a reading that faulted or gave up shows nothing"
                      if faulted else "")
        holding = [n for n in rescuing if n not in vacuous]
        empty = [n for n in rescuing if n in vacuous]
        if not holding:
            if empty:
                return Verdict.VIOLATED, (f"{literal.message}; violated under every non-vacuous reading; it holds "
                                          f"only vacuously under {', '.join(repr(n) for n in empty)} (a degenerate "
                                          f"hypothesis or bound: no rescue of the statement){fault_note}")
            if faulted:
                return Verdict.VIOLATED, f"{literal.message}; violated under every reading that ran{fault_note}"
            return Verdict.VIOLATED, f"{literal.message}; violated under every reading ({', '.join(others)})"
        undecided = [f"{n!r} ({rescuing[n]})" for n in holding if rescuing[n] in UNDECIDED_RESCUE]
        undecided_note = (f" (the rescue is undecided under {', '.join(undecided)}: no confirmed crossing there, "
                          "none ruled out)" if undecided else "")
        return Verdict.VIOLATED_AS_PRINTED, (f"{literal.message}; as printed only: under the reading(s) "
                                             f"{', '.join(repr(n) for n in holding)} it is not violated"
                                             f"{undecided_note}{fault_note}")
    failing = [n for n, r in others.items() if r.verdict is Verdict.VIOLATED]
    message = literal.message
    if failing:
        message = (f"{message}; (another reading, {', '.join(repr(n) for n in failing)}, is "
                   "violated: not an error of the printed words)")
    # a reading that faulted or gave up is named even when the literal reading holds (a reading whose measure lacks a
    # quantity its assumptions read used to show 'unknown' in its own row only)
    silent = [f"{n!r} ({r.verdict})" for n, r in others.items() if r.verdict in (Verdict.UNKNOWN, Verdict.GAVE_UP)]
    if silent:
        message = f"{message}; reading(s) {', '.join(silent)} did not run to a verdict (see their messages)"
    return literal.verdict, message


def readings_to_run(claim: Claim, user_bound: bool = False) -> list[Any]:
    """The readings a run checks besides the literal one: all of them; with a user bound only those that change
    the instances, the assumptions or the domain (a reading of the bound alone is replaced by the user's bound)."""
    if not user_bound:
        return list(claim.readings)
    return [r for r in claim.readings if r.strategy is not None or r.assumptions is not None or r.domain is not None
            or r.eventually is not None or r.comparison is not None or r.measure is not None]


def user_bound_note(claim: Claim) -> str:
    """What a user bound replaces among the claim's readings, in words ("" for a claim without readings)."""
    if not claim.readings:
        return ""
    ran = readings_to_run(claim, True)
    replaced = [r.name for r in claim.readings if r not in ran]
    parts = ["your bound (--bound) replaces the printed bound"]
    if replaced:
        parts.append(f"and the bound of the reading(s) {', '.join(repr(n) for n in replaced)} (not run: your formula "
                     "is the bound)")
    if ran:
        parts.append(f"; it was also checked under the reading(s) {', '.join(repr(r.name) for r in ran)} (their "
                     "instances, assumptions or domain), and the verdict combines them")
    return " ".join(parts).replace(" ;", ";")


def run_with_readings(claim: Claim, run: Callable[..., Any], **kw: Any) -> Any:
    """Run ``claim`` as printed and under each of its readings with ``run`` (``thmcheck.checks.engine.run_claim``'s
    signature); returns the literal reading's result with the combined verdict and ``readings`` filled in."""
    from thmcheck.checks.engine.evaluate import measurement_cache

    with measurement_cache():  # a reading that keeps the literal measurement searches many of the same instances
        return _run_with_readings(claim, run, **kw)


def _run_with_readings(claim: Claim, run: Callable[..., Any], **kw: Any) -> Any:
    user = kw.get("bound") is not None
    literal = run(claim, **kw)
    if user and claim.readings and isinstance(getattr(literal, "notes", None), list):
        literal.notes.append(user_bound_note(claim))
    todo = readings_to_run(claim, user)
    if not todo or literal.verdict is Verdict.NOT_CHECKABLE:
        return literal
    others: dict[str, Any] = {}
    for r in todo:
        others[r.name] = run(claim.under_reading(r), **kw)
    verdict, message = combine(literal, others, {r.name for r in todo if r.vacuous})
    recs = {LITERAL: reading_record(literal, "the statement read literally")}
    recs.update({n: reading_record(others[n], r.text) for n, r in zip(others, todo)})
    out = replace(literal, verdict=verdict, message=message, readings=recs)
    out.seconds = literal.seconds + sum(r.seconds for r in others.values())
    return out
