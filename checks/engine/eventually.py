""""Large enough" quantifiers on an explicit bound (``Claim.eventually`` on a claim that is not uniform).

"For n >= N(...) with N unspecified, lhs <= bound" is an existential over N: one crossing at some n does not refute
it, since N may lie beyond that n. It is refuted only by crossings at arbitrarily large n. So a confirmed crossing of
such a claim is followed along each path direction whose ``grows`` covers every ``eventually`` parameter, from the
crossing instance outwards (its grid beyond the instance, then up to ``Profile.path_decades`` further decades):

- the crossing **persists** when the direction gives at least ``MIN_PATH_POINTS`` valid points over at least
  ``MIN_PATH_DECADES`` decade(s) of the growing parameter and every one of them crosses (each confirmed in float64
  and exactly where the claim offers it, a statistical one at the corrected confidence): the claim stays
  ``violated``, and the record keeps that path;
- the crossing **vanishes** when the path's last ``MIN_PATH_POINTS`` (or more) valid points, over at least
  ``MIN_PATH_DECADES`` decade(s) and up to the path's end, all hold (each re-measured and confirmed in float64: no
  crossing, not even a potential one, and not degenerate): the crossing exists only where the "large enough" parameter is small, and the
  path to its end shows no counterexample. The claim's verdict is then ``vanishing crossing`` (not ``violated``:
  nothing refutes "for n large enough"; not ``no counterexample``: a confirmed crossing of the printed bound exists
  at small n, and the path is evidence up to its last value, not a proof for every larger n). A path whose last
  point holds but whose clear tail is short is extended like a crossing one (``Profile.path_decades``), until the
  clear tail is long enough, the crossing comes back, or a point is rejected (then the extension stops: its points
  are the costliest of the path);
- otherwise (a short path, rejected or repeated points, a crossing or a potential one at the path's end without the
  points persistence needs, no growing direction) the crossing is ``conditional`` on "n large enough", with what
  the path showed: the requirement is named, never certified.

Every followed crossing (the shrunk one and up to ``MAX_STARTS`` - 1 more, along every growing direction) must
vanish for the verdict ``vanishing crossing``: one path that stays undecided keeps the claim ``conditional``, one
that persists makes it ``violated``.

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
from thmcheck.checks.engine.results import (
    CONDITIONAL,
    HOLDS,
    REJECTED,
    UNKNOWN,
    VANISHING,
    VIOLATED,
    ClaimResult,
    Evaluated,
)
from thmcheck.checks.engine.state import same_instance

MAX_STARTS = 3  # crossings followed at most: the shrunk one, then the highest-scoring distinct ones
_RANK = {VIOLATED: 3, CONDITIONAL: 2, VANISHING: 1}  # the claim's verdict is its followed paths' highest rank


def _crosses(p: PathPoint) -> bool:
    return p.ev is not None and p.ev.status == VIOLATED


def _clear(p: PathPoint) -> bool:
    """A path point where the bound holds after the float64 (and exact) re-check: not a crossing, not a potential, and
    not degenerate (both sides zero at rounding level, thmcheck.checks.degenerate: no score, so no evidence that the
    bound holds there; a strict '> 0' met by an exact 0 is such a point)."""
    return p.ev is not None and p.ev.status == HOLDS and math.isfinite(p.ev.score)


def _settled(tail: list[PathPoint], dec: float, points: list[PathPoint]) -> bool:
    """Whether a run of points at the path's end is long enough to decide it (persists, or vanishes)."""
    return bool(tail) and tail[-1] is points[-1] and len(tail) >= MIN_PATH_POINTS and dec >= MIN_PATH_DECADES - 1e-9


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
    extended = clear_ext = False
    while todo:
        t = todo.pop(0)
        inst = moved(claim, d, start, t)
        e = confirm(claim, evaluate(claim, inst, bound, Ctx("float64", "cpu")), bound, tested=tested)
        if e.status in (REJECTED, UNKNOWN):
            left += 1
            if clear_ext:  # a clear end extended past what the direction's move supports: stop at once (cost)
                break
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
        if clear_ext and _settled(*crossing_tail(points, _clear), points):
            break  # the extended clear end now shows that the crossing vanished: no costlier points
        # a crossing at the end is followed further; so is a clear end too short to show that the crossing vanished
        if not todo and not extended and decades > 0 and \
                (e.status == VIOLATED or not _settled(*crossing_tail(points, _clear), points)):
            todo, extended, clear_ext = extension(d, t, decades, integer), True, e.status != VIOLATED
    path = DivergencePath(d.name, d.param, d.toward, tuple(d.grows), points, left, tested=tested)
    tail, dec = crossing_tail(points, _crosses)
    clear, cdec = crossing_tail(points, _clear)
    if _settled(tail, dec, points):
        back = f" (back after {broke[4:]})" if broke and len(tail) < len(points) else ""
        path.status, path.why = VIOLATED, (f"the crossing persists at every one of the last {len(tail)} points over "
                                           f"{dec:.3g} decade(s) of {d.param}{back}")
    elif _settled(clear, cdec, points):
        worst = max(p.ev.score for p in clear if p.ev is not None)
        path.status, path.why = VANISHING, (
            f"the crossing is gone from {d.param} = {clear[0].t:g} on and stays gone at every one of the last "
            f"{len(clear)} points over {cdec:.3g} decade(s), to {d.param} = {points[-1].t:g} (best score there "
            f"{worst:.4g}; no counterexample along the path to {d.param} = {points[-1].t:g})")
    else:
        path.status = CONDITIONAL
        path.why = (f"{broke}; it is gone at the last {len(clear)} point(s) over {cdec:.3g} decade(s) to {d.param} = "
                    f"{points[-1].t:g} (vanishing needs {MIN_PATH_POINTS} over {MIN_PATH_DECADES:g}, each holding)"
                    if points and points[-1].ev is not None and points[-1].ev.status != VIOLATED else
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
            if best is None or _RANK[path.status] > _RANK[best.status] or \
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
    if best is not None and best.status == VANISHING:
        ev.status = VANISHING
        ev.note = (f"the statement needs {need} only large enough (N unspecified); every crossing followed "
                   f"({len(starts)}) is gone along the claim's path as {need} grows: {best.why}")
        return
    why = best.why if best is not None else f"no path direction of the claim grows {need}"
    ev.status = CONDITIONAL
    ev.granted = [f"{n} large enough" for n in claim.eventually]
    ev.note = (f"the statement needs {need} only large enough (N unspecified), and the crossing was not shown to "
               f"persist as {need} grows: {why}")
    res.granted_why.update({g: ev.note for g in ev.granted})
