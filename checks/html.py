"""The static HTML report: ``index.html`` (every claim: sortable, searchable, filterable, the filter state in the
URL), a page per paper and a page per claim, rendered from Jinja2 templates (``checks/templates``) with
autoescaping, so no field of a record reaches the page unescaped. Statements are shown in the paper's own LaTeX
(``Claim.statement_tex``, from ``checks/papers/<paper>/statements_tex.json``) converted to MathML by ``latex2mathml``
(rendered by the browser itself, offline, no JavaScript), with the plain text kept beside them in a ``<details>``; a
formula that does not convert is shown as its LaTeX source (:func:`tex_markup` counts them). ``errata/<paper>.html``
is each paper's errata sheet (``thmcheck.checks.errata``).

Built from the JSON records of a report directory, so it can be rebuilt at any time (``python -m thmcheck site``);
opens from the file system, no server needed. Every file is written inside the report directory: page names are
made from the record's id and paper with every character outside ``[A-Za-z0-9._-]`` replaced, and a name that
would still leave the directory is refused.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from html import escape as html_escape
from pathlib import Path
from typing import Any

from thmcheck.checks.report import _safe, atomic_write_text, read_records, record_status, report_dir

VERDICT_COLOURS = {"violated": "#e74c3c", "violated as printed": "#d35400", "conditional": "#b9770e",
                   "vanishing crossing": "#16a085",
                   "potential": "#f39c12", "no counterexample": "#27ae60", "gave up": "#8e44ad",
                   "unknown": "#7f8c8d", "not checkable": "#bdc3c7"}
PAPERS_FILE = Path(__file__).parent / "papers" / "papers.json"
ROW_FIELDS = ("id", "paper", "kind", "verdict", "expectation", "meets_expectation", "best_score", "tried",
              "rejected", "seconds", "message", "derived", "user_bound", "statement", "paper_title")


def stem(name: str) -> str:
    """A file-name stem for an id or paper name that stays inside its directory (``thmcheck.checks.report._safe``)."""
    return _safe(name)


def _inside(d: Path, path: Path) -> Path:
    if not path.resolve().is_relative_to(d.resolve()):
        raise ValueError(f"refusing to write {path} outside the report directory {d}")
    return path


def fmt(x: Any) -> str:
    """A number as the report shows it (4 significant digits); other values as text."""
    if isinstance(x, dict) and "float" in x:
        x = x["float"]
    if isinstance(x, bool) or x is None:
        return "" if x is None else str(x)
    if isinstance(x, int | float):
        return f"{x:.4g}"
    return str(x)


def val(x: Any) -> str:
    """A value in a table cell: numbers at 6 digits, arrays summarised, long text cut."""
    if isinstance(x, dict) and "float" in x:
        return f"{x['float']:.6g}"
    if isinstance(x, float):
        return f"{x:.6g}"
    s = x if isinstance(x, str) else json.dumps(x)
    return s if len(s) < 300 else s[:297] + "..."


def bullets(text: str) -> list[str]:
    """Evidence and messages as short bullets: split at sentence ends and semicolons."""
    parts = [p.strip() for p in re.split(r"(?<=[.;])\s+(?=[A-Z(])|;\s+", str(text or "")) if p.strip()]
    return parts or [""]


_TEX_FAILED: list[str] = []  # formulas latex2mathml could not convert (shown as LaTeX source), for the tests


def tex_markup(tex: str) -> Any:
    """A statement in the paper's LaTeX (text with ``$...$`` and ``$$...$$``) as HTML: text escaped (the seeds'
    ``*`` emphasis dropped), every formula converted to MathML by ``latex2mathml``; a formula it cannot convert is
    kept as ``<code class="math-fallback">$...$</code>`` and recorded in ``_TEX_FAILED``."""
    from latex2mathml.converter import convert
    from markupsafe import Markup

    from thmcheck.checks.statements_tex import segments

    out = []
    for kind, piece in segments(str(tex or "")):
        if kind == "text":
            out.append(html_escape(piece.replace("*", "")).replace("\n", "<br>"))
            continue
        try:  # latex2mathml lacks \arg (it would show the command name), and reads c''^2 as a double superscript
            piece_ = re.sub(r"\\arg(?![A-Za-z])", r"\\operatorname{arg}", piece)
            piece_ = re.sub(r"(\\[A-Za-z]+|[A-Za-z0-9])('+)\^", r"{\1\2}^", piece_)  # (a command whole)
            out.append(convert(piece_, display="block" if kind == "display" else "inline"))
        except Exception:  # latex2mathml raises its own errors (and the odd IndexError) on what it cannot parse
            _TEX_FAILED.append(piece)
            dollars = "$$" if kind == "display" else "$"
            out.append(f'<code class="math-fallback">{html_escape(dollars + piece + dollars)}</code>')
    return Markup("".join(out))


def statement_tex(rec: dict[str, Any]) -> str:
    """The printed LaTeX of a record's claim ("" if none is stored): from the record, else the paper's data file."""
    from thmcheck.checks.statements_tex import lookup

    return str(rec.get("statement_tex") or lookup(str(rec.get("id", "")), str(rec.get("paper", ""))))


@cache
def _env() -> Any:
    from jinja2 import Environment, PackageLoader, select_autoescape

    env = Environment(loader=PackageLoader("thmcheck.checks", "templates"), autoescape=select_autoescape(["html", "j2"]),
                      trim_blocks=True, lstrip_blocks=True)
    env.globals.update(colours=VERDICT_COLOURS, fmt=fmt, val=val, bullets=bullets, tex=tex_markup,
                       statement_tex=statement_tex)
    return env


def _render(template: str, **kw: Any) -> str:
    return _env().get_template(template).render(**kw)


def paper_info() -> dict[str, dict[str, str]]:
    """Title, authors and arXiv id of each paper (``checks/papers/papers.json``)."""
    try:
        return json.loads(PAPERS_FILE.read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def _row(rec: dict[str, Any]) -> dict[str, Any]:
    r = {k: rec.get(k) for k in ROW_FIELDS}
    r["outcome"] = record_status(rec)
    cov = rec.get("coverage") or {}
    r["narrowed"] = sum(1 for c in cov.values() for e in ("lo", "hi") if not c.get(f"reached_{e}"))
    r["stem"], r["paper_stem"] = stem(r["id"]), stem(r["paper"])
    return r


def _filters(rows: list[dict[str, Any]]) -> list[tuple[str, str, list[str]]]:
    return [(k, label, sorted({str(r[k]) for r in rows if r.get(k) is not None}))
            for k, label in (("outcome", "status"), ("paper", "paper"), ("kind", "kind"), ("verdict", "verdict"),
                             ("expectation", "expectation"))]


def index_html(rows: list[dict[str, Any]], written: str = "", heading: str = "", up: str = "",
               statements: bool = False, errata: dict[str, str] | None = None) -> str:
    """The index page (or a paper's page, ``statements=True``: each claim's statement under its id, as math):
    headline, counts, papers, and the claims table."""
    info = paper_info()
    per_paper = Counter(r["paper"] for r in rows)
    own = {r["paper"]: r["paper_title"] for r in rows if r.get("paper_title")}  # a paper of the user's own
    papers = [{"id": p, "stem": stem(p), "n": n,
               **info.get(p, {"title": own.get(p, ""), "authors": "", "arxiv": ""}),
               "errata": (errata or {}).get(p, "")} for p, n in sorted(per_paper.items())]
    return _render("index.html.j2", title=heading or "thmcheck report", up=up, rows=rows, written=written,
                   statements=statements,
                   heading=heading or f"thmcheck: {len(rows)} claims",
                   unexpected=sum(1 for r in rows if r["outcome"] == "unexpected"),
                   outcomes=sorted(Counter(r["outcome"] for r in rows).items()),
                   counts=sorted(Counter(r["verdict"] for r in rows).items()), papers=papers,
                   narrowed_claims=sum(1 for r in rows if r["narrowed"]), filters=_filters(rows))


def claim_html(rec: dict[str, Any], images: list[str]) -> str:
    """One claim's page: status, statement, the counterexample with its replay command, readings, coverage,
    evidence as bullets, notes, plots."""
    row = _row(rec)
    readings = rec.get("readings")
    readings = sorted(readings.items(), key=lambda kv: kv[0] != "as printed") if isinstance(readings, dict) else []
    rec = {**rec, **{k: rec.get(k) for k in ("derived", "second_path", "mutants", "no_mutant_reason", "coverage",
                                            "evidence", "notes", "replay", "search_replay", "worst", "shrunk",
                                            "user_bound", "rejected_by", "solver_failures", "solver_messages",
                                            "granted_why", "followup", "path")}}
    return _render("claim.html.j2", title=rec["id"], up="../", rec=rec, outcome=row["outcome"],
                   paper_stem=row["paper_stem"], paper_title=paper_info().get(rec["paper"], {}).get("title", ""),
                   readings=readings, coverage=sorted((rec.get("coverage") or {}).items()), images=images)


def _errata_pages(d: Path, papers: list[str]) -> dict[str, str]:
    """The errata sheet of each paper with errata (``thmcheck.checks.errata``), paper -> page; a sheet that cannot be built
    (a paper of no registered claim, a broken record) is left out and the site is written anyway."""
    if not papers:
        return {}
    try:
        from thmcheck.checks.errata import write_site_pages

        return write_site_pages(d, [p for p in papers if _safe(p) == p])
    except Exception as e:  # the site never fails for its errata pages
        import warnings

        warnings.warn(f"thmcheck: errata pages not written: {type(e).__name__}: {e}", RuntimeWarning, stacklevel=2)
        return {}


def write_site(directory: str | Path | None = None, errata_sheets: bool = True) -> Path:
    """Write ``index.html``, ``papers/<paper>.html`` and ``claims/<id>.html`` from the directory's JSON records;
    ``errata_sheets=False`` leaves out the papers' errata sheets (a run of a few named claims: a sheet lists every
    erratum of the paper and would import all of it; ``python -m thmcheck errata PAPER`` or ``site`` writes them)."""
    d = report_dir(directory)
    recs = sorted(read_records(d), key=lambda r: str(r["id"]))  # unreadable records are 'unknown' rows, never dropped
    rows = [_row(r) for r in recs]
    written = max((str(r.get("written", "")) for r in recs), default="")
    d.mkdir(parents=True, exist_ok=True)
    errata = _errata_pages(d, sorted({str(r.get("paper")) for r in recs if r.get("paper_erratum")
                                      or r.get("verdict") in ("violated", "violated as printed")})) \
        if errata_sheets else {}
    atomic_write_text(_inside(d, d / "index.html"), index_html(rows, written, errata=errata))
    (d / "papers").mkdir(parents=True, exist_ok=True)
    info = paper_info()
    for p in sorted({r["paper"] for r in rows}):
        title = info.get(p, {}).get("title", "") or next((str(r["paper_title"]) for r in rows
                                                           if r["paper"] == p and r.get("paper_title")), "")
        sub = [r for r in rows if r["paper"] == p]
        html = index_html(sub, written, heading=f"{p}: {len(sub)} claims" + (f" — {title}" if title else ""), up="../",
                          statements=True)
        atomic_write_text(_inside(d, d / "papers" / f"{stem(p)}.html"), html)
    (d / "claims").mkdir(parents=True, exist_ok=True)
    for r in recs:
        if r.get("unreadable") or r.get("unfinished"):
            continue
        images = [i for i in r.get("plots") or [] if isinstance(i, str) and _safe(i) == i
                  and (d / "claims" / i).is_file()]
        try:
            page = claim_html(r, images)
        except Exception as e:  # a record missing fields: its row still shows, and its page says why
            page = _render("base.html.j2", title=str(r["id"]), up="../") .replace(
                "</body>", f"<p>record incomplete: {html_escape(repr(e))}</p></body>")
        atomic_write_text(_inside(d, d / "claims" / f"{stem(r['id'])}.html"), page)
    return d / "index.html"
