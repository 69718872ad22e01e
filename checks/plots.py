"""Pictures for the HTML report (matplotlib, Agg backend): what a search reached, and the worst instance.

Generic pictures are drawn for every claim from its JSON record and saved instances:

* the score distribution of the search (when the engine recorded the scores) against the bound (score 1), the
  axis labelled for the comparison (measured / bound, or bound / measured for a lower bound) and logarithmic when
  the scores span decades;
* measured against bound for every evaluated instance (the draws file, ``thmcheck.checks.draws``), with the line
  measured = bound and the worst and shrunk instances marked with their interval where there is one
  (probabilistic claims: the failure rate against delta; rate claims: the fitted exponent against the claimed one);
* a series the measurement reports in its terms as ``series = {"x": [...], "y": [...], "fit": [...]?,
  "lo": [...]?, "hi": [...]?, "xlabel": ..., "ylabel": ..., "loglog": bool}`` (scaling fits, reproduced figures);
* the worst instance's arrays: matrices as heat maps (attention maps, softmax patterns), vectors as bars.

A paper module can draw its worst instance in the paper's own terms by registering a function:
``@register_plot("paper.lemma1")`` on ``fn(instance: dict, record: dict, ax) -> None``.
``THMCHECK_PLOTS=0`` turns plotting off.
"""

from __future__ import annotations

import functools
import os
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from thmcheck.checks import env
from thmcheck.checks.claim import Verdict
from thmcheck.checks.forking import die_with_parent, flush_std_streams

PlotFn = Callable[[dict[str, Any], dict[str, Any], Any], None]
PLOTTERS: dict[str, PlotFn] = {}


def register_plot(claim_id: str) -> Callable[[PlotFn], PlotFn]:
    """Register a drawing of a claim's worst instance in the paper's terms."""

    def deco(fn: PlotFn) -> PlotFn:
        PLOTTERS[claim_id] = fn
        return fn

    return deco


def enabled() -> bool:
    """Whether plots are drawn (``THMCHECK_PLOTS=0`` turns them off)."""
    return policy() != "none"


# Verdicts without a crossing: under ``THMCHECK_PLOTS=crossings`` their claims get no pictures. A parallel run
# (``pytest checks -n 2``) searches on every core, so the ~0.14 s of CPU that a claim's pictures cost is no longer
# hidden on an idle second core (2941 claims: about 5 minutes of a 2-core run); the pictures that show a crossing
# are the ones a reader opens, and a claim run by name draws all of its own.
NO_CROSSING = frozenset({Verdict.NONE, Verdict.NOT_CHECKABLE, Verdict.GAVE_UP, Verdict.UNKNOWN})


def policy() -> str:
    """``all`` (default), ``crossings`` (``THMCHECK_PLOTS=crossings``: only claims whose verdict crosses) or ``none``.
    The value is parsed by :mod:`thmcheck.checks.env`; a bad one (which runs reject before any search) draws all."""
    try:
        v = env.value("PLOTS")
    except env.EnvError:
        return "all"
    return "crossings" if v == "crossings" else "all" if v else "none"


def skipped_reason(rec: dict[str, Any]) -> str:
    """Why ``rec`` gets no pictures in this run ('' when it gets them)."""
    if policy() == "crossings" and rec.get("verdict") in NO_CROSSING:
        from thmcheck.checks.profiles import active_profile

        return (f"not drawn in this run (pictures of crossings only, THMCHECK_PLOTS=crossings / --thmcheck-plots "
                f"crossings): `python -m thmcheck run {rec.get('id')} --profile {active_profile()}` draws them")
    return ""


class _Figures:
    """The two calls the plotters need (``subplots``, ``close``), on matplotlib's object-oriented ``Figure``: no
    pyplot (its backend machinery costs ~0.4 s of start-up, and a figure made this way is freed with its last
    reference, so ``close`` has nothing to do)."""

    def __init__(self) -> None:
        import matplotlib

        matplotlib.rcParams["svg.fonttype"] = "none"  # text stays text: searchable, smaller, readable by tests
        from matplotlib.figure import Figure

        self._figure = Figure

    def subplots(self, nrows: int = 1, ncols: int = 1, *, figsize: tuple[float, float] | None = None,
                 **kw: Any) -> tuple[Any, Any]:
        fig = self._figure(figsize=figsize)
        return fig, fig.subplots(nrows, ncols, **kw)

    def close(self, fig: Any) -> None:
        fig.clear()


@functools.cache
def _plt() -> _Figures:
    """The figure factory (imports matplotlib on first use only)."""
    return _Figures()


def _num(x: Any) -> float | None:
    if isinstance(x, dict):
        x = x.get("float")
    if isinstance(x, int | float):
        return float(x)
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


MINOR_TICKS_DECADES = 4.0  # a log axis spanning this many decades or more shows its decades only


def _plain_log_ticks(fig: Any) -> None:
    """Log axes labelled in plain text (``1e+05``) instead of mathtext (``$10^{5}$``): matplotlib parses each
    mathtext label with pyparsing at every layout pass, which was ~70% of a picture's cost (a ci run of 1838 claims
    spent more CPU on its pictures than on its searches, and waited for them at its end)."""
    from matplotlib.ticker import LogFormatter, NullLocator

    for ax in fig.axes:
        for axis, lim in ((ax.xaxis, ax.get_xlim()), (ax.yaxis, ax.get_ylim())):
            if axis.get_scale() != "log":
                continue
            axis.set_major_formatter(LogFormatter(labelOnlyBase=True))
            if spans_decades(lim, MINOR_TICKS_DECADES):  # minor ticks: a tick object each, laid out twice
                axis.set_minor_locator(NullLocator())
            else:
                axis.set_minor_formatter(LogFormatter(labelOnlyBase=False, minor_thresholds=(1, 0.4)))


def _save(fig: Any, path: Path) -> Path:
    _plain_log_ticks(fig)
    if len(fig.axes) == 1:  # fixed margins: tight_layout lays the ticks out once more, half of a picture's CPU time
        fig.subplots_adjust(left=0.14, right=0.97, top=0.88, bottom=0.14)
    else:  # several panels (instance arrays, colour bars): let matplotlib space them
        fig.tight_layout()
    fig.savefig(path)  # SVG: vector output, sharp at any zoom
    _plt().close(fig)
    return path


SCORE_LABELS = {
    "<=": "score = measured / bound (> 1: the claim fails)",
    "<": "score = measured / bound (>= 1: the claim fails)",
    ">=": "score = bound / measured (> 1: the claim fails)",
    ">": "score = bound / measured (>= 1: the claim fails)",
    "==": "score = |measured - bound| / tolerance (> 1: the claim fails)",
}


def score_label(rec: dict[str, Any]) -> str:
    """The score axis's label for the claim's comparison (a lower bound's score is bound / measured)."""
    return SCORE_LABELS.get(str(rec.get("comparison")), "score (> 1: the claim fails)")


def spans_decades(vals: Any, decades: float = 2.0) -> bool:
    """Whether the positive values span at least ``decades`` decades (then an axis is logarithmic)."""
    v = np.asarray([x for x in np.ravel(np.asarray(vals, dtype=float)) if np.isfinite(x) and x > 0])
    return v.size >= 2 and float(np.log10(v.max()) - np.log10(v.min())) >= decades  # no overflow of max/min


def plot_scores(rec: dict[str, Any], scores: list[float] | None, path: Path) -> Path | None:
    """Histogram of the scores the search reached, with the bound (score 1) marked; the score axis is labelled for
    the claim's comparison and logarithmic (log-spaced bins) when the scores span two decades or more."""
    vals = np.asarray([s for s in (scores or []) if s is not None and np.isfinite(s)], dtype=float)
    if vals.size == 0:
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5, 3))
    nbins = min(40, max(5, vals.size // 5))
    pos = vals[vals > 0]
    log = spans_decades(pos)
    if log:
        edges = np.geomspace(pos.min(), max(pos.max(), pos.min() * 1.0001), nbins + 1)
        ax.hist(pos, bins=edges, color="#4a7ab5")
        ax.set_xscale("log")
    else:
        ax.hist(vals, bins=nbins, color="#4a7ab5")
    ax.axvline(1.0, color="#c0392b", ls="--", label="bound (score 1)")
    ax.set_xlabel(score_label(rec) + (" [log scale]" if log else ""))
    ax.set_ylabel("instances")
    extra = f"; {vals.size - pos.size} score(s) <= 0 not shown on the log axis" if log and pos.size < vals.size else ""
    ax.set_title(f"{rec['id']}: {vals.size} scores, best {vals.max():.4g}{extra}", fontsize=9)
    ax.legend(fontsize=8)
    return _save(fig, path)


def read_draws(path: Path | None) -> list[dict[str, Any]]:
    """The evaluated instances of ``claims/<id>.draws.jsonl`` (``thmcheck.checks.draws``) that have a measured value and a
    bound (not rejected, not a batch summary line)."""
    import json

    if path is None or not Path(path).is_file():
        return []
    out = []
    for line in Path(path).read_text().splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if row.get("status") in (None, "rejected") or _num(row.get("lhs")) is None or _num(row.get("rhs")) is None:
            continue
        out.append(row)
    return out


def _side_labels(rec: dict[str, Any]) -> tuple[str, str]:
    kind = rec.get("kind")
    if kind == "probabilistic":
        return "delta (the bound on the failure rate)", "measured failure rate"
    if kind == "rate":
        return "claimed exponent (the bound)", "fitted exponent (measured)"
    return "bound (rhs)", "measured (lhs)"


def plot_lhs_rhs(rec: dict[str, Any], path: Path, draws: list[dict[str, Any]] | None = None) -> Path | None:
    """Measured against bound over every evaluated instance (``draws``, from the draws file), with the line
    measured = bound; the worst and shrunk instances marked (with the measurement's interval where there is one).
    Each axis is logarithmic when its values are positive and span two decades or more."""
    marks = []
    for name in ("worst", "shrunk"):
        e = rec.get(name)
        if not e:
            continue
        lhs, rhs = _num(e.get("lhs")), _num(e.get("rhs"))
        if lhs is None or rhs is None:
            continue
        iv = e.get("lhs_interval")
        lo, hi = (_num(iv[0]), _num(iv[1])) if isinstance(iv, list) and len(iv) == 2 else (None, None)
        marks.append((name, lhs, rhs, lo, hi))
    pts = [(_num(r.get("rhs")), _num(r.get("lhs")), r.get("status")) for r in (draws or [])]
    pts = [(x, y, st) for x, y, st in pts if x is not None and y is not None and np.isfinite(x) and np.isfinite(y)]
    if not pts and not marks:
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5, 3.6))
    colours = {"holds": "#4a7ab5", "potential": "#e67e22", "violated": "#c0392b", "conditional": "#8e44ad"}
    for status in ("holds", "potential", "conditional", "violated"):
        sel = [(x, y) for x, y, st in pts if st == status]
        if sel:
            ax.plot([x for x, _ in sel], [y for _, y in sel], "o", ms=3, alpha=0.6, color=colours[status],
                    label=f"{status} ({len(sel)})")
    for name, lhs, rhs, lo, hi in marks:
        err = [[max(lhs - lo, 0.0)], [max(hi - lhs, 0.0)]] if lo is not None and hi is not None else None
        ax.errorbar([rhs], [lhs], yerr=err, fmt="*" if name == "worst" else "s", ms=9, color="#2c3e50", capsize=5,
                    label=name, zorder=5)
    xs = [p[0] for p in pts] + [m[2] for m in marks]
    ys = [p[1] for p in pts] + [m[1] for m in marks]
    logx, logy = spans_decades(xs) and min(xs) > 0, spans_decades(ys) and min(ys) > 0
    if logx:
        ax.set_xscale("log")
    if logy:
        ax.set_yscale("log")
    lo_, hi_ = min(min(xs), min(ys)), max(max(xs), max(ys))
    if logx and logy:
        lo_ = min(v for v in xs + ys if v > 0)
    line = np.geomspace(lo_, hi_, 50) if logx and logy and lo_ > 0 else np.linspace(lo_, hi_, 50)
    ax.plot(line, line, "--", color="#c0392b", lw=1, label="measured = bound")
    xl, yl = _side_labels(rec)
    ax.set_xlabel(xl + (" [log scale]" if logx else ""))
    ax.set_ylabel(yl + (" [log scale]" if logy else ""))
    side = {"<=": "above", "<": "on or above", ">=": "below", ">": "on or below"}.get(str(rec.get("comparison")))
    where = f"; the claim fails {side} the line" if side else ""
    ax.set_title(f"{rec['id']} ({rec['comparison']}): {len(pts)} evaluated instance(s){where}", fontsize=9)
    ax.legend(fontsize=7, loc="best", framealpha=0.8)
    return _save(fig, path)


def plot_series(rec: dict[str, Any], path: Path) -> Path | None:
    """A series from the worst instance's terms (scaling fits, reproduced figures)."""
    e = rec.get("shrunk") or rec.get("worst") or {}
    s = (e.get("terms") or {}).get("series")
    if not isinstance(s, dict) or "x" not in s or "y" not in s:
        return plot_fit(rec, path)
    x, y = np.asarray(s["x"], dtype=float), np.asarray(s["y"], dtype=float)
    if x.size == 0 or x.shape != y.shape:
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.plot(x, y, "o", color="#2c3e50", label="measured")
    if "lo" in s and "hi" in s:
        ax.fill_between(x, np.asarray(s["lo"], float), np.asarray(s["hi"], float), color="#4a7ab5", alpha=0.25,
                        label="confidence band")
    if "fit" in s:
        ax.plot(x, np.asarray(s["fit"], float), "-", color="#4a7ab5", label="fit")
    if "claimed" in s:
        ax.plot(x, np.asarray(s["claimed"], float), "--", color="#c0392b", label="claimed")
    if s.get("loglog", rec.get("kind") == "rate"):
        ax.set_xscale("log")
        ax.set_yscale("log")
    ax.set_xlabel(str(s.get("xlabel", "x")))
    ax.set_ylabel(str(s.get("ylabel", "y")))
    ax.set_title(f"{rec['id']}", fontsize=9)
    ax.legend(fontsize=8)
    return _save(fig, path)


def plot_fit(rec: dict[str, Any], path: Path) -> Path | None:
    """A rate claim's scaling series from its exponent fit (``worst.fit``/``shrunk.fit``, written from
    ``thmcheck.checks.stats.ExponentFit``): the points on log-log axes, the fitted line with its exponent and interval, and
    the line of the claimed exponent (the bound) through the first point."""
    e = rec.get("shrunk") or rec.get("worst") or {}
    f = e.get("fit")
    if not isinstance(f, dict) or not f.get("x"):
        return None
    x, y = np.asarray(f["x"], dtype=float), np.asarray(f["y"], dtype=float)
    if x.size == 0 or x.shape != y.shape or np.any(x <= 0) or np.any(y <= 0):
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5.5, 3.6))
    ax.loglog(x, y, "o", color="#2c3e50", label="measured", zorder=3)
    xs = np.geomspace(x.min(), x.max(), 50)
    p, lo, hi = float(f["exponent"]), float(f["lo"]), float(f["hi"])
    ax.loglog(xs, np.exp(float(f["intercept"])) * xs ** p, "-", color="#4a7ab5",
              label=f"fit: exponent {p:.3g} [{lo:.3g}, {hi:.3g}]")
    claimed = _num(e.get("rhs"))
    if claimed is not None and rec.get("kind") == "rate":
        ax.loglog(xs, y[0] * (xs / x[0]) ** claimed, "--", color="#c0392b", label=f"claimed exponent {claimed:.3g}")
    ax.set_xlabel(str(f.get("xlabel", "scale (x)")))
    ax.set_ylabel(str(f.get("ylabel", "measured (y)")))
    ax.set_title(f"{rec['id']}: scaling fit over {x.size} points", fontsize=9)
    ax.legend(fontsize=8, loc="best", framealpha=0.8)
    return _save(fig, path)


def plot_instance(rec: dict[str, Any], instance: dict[str, Any] | None, path: Path) -> Path | None:
    """The worst instance: the paper's own drawing if registered, else its arrays (heat maps / bars)."""
    if instance is None:
        return None
    plt = _plt()
    fn = PLOTTERS.get(rec["id"])
    if fn is not None:
        fig, ax = plt.subplots(figsize=(5, 3.5))
        fn(instance, rec, ax)
        return _save(fig, path)
    arrays = [(k, np.asarray(v)) for k, v in instance.items() if isinstance(v, np.ndarray) and v.size > 1
              and np.issubdtype(np.asarray(v).dtype, np.number)]
    arrays = [(k, a) for k, a in arrays if a.ndim in (1, 2)][:4]
    if not arrays:
        return None
    fig, axes = plt.subplots(1, len(arrays), figsize=(3.2 * len(arrays), 3), squeeze=False)
    for ax, (k, a) in zip(axes[0], arrays):
        if a.ndim == 2:
            im = ax.imshow(a if a.shape[0] * a.shape[1] <= 256 * 256 else a[:256, :256], cmap="viridis",
                           aspect="auto")
            fig.colorbar(im, ax=ax, fraction=0.046)
        else:
            ax.bar(np.arange(min(a.size, 256)), a[:256], color="#4a7ab5")
        ax.set_title(f"{k} {tuple(a.shape)}", fontsize=9)
    return _save(fig, path)


def plot_path(rec: dict[str, Any], path: Path) -> Path | None:
    """A uniform claim's divergence path (``rec["path"]``): the ratio lhs / f against the path parameter (its distance
    to a finite end), on log-log axes, with the fitted slope and its interval."""
    p = rec.get("path")
    if not isinstance(p, dict) or not p.get("points"):
        return None
    x = np.asarray([_num(q.get("x")) or np.nan for q in p["points"]], dtype=float)
    r = np.asarray([_num(q.get("ratio")) or np.nan for q in p["points"]], dtype=float)
    ok = np.isfinite(x) & np.isfinite(r) & (x > 0) & (r > 0)
    if ok.sum() < 2:
        return None
    x, r = x[ok], r[ok]
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5.5, 3.6))
    ax.loglog(x, r, "o-", color="#2c3e50", label="lhs / f (measured)", zorder=3)
    f = p.get("fit")
    if isinstance(f, dict) and f.get("exponent") is not None:
        xs = np.geomspace(x.min(), x.max(), 50)
        iv = p.get("interval") or [f.get("lo"), f.get("hi")]
        log_form = f.get("form") == "log"
        ys = (float(f["intercept"]) + float(f["exponent"]) * np.log(xs) if log_form
              else np.exp(float(f["intercept"])) * xs ** float(f["exponent"]))
        ax.loglog(xs, ys, "--", color="#4a7ab5", label=f"{'slope in log x' if log_form else 'log-slope'} "
                  f"{float(f['exponent']):.3g} [{float(iv[0]):.3g}, {float(iv[1]):.3g}]")
    toward = p.get("toward")
    finite_end = not (isinstance(toward, str) and "inf" in toward)
    ax.set_xlabel(f"|{p.get('param')} - {toward}|" if finite_end else str(p.get("param")))
    if finite_end:
        ax.invert_xaxis()  # the end approached is on the right
    ax.set_ylabel("ratio lhs / f")
    ax.set_title(f"{rec['id']}: path '{p.get('direction')}' ({p.get('status')})", fontsize=9)
    ax.legend(fontsize=8, loc="best", framealpha=0.8)
    return _save(fig, path)


def draw_claim(rec: dict[str, Any], out_dir: Path, scores: list[float] | None = None,
               instance: dict[str, Any] | None = None, draws: Path | None = None,
               defer: bool = False) -> list[str] | None:
    """Draw every picture that applies to one claim; return the file names written in ``out_dir``. ``draws``: the
    claim's draws file (every evaluated instance), for the measured-against-bound picture. The picture process
    (:func:`start_server`) draws them where one runs, else this process does. ``defer`` (a run of many claims, the
    picture process started with ``defer=True``): hand the job over without waiting and return None; the picture
    process lists what it drew in ``<id>.plots.json`` beside the record, and :func:`collect_pictures` puts the list
    into the record when the run ends."""
    if not enabled() or skipped_reason(rec):
        return []
    if rec.get("id") not in PLOTTERS:  # a paper's own drawing is registered in this process only
        made = _draw_remote(rec, out_dir, scores, instance, draws, defer=defer and deferring())
        if made is not None:
            return None if made is DEFERRED else made
    return _draw_here(rec, out_dir, scores, instance, draws)


def sidecar_path(out_dir: Path, claim_id: str) -> Path:
    """Where the picture process lists the pictures it drew for a deferred job: beside the record, under the record's
    own file name (``report._safe``), so that :func:`collect_pictures` finds the record from it."""
    from thmcheck.checks.report import _safe  # the caller wrote the record through report: already imported

    return Path(out_dir) / f"{_safe(claim_id)}.plots.json"


def collect_pictures(claims_dir: Path) -> int:
    """End of a run that deferred its pictures: wait until the picture process has drawn every job (when this
    process started it), then move each ``<id>.plots.json`` list into its record ``<id>.json`` (``plots``, and
    ``plots_pending`` dropped). A record still pending (the picture process died or gave up on it) gets its
    pictures drawn here. Returns how many records were completed."""
    import json

    from thmcheck.checks.report import atomic_write_text

    flush_server()
    d = Path(claims_dir)
    if not d.is_dir():
        return 0
    done = 0
    for side in sorted(d.glob("*.plots.json")):
        rec_path = side.with_name(side.name[: -len(".plots.json")] + ".json")
        try:
            made = json.loads(side.read_text())
            rec = json.loads(rec_path.read_text())
        except (OSError, ValueError):
            continue
        if rec.pop("plots_pending", None) is not None or not rec.get("plots"):
            rec["plots"] = [m for m in made if isinstance(m, str)] if isinstance(made, list) else []
            atomic_write_text(rec_path, json.dumps(rec, indent=2, allow_nan=False))
            done += 1
        side.unlink(missing_ok=True)
    if _SERVER.get("pending_lost") or not server_running():  # jobs the picture process may not have drawn
        for rec_path in sorted(d.glob("*.json")):
            if rec_path.name.endswith(".plots.json"):
                continue
            try:
                text = rec_path.read_text()
                if '"plots_pending"' not in text:
                    continue
                rec = json.loads(text)
            except (OSError, ValueError):
                continue
            rec.pop("plots_pending", None)
            stem = rec_path.name[: -len(".json")]
            rec["plots"] = _draw_here(rec, d, None, None, d / f"{stem}.draws.jsonl")
            atomic_write_text(rec_path, json.dumps(rec, indent=2, allow_nan=False))
            done += 1
    return done


def _draw_here(rec: dict[str, Any], out_dir: Path, scores: list[float] | None = None,
               instance: dict[str, Any] | None = None, draws: Path | None = None) -> list[str]:
    """:func:`draw_claim` in this process."""
    from thmcheck.checks.report import _safe  # the record's own file name (report imports this module first)

    out_dir.mkdir(parents=True, exist_ok=True)
    stem = _safe(rec["id"])
    made = []
    rows = read_draws(draws)
    for suffix, fn in (("scores", lambda p: plot_scores(rec, scores, p)),
                       ("lhs_rhs", lambda p: plot_lhs_rhs(rec, p, rows)),
                       ("series", lambda p: plot_series(rec, p)), ("instance", lambda p: plot_instance(rec, instance, p)),
                       ("path", lambda p: plot_path(rec, p))):
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):  # matplotlib's overflow warnings on axes
                warnings.simplefilter("ignore")  # spanning 1e-300..1e300 are noise in the user's terminal
                path = fn(out_dir / f"{stem}.{suffix}.svg")
        except Exception:  # a picture must never cost a verdict
            path = None
        if path is not None:
            made.append(path.name)
    return made


# ------------------------------------------------------------------------------------------- the picture process
# Start-up (issue 34): importing matplotlib costs ~0.4 s and the first figure ~0.1 s more. A run forks one picture
# process before it imports torch and the claims' modules; that process imports matplotlib on the second core while
# this one imports torch and searches, then draws each claim's pictures on request (one connection per claim over a
# Unix socket in a private directory). Anything that goes wrong (no fork, the process gone, no answer within
# SERVER_TIMEOUT_S) falls back to drawing in the caller, so a picture never costs a verdict and is never lost.

SERVER_TIMEOUT_S = 120.0
FLUSH_TIMEOUT_S = 900.0  # the longest a run's end waits for the picture process to finish its deferred jobs
PROCESS_NAME = "thmcheck-pics"  # the picture process's name (Linux), as `ps` shows it
_SERVER: dict[str, Any] = {}
DEFERRED: list[str] = []  # the marker _draw_remote returns for a job handed over without waiting


def deferring() -> bool:
    """Whether pictures go to the picture process without waiting (a run of many claims started it so)."""
    return bool(_SERVER.get("defer")) and server_running()


def server_running() -> bool:
    """Whether this process (or the run that forked it) has a picture process to send pictures to."""
    return bool(_SERVER) and not _SERVER.get("dead")


def start_server(defer: bool = False) -> bool:
    """Fork the picture process (once per run; a no-op with plots off, without ``os.fork``, when matplotlib is already
    imported here or a picture process is running). Returns whether one runs. ``defer``: claims hand their pictures
    over without waiting (the picture process draws on the second core while the next claim searches); the run
    ends with :func:`collect_pictures`."""
    import sys

    if _SERVER or not enabled() or not hasattr(os, "fork") or "matplotlib.figure" in sys.modules:
        if defer and server_running() and _SERVER.get("owner") == os.getpid():
            _SERVER["defer"] = True
        return server_running()
    import secrets
    import socket
    import tempfile

    where = None
    try:
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        if sys.platform.startswith("linux"):  # an abstract address: nothing on disk, so a killed run leaves nothing
            address = f"\0thmcheck-pics-{os.getpid()}-{secrets.token_hex(8)}"
        else:
            where = tempfile.mkdtemp(prefix="thmcheck-pictures-")
            address = os.path.join(where, "socket")
        listener.bind(address)
        listener.listen(4)
    except OSError:
        if where:
            import shutil

            shutil.rmtree(where, ignore_errors=True)
        return False

    flush_std_streams()
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:  # the picture process
        code = 0
        try:
            _serve_pictures(listener, parent)
        except BaseException:
            code = 70
        finally:
            os._exit(code)
    listener.close()
    _SERVER.update(address=address, dir=where, pid=pid, owner=parent, defer=defer)
    import atexit

    atexit.register(stop_server)
    return True


def stop_server() -> None:
    """End the picture process this process started (at exit; a forked worker leaves it to the run)."""
    import shutil
    import signal

    if not _SERVER or _SERVER.get("owner") != os.getpid():
        return
    flush_server()  # deferred jobs are drawn before the process ends
    info = dict(_SERVER)
    _SERVER.clear()
    try:
        os.kill(info["pid"], signal.SIGTERM)
        os.waitpid(info["pid"], 0)
    except (OSError, ChildProcessError):
        pass
    if info["dir"]:
        shutil.rmtree(info["dir"], ignore_errors=True)


def _serve_pictures(listener: Any, parent: int) -> None:
    """The picture process: import matplotlib and draw a first figure now, then serve requests until the run ends."""
    import pickle
    import queue
    import select
    import signal
    import threading
    from io import StringIO

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the run's to handle; it ends this process at exit
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent(PROCESS_NAME)  # ends with the run; `ps` shows what it is
    fig, ax = _plt().subplots(figsize=(1, 1))
    ax.plot([0, 1], [0, 1])
    ax.set_title("warm")
    fig.savefig(StringIO(), format="svg")  # the first figure pays for fonts and the SVG backend here
    jobs: queue.Queue = queue.Queue()  # (connection, job) in the order the callers connected

    def accept() -> None:  # takes every request at once, so a caller that does not wait never blocks
        while True:
            ready, _, _ = select.select([listener], [], [], 1.0)
            if not ready:
                continue
            try:
                conn, _ = listener.accept()
                conn.settimeout(SERVER_TIMEOUT_S)
                jobs.put((conn, pickle.loads(_recv_all(conn))))
            except Exception:
                continue

    threading.Thread(target=accept, daemon=True, name="accept").start()
    while os.getppid() == parent:
        try:
            conn, job = jobs.get(timeout=1.0)
        except queue.Empty:
            continue
        with conn:
            try:
                if job.get("flush"):  # every earlier job is drawn: say so
                    conn.sendall(b"done")
                    continue
                sidecar = job.pop("sidecar", None)
                try:
                    made = _draw_here(**job)
                except Exception:  # a picture must never cost a record: an empty list, not a pending one
                    made = []
                if sidecar:
                    _write_list(Path(sidecar), made)
                conn.sendall(pickle.dumps(made, protocol=pickle.HIGHEST_PROTOCOL))
            except Exception:
                continue  # the caller sees the connection close without an answer and draws itself


def _write_list(path: Path, made: list[str]) -> None:
    """The picture process's sidecar, written atomically (this process imports neither torch nor the report module,
    so not through ``report.atomic_write_text``)."""
    import json

    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(made))
    os.replace(tmp, path)


def flush_server() -> bool:
    """Wait (at most :data:`FLUSH_TIMEOUT_S`) until the picture process this process started has drawn every job
    handed to it; True when it has (or there is nothing to wait for)."""
    import socket

    if not server_running() or _SERVER.get("owner") != os.getpid() or not _SERVER.get("defer"):
        return True
    try:
        import pickle

        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(FLUSH_TIMEOUT_S)
            conn.connect(_SERVER["address"])
            conn.sendall(pickle.dumps({"flush": True}, protocol=pickle.HIGHEST_PROTOCOL))
            conn.shutdown(socket.SHUT_WR)
            ok = _recv_all(conn) == b"done"
    except Exception:
        ok = False
    if not ok:
        _SERVER["pending_lost"] = True
    return ok


def _recv_all(conn: Any) -> bytes:
    chunks = []
    while True:
        b = conn.recv(1 << 16)
        if not b:
            return b"".join(chunks)
        chunks.append(b)


def _arrays_only(instance: dict[str, Any] | None) -> dict[str, Any] | None:
    """What the generic instance picture uses (numpy arrays), so the picture process needs no torch to read it."""
    if instance is None:
        return None
    return {k: v for k, v in instance.items() if isinstance(v, np.ndarray)}


def _draw_remote(rec: dict[str, Any], out_dir: Path, scores: list[float] | None, instance: dict[str, Any] | None,
                 draws: Path | None, defer: bool = False) -> list[str] | None:
    """Have the picture process draw; None (then the caller draws) when there is none or it does not answer;
    :data:`DEFERRED` when ``defer`` handed the job over without waiting."""
    if not server_running():
        return None
    import pickle
    import socket

    job = {"rec": rec, "out_dir": Path(out_dir).resolve(), "scores": list(scores) if scores is not None else None,
           "instance": _arrays_only(instance), "draws": Path(draws).resolve() if draws is not None else None}
    if defer:
        job["sidecar"] = str(sidecar_path(Path(out_dir).resolve(), str(rec.get("id"))))
    try:
        payload = pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL)
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(SERVER_TIMEOUT_S)
            conn.connect(_SERVER["address"])
            conn.sendall(payload)
            conn.shutdown(socket.SHUT_WR)
            if defer:
                return DEFERRED
            answer = _recv_all(conn)
        made = pickle.loads(answer) if answer else None
    except Exception:
        made = None
    if not isinstance(made, list):
        _SERVER["dead"] = True  # gone or stuck: this process draws from now on
        return None
    return made
