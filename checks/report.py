"""Reports: one Markdown and one JSON file per claim, and a summary merged from them.

Each run writes its own directory, ``reports/runs/<UTC time>-<pid>/``, and points the symlink ``reports/latest`` at
it, so two runs never destroy each other's results and ``reports/latest/summary.json`` is always the newest run's
(``--report-dir D`` / $THMCHECK_REPORT_DIR: that directory instead; a run then replaces only the records of the
claims it runs). Every file is written atomically (a temporary file in the same directory, then ``os.replace``).

Layout of a report directory::

    summary.md, summary.json          one row per claim (merged from claims/*.json, so parallel runs lose no row)
    claims/<id>.md, claims/<id>.json  statement, source, verdict, worst and shrunk instances, terms, slacks
    claims/<id>.worst.npz             the worst instance (highest score), replayable
    claims/<id>.shrunk.npz            the shrunk violating (or potential) instance, replayable
    claims/<id>.<plot>.svg            pictures (checks/plots.py); index.html and claims/<id>.html (checks/html.py)
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import platform
import re
import shlex
import tempfile
from pathlib import Path
from typing import Any

from checks.claim import Claim
from checks.engine import ClaimResult, Evaluated
from checks.instances import jsonable, save_instance, short
from checks.plots import draw_claim

SCHEMA_VERSION = 2  # checks/schemas/*.schema.json; 2 added the fidelity fields and verdict words
DEFAULT_DIR = Path("reports/latest")
RUNS = "runs"  # reports/runs/<stamp>-<pid>: one directory per run; reports/latest links to the newest


def report_dir(path: str | Path | None = None) -> Path:
    """The report directory: the argument, else $THMCHECK_REPORT_DIR, else reports/latest."""
    return Path(path or os.environ.get("THMCHECK_REPORT_DIR") or DEFAULT_DIR)


def new_run_dir(root: str | Path = DEFAULT_DIR.parent, tag: str = "") -> Path:
    """A fresh directory name for one run, ``<root>/runs/<UTC time>-<pid>`` (not created yet); with ``tag``
    (a run with a user bound: ``bound-<name>``) ``<root>/runs/<UTC time>-<tag>-<pid>``, which never becomes
    ``reports/latest``."""
    stamp = _dt.datetime.now(_dt.UTC).strftime("%Y%m%dT%H%M%S.%fZ")
    tag = re.sub(r"[^A-Za-z0-9_.-]+", "_", tag)[:60]
    return Path(root) / RUNS / (f"{stamp}-{tag}-{os.getpid()}" if tag else f"{stamp}-{os.getpid()}")


def choose_report_dir(path: str | Path | None = None, tag: str = "") -> Path:
    """The directory a run writes: the argument or $THMCHECK_REPORT_DIR when given (used as is), else a new
    ``reports/runs/<stamp>-<pid>`` that becomes $THMCHECK_REPORT_DIR of this process (and its workers), created and
    linked as ``reports/latest`` when its first record is written (so ``pytest --co`` creates nothing)."""
    if path or os.environ.get("THMCHECK_REPORT_DIR"):
        return report_dir(path)
    d = new_run_dir(tag=tag)
    os.environ["THMCHECK_REPORT_DIR"] = str(d)
    return d


def ensure_report_dir(d: Path) -> Path:
    """Create a report directory; a new ``reports/runs/<run>`` directory becomes the target of ``reports/latest``."""
    fresh = not d.exists()
    d.mkdir(parents=True, exist_ok=True)
    if fresh and d.parent.name == RUNS and "-bound-" not in d.name:  # a user-bound run never becomes latest
        _point_latest(d)
    return d


def _point_latest(d: Path) -> None:
    latest = d.parent.parent / "latest"
    try:
        if latest.is_dir() and not latest.is_symlink():  # a report directory of an older version: keep it
            latest.rename(d.parent / f"{_dt.datetime.now(_dt.UTC).strftime('%Y%m%dT%H%M%SZ')}-legacy-{os.getpid()}")
        tmp = latest.with_name(f".latest.{os.getpid()}.{os.urandom(4).hex()}")
        os.symlink(os.path.relpath(d, latest.parent), tmp)
        os.replace(tmp, latest)
    except OSError:  # no symlinks here (or a race with another run): the run's own directory is complete anyway
        pass


def check_writable(d: Path) -> Path:
    """Raise ``ValueError`` (one line) unless ``d`` is, or can be made, a writable directory."""
    if d.exists() and not d.is_dir():
        raise ValueError(f"report directory {str(d)!r} exists and is not a directory")
    probe = d
    while not probe.exists():
        probe = probe.parent
    if not probe.is_dir():
        raise ValueError(f"report directory {str(d)!r}: {str(probe)!r} is not a directory")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise ValueError(f"report directory {str(d)!r} is not writable ({str(probe)!r} is read-only)")
    return d


def _umask() -> int:
    cur = os.umask(0)
    os.umask(cur)
    return cur


_UMASK = _umask()


def atomic_write_text(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically: a reader sees the old file or the new one, never a part."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.chmod(tmp, 0o666 & ~_UMASK)  # mkstemp makes 0600; a report is as readable as any file the user writes
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


_UNSAFE = re.compile(r"[^A-Za-z0-9._+-]")


def _safe(name: str) -> str:
    """A file name for a claim id or paper name that stays inside its directory (registered ids are unchanged)."""
    s = _UNSAFE.sub("_", str(name))
    return s if s and not s.startswith(".") else "_" + s


def _eval_json(claim: Claim, ev: Evaluated | None, file: Path | None) -> dict[str, Any] | None:
    if ev is None:
        return None
    m = ev.measurement
    return {
        "score": jsonable(ev.score),
        "status": ev.status,
        "lhs": jsonable(m.lhs),
        "rhs": jsonable(ev.rhs),
        "lhs_interval": jsonable(m.lhs_interval),
        "quantities": jsonable(m.quantities),
        "terms": jsonable(m.terms),
        "assumptions": {a.name: {"text": a.text, "slack": jsonable(ev.slacks.get(a.name)),
                                 "met": ev.slacks.get(a.name, 0.0) >= 0} for a in claim.assumptions},
        "dtype": ev.dtype,
        "device": ev.device,
        "confirmed_by": ev.confirmed_by,
        "phase": getattr(ev, "phase", "search"),
        "solver": m.solver,
        "fit": jsonable(m.stat.as_json()) if hasattr(m.stat, "as_json") else None,
        "instance": jsonable(ev.instance, max_list=16),
        "instance_file": str(file) if file else None,
    }


def replay_command(claim_id: str, file: Path | None, res: ClaimResult) -> str:
    """The one-line command that replays this result."""
    from checks.registry import claims_spec_of

    extra = ""
    spec = claims_spec_of(claim_id)
    if spec:  # a claim of the user's own module: name it, so the command finds the claim
        extra += f" --claims {shlex.quote(spec)}"
    bound = os.environ.get("THMCHECK_BOUND_SPEC") if res.user_bound else None
    if bound:  # a run with --bound: the replay checks the same user bound
        extra += f" --bound {shlex.quote(bound)}"
    if file is not None:
        # an absolute path, so the command replays from any working directory
        return f"python -m checks replay {shlex.quote(claim_id)} {shlex.quote(str(Path(file).resolve()))}{extra}"
    seed = f" --seed {res.seed}" if res.seed is not None else ""
    return f"python -m checks run {shlex.quote(claim_id)} --profile {res.profile}{seed}{extra}"


def result_json(res: ClaimResult, worst_file: Path | None = None, shrunk_file: Path | None = None) -> dict[str, Any]:
    """The JSON record of one claim's result (schema in the README)."""
    c = res.claim
    shown = shrunk_file or worst_file
    return {
        "schema": SCHEMA_VERSION,
        "id": c.id,
        "paper": c.paper,
        "source": c.source,
        "statement": c.statement,
        "kind": str(c.kind),
        "comparison": str(c.comparison),
        "constants": c.constants,
        "expectation": str(res.expect),
        "evidence": c.evidence,
        "verdict": str(res.verdict),
        "meets_expectation": res.meets_expectation,
        "message": res.message,
        "notes": res.notes,
        "best_score": jsonable(res.best_score),
        "tried": res.tried,
        "valid": res.valid,
        "rejected": res.rejected,
        "refuted_candidates": res.refuted,
        "potential_instances": res.potentials,
        "seconds": round(res.seconds, 3),
        "examples": getattr(res, "examples", None),
        "batch": getattr(res, "batch", 1),
        "found_by": getattr(res, "found_by", ""),
        "refine_starts": getattr(res, "refine_starts", 0),
        "refine_gain": jsonable(getattr(res, "refine_gain", None)),
        "profile": res.profile,
        "seed": res.seed,
        "device": res.device,
        "dtype": res.dtype,
        "bound": res.bound_name,
        "bound_signature": c.bound_signature,
        "user_bound": res.user_bound,
        "assumptions": [{"name": a.name, "text": a.text} for a in c.assumptions],
        "paper_erratum": c.is_paper_erratum,
        **c.fidelity(),
        "readings": jsonable(res.readings) if res.readings else c.fidelity()["readings"],
        "coverage": jsonable(res.coverage),
        "tested": getattr(res, "tested", 0), "granted": getattr(res, "granted", []), "tight": getattr(res, "tight", 0),
        **(res.record_fields() if hasattr(res, "record_fields") else {}),  # engine: rejected_by, solver failures, path
        "worst": _eval_json(c, res.worst, worst_file),
        "shrunk": _eval_json(c, res.shrunk, shrunk_file),
        "replay": replay_command(c.id, shown, res) if res.verdict.value != "not checkable" else "",
        "search_replay": replay_command(c.id, None, res),
        "solver": (res.shrunk or res.worst).measurement.solver if (res.shrunk or res.worst) else None,
        "platform": f"{platform.python_implementation()} {platform.python_version()} on {platform.machine()}",
        "written": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
    }


def write_claim_report(res: ClaimResult, directory: str | Path | None = None) -> dict[str, Any]:
    """Write ``claims/<id>.json``, ``.md`` and the instances; return the JSON record."""
    d = ensure_report_dir(report_dir(directory)) / "claims"
    d.mkdir(parents=True, exist_ok=True)
    name = _safe(res.claim.id)
    worst_file = shrunk_file = None
    if res.worst is not None:
        worst_file = save_instance(d / f"{name}.worst.npz", res.worst.instance)
    if res.shrunk is not None:
        shrunk_file = save_instance(d / f"{name}.shrunk.npz", res.shrunk.instance)
    rec = result_json(res, worst_file, shrunk_file)
    if getattr(res, "path", None) is not None and rec.get("path"):  # a uniform claim's divergence path, replayable
        path_file = res.path.save(d / f"{name}.path.npz")
        rec["path"]["file"] = str(path_file)
        rec["path"]["replay"] = replay_command(res.claim.id, path_file, res)
        if res.shrunk is not None and getattr(res.shrunk, "phase", "") == "path":  # the verdict rests on the path
            rec["replay"] = rec["path"]["replay"]
    rec["plots"] = draw_claim(rec, d, scores=getattr(res, "scores", None),
                              instance=res.worst.instance if res.worst else None)
    atomic_write_text(d / f"{name}.md", claim_markdown(rec))
    atomic_write_text(d / f"{name}.json", json.dumps(rec, indent=2, allow_nan=False))
    return rec


def _md_eval(title: str, e: dict[str, Any] | None) -> list[str]:
    if not e:
        return []
    out = [f"### {title}", "", f"- status: **{e['status']}**, score {e['score']} (> 1 means the claim fails here)",
           f"- lhs (measured) = `{short(e['lhs'])}`" + (f", interval {e['lhs_interval']}" if e["lhs_interval"] else ""),
           f"- rhs (bound) = `{short(e['rhs'])}`", f"- dtype {e['dtype']} on {e['device']}; re-checked by: "
           f"{' -> '.join(e['confirmed_by']) or 'n/a'}" + (f"; solver {e['solver']}" if e.get("solver") else ""),
           f"- instance file: `{e['instance_file']}`", "", "| quantity | value |", "|---|---|"]
    out += [f"| {_cell(k)} | `{_cell(short(v))}` |" for k, v in e["quantities"].items()]
    if e["terms"]:
        out += ["", "| evaluated term | value |", "|---|---|"] + [f"| {_cell(k)} | `{_cell(v)}` |" for k, v in e["terms"].items()]
    if e["assumptions"]:
        out += ["", "| assumption | slack | met |", "|---|---|---|"]
        out += [f"| {_cell(k)}: {_cell(v['text'])} | `{_cell(v['slack'])}` | {'yes' if v['met'] else 'approx.'} |"
                for k, v in e["assumptions"].items()]
    return out + [""]


def claim_markdown(rec: dict[str, Any]) -> str:
    """The Markdown report of one claim."""
    lines = [f"# {rec['id']}: {rec['verdict']}", "",
             f"- paper: `{rec['paper']}`; source: {rec['source']}",
             f"- kind: {rec['kind']}; comparison `{rec['comparison']}`; constants: {rec['constants']}",
             f"- expectation: **{rec['expectation']}** ({'met' if rec['meets_expectation'] else 'NOT met'})",
             f"- bound: `{rec['bound']}` with signature `{rec['bound_signature']}`"
             + (" (user-supplied)" if rec["user_bound"] else ""),
             f"- search: profile {rec['profile']}, seed {rec['seed']}, {rec['tried']} instances tried, "
             f"{rec['valid']} valid, {rec['rejected']} rejected, {rec['seconds']} s, device {rec['device']}, "
             f"dtype {rec['dtype']}",
             f"- best score: {rec['best_score']}", "", "## Statement (as printed)", "", rec["statement"], "",
             "## Verdict", "", rec["message"], ""]
    if rec["evidence"]:
        title = "Erratum evidence" if rec["expectation"] == "erratum" else "Finding (not a confirmed erratum)"
        lines += [f"## {title}", "", rec["evidence"], ""]
    if rec["notes"]:
        lines += ["## Notes", ""] + [f"- {n}" for n in rec["notes"]] + [""]
    if rec["assumptions"]:
        lines += ["## Assumptions", ""] + [f"- **{a['name']}**: {a['text']}" for a in rec["assumptions"]] + [""]
    if isinstance(rec.get("readings"), dict) and rec["readings"]:
        lines += ["## Readings", "", "| reading | how the statement is read | verdict | best score |", "|---|---|---|---|"]
        lines += [f"| {_cell(n)} | {_cell(r.get('text'))} | {_cell(r.get('verdict'))} | {_cell(r.get('best_score'))} |"
                  for n, r in rec["readings"].items()] + [""]
    if rec.get("coverage"):
        lines += ["## Printed domain and searched span", "",
                  "| parameter | printed | range | searched | lower end reached | upper end reached | why not |",
                  "|---|---|---|---|---|---|---|"]
        lines += [f"| {_cell(n)} | {_cell(c.get('text'))} | {_cell(c.get('range'))} | {_cell(c.get('searched_lo'))} .. "
                  f"{_cell(c.get('searched_hi'))} | {'yes' if c.get('reached_lo') else 'no'} | "
                  f"{'yes' if c.get('reached_hi') else 'no'} | {_cell(c.get('reason'))} |"
                  for n, c in rec["coverage"].items()] + [""]
    lines += _md_eval("Worst instance (highest score)", rec["worst"])
    lines += _md_eval("Shrunk instance", rec["shrunk"])
    if rec["replay"]:
        lines += ["## Replay", "", f"    {rec['replay']}", "", f"Search again: `{rec['search_replay']}`", ""]
    return "\n".join(lines)


def unreadable_record(f: Path, err: BaseException) -> dict[str, Any]:
    """The stand-in row of a claim record that cannot be read (truncated, not JSON, not a record)."""
    cid = f.name[: -len(".json")]
    return {"schema": SCHEMA_VERSION, "id": cid, "paper": "?", "kind": "?", "verdict": "unknown",
            "expectation": "?", "meets_expectation": False, "best_score": None, "tried": 0, "rejected": 0,
            "seconds": 0, "unreadable": True,
            "message": f"record unreadable: {f}: {type(err).__name__}: {err}".replace("\n", " ")[:300]}


def read_records(d: Path) -> list[dict[str, Any]]:
    """Every claim record ``claims/*.json`` of a report directory; unreadable ones as :func:`unreadable_record`."""
    out = []
    for f in sorted((d / "claims").glob("*.json")):
        try:
            rec = json.loads(f.read_text())
            if not isinstance(rec, dict) or not isinstance(rec.get("id"), str) or "verdict" not in rec:
                raise ValueError("not a claim record (no id or verdict)")
        except (OSError, ValueError) as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
            rec = unreadable_record(f, e)
        out.append(rec)
    return out


SUMMARY_FIELDS = ("id", "paper", "kind", "verdict", "expectation", "meets_expectation", "best_score", "tried",
                  "rejected", "seconds", "user_bound")


def _cell(x: Any) -> str:
    """A Markdown table cell: pipes escaped, line breaks folded."""
    return str("" if x is None else x).replace("|", "\\|").replace("\n", " ")


def record_status(rec: dict[str, Any]) -> str:
    """A claim record's status (``checks.claim.outcome``); a record without a readable expectation or verdict (an
    unreadable or foreign record) is ``unexpected``, never shown as met. Used by the summary, the site and the
    pytest terminal summary alike."""
    from checks.claim import outcome

    try:
        return outcome(rec["expectation"], rec["verdict"], bool(rec.get("derived")))
    except (KeyError, TypeError, ValueError):
        return "unexpected"


def write_summary(directory: str | Path | None = None) -> dict[str, Any]:
    """Merge every ``claims/*.json`` of the directory into ``summary.json`` and ``summary.md``; a record that cannot
    be read is a row of its own (verdict ``unknown``, expectation not met, "record unreadable: ..."), never dropped.
    Each row also gives the claim's status (``checks.claim.outcome``) and the ends of its printed domain the run did
    not reach (``narrowed``); the summary counts statuses, paper errata (a derived claim is never one) and claims
    with a narrowed end."""
    from checks.domain import narrowed

    d = report_dir(directory)
    rows = []
    for rec in read_records(d):
        rows.append({k: rec.get(k) for k in SUMMARY_FIELDS} | {"message": rec.get("message", ""),
                                                                "status": record_status(rec),
                                                                "derived": bool(rec.get("derived")),
                                                                "narrowed": narrowed(rec.get("coverage") or {})})
    rows.sort(key=lambda r: r["id"])
    counts: dict[str, int] = {}
    statuses: dict[str, int] = {}
    for r in rows:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
        statuses[r["status"]] = statuses.get(r["status"], 0) + 1
    errata = {"violated": sum(1 for r in rows if r["verdict"] == "violated" and not r["derived"]),
              "violated as printed": sum(1 for r in rows if r["verdict"] == "violated as printed" and not r["derived"])}
    summary = {"schema": SCHEMA_VERSION, "written": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
               "counts": counts, "statuses": statuses, "unexpected": statuses.get("unexpected", 0),
               "paper_errata": errata, "narrowed_claims": sum(1 for r in rows if r["narrowed"]),
               "unmet": [r["id"] for r in rows if not r["meets_expectation"]], "claims": rows}
    d.mkdir(parents=True, exist_ok=True)
    atomic_write_text(d / "summary.json", json.dumps(summary, indent=2, allow_nan=False))
    md = ["# thmcheck summary", "", f"**unexpected results: {summary['unexpected']}** of {len(rows)} claims", "",
          ", ".join(f"{v} {k}" for k, v in sorted(statuses.items())), "",
          ", ".join(f"{v} {k}" for k, v in sorted(counts.items())), "",
          f"paper errata: {errata['violated']} violated, {errata['violated as printed']} violated as printed only; "
          f"{summary['narrowed_claims']} claim(s) with an end of the printed domain not reached", "",
          "| claim | paper | kind | status | verdict | expectation | best score | tried | rejected | s | narrowed |",
          "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        bs = r["best_score"]
        bs = f"{bs:.4g}" if isinstance(bs, int | float) else (bs if bs is not None else "")
        md.append(f"| [{_cell(r['id'])}](claims/{_safe(r['id'])}.md) | {_cell(r['paper'])} | {_cell(r['kind'])} | "
                  f"{_cell(r['status'])} | {_cell(r['verdict'])}{' (user bound)' if r.get('user_bound') else ''} | "
                  f"{_cell(r['expectation'])} | {_cell(bs)} | {_cell(r['tried'])} | {_cell(r['rejected'])} | "
                  f"{_cell(r['seconds'])} | {_cell(', '.join(r['narrowed']))} |")
    atomic_write_text(d / "summary.md", "\n".join(md) + "\n")
    return summary
