"""The static HTML report: ``index.html`` (every claim, filterable), a page per paper, a page per claim.

Built from the JSON records of a report directory, so it can be rebuilt at any time
(``python -m checks site``); opens from the file system, no server needed.
"""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

from checks.report import _safe, atomic_write_text, read_records, report_dir

VERDICT_COLOURS = {"violated": "#e74c3c", "potential": "#f39c12", "no counterexample": "#27ae60",
                   "gave up": "#8e44ad", "unknown": "#7f8c8d", "not checkable": "#bdc3c7"}

CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:1.5em;color:#222;max-width:1400px}
table{border-collapse:collapse;width:100%;font-size:13px}th,td{border-bottom:1px solid #ddd;padding:4px 6px;
text-align:left;vertical-align:top}th{background:#f4f4f4;position:sticky;top:0}
.v{color:#fff;border-radius:3px;padding:1px 6px;white-space:nowrap}.unmet{font-weight:bold;color:#c0392b}
code,pre{background:#f6f8fa;padding:1px 4px;border-radius:3px}pre{padding:8px;overflow-x:auto;white-space:pre-wrap}
img{max-width:100%;border:1px solid #eee;margin:4px}.filters select{margin-right:1em}.muted{color:#777}
.counts span{margin-right:1em}
"""

FILTER_JS = """
function applyFilters(){const p=document.getElementById('fpaper').value,v=document.getElementById('fverdict').value;
let n=0;document.querySelectorAll('#claims tbody tr').forEach(tr=>{const ok=(!p||tr.dataset.paper===p)&&
(!v||tr.dataset.verdict===v);tr.style.display=ok?'':'none';if(ok)n++;});
document.getElementById('shown').textContent=n;}
"""


def _badge(verdict: str) -> str:
    return f'<span class="v" style="background:{VERDICT_COLOURS.get(verdict, "#555")}">{escape(verdict)}</span>'


def _page(title: str, body: str, depth: int = 0) -> str:
    up = "../" * depth
    return (f'<!doctype html><html><head><meta charset="utf-8"><title>{escape(title)}</title><style>{CSS}</style>'
            f'</head><body><p class="muted"><a href="{up}index.html">thmcheck report</a></p>{body}</body></html>')


def _val(x: Any) -> str:
    if isinstance(x, dict) and "float" in x:
        return f"{x['float']:.6g}"
    if isinstance(x, float):
        return f"{x:.6g}"
    s = json.dumps(x) if not isinstance(x, str) else x
    return s if len(s) < 300 else s[:297] + "..."


def _score(x: Any) -> str:
    return f"{x:.4g}" if isinstance(x, int | float) else ("" if x is None else escape(str(x)))


def _claim_rows(rows: list[dict[str, Any]], depth: int) -> str:
    up = "../" * depth
    out = []
    for r in rows:
        met = "" if r["meets_expectation"] else ' class="unmet"'
        out.append(
            f'<tr data-paper="{escape(r["paper"])}" data-verdict="{escape(r["verdict"])}">'
            f'<td><a href="{up}claims/{escape(_safe(r["id"]))}.html">{escape(r["id"])}</a></td>'
            f'<td><a href="{up}papers/{escape(_safe(r["paper"]))}.html">{escape(r["paper"])}</a></td>'
            f'<td>{escape(str(r["kind"]))}</td><td>{_badge(r["verdict"])}</td>'
            f'<td{met}>{escape(str(r["expectation"]))}{"" if r["meets_expectation"] else " (not met)"}</td>'
            f'<td>{_score(r.get("best_score"))}</td><td>{escape(str(r.get("tried", "")))}</td>'
            f'<td>{escape(str(r.get("rejected", "")))}</td><td>{escape(str(r.get("seconds", "")))}</td><td class="muted">{escape(str(r.get("message", ""))[:160])}</td></tr>')
    return "\n".join(out)


TABLE_HEAD = ("<tr><th>claim</th><th>paper</th><th>kind</th><th>verdict</th><th>expectation</th><th>best score</th>"
              "<th>tried</th><th>rejected</th><th>s</th><th>message</th></tr>")


def _counts(rows: list[dict[str, Any]]) -> str:
    c: dict[str, int] = {}
    for r in rows:
        c[r["verdict"]] = c.get(r["verdict"], 0) + 1
    return '<p class="counts">' + "".join(f"<span>{_badge(k)} {v}</span>" for k, v in sorted(c.items())) + "</p>"


def index_html(rows: list[dict[str, Any]], written: str = "") -> str:
    """The index page: every claim, filterable by paper and verdict."""
    papers = sorted({r["paper"] for r in rows})
    verdicts = sorted({r["verdict"] for r in rows})
    opts = lambda xs: "".join(f'<option value="{escape(x)}">{escape(x)}</option>' for x in xs)  # noqa: E731
    body = (f"<h1>thmcheck: {len(rows)} claims</h1><p class='muted'>written {escape(written)}</p>{_counts(rows)}"
            f"<p>Papers: " + " · ".join(f'<a href="papers/{escape(_safe(p))}.html">{escape(p)}</a>' for p in papers) + "</p>"
            f'<p class="filters">paper <select id="fpaper" onchange="applyFilters()"><option value="">all</option>'
            f'{opts(papers)}</select> verdict <select id="fverdict" onchange="applyFilters()"><option value="">all'
            f'</option>{opts(verdicts)}</select> showing <span id="shown">{len(rows)}</span></p>'
            f'<table id="claims"><thead>{TABLE_HEAD}</thead><tbody>{_claim_rows(rows, 0)}</tbody></table>'
            f"<script>{FILTER_JS}</script>")
    return _page("thmcheck report", body)


def paper_html(paper: str, rows: list[dict[str, Any]]) -> str:
    """One paper's claims."""
    body = (f"<h1>{escape(paper)}: {len(rows)} claims</h1>{_counts(rows)}"
            f'<table id="claims"><thead>{TABLE_HEAD}</thead><tbody>{_claim_rows(rows, 1)}</tbody></table>')
    return _page(f"thmcheck: {paper}", body, depth=1)


def _eval_html(title: str, e: dict[str, Any] | None) -> str:
    if not e:
        return ""
    q = "".join(f"<tr><td>{escape(k)}</td><td><code>{escape(_val(v))}</code></td></tr>"
                for k, v in (e.get("quantities") or {}).items())
    t = "".join(f"<tr><td>{escape(k)}</td><td><code>{escape(_val(v))}</code></td></tr>"
                for k, v in (e.get("terms") or {}).items() if k != "series")
    a = "".join(f"<tr><td>{escape(k)}</td><td>{escape(v.get('text', ''))}</td><td><code>{escape(_val(v.get('slack')))}"
                f"</code></td><td>{'yes' if v.get('met') else 'approximately'}</td></tr>"
                for k, v in (e.get("assumptions") or {}).items())
    iv = f" interval {escape(_val(e['lhs_interval']))}" if e.get("lhs_interval") else ""
    return (f"<h3>{escape(title)}</h3><p>{_badge(e['status']) if e['status'] in VERDICT_COLOURS else escape(e['status'])}"
            f" score <b>{_score(e.get('score'))}</b> · lhs (measured) <code>{escape(_val(e.get('lhs')))}</code>{iv} · "
            f"rhs (bound) <code>{escape(_val(e.get('rhs')))}</code> · {escape(str(e.get('dtype')))} on "
            f"{escape(str(e.get('device')))} · re-checked by {escape(' → '.join(e.get('confirmed_by') or []) or 'n/a')}"
            + (f" · solver {escape(str(e['solver']))}" if e.get("solver") else "")
            + f"</p><p class='muted'>instance file <code>{escape(str(e.get('instance_file')))}</code></p>"
            + (f"<table><tr><th>quantity (bound argument)</th><th>value</th></tr>{q}</table>" if q else "")
            + (f"<table><tr><th>evaluated term</th><th>value</th></tr>{t}</table>" if t else "")
            + (f"<table><tr><th>assumption</th><th>statement</th><th>slack</th><th>met</th></tr>{a}</table>" if a else "")
            + f"<details><summary>instance</summary><pre>{escape(json.dumps(e.get('instance'), indent=1)[:6000])}"
            f"</pre></details>")


def claim_html(rec: dict[str, Any], images: list[str]) -> str:
    """One claim's page: statement, verdict, evaluated terms, assumptions, instances, plots, replay."""
    imgs = "".join(f'<img src="{escape(i)}" alt="{escape(i)}">' for i in images)
    notes = "".join(f"<li>{escape(n)}</li>" for n in rec.get("notes") or [])
    body = (f"<h1>{escape(rec['id'])} {_badge(rec['verdict'])}</h1>"
            f"<p>paper <a href='../papers/{escape(_safe(rec['paper']))}.html'>{escape(rec['paper'])}</a> · "
            f"{escape(rec['source'])}</p><p>kind {escape(rec['kind'])} · comparison <code>{escape(rec['comparison'])}"
            f"</code> · constants {escape(rec['constants'])} · expectation <b>{escape(rec['expectation'])}</b> "
            f"({'met' if rec['meets_expectation'] else '<span class=unmet>NOT met</span>'})</p>"
            f"<h2>Statement (as printed)</h2><blockquote>{escape(rec['statement'])}</blockquote>"
            f"<h2>Verdict</h2><p>{escape(rec['message'])}</p>"
            f"<p class='muted'>profile {escape(str(rec['profile']))} · seed {escape(str(rec['seed']))} · "
            f"{escape(str(rec['tried']))} tried, {escape(str(rec['valid']))} valid, {escape(str(rec['rejected']))} rejected · "
            f"{escape(str(rec['seconds']))} s · best score "
            f"{_score(rec['best_score'])} · bound <code>{escape(rec['bound'])}</code> "
            f"<code>{escape(rec['bound_signature'])}</code></p>"
            + (f"<h2>{'Erratum evidence' if rec['expectation'] == 'erratum' else 'Finding (not a confirmed erratum)'}"
               f"</h2><p>{escape(rec['evidence'])}</p>" if rec.get("evidence") else "")
            + (f"<h2>Notes</h2><ul>{notes}</ul>" if notes else "")
            + (f"<h2>Plots</h2>{imgs}" if imgs else "")
            + _eval_html("Worst instance (highest score)", rec.get("worst"))
            + _eval_html("Shrunk instance", rec.get("shrunk"))
            + (f"<h2>Replay</h2><pre>{escape(rec['replay'])}</pre>" if rec.get("replay") else "")
            + f"<p class='muted'>search again: <code>{escape(rec.get('search_replay', ''))}</code></p>")
    return _page(rec["id"], body, depth=1)


def write_site(directory: str | Path | None = None) -> Path:
    """Write ``index.html``, ``papers/<paper>.html`` and ``claims/<id>.html`` from the directory's JSON records."""
    d = report_dir(directory)
    recs = read_records(d)  # an unreadable record is an 'unknown' row ("record unreadable: ..."), never dropped
    recs.sort(key=lambda r: r["id"])
    rows = [{k: r.get(k) for k in ("id", "paper", "kind", "verdict", "expectation", "meets_expectation",
                                    "best_score", "tried", "rejected", "seconds", "message")} for r in recs]
    written = max((r.get("written", "") for r in recs), default="")
    d.mkdir(parents=True, exist_ok=True)
    atomic_write_text(d / "index.html", index_html(rows, written))
    (d / "papers").mkdir(parents=True, exist_ok=True)
    for p in sorted({str(r["paper"]) for r in rows}):  # file names from records go through _safe: never outside d
        atomic_write_text(d / "papers" / f"{_safe(p)}.html", paper_html(p, [r for r in rows if r["paper"] == p]))
    for r in recs:
        if r.get("unreadable"):
            continue
        images = [i for i in r.get("plots") or [] if _safe(i) == i and (d / "claims" / i).is_file()]
        try:
            page = claim_html(r, images)
        except (KeyError, TypeError, ValueError, AttributeError) as e:  # a record missing fields: its row still shows
            page = _page(str(r["id"]), f"<h1>{escape(str(r['id']))}</h1><p>record incomplete: {escape(repr(e))}</p>", 1)
        atomic_write_text(d / "claims" / f"{_safe(r['id'])}.html", page)
    return d / "index.html"
