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
import errno
import json
import math
import os
import platform
import re
import shlex
import tempfile
from pathlib import Path
from typing import Any

from thmcheck.checks.claim import Claim
from thmcheck.checks.engine import ClaimResult, Evaluated
from thmcheck.checks.instances import jsonable, save_instance, short
from thmcheck.checks.plots import draw_claim, skipped_reason

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
    try:
        os.stat(d)
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise ValueError(f"report directory {str(d)!r} is a symbolic link loop") from None
        if d.is_symlink():
            raise ValueError(f"report directory {str(d)!r} is a symbolic link to a missing "
                             f"{os.readlink(d)!r}") from None
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


class ReportWriteError(OSError):
    """A file of the report could not be written (a full disk, a read-only or vanished directory, a symlink
    loop); its message is one line naming the file and the cause."""


def atomic_write_text(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically: a reader sees the old file or the new one, never a part. Every file of a
    run's report is written through here or :func:`thmcheck.checks.instances.save_instance`; a failure is a
    :class:`ReportWriteError`."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as e:
        raise ReportWriteError(e.errno, f"cannot write {path}: {e.strerror or e}") from e
    try:
        os.chmod(tmp, 0o666 & ~_UMASK)  # mkstemp makes 0600; a report is as readable as any file the user writes
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise ReportWriteError(e.errno, f"cannot write {path}: {e.strerror or e}") from e
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


_UNSAFE = re.compile(r"[^A-Za-z0-9._+-]")


def _safe(name: str) -> str:
    """A file name for a claim id or paper name that stays inside its directory (registered ids are unchanged)."""
    s = _UNSAFE.sub("_", str(name))
    return s if s and not s.startswith(".") else "_" + s


def _materialized(claim: Claim, inst: dict[str, Any]) -> dict[str, Any] | None:
    """The arrays an instance's seed draws (``Claim.materialize``), JSON-safe (large ones summarised), or None."""
    mat = getattr(claim, "materialize", None)
    if mat is None:
        return None
    try:
        return jsonable(dict(mat(inst)), max_list=64)
    except Exception as e:  # a record is written whatever the claim's helper does
        return {"error": f"{type(e).__name__}: {e}"}


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
        "materialized": _materialized(claim, ev.instance),  # the arrays its seed draws (Claim.materialize)
        "instance_file": str(file) if file else None,
    }


SPAN_FIELDS = ("searched_lo", "searched_hi", "reached_lo", "reached_hi")


def printed_domain(dom: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The printed ranges of a claim's parameters without any searched span: the span a run reached is in
    ``coverage`` alone (one source of truth; ``domain`` never contradicts it)."""
    return {n: {k: v for k, v in p.items() if k not in SPAN_FIELDS} for n, p in (dom or {}).items()}


def replay_command(claim_id: str, file: Path | None, res: ClaimResult) -> str:
    """The one-line command that replays this result."""
    from thmcheck.checks.registry import claims_spec_of

    extra = ""
    spec = claims_spec_of(claim_id)
    if spec:  # a claim of the user's own module: name it, so the command finds the claim
        extra += f" --claims {shlex.quote(spec)}"
    bound = os.environ.get("THMCHECK_BOUND_SPEC") if res.user_bound else None
    if bound:  # a run with --bound: the replay checks the same user bound
        extra += f" --bound {shlex.quote(bound)}"
    if file is not None:
        # an absolute path, so the command replays from any working directory
        return f"python -m thmcheck replay {shlex.quote(claim_id)} {shlex.quote(str(Path(file).resolve()))}{extra}"
    seed = f" --seed {res.seed}" if res.seed is not None else ""
    return f"python -m thmcheck run {shlex.quote(claim_id)} --profile {res.profile}{seed}{extra}"


def result_json(res: ClaimResult, worst_file: Path | None = None, shrunk_file: Path | None = None) -> dict[str, Any]:
    """The JSON record of one claim's result (schema in the README)."""
    c = res.claim
    shown = shrunk_file or worst_file
    return {
        "schema": SCHEMA_VERSION,
        "id": c.id,
        "paper": c.paper,
        "paper_title": c.paper_title,
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
        **({"claim_expectation": str(c.expect), "expectation_by_profile": {k: str(v) for k, v in
                                                                         c.expect_by_profile.items()}}
           if c.expect_by_profile else {}),
        **c.fidelity(),
        "domain": printed_domain(c.fidelity()["domain"]),
        "readings": jsonable(res.readings) if res.readings else c.fidelity()["readings"],
        "coverage": jsonable(res.coverage),
        "tested": getattr(res, "tested", 0), "granted": getattr(res, "granted", []), "tight": getattr(res, "tight", 0),
        "degenerate": getattr(res, "degenerate", 0),
        "mutant_runs": dict(getattr(res, "mutant_runs", None) or {}),
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
        worst_file = save_instance(d / f"{name}.worst.npz", res.worst.instance, res.claim.id)
    if res.shrunk is not None:
        shrunk_file = save_instance(d / f"{name}.shrunk.npz", res.shrunk.instance, res.claim.id)
    rec = result_json(res, worst_file, shrunk_file)
    for which, ev in (("worst", res.worst), ("shrunk", res.shrunk)):
        if ev is not None and rec.get(which) is not None:
            rec[which]["arrays"] = instance_arrays(res.claim, ev, d, f"{name}.{which}")
    if getattr(res, "path", None) is not None and rec.get("path"):  # a uniform claim's divergence path, replayable
        path_file = res.path.save(d / f"{name}.path.npz")
        rec["path"]["file"] = str(path_file)
        rec["path"]["replay"] = replay_command(res.claim.id, path_file, res)
        if res.shrunk is not None and getattr(res.shrunk, "phase", "") == "path":  # the verdict rests on the path
            rec["replay"] = rec["path"]["replay"]
    made = draw_claim(rec, d, scores=getattr(res, "scores", None), instance=res.worst.instance if res.worst else None,
                      draws=d / f"{name}.draws.jsonl", defer=True)
    rec["plots"] = made if made is not None else []
    why_none = skipped_reason(rec)
    if why_none:
        rec["plots_skipped"] = why_none
    if made is None:  # drawn by the picture process while the run goes on; collect_pictures fills this in
        rec["plots_pending"] = True
    atomic_write_text(d / f"{name}.md", claim_markdown(rec))
    atomic_write_text(d / f"{name}.json", json.dumps(rec, indent=2, allow_nan=False))
    return rec


ARRAY_INLINE = 64  # arrays up to this many elements are written out in the record; larger ones summarised + file


def _as_array(v: Any) -> Any:
    import numpy as np

    if isinstance(v, np.ndarray):
        a = v
    elif hasattr(v, "detach") and hasattr(v, "cpu"):
        a = v.detach().cpu().numpy()
    elif isinstance(v, list | tuple) and v and all(isinstance(x, int | float) and not isinstance(x, bool) for x in v):
        a = np.asarray(v, dtype=float)
    else:
        return None
    return a if a.ndim >= 1 and a.dtype.kind in "biufc" else None


def instance_arrays(claim: Claim, ev: Evaluated, directory: Path, stem: str) -> dict[str, Any]:
    """Every array of an evaluated instance, so the counterexample can be checked by hand: the instance's own arrays,
    those its terms hold, and those its seed draws (``Claim.materialize``, where the claim offers it). Arrays up to
    :data:`ARRAY_INLINE` elements are written out; larger ones are summarised (shape, min, max, mean, norm) and saved
    in full to ``<stem>.arrays.npz`` beside the record (``numpy.load``)."""
    import numpy as np

    found: dict[str, tuple[str, Any]] = {}
    for source, values in (("instance", ev.instance), ("term", getattr(ev.measurement, "terms", None) or {})):
        for k, v in values.items():
            a = _as_array(v)
            if a is not None and k not in found:
                found[k] = (source, a)
    mat = getattr(claim, "materialize", None)
    note = ""
    if mat is not None:
        try:
            for k, v in dict(mat(ev.instance)).items():
                a = _as_array(v)
                if a is not None:
                    found.setdefault(k, ("drawn from the instance's seed (Claim.materialize)", a))
        except Exception as e:  # a record is written whatever the claim's helper does
            note = f"Claim.materialize raised {type(e).__name__}: {e}"
    out: dict[str, Any] = {}
    big: dict[str, Any] = {}
    for k, (source, a) in found.items():
        entry: dict[str, Any] = {"source": source, "shape": list(a.shape), "dtype": str(a.dtype)}
        if a.size <= ARRAY_INLINE:
            entry["values"] = jsonable(a.tolist())
        else:
            f = a.astype(float) if a.dtype.kind != "c" else np.abs(a)
            entry.update(min=jsonable(float(np.nanmin(f))), max=jsonable(float(np.nanmax(f))),
                         mean=jsonable(float(np.nanmean(f))), norm=jsonable(float(np.linalg.norm(f.ravel()))),
                         file=f"{stem}.arrays.npz")
            big[k] = a
        out[k] = entry
    if big:
        try:
            path = directory / f"{stem}.arrays.npz"
            tmp = directory / f".{stem}.arrays.{os.getpid()}.tmp.npz"
            np.savez_compressed(tmp, **{k: v for k, (_s, v) in found.items()})
            os.replace(tmp, path)
        except Exception as e:
            note = (note + "; " if note else "") + f"arrays file not written: {type(e).__name__}: {e}"
    if note:
        out["__note__"] = {"source": "note", "shape": [], "dtype": "", "values": note}
    if not found and mat is None and "seed" in ev.instance:
        out["__note__"] = {"source": "note", "shape": [], "dtype": "", "values":
                           "the instance draws its arrays from its seed and the claim offers no Claim.materialize; "
                           "replay the instance file to see them"}
    return out


def _md_arrays(arrays: dict[str, Any] | None) -> list[str]:
    if not arrays:
        return []
    out = ["", "| array | from | shape | values |", "|---|---|---|---|"]
    for k, e in arrays.items():
        if k == "__note__":
            out.append(f"| (note) | | | {_cell(e.get('values'))} |")
            continue
        if "values" in e:
            vals = f"`{_cell(json.dumps(e['values']))}`"
        else:
            vals = (f"min {_cell(e.get('min'))}, max {_cell(e.get('max'))}, mean {_cell(e.get('mean'))}, norm "
                    f"{_cell(e.get('norm'))}; in full: `{_cell(e.get('file'))}`")
        out.append(f"| {_cell(k)} | {_cell(e.get('source'))} | {_cell(tuple(e.get('shape') or ()))} | {vals} |")
    return out


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
    out += _md_arrays(e.get("arrays"))
    if e["assumptions"]:
        out += ["", "| assumption | slack | met |", "|---|---|---|"]
        out += [f"| {_cell(k)}: {_cell(v['text'])} | `{_cell(v['slack'])}` | {'yes' if v['met'] else 'approx.'} |"
                for k, v in e["assumptions"].items()]
    return out + [""]


def _md_mutants(rec: dict[str, Any]) -> list[str]:
    """Planted mutants: those run (killed, survived, or 'not sharp' for the automatic one) and those not run, said
    as such (a mutant is never listed as checked unless it ran)."""
    names = list(rec.get("mutants") or [])
    runs = rec.get("mutant_runs") or {}
    if not names and not runs:
        return [f"No planted mutant: {rec['no_mutant_reason']}", ""] if rec.get("no_mutant_reason") else []
    out = ["## Planted mutants", ""]
    if runs:
        out += ["| mutant | kind | result | best score | tried | s |", "|---|---|---|---|---|---|"]
        out += [f"| {_cell(n)} | {'automatic' if e.get('automatic') else 'planted'} | {_cell(e.get('text'))} | "
                f"{_cell(e.get('best_score'))} | {_cell(e.get('tried'))} | {_cell(e.get('seconds'))} |"
                for n, e in runs.items()]
    unrun = [n for n in names if n not in runs]
    if unrun:
        out += ["", f"Not run in this run (`python -m thmcheck run ... --mutants` or `pytest ... --thmcheck-mutants` "
                    f"runs them): {'; '.join(unrun)}"]
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
        title = "Erratum evidence" if rec.get("claim_expectation", rec["expectation"]) == "erratum" else "Finding (not a confirmed erratum)"
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
    lines += _md_undecided(rec)
    lines += _md_mutants(rec)
    lines += _md_eval("Worst instance (highest score)", rec["worst"])
    lines += _md_eval("Shrunk instance", rec["shrunk"])
    if rec["replay"]:
        lines += ["## Replay", "", f"    {rec['replay']}", "", f"Search again: `{rec['search_replay']}`", ""]
    if rec.get("plots_skipped"):
        lines += ["## Pictures", "", str(rec["plots_skipped"]), ""]
    return "\n".join(lines)


def _md_undecided(rec: dict[str, Any]) -> list[str]:
    """The engine's record fields: the divergence path of a uniform claim (its fit and points), the sequential
    follow-up of a potential crossing (interval, effort to settle), granted requirements and why, rejected draws per
    assumption, and solver failures."""
    out: list[str] = []
    p = rec.get("path")
    if isinstance(p, dict):
        out += ["## Divergence path", "",
                f"- direction **{_cell(p.get('direction'))}** ({_cell(p.get('param'))} -> {_cell(p.get('toward'))}"
                + (f"; grows: {', '.join(map(str, p['grows']))}" if p.get("grows") else "") + f"): "
                f"**{_cell(p.get('status'))}**; {_cell(p.get('summary'))}"]
        if p.get("why"):
            out.append(f"- why not violated: {_cell(p['why'])}")
        fit = p.get("fit") if isinstance(p.get("fit"), dict) else None
        if fit:
            out.append(f"- fit: log-slope {_cell(fit.get('exponent'))}, interval {_cell(p.get('interval'))} "
                       f"(multiplicity {_cell(p.get('tested'))}); growth {_cell(p.get('growth'))}x; "
                       f"{_cell(p.get('left'))} point(s) left off the path")
        if p.get("replay"):
            out.append(f"- replay: `{p['replay']}`")
        if p.get("points"):
            out += ["", "| t | distance to the end | lhs | f (shape) | ratio lhs / f |", "|---|---|---|---|---|"]
            out += [f"| {_cell(q.get('t'))} | {_cell(q.get('x'))} | {_cell(q.get('lhs'))} | {_cell(q.get('f'))} | "
                    f"{_cell(q.get('ratio'))} |" for q in p["points"]]
        out.append("")
    fu = rec.get("followup") or {}
    if isinstance(fu, dict) and fu.get("followed"):
        out += ["## Sequential confirmation", "", f"outcome: **{_cell(fu.get('outcome'))}**", "",
                "| instance | levels | cap | outcome | interval | effort to settle |", "|---|---|---|---|---|---|"]
        for f in fu["followed"]:
            levels = "; ".join(f"{lv.get('level')}: {lv.get('status')} lhs {lv.get('lhs')} rhs {lv.get('rhs')} "
                               f"interval {lv.get('interval')}" for lv in f.get("levels", []))
            out.append(f"| {_cell(f.get('instance'))} | {_cell(levels)} | {_cell(f.get('cap'))} | "
                       f"{_cell(f.get('outcome'))} | {_cell(f.get('interval'))} | {_cell(f.get('estimate'))} |")
        out.append("")
    if rec.get("granted_why"):
        out += ["## Granted requirements", "", "| requirement | why no run can check it |", "|---|---|"]
        out += [f"| {_cell(n)} | {_cell(w)} |" for n, w in rec["granted_why"].items()] + [""]
    if rec.get("rejected_by"):
        out += ["## Rejected draws per assumption", "", "| assumption | rejected draws |", "|---|---|"]
        out += [f"| {_cell(n)} | {_cell(k)} |" for n, k in rec["rejected_by"].items()] + [""]
    if rec.get("solver_failures"):
        out += ["## Solver failures (unknown, not rejected)", "",
                f"{rec['solver_failures']} evaluation(s) where our own solver failed."]
        out += [f"- {m}" for m in rec.get("solver_messages") or []] + [""]
    return out


def unreadable_record(f: Path, err: BaseException) -> dict[str, Any]:
    """The stand-in row of a claim record that cannot be read (truncated, not JSON, not a record)."""
    cid = f.name[: -len(".json")]
    return {"schema": SCHEMA_VERSION, "id": cid, "paper": "?", "kind": "?", "verdict": "unknown",
            "expectation": "?", "meets_expectation": False, "best_score": None, "tried": 0, "rejected": 0,
            "seconds": 0, "unreadable": True,
            "message": f"record unreadable: {f}: {type(err).__name__}: {err}".replace("\n", " ")[:300]}


def check_record(rec: Any) -> None:
    """Raise ``ValueError`` naming the first field of a claim record that is not what a record holds (an unknown
    verdict or expectation word, a non-finite or non-numeric score, a paper that is not a string, ...)."""
    from thmcheck.checks.claim import Expect, Verdict

    if not isinstance(rec, dict) or not isinstance(rec.get("id"), str) or "verdict" not in rec:
        raise ValueError("not a claim record (no id or verdict)")
    if rec["verdict"] not in {str(v) for v in Verdict}:
        raise ValueError(f"field 'verdict': {rec['verdict']!r} is not a verdict word")
    if rec.get("expectation") not in {str(e) for e in Expect}:
        raise ValueError(f"field 'expectation': {rec.get('expectation')!r} is not an expectation")
    if not isinstance(rec.get("paper"), str):
        raise ValueError(f"field 'paper': {rec.get('paper')!r} is not a paper name")
    bs = rec.get("best_score")
    if bs is not None and not (isinstance(bs, int | float) and not isinstance(bs, bool) and math.isfinite(bs)):
        raise ValueError(f"field 'best_score': {bs!r} is not a finite number")
    for k in ("tried", "rejected"):
        v = rec.get(k, 0)
        if not (isinstance(v, int) and not isinstance(v, bool) and v >= 0):
            raise ValueError(f"field {k!r}: {v!r} is not a count")
    if not isinstance(rec.get("meets_expectation", False), bool):
        raise ValueError("field 'meets_expectation' is not true/false")


def read_records(d: Path) -> list[dict[str, Any]]:
    """Every claim record ``claims/*.json`` of a report directory; unreadable or damaged ones as
    :func:`unreadable_record`; and a row ``unknown`` for each claim the run's manifest (``run.json``) planned but
    whose record was never written (a run killed by SIGKILL or a power loss)."""
    out = []
    for f in sorted((d / "claims").glob("*.json")):
        try:
            rec = json.loads(f.read_text())
            check_record(rec)
        except (OSError, ValueError) as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
            rec = unreadable_record(f, e)
        out.append(rec)
    have = {r["id"] for r in out}
    for cid in planned_ids(d):
        if cid not in have:
            out.append(unfinished_record(cid))
    return out


MANIFEST = "run.json"


def write_manifest(d: Path, ids: list[str]) -> None:
    """Record which claims a run is about to evaluate (``run.json``), so that a summary of a run that was killed
    names the claims that never finished."""
    ensure_report_dir(d)
    atomic_write_text(d / MANIFEST, json.dumps({"planned": list(ids), "pid": os.getpid(),
                                                "started": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")}))


def planned_ids(d: Path) -> list[str]:
    """The claim ids of the report directory's manifest ([] without one, or if it cannot be read)."""
    try:
        ids = json.loads((d / MANIFEST).read_text()).get("planned", [])
        return [i for i in ids if isinstance(i, str)]
    except (OSError, ValueError, AttributeError):
        return []


def unfinished_record(cid: str) -> dict[str, Any]:
    """The stand-in row of a claim that the run planned but never finished."""
    return {"schema": SCHEMA_VERSION, "id": cid, "paper": cid.split(".", 1)[0], "kind": "?", "verdict": "unknown",
            "expectation": "?", "meets_expectation": False, "best_score": None, "tried": 0, "rejected": 0,
            "seconds": 0, "unfinished": True,
            "message": "never finished: the run stopped (killed, or the machine went down) before this claim's "
                       "record was written"}


SUMMARY_FIELDS = ("id", "paper", "kind", "verdict", "expectation", "meets_expectation", "best_score", "tried",
                  "rejected", "seconds", "user_bound")


def _cell(x: Any) -> str:
    """A Markdown table cell: pipes escaped, line breaks folded."""
    return str("" if x is None else x).replace("|", "\\|").replace("\n", " ")


def record_status(rec: dict[str, Any]) -> str:
    """A claim record's status (``thmcheck.checks.claim.outcome``); a record without a readable expectation or verdict (an
    unreadable or foreign record) is ``unexpected``, never shown as met. Used by the summary, the site and the
    pytest terminal summary alike."""
    from thmcheck.checks.claim import outcome

    try:
        return outcome(rec["expectation"], rec["verdict"], bool(rec.get("derived")))
    except (KeyError, TypeError, ValueError):
        return "unexpected"


def mutant_counts(rec: dict[str, Any]) -> dict[str, Any]:
    """A record's planted mutants in the summary: how many exist, ran, died; the planted ones that survived; whether
    the automatic one said the bound is not sharp."""
    runs = rec.get("mutant_runs") or {}
    runs = runs if isinstance(runs, dict) else {}
    return {"planted": len(rec.get("mutants") or []), "ran": len(runs),
            "killed": sum(1 for e in runs.values() if isinstance(e, dict) and e.get("killed")),
            "survived": sorted(n for n, e in runs.items() if isinstance(e, dict) and e.get("result") == "survived"),
            "not_sharp": any(isinstance(e, dict) and e.get("result") == "not sharp" for e in runs.values())}


def write_summary(directory: str | Path | None = None) -> dict[str, Any]:
    """Merge every ``claims/*.json`` of the directory into ``summary.json`` and ``summary.md``; a record that cannot
    be read is a row of its own (verdict ``unknown``, expectation not met, "record unreadable: ..."), never dropped.
    Each row also gives the claim's status (``thmcheck.checks.claim.outcome``) and the ends of its printed domain the run did
    not reach (``narrowed``); the summary counts statuses, paper errata (a derived claim is never one) and claims
    with a narrowed end."""
    from thmcheck.checks.domain import narrowed

    d = report_dir(directory)
    for sub in sorted((d / "mutants").iterdir()) if (d / "mutants").is_dir() else []:
        try:  # mutants run by other processes (pytest-xdist workers): their entries join the claim's record
            attach_mutants(json.loads(next(sub.glob("*/mutant.json")).read_text())["claim"], d)
        except (StopIteration, OSError, ValueError, KeyError):
            pass
    rows = []
    for rec in read_records(d):
        rows.append({k: rec.get(k) for k in SUMMARY_FIELDS} | {"message": rec.get("message", ""),
                                                                "status": record_status(rec),
                                                                "derived": bool(rec.get("derived")),
                                                                "narrowed": narrowed(rec.get("coverage") or {}),
                                                                "mutants": mutant_counts(rec)})
    rows.sort(key=lambda r: r["id"])
    counts: dict[str, int] = {}
    statuses: dict[str, int] = {}
    for r in rows:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
        statuses[r["status"]] = statuses.get(r["status"], 0) + 1
    from thmcheck.checks.registry import paper_modules

    ours = {m.rsplit(".", 1)[1] for m in paper_modules()}

    def erratum(r: dict[str, Any], verdict: str, own: bool) -> bool:
        """An error of a paper: the verdict expected of an erratum, not derived, not a user bound; ``own``: of a
        paper of your own claims modules rather than this repository's papers."""
        return (r["verdict"] == verdict and not r["derived"] and not r.get("user_bound")
                and str(r.get("expectation", "")).startswith("erratum") and (r.get("paper") not in ours) == own)

    errata = {v: sum(1 for r in rows if erratum(r, v, False)) for v in ("violated", "violated as printed")}
    own_errata = {v: sum(1 for r in rows if erratum(r, v, True)) for v in ("violated", "violated as printed")}
    summary = {"schema": SCHEMA_VERSION, "written": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
               "counts": counts, "statuses": statuses, "unexpected": statuses.get("unexpected", 0),
               "paper_errata": errata, "own_errata": own_errata, "narrowed_claims": sum(1 for r in rows if r["narrowed"]),
               "unmet": [r["id"] for r in rows if not r["meets_expectation"]], "claims": rows}
    d.mkdir(parents=True, exist_ok=True)
    atomic_write_text(d / "summary.json", json.dumps(summary, indent=2, allow_nan=False))
    md = ["# thmcheck summary", "", f"**unexpected results: {summary['unexpected']}** of {len(rows)} claims", "",
          ", ".join(f"{v} {k}" for k, v in sorted(statuses.items())), "",
          ", ".join(f"{v} {k}" for k, v in sorted(counts.items())), "",
          f"paper errata: {errata['violated']} violated, {errata['violated as printed']} violated as printed only; "
          + (f"errata of your own claims modules: {own_errata['violated']} violated, {own_errata['violated as printed']}"
             " violated as printed only; " if any(own_errata.values()) else "")
          + f"{summary['narrowed_claims']} claim(s) with an end of the printed domain not reached", "",
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


# --------------------------------------------------------------------------------------------------- mutants


def mutant_dir(claim_id: str, name: str, directory: str | Path | None = None) -> Path:
    """Where a mutant's run writes its own report: ``<report>/mutants/<id>/<name>/``."""
    return report_dir(directory) / "mutants" / _safe(claim_id) / _safe(name)


def mutant_entry(name: str, automatic: bool, rec: dict[str, Any], d: Path | None = None) -> dict[str, Any]:
    """One mutant's line in the claim's record: killed (``violated``), survived, or -- the automatic mutant only --
    "the bound is not sharp" (it moves a true bound by 10 %; a bound the search never came near survives it)."""
    verdict = str(rec.get("verdict"))
    killed = verdict == "violated"
    bs = rec.get("best_score")
    bs = bs.get("float") if isinstance(bs, dict) else bs
    if killed:
        result = "killed"
    elif verdict == "unknown":
        result = "unknown"
    elif automatic:
        result = "not sharp"
    else:
        result = "survived"
    text = {"killed": "killed", "unknown": f"not decided: {rec.get('message', '')}",
            "survived": f"SURVIVED ({verdict}): the search did not break this wrong bound",
            "not sharp": (f"the bound is not sharp: best score {bs:.4g} against '{name}' (the search never came "
                          "within that margin of the bound; not a failed mutant)"
                          if isinstance(bs, int | float) else "the bound is not sharp (not a failed mutant)")}[result]
    return {"name": name, "automatic": automatic, "ran": True, "result": result, "killed": killed,
            "verdict": verdict, "best_score": bs if isinstance(bs, int | float | str) or bs is None else None,
            "tried": rec.get("tried"), "seconds": rec.get("seconds"), "profile": rec.get("profile"), "text": text,
            "record": str((d / "claims" / f"{_safe(rec.get('id', ''))}.json").resolve()) if d else None}


def attach_mutants(claim_id: str, directory: str | Path | None = None) -> dict[str, Any] | None:
    """Add the mutants run so far (``<report>/mutants/<id>/*/``) to the claim's record (json and md), rewritten
    atomically; the updated record, or None when the claim has no record or no mutant ran."""
    d = report_dir(directory)
    f = d / "claims" / f"{_safe(claim_id)}.json"
    runs = read_mutant_runs(claim_id, d)
    if not runs or not f.is_file():
        return None
    try:
        rec = json.loads(f.read_text())
    except (OSError, ValueError):
        return None
    order = {n: i for i, n in enumerate(rec.get("mutants") or [])}
    rec["mutant_runs"] = dict(sorted(runs.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))
    atomic_write_text(d / "claims" / f"{_safe(claim_id)}.md", claim_markdown(rec))
    atomic_write_text(f, json.dumps(rec, indent=2, allow_nan=False))
    return rec


def read_mutant_runs(claim_id: str, directory: str | Path | None = None) -> dict[str, dict[str, Any]]:
    """The entries of the mutants of ``claim_id`` that ran into this report directory, by mutant name."""
    out: dict[str, dict[str, Any]] = {}
    base = report_dir(directory) / "mutants" / _safe(claim_id)
    for sub in sorted(base.glob("*/mutant.json")) if base.is_dir() else []:
        try:
            meta = json.loads(sub.read_text())
            rec = json.loads((sub.parent / "claims" / f"{_safe(claim_id)}.json").read_text())
        except (OSError, ValueError):
            continue
        out[meta["name"]] = mutant_entry(meta["name"], bool(meta.get("automatic")), rec, sub.parent)
    return out
