"""Divergence paths of a uniform (shape) claim (``Claim.uniform``): "there is one constant c with lhs <= c f over
the whole printed domain" is refuted by a one-parameter family of instances along which lhs / f is unbounded.

From the search's best distinct instances, each ``Direction`` with ``how="path"`` and a ``move`` is swept over its
grid ``points`` (and extended by up to ``Profile.path_decades`` further decades while the ratio keeps growing). Every
point is measured in float64 on the CPU (and exactly where the claim has ``exact``); a point outside the assumptions,
where our solver fails, or whose instance is the previous point's (a move capped at a limit) leaves the path. A path
is ``violated`` when it has at least ``MIN_PATH_POINTS`` valid points over at least ``MIN_PATH_DECADES`` decade(s) of the path parameter (of its distance to a finite end), the ratio grows
by at least ``MIN_GROWTH`` from its first to its last point, and the fitted slope of the ratio against the log of the
path parameter (a power, :func:`thmcheck.checks.stats.fit_exponent`, or logarithmic growth,
:func:`thmcheck.checks.stats.fit_log_growth`; both tried, so each at confidence ``1 - FAMILY_ERROR / (2 tested)``, ``tested``
counting every instance and path point evaluated) has an interval that excludes 0 on the growing side, and the ratio
exceeds ``MIN_CROSSING`` (1) somewhere on the path: a ratio that grows while staying far below 1 (say 1e-225 to 1e-213)
has not crossed the printed shape even with constant 1; and it keeps growing over its last decade by at least
``LEVEL_SHARE`` of what its fitted form predicts there (a rise towards a plateau fits a growing line over the whole
path but not over its end), and so over its last half decade (three points or more) and its last half, and its last
half decade grows at least ``LEVEL_DECEL`` as fast as the half decade before it unless it grows at the fitted rate
(round 25, docs/verdicts.md). A Monte Carlo path (every point's measurement a :class:`thmcheck.checks.stats.RunMedian`
over independent runs) has its growth decided on the points' intervals instead of the slope's: the far point's lower
bound above the near point's upper bound, each at 1 - FAMILY_ERROR / (2 tested). Granted requirements on a point, or an
``eventually`` parameter that does not grow along the direction (``Direction.grows``), make it ``conditional``; a
growing ratio short of that is ``potential``, with the path, unless the claim has a ``ceiling`` (an explicit constant
certified by another claim) that no point of the path exceeds: that path holds.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from thmcheck.checks.claim import Claim, Comparison, Ctx, Direction, Instance
from thmcheck.checks.engine.evaluate import evaluate, sign_refutes
from thmcheck.checks.engine.results import (
    CONDITIONAL,
    FAMILY_ERROR,
    HOLDS,
    POTENTIAL,
    REJECTED,
    UNKNOWN,
    VIOLATED,
    BadInput,
    ClaimResult,
    Evaluated,
)
from thmcheck.checks.engine.state import same_instance
from thmcheck.checks.stats import ExponentFit, fit_exp_growth, fit_exponent, fit_log_growth

MIN_PATH_POINTS, MIN_PATH_DECADES, MIN_GROWTH = 4, 1.0, 10.0
POTENTIAL_GROWTH = 3.0  # a ratio growing at least this much (with a growing fitted slope) is a potential divergence
PATH_KEY = "__path__"  # the header field that marks a saved path file (``DivergencePath.save``)
_RANK = {VIOLATED: 3, CONDITIONAL: 2, POTENTIAL: 1, HOLDS: 0}


@dataclass
class PathPoint:
    """One point of a path: the path parameter ``t``, its distance ``x`` to the end approached, the instance, and
    lhs, the shape f and their ratio (lhs / f; f / lhs for a lower bound)."""

    t: float
    x: float
    instance: Instance
    lhs: float
    f: float
    ratio: float
    granted: list[str] = field(default_factory=list)
    ev: Evaluated | None = None
    sign: bool = False  # lhs on the wrong side of 0 (ratio NaN): a sign crossing (a claim with ``eventually`` only)


@dataclass
class DivergencePath:
    """A swept direction and its judgement."""

    direction: str
    param: str
    toward: float
    grows: tuple[str, ...]
    points: list[PathPoint]
    left: int = 0  # points outside the assumptions, or where our solver failed (not on the path)
    fit: ExponentFit | None = None
    interval: tuple[float, float] | None = None  # the slope's interval at the corrected confidence
    tested: int = 1
    status: str = HOLDS
    why: str = ""  # why it is not 'violated' (or what is granted)
    granted: list[str] = field(default_factory=list)
    point_intervals: list[tuple[float, float]] | None = None  # Monte Carlo points: each ratio's interval (judge_path)

    @property
    def growth(self) -> float:
        """Ratio at the last point (nearest the end) over the ratio at the first (sign points, whose ratio is NaN,
        left out)."""
        rs = [p.ratio for p in self.points if math.isfinite(p.ratio)]
        if len(rs) < 2 or rs[0] <= 0:
            return 1.0
        return rs[-1] / rs[0]

    def summary(self) -> str:
        """One line: the direction, points, span, growth and slope."""
        if not self.points:
            return f"path '{self.direction}' ({self.param} -> {self.toward:g}): no valid point"
        x = [p.x for p in self.points]
        dec = math.log10(max(x) / min(x)) if min(x) > 0 else float("nan")
        form = {"log": "slope in log x", "exp": "rate of log ratio in x"}.get(self.fit.form if self.fit else "",
                                                                             "log-slope")
        forms = 3 if self.fit is not None and self.fit.form == "exp" else 2
        slope = (f"; {form} {self.fit.exponent:.3g} [{self.interval[0]:.3g}, {self.interval[1]:.3g}] at 1 - "
                 f"{FAMILY_ERROR:g}/({forms} x {self.tested})" if self.fit is not None and self.interval is not None
                 else "")
        first, last = self.points[0], self.points[-1]
        if math.isfinite(first.ratio) and math.isfinite(last.ratio):
            moved = f"ratio {first.ratio:.4g} -> {last.ratio:.4g} (x{self.growth:.3g})"
        else:  # a sign crossing at an end (f = 0 or lhs of the wrong sign): the ratio says nothing, show both sides
            moved = f"lhs {first.lhs:.4g} -> {last.lhs:.4g} against f {first.f:.4g} -> {last.f:.4g}"
        if self.point_intervals is not None and len(self.point_intervals) >= 2:
            (a0, b0), (a1, b1) = self.point_intervals[0], self.point_intervals[-1]
            slope += f"; ratio intervals [{a0:.4g}, {b0:.4g}] -> [{a1:.4g}, {b1:.4g}] (Monte Carlo points)"
        return (f"path '{self.direction}' ({self.param} -> {self.toward:g}): {len(self.points)} points over "
                f"{dec:.3g} decade(s), {moved}{slope}" + (f"; lhs on the wrong side of 0 at {signs} point(s)" if
                                                          (signs := sum(p.sign for p in self.points)) else ""))

    def as_json(self) -> dict[str, Any]:
        """The path as the claim record stores it (``path``)."""
        from thmcheck.checks.instances import jsonable

        return {"direction": self.direction, "param": self.param, "toward": _num(self.toward),
                "grows": list(self.grows), "status": self.status, "why": self.why, "summary": self.summary(),
                "growth": _num(self.growth), "tested": self.tested, "left": self.left, "granted": self.granted,
                "fit": self.fit.as_json() if self.fit is not None else None,
                "interval": list(self.interval) if self.interval is not None else None,
                "point_intervals": [[_num(a), _num(b)] for a, b in self.point_intervals]
                if self.point_intervals is not None else None,
                "points": [{"t": _num(p.t), "x": _num(p.x), "lhs": _num(p.lhs), "f": _num(p.f), "ratio": _num(p.ratio),
                            "instance": jsonable({k: v for k, v in p.instance.items() if _is_scalar(v)})}
                           for p in self.points]}

    def save(self, file: str | Path) -> Path:
        """Write the path as one replayable ``.npz`` (``python -m thmcheck replay ID FILE`` re-evaluates every point)."""
        from thmcheck.checks.instances import save_instance

        flat: dict[str, Any] = {PATH_KEY: json.dumps({"direction": self.direction, "param": self.param,
                                                      "toward": repr(float(self.toward)), "grows": list(self.grows),
                                                      "t": [float(p.t) for p in self.points]})}
        for i, p in enumerate(self.points):
            for k, v in p.instance.items():
                flat[f"p{i}:{k}"] = v
        return save_instance(file, flat)


def _is_scalar(v: Any) -> bool:
    """Whether an instance value is a scalar (0-d); a ragged sequence (specs of different lengths, which numpy >= 1.24
    refuses to make an array of) is not."""
    try:
        return np.ndim(v) == 0
    except ValueError:
        return False


def _num(x: float) -> float | str:
    x = float(x)
    return x if math.isfinite(x) else repr(x)


def load_path(flat: Instance) -> tuple[dict[str, Any], list[Instance]]:
    """The header and the point instances of a path file read by ``thmcheck.checks.instances.load_instance``."""
    head = json.loads(str(flat[PATH_KEY]))
    points: list[Instance] = [{} for _ in head["t"]]
    for key, v in flat.items():
        if key != PATH_KEY and key.startswith("p") and ":" in key:
            i, name = key[1:].split(":", 1)
            points[int(i)][name] = v
    return head, points


def is_path(inst: Instance) -> bool:
    """Whether a loaded instance file is a saved divergence path."""
    return PATH_KEY in inst


def ratio_of(claim: Claim, lhs: float, f: float) -> float:
    """lhs / f for an upper bound, f / lhs for a lower bound (NaN where either is not positive)."""
    if not (lhs > 0 and f > 0):
        return math.nan
    return f / lhs if claim.comparison in (Comparison.GE, Comparison.GT) else lhs / f


def measure_point(claim: Claim, bound: Any, inst: Instance, t: float, toward: float) -> PathPoint | None:
    """One point in float64 on the CPU, and exactly where the claim offers it; None when it leaves the path
    (outside the assumptions, our solver failed, a ratio that is not positive). A claim that needs parameters only
    large enough (``eventually``) keeps a point whose lhs is on the wrong side of 0 beyond its tolerance (a sign
    crossing, which no single instance decides for it) as a ``sign`` point with a NaN ratio: ``judge_path`` then
    asks whether the sign crossing persists."""
    ev = evaluate(claim, inst, bound, Ctx("float64", "cpu"))
    trail = ["float64/cpu"]
    if ev.status not in (REJECTED, UNKNOWN) and claim.exact is not None:
        ev = evaluate(claim, inst, bound, exact=True)
        trail.append("exact")
    if ev.status in (REJECTED, UNKNOWN):
        return None
    ev.confirmed_by = trail
    lhs, f = float(ev.measurement.lhs), float(ev.rhs)
    r = ratio_of(claim, lhs, f)
    sign = False
    if not math.isfinite(r):
        if not (claim.eventually and sign_refutes(claim, ev.measurement, ev.rhs, on_path=True) == VIOLATED):
            return None
        r, sign = math.nan, True
    x = t if math.isinf(toward) else abs(t - toward)
    uncertified = {a.name for a in claim.assumptions if not a.certifiable}
    return PathPoint(t, x, inst, lhs, f, r, [n for n in ev.approx if n in uncertified], ev, sign)


def grid(d: Direction, start: Instance) -> list[float]:
    """The direction's grid of t, ordered towards its end (far points first)."""
    ts = list(d.points)
    if not ts and d.param in start and isinstance(start[d.param], int | float):
        t0 = float(start[d.param])
        ts = [t0 * 10 ** (k / 2) for k in range(5)] if math.isinf(d.toward) else \
             [d.toward + (t0 - d.toward) * 10 ** (-k / 2) for k in range(5)]
    return sorted(ts, key=lambda t: t if math.isinf(d.toward) else -abs(t - d.toward))


def extension(d: Direction, last: float, decades: float, integer: bool) -> list[float]:
    """Further points beyond ``last``, half a decade apart, for up to ``decades`` decades."""
    out = []
    for k in range(1, int(2 * decades) + 1):
        t = last * 10 ** (k / 2) if math.isinf(d.toward) else d.toward + (last - d.toward) * 10 ** (-k / 2)
        out.append(float(round(t)) if integer else t)
    return out


def moved(claim: Claim, d: Direction, start: Instance, t: float) -> Instance:
    """``d.move(start, t)``; a fault of the claim's move is :class:`BadInput` (the verdict is then unknown)."""
    try:
        return d.move(dict(start), t)  # type: ignore[misc]
    except Exception as e:
        raise BadInput(f"{claim.id}: direction {d.name!r}: move(inst, {t!r}) raised {type(e).__name__}: {e}") from e


def repeats(p: PathPoint, prev: PathPoint) -> bool:
    """Whether a point's instance is the previous point's (a move capped at a limit of the claim's computation
    returns the same instance for a larger t). Such a point is not a new point of the path (it would add decades, and
    a plateau, that were never measured), so it leaves the path and ends an extension. Equal measurements of
    different instances (an integer count that stays put while t moves) are points of the path."""
    return p.t != prev.t and same_instance(p.instance, prev.instance)


def sweep(claim: Claim, bound: Any, d: Direction, start: Instance, decades: float) -> tuple[list[PathPoint], int]:
    """Measure the path from ``start`` along ``d`` over its grid, then extend it while the ratio keeps growing."""
    assert d.move is not None
    ts = grid(d, start)
    integer = bool(ts) and all(float(t).is_integer() for t in ts)
    points: list[PathPoint] = []
    left = 0
    for t in ts:
        p = measure_point(claim, bound, moved(claim, d, start, t), t, d.toward)
        if p is None or (points and repeats(p, points[-1])):
            left += 1
        else:
            points.append(p)
    if len(points) >= 2 and (points[-1].ratio > points[0].ratio or points[-1].sign) and decades > 0:
        for t in extension(d, points[-1].t, decades, integer):
            p = measure_point(claim, bound, moved(claim, d, start, t), t, d.toward)
            if p is None or repeats(p, points[-1]):
                left += 1
                break
            points.append(p)
            if p.ratio < points[-2].ratio or points[-2].sign != p.sign:  # stopped growing or crossing: it ends
                break
    return points, left


def judge_path(claim: Claim, path: DivergencePath, tested: int) -> DivergencePath:
    """The path's status (violated, conditional, potential or holds) and why (see the module's rule). A path that
    is not violated as a whole is judged once more from its lowest ratio on (round 25: a divergence is a limit, and a
    ratio that first dips, where lhs passes through 0 on the way out, 0.27 -> 0.044 -> 623 -> ... -> 6.4e10 as r^4, fits
    no line over the whole path), with the multiplicity doubled for the second look, when its last ratio is also
    ``MIN_GROWTH`` times every ratio before the dip; that part is kept when it is violated or conditional."""
    _judge_whole(claim, path, tested)
    if path.status in (VIOLATED, CONDITIONAL) or any(p.sign for p in path.points):
        return path
    rs = [p.ratio for p in path.points]
    if len(rs) < MIN_PATH_POINTS + 1 or not all(math.isfinite(r) and r > 0 for r in rs):
        return path
    i0 = int(np.argmin(rs))
    if i0 == 0 or len(rs) - i0 < MIN_PATH_POINTS or not rs[-1] >= MIN_GROWTH * max(rs[:i0]):
        # the last ratio must also be x10 above every ratio before the dip: the dip spoils the line, not the growth
        return path
    tail = DivergencePath(path.direction, path.param, path.toward, path.grows, path.points[i0:], path.left)
    _judge_whole(claim, tail, 2 * max(1, tested))
    if tail.status not in (VIOLATED, CONDITIONAL):
        return path
    first = path.points[i0]
    tail.why = "; ".join(w for w in (f"from its lowest ratio on ({first.ratio:.4g} at {path.param} = {first.t:g}; "
                                     f"{i0} earlier point(s) left out, multiplicity doubled)", tail.why) if w)
    for name in ("points", "fit", "interval", "tested", "status", "why", "granted", "point_intervals"):
        setattr(path, name, getattr(tail, name))
    return path


def _judge_whole(claim: Claim, path: DivergencePath, tested: int) -> DivergencePath:
    """:func:`judge_path` on every point of the path."""
    path.tested = max(1, tested)
    if _sign_persists(claim, path):
        return path
    if any(p.sign for p in path.points):  # a sign crossing that does not persist: the ratio decides without it
        path.left += sum(p.sign for p in path.points)
        path.points = [p for p in path.points if not p.sign]
    pts = path.points
    why: list[str] = []
    if len(pts) < MIN_PATH_POINTS:
        why.append(f"{len(pts)} valid points (fewer than {MIN_PATH_POINTS})")
    xs = np.array([p.x for p in pts], float)
    rs = np.array([p.ratio for p in pts], float)
    growing_sign = 1.0 if math.isinf(path.toward) else -1.0  # the ratio grows as t -> inf, or as |t - end| -> 0
    if len(pts) >= 3 and np.all(xs > 0) and np.ptp(np.log(xs)) > 0:
        # two forms of growth are tried (a power of x, and a multiple of log x, which a log-log line fits badly), so
        # each interval is corrected for twice the count; the form whose interval lies further on the growing side
        # is kept
        conf = 1.0 - FAMILY_ERROR / (2 * path.tested)
        fits = [fit_exponent(xs, rs), fit_log_growth(xs, rs)]
        ivs = [f.interval(conf) for f in fits]
        j = max(range(2), key=lambda i: ivs[i][0] if growing_sign > 0 else -ivs[i][1])
        path.fit, path.interval = fits[j], ivs[j]
        if growing_sign > 0 and not ivs[j][0] > 0 and np.all(rs > 0) and xs.max() < 1e100:
            # exponential growth (a ratio 2^d along d) bends a log-log line so much that its slope interval can
            # include 0; a third form, tried only then and corrected for three forms
            ef = fit_exp_growth(xs, rs)
            eiv = ef.interval(1.0 - FAMILY_ERROR / (3 * path.tested))
            if eiv[0] > 0:
                path.fit, path.interval = ef, eiv
    dec = float(np.log10(xs.max() / xs.min())) if len(pts) >= 2 and np.all(xs > 0) else 0.0
    if dec < MIN_PATH_DECADES:
        why.append(f"a span of {dec:.3g} decade(s) (less than {MIN_PATH_DECADES:g})")
    if path.growth < MIN_GROWTH:
        why.append(f"a ratio growing x{path.growth:.3g} (less than x{MIN_GROWTH:g})")
    lo, hi = path.interval if path.interval is not None else (math.nan, math.nan)
    excludes = (lo > 0) if growing_sign > 0 else (hi < 0)
    path.point_intervals = _point_intervals(claim, path, pts)
    if path.point_intervals is not None and len(pts) >= 2:
        # Monte Carlo points (each a statistic over independent runs with its interval, stats.RunMedian): growth is
        # decided on the intervals, not on a line through noisy estimates: the far point's lower bound must lie above
        # the near point's upper bound, both at 1 - FAMILY_ERROR / (2 tested)
        near, far = path.point_intervals[0], path.point_intervals[-1]
        if not far[0] > near[1]:
            why.append(f"point intervals that overlap (the far point's ratio interval [{far[0]:.4g}, {far[1]:.4g}] "
                       f"does not lie above the near point's [{near[0]:.4g}, {near[1]:.4g}] at 1 - "
                       f"{FAMILY_ERROR:g}/(2 x {path.tested}))")
    elif not excludes:
        why.append("a log-slope interval that does not exclude 0")
    tail_at = _tail_share(path, xs, rs, growing_sign)
    tail = tail_at[0] if tail_at is not None else None
    if tail_at is not None and tail_at[0] < LEVEL_SHARE:
        # a rise towards a plateau (0.22 -> 3.84 over four decades, then flat) fits a growing line over the whole
        # path; a divergence keeps growing at its fitted rate over its last decade as well, and over its last half
        # decade (round 25: a plateau reached within the last decade, 131 -> 261 -> 270 at 0.7 decade a step, grows
        # over the last decade by more than a quarter of the fit but over its last step by a twentieth)
        last = "decade" if tail_at[1] == 1.0 else f"{tail_at[1]:.3g} decades"
        why.append(f"a ratio that levels off: over its last {last} it grows {tail:.2g} times what the fitted "
                   f"{_FORMS.get(path.fit.form, 'power') if path.fit else 'power'} predicts (at least "
                   f"{LEVEL_SHARE:g} needed)")
    elif tail is not None and tail < LEVEL_DECEL_SHARE and \
            (dec_ := _deceleration(path, xs, rs, growing_sign)) is not None and dec_ < LEVEL_DECEL:
        # round 25: a rise concentrated near the end (0.58 -> 0.80 -> 0.95 -> 0.996 -> 1 of a plateau of 270 at a
        # quarter decade a step) keeps its last decade near the whole path's mean rate, but its last half decade grows
        # a fraction of the half decade before it; a divergence at its fitted rate does not slow down so
        why.append(f"a ratio that levels off: over its last half decade it grows {dec_:.2g} times as fast as over "
                   f"the half decade before (in the fitted {_FORMS.get(path.fit.form, 'power') if path.fit else 'power'}"
                   f" form; at least {LEVEL_DECEL:g} needed) and {tail:.2g} times what the fit predicts")
        tail = min(tail, dec_)
    if len(pts) >= 1 and not rs.max() > MIN_CROSSING:
        # a ratio that grows from 1e-225 to 1e-213 has not shown that lhs outgrows the shape: the shape with constant
        # 1 is never crossed, and a bounded ratio can climb that way on its way to a plateau far below it
        why.append(f"a ratio that stays at or below {MIN_CROSSING:g} (peak {rs.max():.4g}: the printed shape with "
                   "constant 1 is never crossed)")
    if not why:
        granted, missing = _granted(claim, path, pts)
        path.status, path.granted = (CONDITIONAL, granted) if granted else (VIOLATED, [])
        path.why = (f"granted: {', '.join(granted)}" + (f" ({', '.join(missing)} do(es) not grow along this path; the "
                    "statement needs them only large enough)" if missing else "")) if granted else ""
        if claim.shape_below and path.status == VIOLATED:
            path.status = POTENTIAL
            path.why = f"the ratio diverges, but the encoded shape is below the printed one ({claim.shape_below})"
        return path
    slope_grows = path.fit is not None and growing_sign * path.fit.exponent > 0
    path.status = POTENTIAL if path.growth >= POTENTIAL_GROWTH and slope_grows else HOLDS
    if path.status == POTENTIAL and _levels_off(xs, rs) and (tail is None or tail < LEVEL_SHARE):
        # within 1 % over the last decade and growing well below the fitted rate there: a plateau (a slow growth
        # such as sqrt(log x) at x ~ 1e300 also changes by less than 1 % per decade, but at its fitted rate)
        path.status = HOLDS
        why.append(f"the ratio levels off at {rs[-1]:.4g} over the last decade of the path (within "
                   f"{LEVEL_RTOL:.0%}): bounded along this path")
    ceiling = claim.ceiling
    if path.status == POTENTIAL and ceiling is not None and len(pts) >= 1 and np.all(np.isfinite(rs)) and \
            float(rs.max()) <= ceiling.constant:
        # the ratio rises but stays below an explicit constant that another claim certifies over the whole domain
        path.status = HOLDS
        why.append(f"bounded by the certified constant {ceiling.constant:g} (peak ratio {rs.max():.4g}; "
                   f"{ceiling.certificate}: {ceiling.reason})")
    path.why = "; ".join(why)
    return path


def _point_intervals(claim: Claim, path: DivergencePath, pts: list[PathPoint]) -> list[tuple[float, float]] | None:
    """The ratio intervals of a Monte Carlo path: when every point's measurement carries a
    :class:`thmcheck.checks.stats.RunMedian` (``Measurement.stat``), each point's interval of lhs at confidence 1 -
    FAMILY_ERROR / (2 tested) (two intervals are compared), as a ratio interval (lhs / f; f / lhs for a lower bound,
    ends swapped); None otherwise (the path is judged on its ratios)."""
    from thmcheck.checks.stats import RunMedian

    stats_ = [getattr(p.ev.measurement, "stat", None) if p.ev is not None else None for p in pts]
    if not pts or not all(isinstance(s, RunMedian) for s in stats_):
        return None
    conf = 1.0 - FAMILY_ERROR / (2 * max(1, path.tested))
    out = []
    for p, s in zip(pts, stats_, strict=True):
        lo, hi = s.interval(conf)
        if claim.comparison in (Comparison.GE, Comparison.GT):
            lo, hi = (p.f / hi if hi > 0 else math.inf), (p.f / lo if lo > 0 else math.inf)
        else:
            lo, hi = lo / p.f, hi / p.f
        out.append((float(lo), float(hi)))
    return out


def _granted(claim: Claim, path: DivergencePath, pts: list[PathPoint]) -> tuple[list[str], list[str]]:
    """What a crossing along ``path`` grants: the uncertified requirements its points meet only approximately, then
    "<n> large enough" for each ``eventually`` parameter that does not grow along it; and those parameters."""
    missing = [n for n in claim.eventually if n not in path.grows]
    return sorted({n for p in pts for n in p.granted}) + [f"{n} large enough" for n in missing], missing


def crossing_tail(points: list[PathPoint], crosses: Callable[[PathPoint], bool]) -> tuple[list[PathPoint], float]:
    """The path's last run of points that cross (``crosses``), and the decades of x it spans (0 with fewer than two
    points): persistence is judged on it, so a crossing gone at some t and back at every later t still counts."""
    tail: list[PathPoint] = []
    for p in points:
        tail = [*tail, p] if crosses(p) else []
    xs = [p.x for p in tail if p.x > 0]
    return tail, (math.log10(max(xs) / min(xs)) if len(xs) >= 2 else 0.0)


def _sign_persists(claim: Claim, path: DivergencePath) -> bool:
    """A claim with ``eventually`` parameters whose lhs is on the wrong side of 0 at every one of the path's last
    ``MIN_PATH_POINTS`` (or more) points over ``MIN_PATH_DECADES`` decade(s): the sign crossing persists as the path
    grows, which refutes every constant at every "large enough" threshold the path's ``grows`` covers (violated; a
    granted requirement or an ``eventually`` parameter that does not grow makes it conditional). Sets the path's
    status and returns True, else returns False and leaves the path alone."""
    tail, dec = crossing_tail(path.points, lambda p: p.sign)
    if len(tail) < MIN_PATH_POINTS or dec < MIN_PATH_DECADES - 1e-9:
        return False
    granted, _ = _granted(claim, path, tail)
    path.status, path.granted = (CONDITIONAL, granted) if granted else (VIOLATED, [])
    path.why = (f"the sign crossing (lhs on the wrong side of 0, refuting every constant) persists at every one of "
                f"the last {len(tail)} points over {dec:.3g} decade(s) of {path.param}" +
                (f"; granted: {', '.join(granted)}" if granted else ""))
    return True


MIN_CROSSING = 1.0  # a violated path's peak ratio must exceed this: the printed shape itself (constant 1) is crossed
LEVEL_POINTS, LEVEL_RTOL = 3, 0.01  # a plateau: the last points (>= 3, >= one decade) within 1 %


LEVEL_SHARE = 0.25  # a violated path grows over its last decade by at least this share of what its fit predicts
LEVEL_SPANS = (1.0, 0.5)  # ... and over its last half decade (round 25: a plateau reached in the last decade), a
# stretch shorter than a decade counting only with at least three points: a single flat last step is also what a
# divergence by records shows (the running minimum of m norms, thesis.ch3.eqB.11: 317 -> 333 over m = 16384 -> 51811)
LEVEL_DECEL, LEVEL_DECEL_SHARE = 0.25, 1.0  # ... or its last half decade grows at least this share of the half decade
# before it, unless its last stretch grows at least at the fitted rate (round 25)
_FORMS = {"log": "log growth", "exp": "exponential"}


def _last_decade(xs: np.ndarray, least: int, span: float = 1.0) -> int | None:
    """How many of the path's last points (at least ``least``) it takes to span ``span`` decade(s) of x (one unless
    told); None if even all of them do not (x > 0 assumed)."""
    def spans(k: int) -> bool:
        return float(np.log10(xs[-k:].max() / xs[-k:].min())) >= span - 1e-9

    k = least
    while k < len(xs) and not spans(k):
        k += 1
    return k if k <= len(xs) and spans(k) else None


def _stretch_slope(fit: ExponentFit, xt: np.ndarray, rt: np.ndarray) -> float:
    """The slope of a stretch of the path in the fitted form's coordinates (log ratio against log x for a power, against
    x for an exponential, ratio against log x for log growth): least squares over three or more points (noise at one
    end point moves it less than the end points do), the chord between two."""
    u = xt if fit.form == "exp" else np.log(xt)
    v = np.log(rt) if fit.form in ("power", "exp") else rt
    return float(np.polyfit(u, v, 1)[0]) if len(xt) >= 3 else float((v[-1] - v[0]) / (u[-1] - u[0]))


def _last_decade_share(path: DivergencePath, xs: np.ndarray, rs: np.ndarray, sign: float,
                       span: float = 1.0) -> float | None:
    """The growth of the ratio over the path's end (its last points spanning at least ``span`` decade(s) of x: one
    unless told) as a share of what the fitted form predicts over the same stretch (the stretch's slope over the
    fit's, :func:`_stretch_slope`); None when there is no growing fit or no such stretch."""
    fit = path.fit
    if fit is None or len(xs) < 3 or not np.all(xs > 0) or not np.all(rs > 0) or not sign * fit.exponent > 0:
        return None
    k = _last_decade(xs, 2 if span >= 1.0 else 3, span)  # a shorter stretch: at least two steps (see LEVEL_SPANS)
    if k is None:
        return None
    return _stretch_slope(fit, xs[-k:], rs[-k:]) / fit.exponent


def _deceleration(path: DivergencePath, xs: np.ndarray, rs: np.ndarray, sign: float) -> float | None:
    """The slope of the path's last half decade over the slope of the half decade before it (sharing its first
    point), both in the fitted form (:func:`_stretch_slope`); None without a growing fit, two such stretches, or a
    growing slope before. A divergence at its fitted rate keeps this near 1 (a power in the power form, log growth in
    the log form; sqrt(log x) about 0.8 to 1); a rise to a plateau L - a x^-p loses a factor 10^(p/2) or more."""
    fit = path.fit
    if fit is None or fit.form == "exp" or len(xs) < 4 or not np.all(xs > 0) or not np.all(rs > 0) or \
            not sign * fit.exponent > 0:  # the exponential form (a path to infinity in steps of x) is left out
        return None
    k = _last_decade(xs, 3, 0.5)  # at least two steps: one flat step is what a record (a running minimum) shows too
    if k is None or k >= len(xs):
        return None
    head_x, head_r = xs[: len(xs) - k + 1], rs[: len(rs) - k + 1]
    j = _last_decade(head_x, 2, 0.5)
    if j is None:
        return None
    before = sign * _stretch_slope(fit, head_x[-j:], head_r[-j:])
    if not before > 0:
        return None
    return sign * _stretch_slope(fit, xs[-k:], rs[-k:]) / before


def _tail_share(path: DivergencePath, xs: np.ndarray, rs: np.ndarray, sign: float) -> tuple[float, float] | None:
    """The smallest share (:func:`_last_decade_share`) over the path's last ``LEVEL_SPANS`` decade(s) and over its
    last half (a plateau held over several decades, whose last decade a noisy end point can tilt), and the span that
    gives it; None when no span has one."""
    half = float(np.log10(xs.max() / xs.min())) / 2 if len(xs) >= 2 and np.all(xs > 0) else 0.0
    spans = (*LEVEL_SPANS, half) if half > max(LEVEL_SPANS) else LEVEL_SPANS  # and over its last half
    shares = [(sh, sp) for sp in spans if (sh := _last_decade_share(path, xs, rs, sign, sp)) is not None]
    return min(shares) if shares else None


def _levels_off(xs: np.ndarray, rs: np.ndarray) -> bool:
    """Whether a path's ratio has reached a plateau: its last points (at least ``LEVEL_POINTS``, spanning at least
    one decade of the path parameter) agree within ``LEVEL_RTOL`` (a slow growth such as log x changes by more)."""
    if len(rs) < LEVEL_POINTS or not np.all(xs > 0):
        return False
    k = _last_decade(xs, LEVEL_POINTS)
    if k is None:
        return False
    tail = rs[-k:]
    if not np.all(np.isfinite(tail)) or np.min(tail) <= 0:
        return False
    return float(np.max(tail) / np.min(tail)) - 1.0 < LEVEL_RTOL


def search_paths(claim: Claim, bound: Any, prof: Any, st: Any, res: ClaimResult) -> DivergencePath | None:
    """The divergence phase: sweep every path direction from the best instances; record the strongest path."""
    dirs = [d for d in claim.directions if d.how == "path" and d.move is not None]
    n_starts = prof.path_starts  # the best instances (that a direction's ``start`` accepts) each path is swept from
    starts = [e.instance for e in st.top][:n_starts]
    if not dirs or not (starts or st.top_for):
        if claim.uniform and not dirs:
            res.notes.append("uniform claim without a path direction: the search climbs lhs / f, but no path can "
                             "confirm a divergence (no counterexample means no path was tried)")
        return None
    best: DivergencePath | None = None
    for d in dirs:
        for start in starts if d.start is None else [e.instance for e in st.top_for.get(d.name, [])][:n_starts]:
            pts, left = sweep(claim, bound, d, start, prof.path_decades)
            st.tried += len(pts) + left
            path = DivergencePath(d.name, d.param, d.toward, tuple(d.grows), pts, left)
            judge_path(claim, path, st.tried)
            if best is None or (_RANK[path.status], path.growth) > (_RANK[best.status], best.growth):
                best = path
            if path.status == VIOLATED:
                break
        if best is not None and best.status == VIOLATED:
            break
    if best is None:
        return None
    judge_path(claim, best, st.tried)  # the final count of every instance and path point evaluated
    res.path = best
    res.notes.append(f"divergence: {best.summary()}: {best.status}" + (f" ({best.why})" if best.why else ""))
    if best.status in (VIOLATED, CONDITIONAL, POTENTIAL) and best.points:
        last = best.points[-1]
        ev = last.ev
        assert ev is not None
        ev.status, ev.granted, ev.note = best.status, list(best.granted), best.why
        ev.confirmed_by = [*ev.confirmed_by, best.summary()]
        ev.phase = "path"
        if best.status == POTENTIAL:
            st.potentials += 1
            st.worst_potential = ev
        else:
            st.shrunk = ev
    return best


def replay_path(claim: Claim, flat: Instance, bound: Any = None, tested: int = 1) -> Evaluated:
    """Re-evaluate every point of a saved path and judge it again; the result is its last point's evaluation, with
    the path's status and summary (``confirmed_by``)."""
    head, insts = load_path(flat)
    toward = float(head["toward"])
    d = Direction(head["direction"], head["param"], toward, grows=tuple(head.get("grows", ())))
    pts, left = [], 0
    for t, inst in zip(head["t"], insts):
        p = measure_point(claim, bound or claim.bound, inst, float(t), toward)
        if p is None:
            left += 1
        else:
            pts.append(p)
    path = judge_path(claim, DivergencePath(d.name, d.param, toward, d.grows, pts, left), tested)
    if not pts:
        raise BadInput(f"{claim.id}: no point of the saved path is valid (outside the assumptions or unknown)")
    ev = pts[-1].ev
    assert ev is not None
    ev.status, ev.granted, ev.note = path.status, list(path.granted), path.why
    ev.confirmed_by = [*ev.confirmed_by, path.summary()]
    return ev
