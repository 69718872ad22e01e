"""Reports: one Markdown and one JSON file per claim, and a summary merged from them.

Layout of a report directory (``reports/latest`` by default)::

    summary.md, summary.json          one row per claim (merged from claims/*.json, so parallel runs lose no row)
    claims/<id>.md, claims/<id>.json  statement, source, verdict, worst and shrunk instances, terms, slacks
    claims/<id>.worst.npz             the worst instance (highest score), replayable
    claims/<id>.shrunk.npz            the shrunk violating (or potential) instance, replayable
    claims/<id>.<plot>.png            pictures (checks/plots.py); index.html and claims/<id>.html (checks/html.py)
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import platform
import shlex
from pathlib import Path
from typing import Any

from checks.claim import Claim
from checks.engine import ClaimResult, Evaluated
from checks.instances import jsonable, save_instance, short
from checks.plots import draw_claim

SCHEMA_VERSION = 1
DEFAULT_DIR = Path("reports/latest")


def report_dir(path: str | Path | None = None) -> Path:
    """The report directory: the argument, else $THMCHECK_REPORT_DIR, else reports/latest."""
    return Path(path or os.environ.get("THMCHECK_REPORT_DIR") or DEFAULT_DIR)


def _safe(claim_id: str) -> str:
    return claim_id.replace("/", "_")


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
        "instance": jsonable(ev.instance, max_list=16),
        "instance_file": str(file) if file else None,
    }


def replay_command(claim_id: str, file: Path | None, res: ClaimResult) -> str:
    """The one-line command that replays this result."""
    if file is not None:
        return f"python -m checks replay {shlex.quote(claim_id)} {shlex.quote(str(file))}"
    seed = f" --seed {res.seed}" if res.seed is not None else ""
    return f"python -m checks run {shlex.quote(claim_id)} --profile {res.profile}{seed}"


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
    d = report_dir(directory) / "claims"
    d.mkdir(parents=True, exist_ok=True)
    name = _safe(res.claim.id)
    worst_file = shrunk_file = None
    if res.worst is not None:
        worst_file = save_instance(d / f"{name}.worst.npz", res.worst.instance)
    if res.shrunk is not None:
        shrunk_file = save_instance(d / f"{name}.shrunk.npz", res.shrunk.instance)
    rec = result_json(res, worst_file, shrunk_file)
    rec["plots"] = draw_claim(rec, d, scores=getattr(res, "scores", None),
                              instance=res.worst.instance if res.worst else None)
    (d / f"{name}.json").write_text(json.dumps(rec, indent=2, allow_nan=False))
    (d / f"{name}.md").write_text(claim_markdown(rec))
    return rec


def _md_eval(title: str, e: dict[str, Any] | None) -> list[str]:
    if not e:
        return []
    out = [f"### {title}", "", f"- status: **{e['status']}**, score {e['score']} (> 1 means the claim fails here)",
           f"- lhs (measured) = `{short(e['lhs'])}`" + (f", interval {e['lhs_interval']}" if e["lhs_interval"] else ""),
           f"- rhs (bound) = `{short(e['rhs'])}`", f"- dtype {e['dtype']} on {e['device']}; re-checked by: "
           f"{' -> '.join(e['confirmed_by']) or 'n/a'}" + (f"; solver {e['solver']}" if e.get("solver") else ""),
           f"- instance file: `{e['instance_file']}`", "", "| quantity | value |", "|---|---|"]
    out += [f"| {k} | `{short(v)}` |" for k, v in e["quantities"].items()]
    if e["terms"]:
        out += ["", "| evaluated term | value |", "|---|---|"] + [f"| {k} | `{v}` |" for k, v in e["terms"].items()]
    if e["assumptions"]:
        out += ["", "| assumption | slack | met |", "|---|---|---|"]
        out += [f"| {k}: {v['text']} | `{v['slack']}` | {'yes' if v['met'] else 'approx.'} |"
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
    lines += _md_eval("Worst instance (highest score)", rec["worst"])
    lines += _md_eval("Shrunk instance", rec["shrunk"])
    if rec["replay"]:
        lines += ["## Replay", "", f"    {rec['replay']}", "", f"Search again: `{rec['search_replay']}`", ""]
    return "\n".join(lines)


SUMMARY_FIELDS = ("id", "paper", "kind", "verdict", "expectation", "meets_expectation", "best_score", "tried",
                  "rejected", "seconds")


def write_summary(directory: str | Path | None = None) -> dict[str, Any]:
    """Merge every ``claims/*.json`` of the directory into ``summary.json`` and ``summary.md``."""
    d = report_dir(directory)
    rows = []
    for f in sorted((d / "claims").glob("*.json")):
        try:
            rec = json.loads(f.read_text())
        except (OSError, json.JSONDecodeError):
            continue
        rows.append({k: rec.get(k) for k in SUMMARY_FIELDS} | {"message": rec.get("message", "")})
    rows.sort(key=lambda r: r["id"])
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    summary = {"schema": SCHEMA_VERSION, "written": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
               "counts": counts, "unmet": [r["id"] for r in rows if not r["meets_expectation"]], "claims": rows}
    d.mkdir(parents=True, exist_ok=True)
    (d / "summary.json").write_text(json.dumps(summary, indent=2, allow_nan=False))
    md = ["# thmcheck summary", "", ", ".join(f"{v} {k}" for k, v in sorted(counts.items())), "",
          "| claim | paper | kind | verdict | expectation | met | best score | tried | rejected | s |",
          "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        bs = r["best_score"]
        bs = f"{bs:.4g}" if isinstance(bs, int | float) else (bs if bs is not None else "")
        md.append(f"| [{r['id']}](claims/{_safe(r['id'])}.md) | {r['paper']} | {r['kind']} | {r['verdict']} | "
                  f"{r['expectation']} | {'yes' if r['meets_expectation'] else '**no**'} | {bs} | {r['tried']} | "
                  f"{r['rejected']} | {r['seconds']} |")
    (d / "summary.md").write_text("\n".join(md) + "\n")
    return summary
