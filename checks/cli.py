"""Command line: ``python -m checks`` / ``thmcheck``.

    list   [--paper P] [--json]
    run    CLAIM... | --paper P | all  [--bound FILE.py:FUNC] [--grant-uncertified] [--profile P]
           [--max-examples N] [--seed S] [--budget SECONDS] [--json] [--report-dir D]
    replay CLAIM INSTANCE.npz [--bound FILE.py:FUNC] [--json]
    summary [--report-dir D]
    site    [--report-dir D]

Exit status: 0 when every claim run meets its expectation with no violation of a claim expected to
hold; 1 when a violation is found (or an expectation is otherwise unmet); 2 for usage or input errors
(unknown claim id, unloadable --bound, a bound that raises or returns NaN/inf/non-scalars, a claim whose
process crashed or overran its wall-clock limit, an unreadable instance file or record), each said in one
line on stderr before any search starts; 130 after Ctrl-C and 143 after SIGTERM (the report of the claims
done so far, summary and index.html included, is written).

Without ``--report-dir``, ``run`` writes ``reports/runs/<time>-<pid>/`` and points ``reports/latest`` at it.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import math
import os
import sys
from pathlib import Path
from typing import Any

from checks.claim import Claim, Expect, Verdict
from checks.engine import BadInput, ClaimResult
from checks.profiles import PROFILES
from checks.registry import UnknownClaimError, all_claims, get, registry

EXIT_OK, EXIT_VIOLATION, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    """Bad command-line input: exit status 2."""


def load_bound(spec: str) -> Any:
    """Load ``FILE.py:FUNC`` as a bound function."""
    if ":" not in spec:
        raise UsageError(f"--bound expects FILE.py:FUNC, got {spec!r}")
    file, func = spec.rsplit(":", 1)
    path = Path(file)
    if not path.is_file():
        raise UsageError(f"--bound: no such file {file!r}")
    mod_spec = importlib.util.spec_from_file_location(f"thmcheck_user_bound_{path.stem}", path)
    if mod_spec is None or mod_spec.loader is None:
        raise UsageError(f"--bound: cannot import {file!r}")
    mod = importlib.util.module_from_spec(mod_spec)
    try:
        mod_spec.loader.exec_module(mod)
    except KeyboardInterrupt:
        raise
    except BaseException as e:  # SystemExit at import included
        raise UsageError(f"--bound: importing {file!r} raised {type(e).__name__}: {e}") from e
    fn = getattr(mod, func, None)
    if not callable(fn):
        raise UsageError(f"--bound: {file!r} has no function {func!r}")
    return fn


def _claim_row(c: Claim) -> dict[str, Any]:
    return {"id": c.id, "paper": c.paper, "kind": str(c.kind), "comparison": str(c.comparison),
            "constants": c.constants, "expectation": str(c.expect), "checkable": c.checkable,
            "source": c.source, "bound_signature": c.bound_signature,
            "not_checkable_reason": c.not_checkable_reason, "statement": c.statement, **c.fidelity()}


def cmd_list(args: argparse.Namespace) -> int:
    claims = all_claims(args.paper)
    if args.paper and not claims:
        papers = sorted({c.paper for c in registry().values()})
        raise UsageError(f"no claims for paper {args.paper!r}; papers: {', '.join(papers)}")
    if args.json:
        print(json.dumps([_claim_row(c) for c in claims], indent=2))
        return EXIT_OK
    for c in claims:
        flag = "" if c.checkable else "  [not checkable]"
        print(f"{c.id:40s} {c.kind!s:14s} {c.comparison!s:3s} {c.expect!s:8s}{flag}  {c.source}")
    print(f"{len(claims)} claims")
    return EXIT_OK


def _select(args: argparse.Namespace) -> list[Claim]:
    if args.paper:
        claims = all_claims(args.paper)
        if not claims:
            raise UsageError(f"no claims for paper {args.paper!r}")
        return claims
    if not args.claims:
        raise UsageError("name at least one claim id, 'all', or --paper P")
    if args.claims == ["all"]:
        return all_claims()
    try:
        return [get(i) for i in args.claims]
    except UnknownClaimError as e:
        raise UsageError(str(e)) from e


def exit_status(results: list[ClaimResult]) -> int:
    """0: all met, no violation of a claim expected to hold; 1: violation or unmet; 2: bad input."""
    if any(r.verdict is Verdict.VIOLATED and r.expect is Expect.HOLDS for r in results):
        return EXIT_VIOLATION
    if any(r.verdict is Verdict.UNKNOWN for r in results):
        return EXIT_USAGE
    return EXIT_OK if all(r.meets_expectation for r in results) else EXIT_VIOLATION


def _line(r: ClaimResult) -> str:
    met = "ok " if r.meets_expectation else "NOT"
    bs = f"{r.best_score:.4g}" if r.best_score is not None else "-"
    return (f"[{met}] {r.claim.id:36s} {r.verdict.value:18s} expect {r.expect.value:8s} best {bs:>10s} "
            f"({r.valid} valid, {r.rejected} rejected, {r.seconds:.1f}s)\n      {r.message}")


def _profile_name(given: str | None) -> str:
    """--profile, else $THMCHECK_PROFILE, else dev; an unknown name is a usage error."""
    name = given or os.environ.get("THMCHECK_PROFILE") or "dev"
    if name not in PROFILES:
        src = "--profile" if given else "$THMCHECK_PROFILE"
        raise UsageError(f"unknown profile {name!r} ({src}); choose one of {', '.join(sorted(PROFILES))}")
    return name


@contextlib.contextmanager
def _stdout_to_stderr() -> Any:
    """Send everything written to standard output (by Python or by native code, in this process or its
    children) to standard error while inside, so the JSON printed afterwards is the only thing on stdout."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    old = sys.stdout
    sys.stdout = sys.stderr
    try:
        yield
    finally:
        sys.stdout.flush()
        sys.stdout = old
        os.dup2(saved, 1)
        os.close(saved)


def cmd_run(args: argparse.Namespace) -> int:
    from checks.report import check_writable, choose_report_dir
    from checks.runner import Terminated, run_many

    # every input is checked here, before any search starts
    if args.budget is not None and not (math.isfinite(args.budget) and args.budget > 0):
        raise UsageError(f"--budget must be a positive number of seconds, got {args.budget}")
    if args.max_examples is not None and args.max_examples < 1:
        raise UsageError(f"--max-examples must be at least 1, got {args.max_examples}")
    profile = _profile_name(args.profile)
    claims = _select(args)
    bound = load_bound(args.bound) if args.bound else None
    try:
        d = check_writable(choose_report_dir(args.report_dir))
    except ValueError as e:
        raise UsageError(str(e)) from e
    records: list[dict[str, Any]] = []

    def show(r: ClaimResult, rec: dict[str, Any]) -> None:
        if args.json:
            records.append(rec)
        else:
            print(_line(r), flush=True)

    extra = {"grant_uncertified": True} if args.grant_uncertified else {}
    quiet = _stdout_to_stderr() if args.json else contextlib.nullcontext()
    try:
        with quiet:
            results = run_many(claims, d, on_record=show, profile=profile, bound=bound, seed_=args.seed,
                               max_examples=args.max_examples, budget_s=args.budget, **extra)
    except KeyboardInterrupt as e:
        sig = "SIGTERM" if isinstance(e, Terminated) else "interrupted"
        print(f"thmcheck: {sig}: partial report (summary.json, index.html) written to {d}", file=sys.stderr)
        return 143 if isinstance(e, Terminated) else 130
    if args.json:
        print(json.dumps(records, indent=2))
    else:
        print(f"report: {d / 'summary.md'}, {d / 'index.html'}")
    return exit_status(results)


def cmd_replay(args: argparse.Namespace) -> int:
    from checks.engine import VIOLATED, replay
    from checks.instances import BadInstanceFile, load_instance
    from checks.report import _eval_json

    try:
        claim = get(args.claim)
    except UnknownClaimError as e:
        raise UsageError(str(e)) from e
    if not Path(args.instance).is_file():
        raise UsageError(f"no such instance file {args.instance!r}")
    bound = load_bound(args.bound) if args.bound else None
    try:
        inst = load_instance(args.instance)
    except BadInstanceFile as e:
        raise UsageError(str(e)) from e
    try:
        ev = replay(claim, inst, bound)
    except BadInput as e:
        print(str(e), file=sys.stderr)
        return EXIT_USAGE
    rec = _eval_json(claim, ev, Path(args.instance))
    if args.json:
        print(json.dumps(rec, indent=2))
    else:
        assert rec is not None
        print(f"{claim.id}: {ev.status} (score {ev.score:.6g})\n  lhs = {rec['lhs']}\n  rhs = {rec['rhs']}\n"
              f"  checked by {' -> '.join(ev.confirmed_by) or ev.dtype}")
        for k, v in rec["terms"].items():
            print(f"  {k} = {v}")
    return EXIT_VIOLATION if ev.status == VIOLATED else EXIT_OK


def cmd_summary(args: argparse.Namespace) -> int:
    from checks.report import report_dir, write_summary

    d = report_dir(args.report_dir)
    if not (d / "claims").is_dir():
        raise UsageError(f"{str(d)!r} is not a report directory (no claims/ in it)")
    s = write_summary(args.report_dir)
    print((d / "summary.md").read_text())
    bad = [r for r in s["claims"] if str(r.get("message", "")).startswith("record unreadable:")]
    for r in bad:
        print(f"thmcheck: error: {r['message']}", file=sys.stderr)
    return EXIT_USAGE if bad else (EXIT_OK if not s["unmet"] else EXIT_VIOLATION)


def cmd_site(args: argparse.Namespace) -> int:
    from checks.html import write_site
    from checks.report import report_dir, write_summary

    d = report_dir(args.report_dir)
    if not (d / "claims").is_dir():
        raise UsageError(f"{str(d)!r} is not a report directory (no claims/ in it)")
    s = write_summary(args.report_dir)
    print(write_site(args.report_dir))
    bad = [r for r in s["claims"] if str(r.get("message", "")).startswith("record unreadable:")]
    for r in bad:
        print(f"thmcheck: error: {r['message']}", file=sys.stderr)
    return EXIT_USAGE if bad else EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="thmcheck", description="Property-based checks of attention theorems.")
    sub = p.add_subparsers(dest="cmd", required=True)
    pl = sub.add_parser("list", help="list registered claims")
    pl.add_argument("--paper")
    pl.add_argument("--json", action="store_true")
    pl.set_defaults(func=cmd_list)
    pr = sub.add_parser("run", help="search claims for violations")
    pr.add_argument("claims", nargs="*", help="claim ids, or 'all'")
    pr.add_argument("--paper")
    pr.add_argument("--bound", help="FILE.py:FUNC replacing the claim's bound (same signature)")
    pr.add_argument("--grant-uncertified", action="store_true",
                    help="grant the claim's uncertified requirements (hidden constants, 'sufficiently "
                         "large'), to regression-test a formula")
    pr.add_argument("--profile", default=None, help=f"one of {sorted(PROFILES)} (default $THMCHECK_PROFILE, else dev)")
    pr.add_argument("--max-examples", type=int)
    pr.add_argument("--seed", type=int)
    pr.add_argument("--budget", type=float, help="seconds per claim (overrides the profile)")
    pr.add_argument("--json", action="store_true")
    pr.add_argument("--report-dir")
    pr.set_defaults(func=cmd_run)
    pp = sub.add_parser("replay", help="re-evaluate a saved instance in float64 (and exactly where offered)")
    pp.add_argument("claim")
    pp.add_argument("instance")
    pp.add_argument("--bound")
    pp.add_argument("--json", action="store_true")
    pp.set_defaults(func=cmd_replay)
    ps = sub.add_parser("summary", help="rebuild and print the summary of a report directory")
    ps.add_argument("--report-dir")
    ps.set_defaults(func=cmd_summary)
    pw = sub.add_parser("site", help="rebuild the HTML report (index.html) of a report directory")
    pw.add_argument("--report-dir")
    pw.set_defaults(func=cmd_site)
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    args = build_parser().parse_args(argv)
    from checks.registry import broken_modules

    for name, err in broken_modules().items():
        print(f"thmcheck: warning: {name} failed to import; its claims are missing: {err}", file=sys.stderr)
    try:
        return int(args.func(args))
    except UsageError as e:
        print(f"thmcheck: error: {e}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
