"""Pictures for the HTML report (matplotlib, Agg backend): what a search reached, and the worst instance.

Generic pictures are drawn for every claim from its JSON record and saved instances:

* the score distribution of the search (when the engine recorded the scores) against the bound (score 1);
* lhs against rhs for the worst and shrunk instances, with the confidence interval when there is one
  (probabilistic claims: the failure rate and its interval against delta; rate claims: the fitted exponent
  and its interval against the claimed exponent);
* a series the measurement reports in its terms as ``series = {"x": [...], "y": [...], "fit": [...]?,
  "lo": [...]?, "hi": [...]?, "xlabel": ..., "ylabel": ..., "loglog": bool}`` (scaling fits, reproduced figures);
* the worst instance's arrays: matrices as heat maps (attention maps, softmax patterns), vectors as bars.

A paper module can draw its worst instance in the paper's own terms by registering a function:
``@register_plot("paper.lemma1")`` on ``fn(instance: dict, record: dict, ax) -> None``.
``THMCHECK_PLOTS=0`` turns plotting off.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

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
    return os.environ.get("THMCHECK_PLOTS", "1") not in ("0", "false", "no")


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def _num(x: Any) -> float | None:
    if isinstance(x, dict):
        x = x.get("float")
    if isinstance(x, int | float):
        return float(x)
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def _save(fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path)  # SVG: vector output, sharp at any zoom
    _plt().close(fig)
    return path


def plot_scores(rec: dict[str, Any], scores: list[float] | None, path: Path) -> Path | None:
    """Histogram of the scores the search reached, with the bound (score 1) marked."""
    vals = np.asarray([s for s in (scores or []) if s is not None and np.isfinite(s)], dtype=float)
    if vals.size == 0:
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.hist(vals, bins=min(40, max(5, vals.size // 5)), color="#4a7ab5")
    ax.axvline(1.0, color="#c0392b", ls="--", label="bound (score 1)")
    ax.set_xlabel("score = measured / bound (> 1: claim fails)")
    ax.set_ylabel("instances")
    ax.set_title(f"{rec['id']}: {vals.size} scores, best {vals.max():.4g}", fontsize=9)
    ax.legend(fontsize=8)
    return _save(fig, path)


def plot_lhs_rhs(rec: dict[str, Any], path: Path) -> Path | None:
    """lhs (with its interval) against rhs for the worst and shrunk instances."""
    rows = [(name, rec.get(name)) for name in ("worst", "shrunk") if rec.get(name)]
    pts = []
    for name, e in rows:
        lhs, rhs = _num(e.get("lhs")), _num(e.get("rhs"))
        if lhs is None or rhs is None:
            continue
        iv = e.get("lhs_interval")
        lo, hi = (_num(iv[0]), _num(iv[1])) if isinstance(iv, list) and len(iv) == 2 else (None, None)
        pts.append((name, lhs, rhs, lo, hi))
    if not pts:
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5, 3))
    for i, (_name, lhs, rhs, lo, hi) in enumerate(pts):
        err = None
        if lo is not None and hi is not None:
            err = [[max(lhs - lo, 0.0)], [max(hi - lhs, 0.0)]]
        ax.errorbar([i], [lhs], yerr=err, fmt="o", color="#2c3e50", capsize=6, label="measured" if i == 0 else None)
        ax.plot([i - 0.3, i + 0.3], [rhs, rhs], color="#c0392b", lw=2, label="bound" if i == 0 else None)
    ax.set_xticks(range(len(pts)), [p[0] for p in pts])
    ax.set_xlim(-0.6, len(pts) - 0.4)
    kind = rec.get("kind")
    ax.set_ylabel({"probabilistic": "failure rate vs delta", "rate": "exponent vs claimed"}.get(kind, "value"))
    ax.set_title(f"{rec['id']} ({rec['comparison']}): {rec['verdict']}", fontsize=9)
    vals = [v for p in pts for v in p[1:] if v is not None]
    if vals and min(vals) > 0 and max(vals) / min(vals) > 1e3:
        ax.set_yscale("log")
    ax.legend(fontsize=8)
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
    ``checks.stats.ExponentFit``): the points on log-log axes, the fitted line with its exponent and interval, and
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
               instance: dict[str, Any] | None = None) -> list[str]:
    """Draw every picture that applies to one claim; return the file names written in ``out_dir``."""
    if not enabled():
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    stem = rec["id"].replace("/", "_")
    made = []
    for suffix, fn in (("scores", lambda p: plot_scores(rec, scores, p)), ("lhs_rhs", lambda p: plot_lhs_rhs(rec, p)),
                       ("series", lambda p: plot_series(rec, p)), ("instance", lambda p: plot_instance(rec, instance, p)),
                       ("path", lambda p: plot_path(rec, p))):
        try:
            path = fn(out_dir / f"{stem}.{suffix}.svg")
        except Exception:  # a picture must never cost a verdict
            path = None
        if path is not None:
            made.append(path.name)
    return made
