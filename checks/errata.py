"""Errata sheets: the letter a referee sends, one document per paper (``python -m thmcheck errata PAPER``).

Built from a finished run's records (``<report dir>/claims/*.json``, default ``reports/latest``) and the registry's
claims, in the order of the paper (the first seed line each claim's ``source`` cites). Per erratum:

- the printed statement with its seed lines (``Claim.statement_tex``, else the plain statement);
- one sentence on what fails (the first sentence of the evidence);
- the smallest counterexample in explicit numbers: every scalar and every array of the saved ``.npz`` instance
  (shrunk, else worst), the arrays its seed draws where the claim offers ``Claim.materialize``, the evaluated terms,
  the measured left-hand side and the bound; an array of more than ``MAX_ENTRIES`` entries is summarised and
  written in full to a text file beside the sheet;
- the second path (the ``tests/`` node reproducing it without the claim's code);
- the reading it depends on (for "violated as printed": the readings under which the printed bound holds);
- the corrected statement (``Claim.corrected_text``) and its verification: the companion claim ``<id>.corrected``
  (``thmcheck.checks.corrections``) held, failed, or was not run, with its best score (how sharp the correction is); or the
  reason none is proposed;
- its impact: the numbered results of the paper that cite it later, with their verdicts in the run, from the
  paper's inventory (``checks/papers/<paper>/INVENTORY.md``, ``python -m thmcheck inventory``); "unknown" without one.

Harmless slips (a ``step`` claim, or one whose evidence calls it harmless for its result) are listed apart from the
errors that break a result. ``derived`` claims (statements the paper does not print) are never listed. A record of
the paper that is violated although the claim expects it to hold is listed too, as a crossing not yet audited.

Formats: ``md`` (Markdown), ``html`` (the site's ``errata/<paper>.html``, statements as MathML) and ``tex`` (a
standalone LaTeX document: statements verbatim in math mode, numbers in tables).
"""

from __future__ import annotations

import json
import math
import os
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from thmcheck.checks.corrections import SUFFIX
from thmcheck.checks.report import _safe, atomic_write_text, read_records, record_status, report_dir
from thmcheck.checks.statements_tex import first_range, lookup, seed_file, segments

MAX_ENTRIES = 64  # an array with more entries is summarised in the sheet and written in full beside it
FORMATS = ("md", "html", "tex")
VIOLATED = ("violated", "violated as printed")
HELD = ("no counterexample", "potential")
_HARMLESS = re.compile(r"\bharmless\b", re.I)


class SheetError(ValueError):
    """An unknown paper or a missing run (the CLI says it in one line and exits 2)."""


@dataclass
class Counterexample:
    """The explicit numbers of one violating instance."""

    which: str  # "shrunk" or "worst"
    lhs: Any = None
    rhs: Any = None
    score: Any = None
    confirmed_by: list[str] = field(default_factory=list)
    scalars: dict[str, Any] = field(default_factory=dict)
    arrays: list[dict[str, Any]] = field(default_factory=list)  # {name, shape, dtype, text | summary + file, origin}
    terms: dict[str, Any] = field(default_factory=dict)
    quantities: dict[str, Any] = field(default_factory=dict)
    instance_file: str = ""
    replay: str = ""
    note: str = ""  # e.g. arrays drawn from a seed that the claim does not materialise


@dataclass
class Entry:
    """One erratum (or slip) of the sheet."""

    id: str
    label: str
    source: str
    seed: str
    lines: tuple[int, int] | None
    statement: str
    statement_tex: str
    kind: str
    verdict: str
    expectation: str
    status: str
    harmless: bool
    audited: bool  # False: a crossing of a claim expected to hold (a new finding, audit pending)
    fails: str
    evidence: str
    counterexample: Counterexample | None
    second_path: str
    readings: list[dict[str, Any]]
    depends_on: str  # the reading it depends on ("" when violated under every reading)
    correction: dict[str, Any]
    impact: list[dict[str, Any]] | None  # None: unknown (no inventory)
    impact_note: str = ""

    @property
    def anchor(self) -> str:
        return _safe(self.id)


@dataclass
class Sheet:
    """The errata sheet of one paper from one run."""

    paper: str
    title: str
    run: str
    profile: str
    written: str
    errors: list[Entry]
    slips: list[Entry]
    files: list[Path] = field(default_factory=list)

    @property
    def entries(self) -> list[Entry]:
        return self.errors + self.slips

    def counts(self) -> dict[str, int]:
        """Errata with a correction that held / failed / was not run / undecided, and with none proposed."""
        out = {"errata": len(self.entries), "errors": len(self.errors), "slips": len(self.slips), "held": 0,
               "failed": 0, "not run": 0, "undecided": 0, "none proposed": 0}
        for e in self.entries:
            out[e.correction["status"]] = out.get(e.correction["status"], 0) + 1
        return out


# --------------------------------------------------------------------------------------------- building

def _claims(paper: str) -> dict[str, Any]:
    from thmcheck.checks.registry import all_claims

    return {c.id: c for c in all_claims(paper)}


def known_papers() -> list[str]:
    """Papers with registered claims."""
    from thmcheck.checks.registry import all_claims

    return sorted({c.paper for c in all_claims()})


def _label(source: str) -> str:
    """The printed name a ``source`` starts with: its text up to the first comma outside parentheses."""
    depth = 0
    for i, ch in enumerate(source):
        depth += (ch in "([") - (ch in ")]")
        if ch == "," and depth <= 0:
            return source[:i].strip()
    return source.strip()


def first_sentence(text: str, limit: int = 320) -> str:
    """The first sentence of an evidence text (cut at ``limit`` characters)."""
    text = " ".join(str(text or "").split())
    m = re.search(r"(?<=[.!?])\s+(?=[A-Z(])", text)
    s = text[: m.start()] if m else text
    return s if len(s) <= limit else s[: limit - 3].rstrip() + "..."


def _fmt_array(a: np.ndarray) -> str:
    if a.dtype.kind in "iub":
        return np.array2string(a, separator=", ", threshold=10**9, max_line_width=100)
    return np.array2string(a, separator=", ", threshold=10**9, max_line_width=100, floatmode="unique")


def _array_entry(name: str, value: Any, origin: str, out_dir: Path | None, stem: str,
                 files: list[Path]) -> dict[str, Any] | None:
    try:
        a = np.asarray(value.detach().cpu().numpy() if hasattr(value, "detach") else value)
    except Exception:
        return None
    if a.dtype == object or a.ndim == 0:
        return None
    e: dict[str, Any] = {"name": name, "shape": list(a.shape), "dtype": str(a.dtype), "origin": origin}
    if a.size <= MAX_ENTRIES:
        e["text"] = _fmt_array(a)
        return e
    num = a.astype(float) if a.dtype.kind in "iubf" else None
    e["summary"] = (f"{a.size} entries" + (f", min {num.min():.6g}, max {num.max():.6g}, "
                                           f"mean {num.mean():.6g}" if num is not None and num.size else ""))
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        base = out_dir / _safe(f"{stem}.{name}")
        if a.ndim <= 2 and a.dtype.kind in "iubf":
            path = base.with_suffix(base.suffix + ".txt")
            np.savetxt(path, a.reshape(a.shape[0], -1) if a.ndim == 2 else a.reshape(1, -1),
                       fmt="%d" if a.dtype.kind in "iub" else "%.17g", delimiter=" ")
        else:
            path = base.with_suffix(base.suffix + ".npy")
            np.save(path, a)
        files.append(path)
        e["file"] = str(path)
    return e


def counterexample(rec: dict[str, Any], claim: Any, d: Path, out_dir: Path | None,
                   files: list[Path]) -> Counterexample | None:
    """The explicit numbers of a record's shrunk (else worst) instance: the saved ``.npz`` read back, the arrays
    its seed draws (``Claim.materialize``), the evaluated terms and the two sides."""
    from thmcheck.checks.instances import BadInstanceFile, load_instance

    which = "shrunk" if rec.get("shrunk") else "worst"
    ev = rec.get(which)
    if not ev:
        return None
    cx = Counterexample(which, ev.get("lhs"), ev.get("rhs"), ev.get("score"), list(ev.get("confirmed_by") or []),
                        quantities=dict(ev.get("quantities") or {}), replay=str(rec.get("replay") or ""))
    inst: dict[str, Any] | None = None
    for f in (ev.get("instance_file"), d / "claims" / f"{_safe(rec['id'])}.{which}.npz"):
        if f and Path(f).is_file():
            try:
                inst = load_instance(f)
                cx.instance_file = str(f)
                break
            except BadInstanceFile:
                continue
    if inst is None:
        inst = dict(ev.get("instance") or {})
        cx.note = "instance file missing: values from the record (large arrays summarised there)"
    stem = str(rec["id"])
    for k, v in inst.items():
        if isinstance(v, np.ndarray) and v.ndim > 0 or isinstance(v, list) and v and isinstance(v[0], list | int |
                                                                                               float):
            e = _array_entry(k, v, "instance", out_dir, stem, files)
            if e is not None:
                cx.arrays.append(e)
                continue
        cx.scalars[k] = v.item() if isinstance(v, np.generic | np.ndarray) else v
    mat = getattr(claim, "materialize", None) if claim is not None else None
    if mat is not None:
        try:
            drawn = mat(inst) or {}
        except Exception as e:  # the sheet must still be written
            cx.note = f"Claim.materialize raised {type(e).__name__}: {e}"
            drawn = {}
        for k, v in drawn.items():
            e = _array_entry(k, v, "drawn from the instance's seed (Claim.materialize)", out_dir, stem, files)
            if e is not None:
                cx.arrays.append(e)
    elif not cx.arrays and any(str(k).lower().endswith("seed") for k in inst) and not cx.note:
        cx.note = ("the measurement draws further randomness from the instance's seed; the claim offers no "
                   "Claim.materialize, so only the arrays it reports as terms are shown")
    for k, v in (ev.get("terms") or {}).items():
        if k == "series":
            continue
        cx.terms[k] = v
    return cx


def _correction(claim: Any, rec: dict[str, Any], recs: dict[str, dict[str, Any]]) -> dict[str, Any]:
    corrected = getattr(claim, "corrected", None) if claim is not None else None
    text = getattr(claim, "corrected_text", "") if claim is not None else ""
    cid = rec["id"] + SUFFIX
    if corrected is None:
        reason = getattr(claim, "no_correction_reason", "") if claim is not None else ""
        return {"status": "none proposed", "text": text, "reason": reason or "no reason given yet", "id": ""}
    if not text:
        doc = first_sentence((getattr(corrected, "__doc__", "") or "").strip(), 400)
        name = getattr(corrected, "__qualname__", "")
        text = "the corrected bound" + (f" {name}" if name and "<" not in name else "") + (f": {doc}" if doc else "")
    out: dict[str, Any] = {"id": cid, "text": text,
                           "bound": f"{getattr(corrected, '__module__', '?')}.{getattr(corrected, '__qualname__', '?')}"}
    comp = recs.get(cid)
    if comp is None:
        out.update(status="not run", detail=f"run it: python -m thmcheck run {cid} --profile ci")
        return out
    v = str(comp.get("verdict"))
    best = comp.get("best_score")
    best = best.get("float") if isinstance(best, dict) else best
    out.update(verdict=v, best_score=best, valid=comp.get("valid"), tight=comp.get("tight", 0))
    if v in HELD:
        out["status"] = "held"
    elif v in VIOLATED or v == "conditional":
        out["status"] = "failed"
        out["detail"] = f"the correction fails its own search: {comp.get('message', '')}"
    else:
        out["status"] = "undecided"
        out["detail"] = f"{v}: {comp.get('message', '')}"
    out["sharpness"] = sharpness(claim, best, out["status"])
    return out


def sharpness(claim: Any, best: Any, status: str) -> str:
    """How sharp a correction is, from its best score (measured / bound for <=, bound / measured for >=)."""
    if not isinstance(best, int | float) or not math.isfinite(best):
        return ""
    if str(getattr(claim, "comparison", "")) == "==":
        return f"largest deviation {best:.3g} of the tolerance"
    if getattr(claim, "uniform", False) or getattr(claim, "constants", "explicit") == "hidden":
        return f"best score {best:.4g} (hidden constants: not a measure of sharpness)"
    if status != "held":
        return f"best score {best:.4g}"
    if best >= 1 - 1e-9:
        return f"best score {best:.4g}: met with equality (sharp)"
    return (f"best score {best:.4g}: sharp to within {1 - best:.2%} on what was searched (a bound that much tighter "
            "fails at the worst instance found)")


# ------------------------------------------------------------------------------------------------ impact

_LABEL = re.compile(r"\b(Lemma|Theorem|Corollary|Proposition|Claim|Fact|Definition|Assumption|Property|Condition|"
                    r"Remark|Observation)\s+((?:[A-Z]\.)?[A-Z]?\d+(?:\.\d+)*)")
_EQ = re.compile(r"\bEqs?\.\s*\(([A-Z]?\d+(?:\.\d+)*)\)|^\(([A-Z]?\d+(?:\.\d+)*)\)")
_INV_ROW = re.compile(r"^\|\s*L(\d+)(?:-L(\d+))?\s*\|\s*(result|display)\s*\|\s*([^|]*)\|\s*([^|]*)\|")


def inventory_rows(paper: str) -> list[dict[str, Any]] | None:
    """The rows of ``checks/papers/<paper>/INVENTORY.md`` (start, end, what, label, status), or None."""
    path = Path(__file__).resolve().parent / "papers" / paper / "INVENTORY.md"
    if not path.is_file():
        return None
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _INV_ROW.match(line)
        if m:
            a = int(m.group(1))
            rows.append({"start": a, "end": int(m.group(2) or a), "what": m.group(3), "label": m.group(4).strip(),
                         "status": m.group(5).strip()})
    return rows


def _seed_lines(seed: str) -> list[str] | None:
    env = os.environ.get("THMCHECK_SEEDS")
    roots = [Path(env)] if env else [p / "shared" / "seeds" for p in Path(__file__).resolve().parents[1:]]
    root = next((r for r in roots if (r / seed).is_file()), roots[0])
    path = root / seed
    return path.read_text(encoding="utf-8").splitlines() if seed and path.is_file() else None


def _status_id(status: str) -> str:
    m = re.search(r"([a-z0-9_]+\.[^\s()]+)", status)
    return m.group(1) if m else ""


def impact(entry: Entry, inv: list[dict[str, Any]] | None, recs: dict[str, dict[str, Any]],
           lines_cache: dict[str, list[str] | None]) -> tuple[list[dict[str, Any]] | None, str]:
    """The numbered results of the paper that cite the erratum's label after its lines, with their verdicts."""
    if inv is None:
        return None, "unknown: no inventory (python -m thmcheck inventory PAPER --write)"
    if entry.seed not in lines_cache:
        lines_cache[entry.seed] = _seed_lines(entry.seed)
    lines = lines_cache[entry.seed]
    if lines is None or entry.lines is None:
        return None, "unknown: the seed text is not available"
    m = _LABEL.search(entry.label)
    if m:
        pat = re.compile(rf"\b{m.group(1)}\s+{re.escape(m.group(2))}(?![\d.]\d)")
    else:
        e = re.search(r"\(([A-Z]?\d+(?:\.\d+)*)\)", entry.label)
        if not e:
            return None, f"unknown: no citable label in {entry.label!r}"
        pat = re.compile(rf"\({re.escape(e.group(1))}\)")
    results = sorted((r for r in inv if r["what"] == "result"), key=lambda r: r["start"])
    a, b = entry.lines
    seen: dict[str, dict[str, Any]] = {}
    for i, line in enumerate(lines, start=1):
        if i <= b:
            continue
        hits = [m_ for m_ in pat.finditer(line) if line.rfind("[", 0, m_.start()) <= line.rfind("]", 0, m_.start())]
        if not hits:  # a mention inside [...] cites another paper's result of the same name
            continue
        host = None
        for r in results:
            if r["start"] <= i:
                host = r
            else:
                break
        if host is None or host["label"] == entry.label or host["start"] in (a,):
            continue
        key = f"{host['label']}@{host['start']}"
        if key in seen:
            continue
        cid = _status_id(host["status"])
        rec = recs.get(cid)
        seen[key] = {"label": host["label"], "line": host["start"], "cited_at": i, "claim": cid,
                     "status": host["status"], "verdict": rec.get("verdict") if rec else None}
    out = list(seen.values())
    return out, ("" if out else "no later numbered result cites it")


# ------------------------------------------------------------------------------------------------- sheet

def _is_erratum_record(rec: dict[str, Any], claim: Any) -> bool:
    if str(rec["id"]).endswith(SUFFIX) or rec.get("derived") or (claim is not None and claim.derived):
        return False
    return bool(rec.get("paper_erratum")) or str(rec.get("verdict")) in VIOLATED


def build(paper: str, directory: str | Path | None = None, out_dir: Path | None = None,
          claims: dict[str, Any] | None = None) -> Sheet:
    """The errata sheet of ``paper`` from the run in ``directory`` (default reports/latest); array files go to
    ``out_dir`` (none written without it). Raises :class:`SheetError` for an unknown paper or a missing run."""
    from thmcheck.checks.html import paper_info

    claims = _claims(paper) if claims is None else claims
    d = report_dir(directory)
    if not claims:
        papers = ", ".join(known_papers())
        raise SheetError(f"unknown paper {paper!r}; papers: {papers}")
    if not (d / "claims").is_dir():
        raise SheetError(f"no run in {str(d)!r} (no claims/ in it): run python -m thmcheck run --paper {paper} first")
    all_recs = [r for r in read_records(d) if not r.get("unreadable")]
    recs = {str(r["id"]): r for r in all_recs}
    mine = [r for r in all_recs if r.get("paper") == paper]
    if not mine:
        raise SheetError(f"the run in {str(d)!r} has no record of paper {paper!r}")
    inv = inventory_rows(paper)
    lines_cache: dict[str, list[str] | None] = {}
    files: list[Path] = []
    entries: list[Entry] = []
    listed = set()
    for rec in mine:
        claim = claims.get(str(rec["id"]))
        if not _is_erratum_record(rec, claim):
            continue
        listed.add(rec["id"])
        entries.append(_entry(rec, claim, d, out_dir, files, recs))
    for cid, claim in claims.items():  # errata of the registry the run did not include
        if cid not in listed and claim.is_paper_erratum and not cid.endswith(SUFFIX):
            stub = {"id": cid, "paper": paper, "source": claim.source, "statement": claim.statement,
                    "kind": str(claim.kind), "verdict": "not run", "expectation": str(claim.expect),
                    "evidence": claim.evidence, "second_path": claim.second_path}
            entries.append(_entry(stub, claim, d, out_dir, files, recs))
    for e in entries:
        e.impact, e.impact_note = impact(e, inv, recs, lines_cache)
    entries.sort(key=lambda e: (e.lines[0] if e.lines else 10**9, e.id))
    profile = next((str(r.get("profile")) for r in mine if r.get("profile")), "?")
    written = max((str(r.get("written", "")) for r in mine), default="")
    title = paper_info().get(paper, {}).get("title", "")
    return Sheet(paper, title, str(d), profile, written, [e for e in entries if not e.harmless],
                 [e for e in entries if e.harmless], files)


def _entry(rec: dict[str, Any], claim: Any, d: Path, out_dir: Path | None, files: list[Path],
           recs: dict[str, dict[str, Any]]) -> Entry:
    source = str(rec.get("source") or getattr(claim, "source", ""))
    evidence = str(rec.get("evidence") or getattr(claim, "evidence", ""))
    kind = str(rec.get("kind") or getattr(claim, "kind", ""))
    tex = (getattr(claim, "statement_tex", "") if claim is not None else "") or lookup(str(rec["id"]), str(rec["paper"]))
    readings = rec.get("readings") if isinstance(rec.get("readings"), dict) else {}
    rlist = [{"name": n, "text": r.get("text", ""), "verdict": r.get("verdict"), "best_score": r.get("best_score")}
             for n, r in readings.items()]
    depends = ""
    verdict = str(rec.get("verdict"))
    if verdict == "violated as printed" or str(rec.get("expectation")) == "erratum as printed":
        holds = [r for r in rlist if r["name"] != "as printed" and r["verdict"] in HELD]
        if holds:
            depends = "; ".join(f"holds under the reading \u201c{r['name']}\u201d: {r['text']}" for r in holds)
        elif claim is not None and claim.readings:
            depends = "; ".join(f"the reading \u201c{r.name}\u201d: {r.text}" for r in claim.readings)
    audited = str(rec.get("claim_expectation", rec.get("expectation"))) in ("erratum", "erratum as printed")
    cx = counterexample(rec, claim, d, out_dir, files) if verdict in VIOLATED else None
    return Entry(
        id=str(rec["id"]), label=_label(source), source=source, seed=seed_file(source) or "",
        lines=first_range(source), statement=str(rec.get("statement") or getattr(claim, "statement", "")),
        statement_tex=tex, kind=kind, verdict=verdict, expectation=str(rec.get("expectation")),
        status=record_status(rec) if verdict != "not run" else "not run",
        harmless=kind == "step" or bool(_HARMLESS.search(evidence)), audited=audited,
        fails=first_sentence(evidence) if evidence else str(rec.get("message", "")),
        evidence=evidence, counterexample=cx,
        second_path=str(rec.get("second_path") or getattr(claim, "second_path", "")), readings=rlist,
        depends_on=depends, correction=_correction(claim, rec, recs), impact=None)


# ----------------------------------------------------------------------------------------------- formats

def _num(x: Any) -> str:
    if isinstance(x, dict):
        if "fraction" in x and len(str(x["fraction"])) <= 40:
            return f"{x['fraction']} (= {x.get('float'):.17g})" if "/" in str(x["fraction"]) else str(x["fraction"])
        if "float" in x:
            return f"{x['float']:.17g}"
        if "array" in x:
            return f"array of shape {x['array']} (min {x.get('min')}, max {x.get('max')})"
    if isinstance(x, float):
        return f"{x:.17g}"
    return str(x)


def _correction_line(c: dict[str, Any]) -> str:
    st = c["status"]
    if st == "none proposed":
        return f"none proposed: {c['reason']}"
    head = {"held": "verified (held)", "failed": "FAILED", "not run": "not verified (not run)",
            "undecided": "undecided"}.get(st, st)
    bits = [f"{head}: `{c['id']}`"]
    if c.get("verdict"):
        bits.append(f"{c['verdict']} over {c.get('valid')} instances")
    if c.get("sharpness"):
        bits.append(c["sharpness"])
    if c.get("detail"):
        bits.append(c["detail"])
    return "; ".join(bits)


def _impact_text(e: Entry) -> str:
    if e.impact is None:
        return e.impact_note
    if not e.impact:
        return e.impact_note
    return "; ".join(f"{i['label']} (L{i['line']}, cites it at L{i['cited_at']}): "
                     + (f"`{i['claim']}` {i['verdict'] or 'not in this run'}" if i["claim"] else i["status"] or "open")
                     for i in e.impact)


def _lines_text(e: Entry) -> str:
    if not e.lines:
        return ""
    a, b = e.lines
    return f"L{a}" if a == b else f"L{a}-L{b}"


def markdown(sheet: Sheet) -> str:
    """The sheet as Markdown."""
    c = sheet.counts()
    out = [f"# Errata of `{sheet.paper}`" + (f": {sheet.title}" if sheet.title else ""), "",
           f"From the run in `{sheet.run}` (profile {sheet.profile}, written {sheet.written}). "
           f"{c['errors']} error(s) that break a result, {c['slips']} harmless slip(s). Corrections: {c['held']} "
           f"verified, {c['failed']} failed, {c['not run']} not run, {c['undecided']} undecided, "
           f"{c['none proposed']} none proposed.", ""]
    for title, entries in (("Errors that break a result", sheet.errors),
                           ("Harmless slips (the numbered result survives)", sheet.slips)):
        out += [f"## {title}", ""]
        if not entries:
            out += ["None.", ""]
        for n, e in enumerate(entries, 1):
            out += _md_entry(n, e)
    return "\n".join(out).rstrip() + "\n"


def _md_entry(n: int, e: Entry) -> list[str]:
    tag = "" if e.audited else " (a crossing of a claim expected to hold: audit pending)"
    out = [f"### {n}. {e.label} ({_lines_text(e)}): `{e.id}`, {e.verdict}{tag}", "",
           f"**Printed** ({e.source}):", ""]
    out += ["> " + ln for ln in (e.statement_tex or e.statement).splitlines()] + [""]
    if e.statement_tex:
        out += [f"Plain text: {e.statement}", ""]
    out += [f"**What fails.** {e.fails}", ""]
    cx = e.counterexample
    if cx is not None:
        out += [f"**Smallest counterexample** ({cx.which} instance, confirmed by "
                f"{' -> '.join(cx.confirmed_by) or 'n/a'}): measured {_num(cx.lhs)} against the bound "
                f"{_num(cx.rhs)} (score {_num(cx.score)}).", ""]
        if cx.scalars:
            out.append("- " + ", ".join(f"{k} = {_num(v)}" for k, v in cx.scalars.items()))
        for a in cx.arrays:
            where = "" if a["origin"] == "instance" else f" ({a['origin']})"
            if "text" in a:
                out += [f"- {a['name']}{where}, shape {tuple(a['shape'])}:", "", "  ```", *("  " + x for x in
                        a["text"].splitlines()), "  ```"]
            else:
                out.append(f"- {a['name']}{where}, shape {tuple(a['shape'])}: {a['summary']}; in full in "
                           f"`{a.get('file', '(not written)')}`")
        if cx.quantities:
            out.append("- bound arguments: " + ", ".join(f"{k} = {_num(v)}" for k, v in cx.quantities.items()))
        if cx.terms:
            out.append("- evaluated terms: " + ", ".join(f"{k} = {_num(v)}" for k, v in cx.terms.items()))
        if cx.note:
            out.append(f"- note: {cx.note}")
        if cx.replay:
            out += ["", f"Replay: `{cx.replay}`"]
        out.append("")
    elif e.verdict == "not run":
        out += ["**Counterexample.** Not in this run.", ""]
    else:
        out += [f"**Counterexample.** None found in this run (verdict {e.verdict}).", ""]
    if e.second_path:
        out += [f"**Second path.** `{e.second_path}` (reproduces it without the claim's code: "
                f"`python -m pytest {e.second_path}`)", ""]
    if e.depends_on:
        out += [f"**Reading.** Violated as printed; {e.depends_on}.", ""]
    elif e.readings and len(e.readings) > 1:
        out += ["**Reading.** Violated under every reading: " + "; ".join(
            f"{r['name']}: {r['verdict']}" for r in e.readings) + ".", ""]
    c = e.correction
    if c.get("text") and c["status"] != "none proposed":
        out += [f"**Corrected statement.** {c['text']}", ""]
    out += [f"**Correction.** {_correction_line(c)}", "", f"**Impact.** {_impact_text(e)}", ""]
    return out


def html(sheet: Sheet, up: str = "../") -> str:
    """The sheet as an HTML page of the site (statements as MathML)."""
    from thmcheck.checks.html import _render

    return _render("errata.html.j2", title=f"errata of {sheet.paper}", up=up, sheet=sheet, counts=sheet.counts(),
                   lines_text=_lines_text, num=_num, correction_line=_correction_line, impact_text=_impact_text)


# ------------------------------------------------------------------------------------------------ LaTeX

_TEX_SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
                "%": r"\%", "_": r"\_", "^": r"\^{}", "~": r"\~{}"}
_GREEK_CAPS = {"Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega"}
_SYMBOLS = {"\u2208": r"\in", "\u2209": r"\notin", "\u00d7": r"\times", "\u2264": r"\le", "\u2265": r"\ge",
            "\u2260": r"\neq", "\u2248": r"\approx", "\u2211": r"\sum", "\u220f": r"\prod", "\u22a4": r"\top",
            "\u27e8": r"\langle", "\u27e9": r"\rangle", "\u22c5": r"\cdot", "\u2032": "'", "\u2225": r"\|",
            "\u2223": r"\mid", "\u2192": r"\to", "\u2190": r"\leftarrow", "\u21a6": r"\mapsto", "\u2297": r"\otimes",
            "\u2299": r"\odot", "\u222a": r"\cup", "\u2229": r"\cap", "\u2282": r"\subset", "\u2205": r"\emptyset",
            "\u2216": r"\setminus", "\u2202": r"\partial", "\u2207": r"\nabla", "\u221d": r"\propto",
            "\u226b": r"\gg", "\u226a": r"\ll", "\u2272": r"\lesssim", "\u2273": r"\gtrsim", "\u223c": r"\sim",
            "\u2217": "*", "\u22ef": r"\cdots", "\u230a": r"\lfloor", "\u230b": r"\rfloor", "\u2308": r"\lceil",
            "\u2309": r"\rceil", "\u221e": r"\infty", "\u00b1": r"\pm", "\u2218": r"\circ", "\u2020": r"\dagger",
            "\u2021": r"\ddagger", "\u2022": r"\bullet", "\u220e": r"\blacksquare", "\u25a1": r"\square",
            "\u02d9": r"\dot{}", "\u207a": "^+", "\u00b3": "^3", "\u2211\u0338": r"\sum"}
_TEXT = {"\u201c": "``", "\u201d": "''", "\u2018": "`", "\u2019": "'", "\u2013": "--", "\u2014": "---",
         "\u2026": r"\dots{}", "\u00a0": "~", "\u00a9": r"\copyright{}", "\u00f6": r"\"o", "\u00e9": r"\'e"}


def _tex_char(ch: str) -> str:
    if ord(ch) < 128:
        return _TEX_SPECIAL.get(ch, ch)
    if ch in _TEXT:
        return _TEXT[ch]
    if ch in _SYMBOLS:
        return f"${_SYMBOLS[ch]}$"
    name = unicodedata.name(ch, "")
    g = re.match(r"(?:MATHEMATICAL .*)?GREEK (SMALL|CAPITAL) LETTER (\w+)", name)
    if "GREEK" in name and g:
        letter = g.group(2).capitalize() if g.group(1) == "CAPITAL" else g.group(2).lower()
        letter = {"lamda": "lambda", "Lamda": "Lambda"}.get(letter, letter)
        if g.group(1) == "CAPITAL" and letter not in _GREEK_CAPS:
            return unicodedata.normalize("NFKD", ch) if ord(unicodedata.normalize("NFKD", ch)[0]) < 128 else "?"
        return f"$\\{letter}$" if letter.isalpha() else "?"
    if "LUNATE EPSILON" in name:
        return r"$\epsilon$"
    if "PHI SYMBOL" in name:
        return r"$\phi$"
    norm = unicodedata.normalize("NFKC", ch)
    if norm != ch and all(ord(x) < 128 for x in norm):
        return "".join(_TEX_SPECIAL.get(x, x) for x in norm)
    if norm != ch and len(norm) == 1:
        return _tex_char(norm)
    return "?"


def tex_text(s: str) -> str:
    """Plain text (a statement's words, an evidence sentence, a file name) for LaTeX: special characters escaped,
    Unicode mathematics spelled in ASCII LaTeX, anything else as '?' (pdflatex needs no Unicode font)."""
    return "".join(_tex_char(ch) for ch in str(s))


def _math_ok(piece: str) -> bool:
    """Whether latex2mathml parses a formula (a formula it cannot parse would likely stop pdflatex too)."""
    try:
        from latex2mathml.converter import convert

        convert(piece)
        return True
    except Exception:
        return False


def tex_statement(tex: str) -> str:
    """A statement in the paper's LaTeX, for the sheet: formulas verbatim in math mode (``$$...$$`` as ``\\[...\\]``,
    a ``\\tag`` kept only in displays), the words escaped; a formula that does not parse is set as escaped text."""
    out = []
    for kind, piece in segments(tex):
        if kind == "text":
            out.append(tex_text(piece.replace("*", "")).replace("\n", "\n\n"))
            continue
        body = piece if kind == "display" else re.sub(r"\\tag\{[^}]*\}", "", piece)
        if not body.strip():
            continue
        if not _math_ok(body) or not body.isascii():
            out.append(r"\texttt{" + tex_text(("$$" if kind == "display" else "$") + piece) + "}")
        elif kind == "display":
            if re.search(r"\\tag\{", body):
                out.append("\\begin{equation*}\n" + body + "\n\\end{equation*}")
            else:
                out.append("\\[\n" + body + "\n\\]")
        else:
            out.append("$" + body + "$")
    return "".join(out)


TEX_PREAMBLE = r"""\documentclass[10pt]{article}
\usepackage[T1]{fontenc}
\usepackage{amsmath,amssymb}
\usepackage[margin=2cm]{geometry}
\setlength{\parindent}{0pt}\setlength{\parskip}{4pt}
\providecommand{\Pr}{\operatorname{Pr}}
\allowdisplaybreaks
\sloppy
"""


def tex(sheet: Sheet) -> str:
    """The sheet as a standalone LaTeX document (``pdflatex`` compiles it; no package beyond amsmath/amssymb)."""
    c = sheet.counts()
    title = f"Errata of {sheet.paper}" + (f": {sheet.title}" if sheet.title else "")
    out = [TEX_PREAMBLE, r"\title{" + tex_text(title) + "}", r"\date{" + tex_text(sheet.written) + "}",
           r"\begin{document}", r"\maketitle",
           tex_text(f"From the run in {sheet.run} (profile {sheet.profile}). {c['errors']} error(s) that break a "
                    f"result, {c['slips']} harmless slip(s). Corrections: {c['held']} verified, {c['failed']} failed, "
                    f"{c['not run']} not run, {c['undecided']} undecided, {c['none proposed']} none proposed."), ""]
    for title_, entries in (("Errors that break a result", sheet.errors),
                            ("Harmless slips (the numbered result survives)", sheet.slips)):
        out.append(r"\section*{" + tex_text(title_) + "}")
        if not entries:
            out.append("None.")
        for n, e in enumerate(entries, 1):
            out += _tex_entry(n, e)
    out.append(r"\end{document}")
    return "\n".join(out) + "\n"


def _tex_entry(n: int, e: Entry) -> list[str]:
    tag = "" if e.audited else " (audit pending)"
    out = [r"\subsection*{" + tex_text(f"{n}. {e.label} ({_lines_text(e)}): {e.id}, {e.verdict}{tag}") + "}",
           r"\label{" + re.sub(r"[^A-Za-z0-9.:-]", "-", e.id) + "}",
           r"\textbf{Printed} (" + tex_text(e.source) + "):", "",
           r"\begin{quote}", tex_statement(e.statement_tex) if e.statement_tex else tex_text(e.statement),
           r"\end{quote}", r"\textbf{What fails.} " + tex_text(e.fails), ""]
    cx = e.counterexample
    if cx is not None:
        out.append(r"\textbf{Smallest counterexample} (" + tex_text(
            f"{cx.which} instance, confirmed by {' -> '.join(cx.confirmed_by) or 'n/a'}): measured "
            f"{_num(cx.lhs)} against the bound {_num(cx.rhs)} (score {_num(cx.score)}).") + "")
        items = [tex_text(f"{k} = {_num(v)}") for k, v in cx.scalars.items()]
        for a in cx.arrays:
            where = "" if a["origin"] == "instance" else f" ({a['origin']})"
            if "text" in a:
                items.append(tex_text(f"{a['name']}{where}, shape {tuple(a['shape'])}:") + "\n"
                             + r"\begin{verbatim}" + "\n" + a["text"] + "\n" + r"\end{verbatim}")
            else:
                items.append(tex_text(f"{a['name']}{where}, shape {tuple(a['shape'])}: {a['summary']}; in full in "
                                      f"{a.get('file', '(not written)')}"))
        if cx.quantities:
            items.append(tex_text("bound arguments: " + ", ".join(f"{k} = {_num(v)}" for k, v in cx.quantities.items())))
        if cx.terms:
            items.append(tex_text("evaluated terms: " + ", ".join(f"{k} = {_num(v)}" for k, v in cx.terms.items())))
        if cx.note:
            items.append(tex_text(f"note: {cx.note}"))
        if cx.replay:
            items.append(tex_text("replay: ") + r"\texttt{" + tex_text(cx.replay) + "}")
        if items:
            out += [r"\begin{itemize}"] + [r"\item " + i for i in items] + [r"\end{itemize}"]
    if e.second_path:
        out += [r"\textbf{Second path.} \texttt{" + tex_text(e.second_path) + "}", ""]
    if e.depends_on:
        out += [r"\textbf{Reading.} " + tex_text(f"Violated as printed; {e.depends_on}."), ""]
    c = e.correction
    if c.get("text") and c["status"] != "none proposed":
        out += [r"\textbf{Corrected statement.} " + tex_text(c["text"]), ""]
    out += [r"\textbf{Correction.} " + tex_text(_correction_line(c).replace("`", "")), "",
            r"\textbf{Impact.} " + tex_text(_impact_text(e).replace("`", "")), ""]
    return out


# ------------------------------------------------------------------------------------------------ writing

def write(paper: str, fmt: str = "md", directory: str | Path | None = None) -> Path:
    """Write ``<report dir>/errata/<paper>.<fmt>`` (array files in ``errata/<paper>/``); return its path."""
    if fmt not in FORMATS:
        raise SheetError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    d = report_dir(directory)
    out = d / "errata"
    sheet = build(paper, d, out / _safe(paper))
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{_safe(paper)}.{fmt}"
    text = {"md": markdown, "html": html, "tex": tex}[fmt](sheet)
    atomic_write_text(path, text)
    return path


def write_site_pages(d: Path, papers: list[str]) -> dict[str, str]:
    """``errata/<paper>.html`` for each paper of the site that has errata; paper -> page (relative to ``d``).
    A paper whose sheet cannot be built (no registry claims: a user's module) gets no page."""
    pages = {}
    for p in papers:
        try:
            sheet = build(p, d, d / "errata" / _safe(p))
        except SheetError:
            continue
        if not sheet.entries:
            continue
        (d / "errata").mkdir(parents=True, exist_ok=True)
        atomic_write_text(d / "errata" / f"{_safe(p)}.html", html(sheet))
        pages[p] = f"errata/{_safe(p)}.html"
    return pages


def sheet_json(sheet: Sheet) -> dict[str, Any]:
    """The sheet's content as JSON (for tests and tools)."""
    from dataclasses import asdict

    return json.loads(json.dumps({"paper": sheet.paper, "counts": sheet.counts(),
                                  "errors": [asdict(e) for e in sheet.errors],
                                  "slips": [asdict(e) for e in sheet.slips]}, default=str))
