""""Large enough" quantifiers on an explicit bound (``Claim.eventually`` on a claim that is not uniform).

"For n >= N(...) with N unspecified, lhs <= bound" is an existential over N: one crossing at some n does not refute
it, since N may lie beyond that n. It is refuted only by crossings at arbitrarily large n. So a confirmed crossing of
such a claim is followed along each path direction whose ``grows`` covers every ``eventually`` parameter, from the
crossing instance outwards (its grid beyond the instance, then up to ``Profile.path_decades`` further decades):

- the crossing **persists** when the direction gives at least ``MIN_PATH_POINTS`` valid points over at least
  ``MIN_PATH_DECADES`` decade(s) of the growing parameter and every one of them crosses (each confirmed in float64
  and exactly where the claim offers it, a statistical one at the corrected confidence): the claim stays
  ``violated``, and the record keeps that path;
- otherwise the crossing is ``conditional`` on "n large enough" (it may be a small-n effect), with what the path
  showed: the requirement is named, never certified.

The shrunk crossing is followed first, then (up to ``MAX_STARTS`` in all) the highest-scoring distinct crossings the
search confirmed: shrinking walks towards small parameters, where a crossing can be a small-n effect while another
crossing persists.

A claim whose measurement fits a rate as those parameters grow (a ``Direction(how="fit")`` that grows them) is
already about large n: its crossing stands as it is.

A uniform (shape) claim handles ``eventually`` in its divergence path instead (``thmcheck.checks.engine.divergence``).
"""

from __future__ import annotations

import math
from typing import Any

from thmcheck.checks.claim import Claim, Ctx, Direction
from thmcheck.checks.engine.confirm import confirm
from thmcheck.checks.engine.divergence import (
    MIN_PATH_DECADES,
    MIN_PATH_POINTS,
    DivergencePath,
    PathPoint,
    crossing_tail,
    extension,
    grid,
    moved,
    ratio_of,
    repeats,
)
from thmcheck.checks.engine.evaluate import evaluate
from thmcheck.checks.engine.results import CONDITIONAL, REJECTED, UNKNOWN, VIOLATED, ClaimResult, Evaluated
from thmcheck.checks.engine.state import same_instance

MAX_STARTS = 3  # crossings followed at most: the shrunk one, then the highest-scoring distinct ones


def growing_directions(claim: Claim) -> list[Direction]:
    """The path directions along which every ``eventually`` parameter grows."""
    need = set(claim.eventually)
    return [d for d in claim.directions if d.how == "path" and d.move is not None and need <= set(d.grows)]


def _beyond(d: Direction, ts: list[float], t0: float) -> list[float]:
    """The grid points at or beyond ``t0`` towards the direction's end."""
    if math.isinf(d.toward):
        return [t for t in ts if t >= t0]
    return [t for t in ts if abs(t - d.toward) <= abs(t0 - d.toward)]


def follow(claim: Claim, bound: Any, d: Direction, ev: Evaluated, decades: float, tested: int) -> DivergencePath:
    """The crossing at ``ev`` followed along ``d``: every point re-measured and confirmed over the direction's grid
    beyond the instance (then further decades while the last point still crosses). Persistence is judged on the
    path's tail, the points after its last non-crossing one: a crossing gone at some n and back at every larger n
    still refutes "n large enough"."""
    start = ev.instance
    t0 = float(start[d.param]) if isinstance(start.get(d.param), int | float) else math.nan
    ts = grid(d, start)
    if math.isfinite(t0):
        ts = [t0] + [t for t in _beyond(d, ts, t0) if t != t0]
    integer = bool(ts) and all(float(t).is_integer() for t in ts)
    points: list[PathPoint] = []
    left, broke = 0, ""
    todo = list(ts)
    extended = False
    while todo:
        t = todo.pop(0)
        inst = moved(claim, d, start, t)
        e = confirm(claim, evaluate(claim, inst, bound, Ctx("float64", "cpu")), bound, tested=tested)
        if e.status in (REJECTED, UNKNOWN):
            left += 1
            continue
        x = t if math.isinf(d.toward) else abs(t - d.toward)
        p = PathPoint(t, x, inst, float(e.measurement.lhs), float(e.rhs),
                      ratio_of(claim, float(e.measurement.lhs), float(e.rhs)), list(e.granted), e)
        if points and repeats(p, points[-1]):
            left += 1
            break
        points.append(p)
        if e.status != VIOLATED:
            broke = f"the crossing is gone at {d.param} = {t:g} (score {e.score:.4g})"
        elif not todo and not extended and decades > 0:
            todo, extended = extension(d, t, decades, integer), True
    path = DivergencePath(d.name, d.param, d.toward, tuple(d.grows), points, left, tested=tested)
    tail, dec = crossing_tail(points, lambda p: p.ev is not None and p.ev.status == VIOLATED)
    if tail and tail[-1] is points[-1] and len(tail) >= MIN_PATH_POINTS and dec >= MIN_PATH_DECADES - 1e-9:
        back = f" (back after {broke[4:]})" if broke and len(tail) < len(points) else ""
        path.status, path.why = VIOLATED, (f"the crossing persists at every one of the last {len(tail)} points over "
                                           f"{dec:.3g} decade(s) of {d.param}{back}")
    else:
        path.status = CONDITIONAL
        path.why = (broke if points and points[-1].ev is not None and points[-1].ev.status != VIOLATED else
                    f"{len(tail)} crossing point(s) at the end of the path over {dec:.3g} decade(s) of {d.param} "
                    f"(persistence needs {MIN_PATH_POINTS} over {MIN_PATH_DECADES:g})")
    return path


def persist(claim: Claim, bound: Any, prof: Any, st: Any, res: ClaimResult) -> None:
    """Judge a confirmed crossing of an explicit claim with ``eventually`` parameters (see the module's rule)."""
    ev = st.shrunk
    if claim.uniform or not claim.eventually or ev is None or ev.status != VIOLATED or ev.phase == "path":
        return
    need_set = set(claim.eventually)
    if any(d.how == "fit" and need_set <= set(d.grows) for d in claim.directions):
        return  # the measurement fits a rate as the parameters grow: its crossing is already about large n
    need = ", ".join(claim.eventually)
    best: DivergencePath | None = None
    # followed from the shrunk crossing first, then from the highest-scoring ones: shrinking walks towards small
    # parameters, where a crossing may be a small-n artefact while a larger crossing elsewhere persists
    starts: list[Evaluated] = []
    for cand in (ev, st.best_crossing, st.worst, *st.top):
        if cand is not None and cand.status == VIOLATED and len(starts) < MAX_STARTS and \
                not any(same_instance(cand.instance, o.instance) for o in starts):
            starts.append(cand)
    for start in starts:
        for d in growing_directions(claim):
            path = follow(claim, bound, d, start, prof.path_decades, max(1, st.tried))
            st.tried += len(path.points) + path.left
            if best is None or (path.status == VIOLATED and best.status != VIOLATED) or \
                    (path.status == best.status and len(path.points) > len(best.points)):
                best = path
            if path.status == VIOLATED:
                break
        if best is not None and best.status == VIOLATED:
            break
    if best is not None:
        res.path = best
        res.notes.append(f"'{need} large enough': {best.summary()}: {best.status} ({best.why})")
    if best is not None and best.status == VIOLATED:
        ev.confirmed_by = [*ev.confirmed_by, f"persisting along {best.summary()}"]
        return
    why = best.why if best is not None else f"no path direction of the claim grows {need}"
    ev.status = CONDITIONAL
    ev.granted = [f"{n} large enough" for n in claim.eventually]
    ev.note = (f"the statement needs {need} only large enough (N unspecified), and the crossing was not shown to "
               f"persist as {need} grows: {why}")
    res.granted_why.update({g: ev.note for g in ev.granted})
