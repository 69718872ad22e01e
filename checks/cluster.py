"""Campaigns that outgrow one machine: (claim, seed, budget) tasks on a Dask cluster.

Optional extra (``pip install -e ".[cluster]"``, which brings ``dask[distributed]``). Each task runs
:func:`thmcheck.checks.engine.run_claim` with its own seed on some worker; every worker reads and writes one shared
Hypothesis example database (a directory on a shared filesystem), so a failing example found by one task
is replayed first by every later task of the same claim. The controller merges the tasks of each claim
into one result (a confirmed violation wins, else the highest score; effort is summed) and writes the
usual report directory: ``claims/<id>.json|md|npz``, ``summary.json|md``, plus ``campaign.json`` with one
row per task.

    python -m thmcheck.checks.cluster chenli.lemma3.6 mhgd.lemma1 --seeds 8 --budget 120 --local 2
    python -m thmcheck.checks.cluster all --seeds 4 --scheduler tls://HOST:8786 --database /shared/hyp-db \
        --tls-ca-file ca.pem --tls-cert client.pem --tls-key client.key

A scheduler reachable from other machines must use TLS with client certificates (Dask's
``distributed.security.Security``): any client that can reach an unauthenticated ``tcp://`` scheduler can run
arbitrary code on every worker. In Python::

    from distributed.security import Security
    sec = Security(tls_ca_file="ca.pem", tls_client_cert="client.pem", tls_client_key="client.key",
                   require_encryption=True)
    campaign(tasks, scheduler="tls://HOST:8786", security=sec, database="/shared/hyp-db")

A task whose worker crashes (a segfault, a killed or lost worker, ``sys.exit`` in a claim) is a failed row of
``campaign.json``; the finished tasks' results are kept and reported.

A claim is named by its registered id, or as ``module:attr`` (a Claim, or a function returning one)
for claims that are not registered (tests, experiments).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import sys
import time
import traceback
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from thmcheck.checks.claim import Claim, Verdict
from thmcheck.checks.engine import ClaimResult, run_claim

_RANK = {Verdict.VIOLATED: 5, Verdict.CONDITIONAL: 4.5, Verdict.VANISHING: 3.5, Verdict.UNKNOWN: 4, Verdict.POTENTIAL: 3, Verdict.GAVE_UP: 2, Verdict.NONE: 1,
         Verdict.NOT_CHECKABLE: 0}


@dataclass(frozen=True)
class Task:
    """One search: a claim (registered id or ``module:attr``), a seed and an effort."""

    claim: str
    seed: int
    budget_s: float = 60.0
    max_examples: int | None = None
    profile: str = "deep"
    batch: int | None = None


@dataclass
class Campaign:
    """What a campaign found: one row per task and one merged result per claim."""

    tasks: list[dict[str, Any]] = field(default_factory=list)
    results: dict[str, ClaimResult] = field(default_factory=dict)
    seconds: float = 0.0


def resolve(spec: str) -> Claim:
    """The claim a task names: a registered id, or ``module:attr`` (a Claim or a zero-argument factory)."""
    if ":" in spec:
        mod, attr = spec.split(":", 1)
        obj = getattr(importlib.import_module(mod), attr)
        obj = obj() if callable(obj) and not isinstance(obj, Claim) else obj
        if not isinstance(obj, Claim):
            raise TypeError(f"{spec} is not a Claim")
        return obj
    from thmcheck.checks.registry import get

    return get(spec)


def run_task(task: Task, database: str | None = None) -> dict[str, Any]:
    """Run one task (on a worker); returns its row and its result (without the claim, which may not pickle)."""
    t0 = time.perf_counter()
    try:
        claim = resolve(task.claim)
        res = run_claim(claim, task.profile, seed_=task.seed, budget_s=task.budget_s,
                        max_examples=task.max_examples, batch=task.batch, database=database)
    except Exception as e:  # a task never takes the campaign down (SystemExit etc.: see _task_row)
        return {"task": asdict(task), "error": f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=3)}",
                "result": None, "seconds": time.perf_counter() - t0}
    res.claim = None  # type: ignore[assignment]
    return {"task": asdict(task), "error": "", "result": res, "seconds": time.perf_counter() - t0}


def merge(claim: Claim, results: list[ClaimResult]) -> ClaimResult:
    """One result for a claim from its tasks: the most severe verdict, its best instance, summed effort."""
    best = max(results, key=lambda r: (_RANK[r.verdict], r.best_score if r.best_score is not None else -1e300))
    best.claim = claim
    worst = max((r for r in results if r.worst is not None), key=lambda r: r.worst.score, default=None)  # type: ignore[union-attr]
    if worst is not None:
        best.worst, best.best_score, best.found_by = worst.worst, worst.best_score, worst.found_by
    for attr in ("tried", "valid", "rejected", "refuted", "potentials", "examples", "tested", "tight"):
        setattr(best, attr, sum(getattr(r, attr) for r in results))
    best.seconds = sum(r.seconds for r in results)
    seeds = ", ".join(str(r.seed) for r in results)
    counts: dict[str, int] = {}
    for r in results:
        counts[r.verdict.value] = counts.get(r.verdict.value, 0) + 1
    best.notes.append(f"cluster campaign: {len(results)} task(s) (seeds {seeds}): "
                      + ", ".join(f"{n} {v}" for v, n in sorted(counts.items()))
                      + f"; the reported search is seed {best.seed}.")
    return best


@contextlib.contextmanager
def local_client(n_workers: int = 2) -> Iterator[Any]:
    """A Dask client on a local cluster of this machine (processes, one thread each, loopback only)."""
    from distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=n_workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address=None, silence_logs=40)
    client = Client(cluster)
    try:
        yield client
    finally:
        client.close()
        cluster.close()


def _task_row(fut: Any, task: Task) -> dict[str, Any]:
    """A finished future's row; a task that failed on its worker (the worker crashed or was lost, a BaseException
    such as SystemExit, a result that did not come back) becomes an error row: the campaign goes on."""
    try:
        return fut.result()
    except KeyboardInterrupt:
        raise
    except BaseException as e:
        return {"task": asdict(task), "error": f"{type(e).__name__}: {e}", "result": None, "seconds": None}


def campaign(tasks: Iterable[Task], client: Any = None, scheduler: str | None = None,
             database: str | Path | None = None, report_dir: str | Path | None = None,
             security: Any = None) -> Campaign:
    """Run tasks on a Dask cluster (``client``, or a ``scheduler`` address with an optional
    ``distributed.security.Security`` for TLS) and report merged results; a failed task loses no other's result."""
    from distributed import Client, as_completed

    tasks = list(tasks)
    own = client is None
    if own:
        client = Client(scheduler, security=security) if scheduler else Client(
            processes=True, threads_per_worker=1, host="127.0.0.1", dashboard_address=None)
    db = str(database) if database is not None else None
    if db:
        Path(db).mkdir(parents=True, exist_ok=True)
    out = Campaign()
    t0 = time.perf_counter()
    by_claim: dict[str, list[ClaimResult]] = {}
    try:
        futures = [client.submit(run_task, t, db, pure=False) for t in tasks]
        task_of = {f.key: t for f, t in zip(futures, tasks)}
        for fut in as_completed(futures):
            row = _task_row(fut, task_of[fut.key])
            res = row.pop("result")
            if res is not None:
                cid = row["task"]["claim"]
                by_claim.setdefault(cid, []).append(res)
                row.update(verdict=res.verdict.value, best_score=res.best_score, tried=res.tried,
                           found_by=res.found_by)
            out.tasks.append(row)
    finally:  # also after Ctrl-C or a scheduler failure: the finished tasks' results are written
        if own:
            client.close()
        _write_campaign(out, by_claim, t0, db, report_dir)
    return out


def _write_campaign(out: Campaign, by_claim: dict[str, list[ClaimResult]], t0: float, db: str | None,
                    report_dir: str | Path | None) -> None:
    from thmcheck.checks.report import atomic_write_text, write_claim_report, write_summary
    from thmcheck.checks.report import report_dir as _rd

    for spec, results in by_claim.items():
        claim = resolve(spec)
        out.results[claim.id] = merge(claim, results)
        write_claim_report(out.results[claim.id], report_dir)
    out.seconds = time.perf_counter() - t0
    if report_dir is not None or out.results:
        d = _rd(report_dir)
        d.mkdir(parents=True, exist_ok=True)
        atomic_write_text(d / "campaign.json", json.dumps({"seconds": out.seconds, "database": db,
                                                           "tasks": out.tasks}, indent=2, default=str))
        write_summary(report_dir)


def main(argv: list[str] | None = None) -> int:
    """``python -m thmcheck.checks.cluster``: a campaign over claims x seeds."""
    ap = argparse.ArgumentParser(prog="python -m thmcheck.checks.cluster", description=__doc__.splitlines()[0])
    ap.add_argument("claims", nargs="+", help="claim ids, module:attr, or 'all'")
    ap.add_argument("--seeds", type=int, default=4, help="tasks per claim (seeds 0..N-1 plus --seed-offset)")
    ap.add_argument("--seed-offset", type=int, default=0)
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per task")
    ap.add_argument("--max-examples", type=int)
    ap.add_argument("--profile", default="deep")
    ap.add_argument("--batch", type=int)
    group = ap.add_mutually_exclusive_group()
    group.add_argument("--scheduler", help="address of a running Dask scheduler (tls://HOST:8786)")
    group.add_argument("--local", type=int, default=2, help="workers of a local cluster (default 2)")
    ap.add_argument("--database", default=".hypothesis/thmcheck-cluster", help="shared example database directory")
    ap.add_argument("--report-dir")
    ap.add_argument("--tls-ca-file", help="CA certificate of the cluster (with --scheduler tls://...)")
    ap.add_argument("--tls-cert", help="this client's certificate")
    ap.add_argument("--tls-key", help="this client's private key")
    a = ap.parse_args(argv)
    security = None
    if a.tls_ca_file or a.tls_cert or a.tls_key:
        from distributed.security import Security

        security = Security(tls_ca_file=a.tls_ca_file, tls_client_cert=a.tls_cert, tls_client_key=a.tls_key,
                            require_encryption=True)
    elif a.scheduler and not a.scheduler.startswith("tls://") and not a.scheduler.split("://")[-1].startswith(
            ("127.0.0.1", "localhost", "[::1]")):
        print("thmcheck: warning: an unauthenticated scheduler on another machine lets anyone who can reach it run "
              "code on the workers; use tls:// with --tls-ca-file/--tls-cert/--tls-key", file=sys.stderr)
    if a.claims == ["all"]:
        from thmcheck.checks.registry import all_claims

        specs = [c.id for c in all_claims() if c.checkable]
    else:
        specs = a.claims
    tasks = [Task(s, a.seed_offset + i, a.budget, a.max_examples, a.profile, a.batch)
             for s in specs for i in range(a.seeds)]
    if a.scheduler:
        out = campaign(tasks, scheduler=a.scheduler, database=a.database, report_dir=a.report_dir, security=security)
    else:
        with local_client(a.local) as client:
            out = campaign(tasks, client=client, database=a.database, report_dir=a.report_dir)
    for cid, r in sorted(out.results.items()):
        bs = f"{r.best_score:.4g}" if r.best_score is not None else "-"
        print(f"{cid:40s} {r.verdict.value:18s} best {bs:>10s}  {r.tried} instances, {r.seconds:.0f} task-s")
    errors = [t for t in out.tasks if t["error"]]
    for t in errors:
        print(f"task {t['task']['claim']} seed {t['task']['seed']} failed: {t['error']}", file=sys.stderr)
    print(f"{len(out.tasks)} tasks in {out.seconds:.0f} s")
    unmet = [r for r in out.results.values() if not r.meets_expectation]
    return 2 if errors else (1 if unmet else 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
