"""Command line: ``python -m thmcheck`` / ``thmcheck`` (``checks/__main__.py`` says what the old name does).

    list   [--paper P] [--json] [--claims SPEC]
    run    CLAIM... | MODULE[:ATTR]... | --paper P | all  [--claims SPEC] [--bound FILE.py:FUNC]
           [--grant-uncertified] [--profile {ci,dev,deep}] [--max-examples N] [--seed S] [--budget SECONDS]
           [--json] [--report-dir D]
    replay CLAIM INSTANCE.npz [--claims SPEC] [--bound FILE.py:FUNC] [--json]
    summary [--report-dir D]
    site    [--report-dir D]
    new    PAPER [--dir D]          write PAPER_claims.py, a claim of your own that runs at once
    --version

Claims of your own module: ``SPEC`` is ``MODULE`` (its ``CLAIMS``), ``MODULE:ATTR`` or ``FILE.py[:ATTR]``; the
current directory is importable. Their records' replay commands carry ``--claims SPEC`` (and ``--bound`` for a run
with a user bound, whose report goes to ``reports/runs/<time>-bound-<file>-<func>-<pid>/``, never reports/latest).
``list`` reads its rows from a cache keyed by a hash of the sources (``thmcheck.checks.listcache``).

Exit status (also in ``--help``): 0 when every claim run meets its expectation with no violation of a claim expected to
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
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from thmcheck.checks.claim import Claim, Expect, Verdict
from thmcheck.checks.profiles import PROFILES
from thmcheck.checks.registry import UnknownClaimError, all_claims, get, is_claims_spec, load_claims

if TYPE_CHECKING:  # the engine (torch, scipy) is imported only by the commands that run claims
    from thmcheck.checks.engine import ClaimResult

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


def check_bound_signature(claim: Claim, fn: Any, spec: str) -> None:
    """A ``--bound`` must take the parameters the claim's bound is called with (``bound_signature``): a usage error
    (one line, exit 2) before any search otherwise."""
    import inspect

    if claim.bound is None or not claim.checkable:
        return
    try:
        ref, user = inspect.signature(claim.bound), inspect.signature(fn)
    except (TypeError, ValueError):
        return
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in ref.parameters.values()):
        return  # the claim's own bound takes anything: nothing to compare
    names = [n for n, p in ref.parameters.items() if p.kind in kinds]
    takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in user.parameters.values())
    accepted = {n for n, p in user.parameters.items() if p.kind in kinds}
    missing = [] if takes_any else [n for n in names if n not in accepted]
    extra = [n for n, p in user.parameters.items()
             if p.kind in (*kinds, inspect.Parameter.POSITIONAL_ONLY) and p.default is inspect.Parameter.empty
             and n not in names]
    if missing or extra:
        why = "; ".join(x for x in (f"it does not take {', '.join(missing)}" if missing else "",
                                    f"it requires {', '.join(extra)}, which the claim never passes" if extra else "")
                        if x)
        raise UsageError(f"--bound {spec}: {getattr(fn, '__name__', 'bound')}{user} does not match {claim.id}'s "
                         f"bound {claim.bound_signature} ({why})")


def absolute_bound_spec(spec: str) -> str:
    """``FILE.py:FUNC`` with FILE absolute, so a recorded replay command works from any directory."""
    file, func = spec.rsplit(":", 1)
    return f"{Path(file).resolve()}:{func}"


def _claim_row(c: Claim) -> dict[str, Any]:
    return {"id": c.id, "paper": c.paper, "kind": str(c.kind), "comparison": str(c.comparison),
            "constants": c.constants, "expectation": str(c.expect), "checkable": c.checkable,
            "source": c.source, "bound_signature": c.bound_signature,
            "not_checkable_reason": c.not_checkable_reason, "statement": c.statement, **c.fidelity(),
            "domain": _printed(c),
            **({"expectation_by_profile": {k: str(v) for k, v in c.expect_by_profile.items()}}
               if c.expect_by_profile else {})}


def _printed(c: Claim) -> dict[str, Any]:
    """The printed ranges alone (as ``thmcheck.checks.report.printed_domain``; not imported here: it loads the engine)."""
    span = ("searched_lo", "searched_hi", "reached_lo", "reached_hi")
    return {n: {k: v for k, v in p.items() if k not in span} for n, p in c.fidelity()["domain"].items()}


def _registry_rows() -> list[dict[str, Any]]:
    """The ``list --json`` rows of every registered claim, from the cache (``thmcheck.checks.listcache``) when the sources
    under bounds/, models/ and checks/ are unchanged, else by importing every paper (and cached when none broke)."""
    from thmcheck.checks import listcache
    from thmcheck.checks.registry import broken_modules

    rows = listcache.load()
    if rows is not None:
        return rows
    rows = [_claim_row(c) for c in all_claims()]
    broken = broken_modules()
    for name, err in broken.items():
        print(f"thmcheck: warning: {name} failed to import; its claims are missing: {err}", file=sys.stderr)
    if not broken:
        listcache.save(rows)
    return rows


def cmd_list(args: argparse.Namespace) -> int:
    own = [_claim_row(c) for c in _load_specs(args.claims_from)]
    every = _registry_rows()
    rows = [r for r in every + own if not args.paper or r["paper"] == args.paper]
    if args.paper and not rows:
        papers = sorted({r["paper"] for r in every + own})
        raise UsageError(f"no claims for paper {args.paper!r}; papers: {', '.join(papers)}")
    if args.json:
        print(json.dumps(rows, indent=2))
        return EXIT_OK
    for r in rows:
        flag = "" if r["checkable"] else "  [not checkable]"
        print(f"{r['id']:40s} {r['kind']:14s} {r['comparison']:3s} {r['expectation']:8s}{flag}  {r['source']}")
    print(f"{len(rows)} claims")
    return EXIT_OK


def _load_specs(specs: list[str] | None) -> list[Claim]:
    """Load the user modules named by ``--claims`` (their claims become known by id)."""
    out: list[Claim] = []
    for spec in specs or []:
        try:
            out += load_claims(spec)
        except ValueError as e:
            raise UsageError(str(e)) from e
    return out


def _select(args: argparse.Namespace) -> list[Claim]:
    own = _load_specs(getattr(args, "claims_from", None))
    if args.paper:
        claims = all_claims(args.paper)
        if not claims:
            raise UsageError(f"no claims for paper {args.paper!r}")
        return claims
    if not args.claims:
        if own:
            return own
        raise UsageError("name at least one claim id, 'all', MODULE:CLAIMS, or --paper P")
    if args.claims == ["all"]:
        return all_claims()
    # every module first, so an unknown id is told the closest ids of the user's own claims, wherever it stands
    loaded = {tok: _load_specs([tok]) for tok in args.claims if is_claims_spec(tok)}
    out: list[Claim] = []
    for tok in args.claims:
        if tok in loaded:
            out += loaded[tok]
            continue
        try:
            out.append(get(tok))
        except UnknownClaimError as e:
            raise UsageError(str(e)) from e
    return out


def exit_status(results: list[ClaimResult]) -> int:
    """0: all met, no violation of a claim expected to hold; 1: violation or unmet, or a planted mutant (not the
    automatic one) that ran and survived; 2: bad input."""
    if any(r.verdict is Verdict.VIOLATED and r.expect is Expect.HOLDS for r in results):
        return EXIT_VIOLATION
    if any(e.get("result") == "survived" for r in results for e in (getattr(r, "mutant_runs", None) or {}).values()):
        return EXIT_VIOLATION
    if any(r.verdict is Verdict.UNKNOWN for r in results):
        return EXIT_USAGE
    return EXIT_OK if all(r.meets_expectation for r in results) else EXIT_VIOLATION


def _line(r: ClaimResult, rec: dict[str, Any] | None = None) -> str:
    """One claim's result: its status word (``thmcheck.checks.claim.outcome``: holds, erratum reproduced, unexpected...),
    verdict, expectation and best score; for an unmet expectation the counterexample text of
    ``thmcheck.checks.explain.explain`` (instance, evaluated terms, replay command), else the message."""
    from thmcheck.checks.claim import outcome
    from thmcheck.checks.explain import explain

    status = outcome(r.expect, r.verdict, bool(r.claim.derived))
    bs = f"{r.best_score:.4g}" if r.best_score is not None else "-"
    user = " [user bound]" if r.user_bound else ""
    seed = f", seed {r.seed}" if r.seed is not None else ""  # a dev run's random seed: --seed S repeats it
    head = (f"[{status}] {r.claim.id}{user}: {r.verdict.value}, expect {r.expect.value}, best {bs} "
            f"({r.valid} valid, {r.rejected} rejected, {r.seconds:.1f}s{seed})")
    if not r.meets_expectation and rec:
        body = explain(rec).split("\n", 1)
        return head + ("\n" + body[1] if len(body) > 1 else "") + f"\n      {r.message}"
    return f"{head}\n      {r.message}"


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
    # every input is checked here, before any search starts
    if args.budget is not None and not (math.isfinite(args.budget) and args.budget > 0):
        raise UsageError(f"--budget must be a positive number of seconds, got {args.budget}")
    if args.max_examples is not None and args.max_examples < 1:
        raise UsageError(f"--max-examples must be at least 1, got {args.max_examples}")
    if args.mutants and args.bound:
        raise UsageError("--mutants runs the claim's own planted wrong bounds; it does not combine with --bound")
    if args.seed is not None and not 0 <= args.seed < 2**64:
        raise UsageError(f"--seed must be an integer in [0, 2^64), got {args.seed}")
    profile = _profile_name(args.profile)
    from thmcheck.checks import plots

    plots.start_server(defer=True)  # matplotlib loads in the picture process while this one imports torch and
    # searches; each claim hands its pictures over without waiting (run_many collects them at the end)
    try:
        return _run(args, profile)
    finally:
        plots.stop_server()  # a caller of main() in its own process (a test, a notebook) keeps no picture process


def _run(args: argparse.Namespace, profile: str) -> int:
    """``run`` once its arguments are checked (see :func:`cmd_run`)."""
    from thmcheck.checks.report import check_writable, choose_report_dir
    from thmcheck.checks.runner import Terminated, run_many

    claims = _select(args)
    _warn_broken()
    bound = load_bound(args.bound) if args.bound else None
    tag = ""
    if args.bound:  # a user bound: its own report directory (never reports/latest), named in replay commands
        for c in claims:
            check_bound_signature(c, bound, args.bound)
        os.environ["THMCHECK_BOUND_SPEC"] = absolute_bound_spec(args.bound)
        tag = "bound-" + Path(args.bound.rsplit(":", 1)[0]).stem + "-" + args.bound.rsplit(":", 1)[1]
    try:
        d = check_writable(choose_report_dir(args.report_dir, tag=tag))
    except ValueError as e:
        raise UsageError(str(e)) from e
    records: list[dict[str, Any]] = []

    def show(r: ClaimResult, rec: dict[str, Any]) -> None:
        if args.json:
            records.append(rec)
        else:
            try:
                _write(_line(r, rec))
            except BrokenPipeError:  # `run ... | head -1`: stop like SIGTERM (the summary is still written)
                _close_stdout()
                raise Terminated("closed stdout") from None

    def show_mutant(c: Claim, e: dict[str, Any]) -> None:
        if not args.json:
            kind = " (automatic)" if e.get("automatic") else ""
            _write(f"      mutant {e['name']!r}{kind}: {e['text']} ({e.get('tried')} tried, {e.get('seconds')} s)")

    extra: dict[str, Any] = {"grant_uncertified": True} if args.grant_uncertified else {}
    if args.claims and args.claims != ["all"] and not args.paper:
        extra["errata_sheets"] = False  # named claims: no paper-wide errata sheet (`python -m thmcheck errata P`)
    if args.mutants:
        extra.update(mutants=True, on_mutant=show_mutant)
    quiet = _stdout_to_stderr() if args.json else contextlib.nullcontext()
    try:
        with quiet:
            results = run_many(claims, d, on_record=show, progress=False if args.json else None, profile=profile, bound=bound, seed_=args.seed,
                               max_examples=args.max_examples, budget_s=args.budget, **extra)
    except KeyboardInterrupt as e:
        sig = str(e.args[0]) if isinstance(e, Terminated) and e.args else "interrupted"
        print(f"thmcheck: {sig}: partial report (summary.json, index.html) written to {d}", file=sys.stderr)
        return e.status if isinstance(e, Terminated) else 130
    try:
        if args.json:
            print(json.dumps(records, indent=2))
        else:
            print(f"report: {d / 'summary.md'}, {d / 'index.html'}")
        sys.stdout.flush()
    except BrokenPipeError:
        _close_stdout()
    return exit_status(results)


def _close_stdout() -> None:
    """Point stdout at /dev/null after its reader went away, so nothing (not even the interpreter's final flush)
    writes to the closed pipe again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def _recorded_tested(claim_id: str, instance: Path) -> int:
    """The multiple-testing count of the run that saved ``instance``: the ``tested`` field of the claim record beside
    it (``claims/<id>.json``), so a replay judges a statistical crossing as the report did; 1 without a record."""
    from thmcheck.checks.report import _safe

    try:
        rec = json.loads((instance.parent / f"{_safe(claim_id)}.json").read_text())
        return max(1, int(rec.get("tested") or 1))
    except (OSError, ValueError, TypeError):
        return 1


def cmd_replay(args: argparse.Namespace) -> int:
    from thmcheck.checks.engine import REJECTED, VIOLATED, BadInput, replay
    from thmcheck.checks.instances import BadInstanceFile, instance_owner, load_instance
    from thmcheck.checks.report import _eval_json

    _load_specs(args.claims_from)
    try:
        claim = get(args.claim)
    except UnknownClaimError as e:
        raise UsageError(str(e)) from e
    _warn_broken()
    if not Path(args.instance).is_file():
        raise UsageError(f"no such instance file {args.instance!r}")
    bound = load_bound(args.bound) if args.bound else None
    if bound is not None:
        check_bound_signature(claim, bound, args.bound)
    try:
        inst = load_instance(args.instance)
    except BadInstanceFile as e:
        raise UsageError(str(e)) from e
    owner = instance_owner(args.instance)
    if owner is not None and owner != claim.id:
        raise UsageError(f"instance file {args.instance!r} was saved for claim {owner!r}, not {claim.id!r}")
    if args.tested is not None and args.tested < 1:
        raise UsageError(f"--tested must be at least 1, got {args.tested}")
    tested = args.tested if args.tested is not None else _recorded_tested(claim.id, Path(args.instance))
    try:
        ev = replay(claim, inst, bound, tested=tested)
    except BadInput as e:
        print(str(e), file=sys.stderr)
        return EXIT_USAGE
    if ev.status == REJECTED:
        failed = ", ".join(f"{k} (slack {v:.3g})" for k, v in (ev.slacks or {}).items() if v < 0) or "an assumption"
        print(f"thmcheck: error: the instance does not meet the claim's assumptions: {failed}", file=sys.stderr)
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


def _report_rows(args: argparse.Namespace) -> tuple[Path, dict[str, Any], list[dict[str, Any]]]:
    """The summary of a report directory (rewritten) and its rows that are not records of a finished claim
    (unreadable or damaged records, claims the run planned but never finished), each told on stderr."""
    from thmcheck.checks.report import MANIFEST, report_dir, write_summary

    d = report_dir(args.report_dir)
    if not (d / "claims").is_dir() and not (d / MANIFEST).is_file():
        raise UsageError(f"{str(d)!r} is not a report directory (no claims/ in it)")
    s = write_summary(args.report_dir)
    bad = [r for r in s["claims"] if str(r.get("message", "")).startswith(("record unreadable:", "never finished"))]
    for r in bad:
        print(f"thmcheck: error: {r['id']}: {r['message']}", file=sys.stderr)
    return d, s, bad


def cmd_summary(args: argparse.Namespace) -> int:
    d, s, bad = _report_rows(args)
    print((d / "summary.md").read_text())
    return EXIT_USAGE if bad else (EXIT_OK if not s["unmet"] else EXIT_VIOLATION)


def cmd_site(args: argparse.Namespace) -> int:
    from thmcheck.checks.html import write_site

    _, _, bad = _report_rows(args)
    print(write_site(args.report_dir))
    return EXIT_USAGE if bad else EXIT_OK


def cmd_errata(args: argparse.Namespace) -> int:
    """The errata sheet of a paper from a finished run (``thmcheck.checks.errata``): writes <report dir>/errata/PAPER.FMT."""
    from thmcheck.checks.errata import SheetError, write

    try:
        path = write(args.paper, args.format, args.report_dir)
    except SheetError as e:
        raise UsageError(str(e)) from e
    print(path)
    return EXIT_OK


def cmd_new(args: argparse.Namespace) -> int:
    from thmcheck.checks.scaffold import module_name, write_scaffold

    try:
        path = write_scaffold(args.paper, args.dir)
    except (ValueError, FileExistsError) as e:
        raise UsageError(str(e)) from e
    mod = module_name(args.paper)
    where = "" if Path(args.dir).resolve() == Path.cwd().resolve() else f"cd {shlex.quote(str(args.dir))} && "
    print(f"wrote {path}\nrun it:   {where}python -m thmcheck run {mod}:CLAIMS --profile ci\n"
          f"or:       {where}python -m pytest -p thmcheck.checks.plugin --pyargs thmcheck.checks.test_claims --thmcheck-claims {mod}")
    return EXIT_OK


EXIT_HELP = """exit status:
  0    every claim run meets its expectation, and no claim expected to hold is violated
  1    a violation of a claim expected to hold, or an expectation otherwise unmet (with --mutants: or a
       planted mutant that survived)
  2    usage or input error (unknown claim id, unloadable --bound or --claims, a --bound whose parameters
       do not match the claim's bound_signature, bad instance file), or a
       claim whose process crashed or overran its wall-clock limit (verdict unknown)
  130  interrupted (Ctrl-C); 143 SIGTERM: the report of the claims done so far is written
"""

MAIN_EPILOG = """examples:
  python -m thmcheck list --paper softlin           the claims of one paper
  python -m thmcheck run chenli.lemma3.6 --profile ci   search one claim (a few seconds)
  python -m thmcheck run all --profile ci            every claim
  python -m thmcheck new mypaper                     write mypaper_claims.py, a claim of your own that runs
  python -m thmcheck run mypaper_claims:CLAIMS       run the claims your module exports
  python -m thmcheck replay ID reports/latest/claims/ID.shrunk.npz   re-evaluate a saved instance

""" + EXIT_HELP

RUN_EPILOG = """examples:
  python -m thmcheck run chenli.lemma3.6 --profile ci
  python -m thmcheck run chenli.lemma3.6 --profile ci --mutants   also run its planted mutants
  python -m thmcheck run --paper chenli --profile dev --budget 60
  python -m thmcheck run mypkg.claims:CLAIMS            every claim of your module (MODULE[:ATTR] or FILE.py[:ATTR])
  python -m thmcheck run --claims mypkg.claims mypaper.lemma1   one claim of your module, by id
  python -m thmcheck run chenli.lemma3.6 --bound mybound.py:tighter   your own bound (same signature); its report goes
                                                      to reports/runs/<time>-bound-mybound-tighter-<pid>/

Without --report-dir a run writes reports/runs/<time>-<pid>/ and points reports/latest at it.
Profiles (thmcheck's own, not Hypothesis's --hypothesis-profile): ci = derandomized, 150 examples, 3 s per claim;
dev = random seeds with the example database, 300 examples, 20 s; deep = 5000 examples, 600 s.

""" + EXIT_HELP

REPLAY_EPILOG = """examples:
  python -m thmcheck replay chenli.lemma3.6 reports/latest/claims/chenli.lemma3.6.shrunk.npz
  python -m thmcheck replay mypaper.lemma1 R/claims/mypaper.lemma1.worst.npz --claims mypaper_claims:CLAIMS
  python -m thmcheck replay chenli.lemma3.6 FILE.npz --bound mybound.py:tighter

exit status: 0 the instance satisfies the bound, 1 it violates it, 2 bad input.
"""


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("thmcheck")
    except Exception:
        return "0.1.0"


class _Parser(argparse.ArgumentParser):
    """An argument error is one line on stderr and exit status 2 (like every other usage error)."""

    def error(self, message: str) -> Any:
        raise UsageError(f"{self.prog}: {message} (see --help)")


def build_parser() -> argparse.ArgumentParser:
    fmt = argparse.RawDescriptionHelpFormatter
    p = _Parser(prog="thmcheck", formatter_class=fmt, epilog=MAIN_EPILOG,
                                description="Property-based checks of theorems about attention: every claim is a "
                                            "bound searched for violations by Hypothesis.")
    p.add_argument("--version", action="version", version=f"thmcheck {_version()}")
    sub = p.add_subparsers(dest="cmd", required=True,
                           metavar="{list,run,replay,summary,site,errata,new,inventory}")
    pl = sub.add_parser("list", help="list registered claims", formatter_class=fmt,
                        epilog="examples:\n  python -m thmcheck list\n  python -m thmcheck list --paper chenli --json\n")
    pl.add_argument("--paper", help="only the claims of this paper (e.g. chenli, softlin)")
    pl.add_argument("--json", action="store_true", help="one JSON object per claim (id, kind, expectation, domain...)")
    pl.add_argument("--claims", dest="claims_from", action="append", metavar="SPEC",
                    help="also list the claims of your module MODULE[:ATTR] or FILE.py[:ATTR] (repeatable)")
    pl.set_defaults(func=cmd_list)
    pr = sub.add_parser("run", help="search claims for violations", formatter_class=fmt, epilog=RUN_EPILOG)
    pr.add_argument("claims", nargs="*", metavar="CLAIM",
                    help="claim ids, 'all', or MODULE:ATTR / FILE.py[:ATTR] naming claims of your own module")
    pr.add_argument("--claims", dest="claims_from", action="append", metavar="SPEC",
                    help="load the claims of your module MODULE[:ATTR] (default attribute CLAIMS) so their ids can "
                         "be named; with no CLAIM, run them all (repeatable)")
    pr.add_argument("--paper", help="run every claim of this paper")
    pr.add_argument("--bound", metavar="FILE.py:FUNC",
                    help="replace the claim's bound by FUNC of FILE.py (same signature); the claim is then expected "
                         "to hold, the report goes to its own directory and is marked 'user bound'")
    pr.add_argument("--grant-uncertified", action="store_true",
                    help="grant the claim's uncertified requirements (hidden constants, 'sufficiently "
                         "large'), to regression-test a formula")
    pr.add_argument("--profile", default=None, choices=sorted(PROFILES),
                    help="search effort (default $THMCHECK_PROFILE, else dev)")
    pr.add_argument("--max-examples", type=int, metavar="N", help="Hypothesis examples per claim (overrides the profile)")
    pr.add_argument("--seed", type=int, help="Hypothesis seed (a derandomized run is repeatable without it)")
    pr.add_argument("--budget", type=float, metavar="SECONDS", help="seconds per claim (overrides the profile)")
    pr.add_argument("--mutants", action="store_true",
                    help="also run each claim's planted mutants (wrong bounds the search must kill; the automatic "
                         "'constant 10%% too favourable' one survives a bound that is not sharp); a planted mutant "
                         "that survives exits 1")
    pr.add_argument("--json", action="store_true", help="print the claim records as one JSON list on stdout")
    pr.add_argument("--report-dir", metavar="D", help="write the report here (default reports/runs/<time>-<pid>/)")
    pr.set_defaults(func=cmd_run)
    pp = sub.add_parser("replay", help="re-evaluate a saved instance in float64 (and exactly where offered)",
                        formatter_class=fmt, epilog=REPLAY_EPILOG)
    pp.add_argument("claim", help="the claim id")
    pp.add_argument("instance", help="an instance file (claims/<id>.worst.npz or .shrunk.npz of a report)")
    pp.add_argument("--bound", metavar="FILE.py:FUNC", help="evaluate FUNC of FILE.py instead of the claim's bound")
    pp.add_argument("--claims", dest="claims_from", action="append", metavar="SPEC",
                    help="load the claims of your module MODULE[:ATTR] first (for a claim of your own)")
    pp.add_argument("--tested", type=int, metavar="N",
                    help="multiple-testing count for a statistical crossing (default: the 'tested' of the claim "
                         "record beside the instance file, else 1)")
    pp.add_argument("--json", action="store_true", help="print the evaluation as JSON")
    pp.set_defaults(func=cmd_replay)
    ps = sub.add_parser("summary", help="rebuild and print the summary of a report directory", formatter_class=fmt,
                        epilog="example:\n  python -m thmcheck summary --report-dir reports/latest\n")
    ps.add_argument("--report-dir", metavar="D", help="the report directory (default reports/latest)")
    ps.set_defaults(func=cmd_summary)
    pw = sub.add_parser("site", help="rebuild the HTML report (index.html) of a report directory",
                        formatter_class=fmt, epilog="example:\n  python -m thmcheck site --report-dir reports/latest\n")
    pw.add_argument("--report-dir", metavar="D", help="the report directory (default reports/latest)")
    pw.set_defaults(func=cmd_site)
    pe = sub.add_parser("errata", help="write a paper's errata sheet from a finished run (md, html or tex)",
                        formatter_class=fmt,
                        epilog="examples:\n  python -m thmcheck errata chenli\n"
                               "  python -m thmcheck errata chenli --format tex --report-dir /tmp/run\n\n"
                               "writes <report dir>/errata/PAPER.FMT (arrays too large to print beside it) and prints "
                               "its path;\nexit status 2 for an unknown paper or a missing run.\n")
    pe.add_argument("paper", help="the paper (e.g. chenli, softlin)")
    pe.add_argument("--format", default="md", choices=("md", "html", "tex"), help="md (default), html or tex")
    pe.add_argument("--report-dir", metavar="D", help="the run's report directory (default reports/latest)")
    pe.set_defaults(func=cmd_errata)
    pn = sub.add_parser("new", help="write PAPER_claims.py: a minimal claim of your own that runs at once",
                        formatter_class=fmt,
                        epilog="example:\n  python -m thmcheck new mypaper --dir src/\n  "
                               "python -m thmcheck run mypaper_claims:CLAIMS --profile ci\n")
    pn.add_argument("paper", help="the paper's short name (lower-case letters, digits, '_')")
    pn.add_argument("--dir", default=".", metavar="D", help="where to write the module (default: here)")
    pn.set_defaults(func=cmd_new)
    from thmcheck.checks.inventory import add_subcommand as add_inventory

    add_inventory(sub, fmt)
    return p


def _write(text: str) -> None:
    """A result line that does not garble the progress bars (``tqdm.write`` clears and redraws them)."""
    try:
        from tqdm import tqdm

        tqdm.write(text, file=sys.stdout)
        sys.stdout.flush()
    except Exception:
        print(text, flush=True)


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
    except UsageError as e:
        print(f"thmcheck: error: {e}", file=sys.stderr)
        return EXIT_USAGE
    from thmcheck.checks import env

    bad = env.problems()
    if bad:  # one line, before anything runs
        print(f"thmcheck: error: {bad[0]}" + (f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""), file=sys.stderr)
        return EXIT_USAGE
    for name in env.unknown():
        print(f"thmcheck: warning: {name} is not a thmcheck variable (ignored)", file=sys.stderr)
    try:
        return int(args.func(args))
    except UsageError as e:
        if args.cmd in ("run", "replay"):
            _warn_broken()
        print(f"thmcheck: error: {e}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # the reader of stdout went away (`list | head -1`)
        _close_stdout()
        return EXIT_OK
    except OSError as e:  # a report file that cannot be written (full disk, read-only, vanished directory)
        where = f" {e.filename}" if getattr(e, "filename", None) else ""
        print(f"thmcheck: error:{where} {e.strerror or e}".replace("\n", " "), file=sys.stderr)
        return EXIT_USAGE


def _warn_broken() -> None:
    """Name the paper modules that failed to import, once every paper was loaded (a run of named claims imports
    only their papers, and says nothing of the others)."""
    from thmcheck.checks.registry import broken_modules, registry

    if not registry.cache_info().currsize or _WARNED:
        return
    _WARNED.append(True)
    for name, err in broken_modules().items():
        print(f"thmcheck: warning: {name} failed to import; its claims are missing: {err}", file=sys.stderr)


_WARNED: list[bool] = []


def run_main() -> None:
    """``python -m thmcheck`` and the ``thmcheck`` console script: :func:`main`, then exit with its status."""
    import os
    import threading

    code = main()
    if any(t.is_alive() and not t.daemon for t in threading.enumerate() if t is not threading.main_thread()):
        # a claim's code (run in this process with THMCHECK_ISOLATE=0) left a non-daemon thread: the run is over and
        # its files are written, so exit without waiting for it
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        os._exit(code)
    fast_exit()
    sys.exit(code)


def fast_exit() -> None:
    """Make the interpreter's exit cheap: move every live object to the permanent generation (``gc.freeze``), so
    the final collections do not walk the millions of objects torch and matplotlib leave (about 1 s of CPU with torch
    loaded, measured in docs/performance.md). Exit handlers, buffered files and ``weakref.finalize`` still run as
    usual; only cyclic garbage left at exit is not collected, which the operating system reclaims anyway."""
    import gc

    gc.freeze()


if __name__ == "__main__":  # pragma: no cover
    run_main()
