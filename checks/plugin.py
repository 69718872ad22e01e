"""The thmcheck pytest plugin, ``thmcheck.checks.plugin``: installed with the package as the ``pytest11`` entry point
``"thmcheck.checks.plugin" = "thmcheck.checks.plugin"`` (the same name as ``-p thmcheck.checks.plugin``, so the two
never clash); without the install, ``python -m pytest -p thmcheck.checks.plugin ...``; inside this repository the
root ``conftest.py`` loads it for ``pytest checks`` and ``pytest tests`` when it is not loaded yet.

Test items are named by claim id: ``checks/test_claims.py::chenli.lemma3.6`` (and with ``--thmcheck-mutants``
``checks/test_claims.py::chenli.lemma3.6[mutant:<name>]``); select them by node id, or with ``-k chenli.lemma3.6``.
The old node ids ``...::test_claim[ID]`` are still understood. This plugin collects ``checks/test_claims.py`` itself
(:class:`ClaimsModule`), importing it as ``thmcheck.checks.test_claims``, and collects the ``checks`` folder as a
plain folder, so that no module of the package is ever imported a second time under a top-level ``checks`` name.

Options: ``--thmcheck-profile {ci,dev,deep}`` (or $THMCHECK_PROFILE; default ci; thmcheck's own search profiles, also
registered as the Hypothesis settings profiles ``thmcheck-ci``/``thmcheck-dev``/``thmcheck-deep`` for your own
``@given`` tests), ``--thmcheck-report-dir D`` (or $THMCHECK_REPORT_DIR; default a new ``reports/runs/<time>-<pid>/``
that ``reports/latest`` points to once its first record is written), ``--thmcheck-paper P`` (or $THMCHECK_PAPER) to
run one paper's claims, ``--thmcheck-claims SPEC`` (or $THMCHECK_CLAIMS, comma-separated; repeatable) to run the claims
of your own module instead of this repository's: ``MODULE`` (its ``CLAIMS``), ``MODULE:ATTR`` or ``FILE.py[:ATTR]``::

    pytest checks --thmcheck-claims mypkg.claims                                     # in this repository
    pytest --pyargs thmcheck.checks.test_claims --thmcheck-claims mypkg.claims       # anywhere, once installed

The plugin stays inert in a pytest session that neither collects ``checks`` nor passes a ``--thmcheck-*`` option.
No run deletes another's results (``pytest --co`` and ``-k X`` write nothing elsewhere). Each claim writes its own
report as it finishes; the summary is merged from those files at the end of the session (also after Ctrl-C or
SIGTERM, and once for all workers under pytest-xdist). The terminal summary's headline is
"unexpected results: N", then the counts of each status (``thmcheck.checks.claim.outcome``).
``--hypothesis-show-statistics`` adds each claim's search statistics (instances tried and rejected, seconds, the
``claims/<id>.draws.jsonl`` file of what was drawn): the searches run Hypothesis inside the engine rather than as
``@given`` tests, so Hypothesis's own statistics section has nothing to show for them.
"""

from __future__ import annotations

import importlib
import os
import re
import signal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

if __name__ not in ("thmcheck.checks.plugin", "__main__"):
    # loaded under another name (the bare top-level one: an old ``-p`` option, or the entry point of an install from
    # before the packages moved under ``thmcheck``): pytest gets the one plugin module, so nothing registers twice
    if "thmcheck.checks.plugin" in sys.modules:  # registered already: this name gets an empty stand-in
        sys.modules[__name__] = type(sys)(__name__, "a stand-in: the plugin is thmcheck.checks.plugin")
    else:
        sys.modules[__name__] = importlib.import_module("thmcheck.checks.plugin")

_ACTIVE = pytest.StashKey[bool]()
_CHECKS_DIR = Path(__file__).resolve().parent


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("thmcheck")
    g.addoption("--thmcheck-profile", default=None, choices=("ci", "dev", "deep"),
                help="thmcheck search profile: ci (default), dev or deep (not --hypothesis-profile)")
    g.addoption("--thmcheck-report-dir", default=None, help="report directory (default reports/runs/<time>-<pid>)")
    g.addoption("--thmcheck-paper", default=None, help="only the claims of this paper")
    g.addoption("--thmcheck-claims", action="append", default=None, metavar="SPEC",
                help="run the claims of your own module: MODULE (its CLAIMS), MODULE:ATTR or FILE.py[:ATTR] "
                     "(repeatable)")
    g.addoption("--thmcheck-mutants", action="store_true", default=False,
                help="also run each claim's planted mutants, one item <id>[mutant:<mutant>] each")
    g.addoption("--thmcheck-plots", default=None, choices=("all", "crossings", "none"),
                help="which claims get pictures: all (default of a serial run), crossings (default with xdist's -n N, "
                     "N > 1: every core searches, so only claims whose verdict crosses are drawn), none")


def _workers(config: pytest.Config) -> int:
    """How many processes run claims side by side (xdist's -n N; 1 for a serial run)."""
    if _is_worker(config):
        return int(config.workerinput.get("workercount", 1) or 1)  # type: ignore[attr-defined]
    n = getattr(config.option, "numprocesses", None)
    return n if isinstance(n, int) and n > 1 else 1


def _set_plots(config: pytest.Config) -> None:
    """THMCHECK_PLOTS from --thmcheck-plots; without it (and without the variable), pictures of crossings only when
    several processes search (checks/plots.py: NO_CROSSING)."""
    opt = config.getoption("--thmcheck-plots", default=None)
    if opt:
        os.environ["THMCHECK_PLOTS"] = {"all": "1", "crossings": "crossings", "none": "0"}[opt]
    elif "THMCHECK_PLOTS" not in os.environ and _workers(config) > 1:
        os.environ["THMCHECK_PLOTS"] = "crossings"


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def _wants(config: pytest.Config) -> bool:
    """Whether this session is a thmcheck session: a --thmcheck-* option, or the checks package collected."""
    if any(config.getoption(o, default=None) for o in
           ("--thmcheck-profile", "--thmcheck-report-dir", "--thmcheck-paper", "--thmcheck-claims",
            "--thmcheck-mutants")):
        return True
    pyargs = bool(config.getoption("pyargs", default=False))
    for arg in config.args:
        head = str(arg).split("::", 1)[0]
        if pyargs and (head in ("thmcheck", "thmcheck.checks") or head.startswith("thmcheck.checks.")):
            return True
        try:
            p = (Path(config.invocation_params.dir) / head).resolve()
        except (OSError, ValueError):
            continue
        if p == _CHECKS_DIR or _CHECKS_DIR in p.parents or p in _CHECKS_DIR.parents:
            return True
    return False


def _active(config: pytest.Config) -> bool:
    return config.stash.get(_ACTIVE, False)


def pytest_configure(config: pytest.Config) -> None:
    from thmcheck.checks.profiles import get_profile, register_hypothesis_profiles

    register_hypothesis_profiles()
    config.args[:] = [_legacy_node_id(str(a)) for a in config.args]
    active = _wants(config)
    config.stash[_ACTIVE] = active
    if not active:
        return
    prof = config.getoption("--thmcheck-profile", default=None)
    if prof:
        os.environ["THMCHECK_PROFILE"] = prof
    try:
        get_profile()  # fail early on a bad profile name
    except ValueError as e:
        raise pytest.UsageError(f"thmcheck: {e}") from None
    from thmcheck.checks import env

    bad = env.problems()
    if bad:
        raise pytest.UsageError(f"thmcheck: {bad[0]}")
    d = config.getoption("--thmcheck-report-dir", default=None)
    if d:
        os.environ["THMCHECK_REPORT_DIR"] = str(d)
    paper = config.getoption("--thmcheck-paper", default=None)
    if paper:
        os.environ["THMCHECK_PAPER"] = paper
    specs = config.getoption("--thmcheck-claims", default=None)
    if specs:
        os.environ["THMCHECK_CLAIMS"] = ",".join(specs)
    if config.getoption("--thmcheck-mutants", default=False):
        os.environ["THMCHECK_MUTANTS"] = "1"
    _set_plots(config)
    if _is_worker(config) or not getattr(config.option, "numprocesses", None):  # this process runs claims
        from thmcheck.checks import plots

        plots.start_server(defer=True)  # matplotlib loads in the picture process while the claims' modules import
        # torch; each claim then hands its pictures over without waiting for them (drawn on the second core)
    only = _named_ids(config)
    if only:
        os.environ["THMCHECK_ONLY_IDS"] = ",".join(only)
    else:
        os.environ.pop("THMCHECK_ONLY_IDS", None)
    if os.environ.get("THMCHECK_CLAIMS"):  # fail early (one line) on a module that does not load
        from thmcheck.checks.registry import load_claims

        for spec in os.environ["THMCHECK_CLAIMS"].split(","):
            try:
                load_claims(spec.strip())
            except ValueError as e:
                raise pytest.UsageError(f"thmcheck: {e}") from None
    if not _is_worker(config):
        from thmcheck.checks.report import choose_report_dir
        from thmcheck.checks.runner import Terminated

        choose_report_dir()  # a new run directory (created with its first record), inherited by xdist workers
        if threading.current_thread() is threading.main_thread() and \
                signal.getsignal(signal.SIGTERM) in (signal.SIG_DFL, None):
            def on_term(signum: int, frame: object) -> None:
                raise Terminated("SIGTERM")  # a KeyboardInterrupt: pytest stops and the summary is written

            signal.signal(signal.SIGTERM, on_term)


_LEGACY = re.compile(r"^(?P<file>.*test_claims(?:\.py)?)::test_(?P<kind>claim|mutant)\[(?P<id>.+)\]$")


def _legacy_node_id(arg: str) -> str:
    """An old node id ``...::test_claim[ID]`` as ``...::ID`` (``...::test_mutant[ID:M]`` as ``...::ID[mutant:M]``)."""
    m = _LEGACY.match(arg)
    if not m:
        return arg
    if m["kind"] == "claim":
        return f"{m['file']}::{m['id']}"
    cid, _, mutant = m["id"].partition(":")
    return f"{m['file']}::{cid}[mutant:{mutant}]"


def _node_claim_id(arg: str) -> str | None:
    """The claim id a node id names (``...test_claims.py::ID``, ``thmcheck.checks.test_claims::ID``, with or without a
    ``[mutant:M]`` suffix), else None."""
    head, sep, rest = str(arg).partition("::")
    if not sep or not rest or "::" in rest or not (head.endswith("test_claims.py") or head.endswith(".test_claims")):
        return None
    return rest.split("[", 1)[0] or None


def _named_ids(config: pytest.Config) -> list[str]:
    """The claim ids this session names, when it names them all and nothing else: node ids ``...::ID``, or a ``-k``
    that is one plain token and matches only claim ids (checked against the id index of ``thmcheck.checks.listcache``,
    without importing any paper); [] when it cannot tell (then every claim is collected)."""
    if os.environ.get("THMCHECK_CLAIMS") or config.getoption("--thmcheck-mutants", default=False):
        return []
    args = [str(a) for a in config.args]
    nodes = [i for i in map(_node_claim_id, args) if i]
    if nodes:
        return nodes if len(nodes) == len(args) else []
    kw = (config.getoption("keyword", default="") or "").strip()
    if not kw or not re.fullmatch(r"[\w.:+/-]+", kw) or kw in ("and", "or", "not"):
        return []
    low = kw.lower()
    names = ("test_claims.py", "checks", "test_claims", "tests", "thmcheck", "mutant")
    if any(low in n for n in names) or any(low in Path(a).name.lower() for a in args):
        return []
    try:
        from thmcheck.checks import listcache

        index = listcache.load_index()
    except Exception:
        index = None
    if not index:
        return []
    hits = sorted(i for i in index if low in i.lower())
    return hits if 0 < len(hits) <= 20 else []


# ------------------------------------------------------------------ collection: one item per claim, named by its id

def _in_checks(path: Path) -> bool:
    try:
        p = Path(path).resolve()
    except (OSError, ValueError):
        return False
    return p == _CHECKS_DIR or _CHECKS_DIR in p.parents


@pytest.hookimpl(tryfirst=True)
def pytest_collect_directory(path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    """The ``checks`` folder (and those under it) as plain folders: a ``Package`` would import its ``__init__.py``
    under a top-level name ``checks``, a second copy beside ``thmcheck.checks``."""
    if _in_checks(path):
        return pytest.Dir.from_parent(parent, path=Path(path))
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path: Path, parent: pytest.Collector) -> pytest.Module | None:
    if _in_checks(module_path) and Path(module_path).resolve() == _CHECKS_DIR / "test_claims.py":
        return ClaimsModule.from_parent(parent, path=Path(module_path))
    return None


def _bind(fn, *args):  # noqa: ANN001, ANN202
    """``fn(*args, record_property)`` as a test function whose one fixture is ``record_property``."""
    def item(record_property: pytest.RecordProperty) -> None:
        return fn(*args, record_property)

    item.__doc__ = fn.__doc__
    return item


class ClaimItem(pytest.Function):
    """One claim's (or one planted mutant's) test item, named by the claim id. Its report heading reads
    ``claim chenli.lemma3.6`` (pytest would show the name of a plain function as ``chenli::lemma3::6``)."""

    def reportinfo(self):  # noqa: ANN201
        return self.path, None, f"{'mutant' if hasattr(self, 'thmcheck_mutant') else 'claim'} {self.name}"


class ClaimsModule(pytest.Module):
    """``checks/test_claims.py``, imported as ``thmcheck.checks.test_claims``: one item per claim named by its id,
    and with ``--thmcheck-mutants`` one per planted mutant, ``<id>[mutant:<name>]``."""

    def _getobj(self):  # noqa: ANN202
        return importlib.import_module("thmcheck.checks.test_claims")

    def collect(self) -> Iterator[pytest.Item]:
        mod = self.obj
        for claim in mod.CLAIMS:
            item = ClaimItem.from_parent(self, name=claim.id, callobj=_bind(mod.check_claim, claim))
            item.thmcheck_claim = claim.id
            yield item
        for claim, name in mod.MUTANTS:
            item = ClaimItem.from_parent(self, name=f"{claim.id}[mutant:{name}]",
                                         callobj=_bind(mod.check_mutant, claim, name))
            item.thmcheck_mutant = (claim.id, name)
            yield item


def _ran() -> bool:
    from thmcheck.checks.report import report_dir

    return (report_dir() / "claims").is_dir()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _active(session.config) and _is_worker(session.config):  # an xdist worker: its pictures drawn before it ends
        from thmcheck.checks import plots

        plots.flush_server()
    if _active(session.config) and not _is_worker(session.config) and _ran():
        from thmcheck.checks.html import write_site
        from thmcheck.checks.plots import collect_pictures
        from thmcheck.checks.report import report_dir, write_summary

        collect_pictures(report_dir() / "claims")
        write_summary()
        write_site(errata_sheets=not os.environ.get("THMCHECK_ONLY_IDS"))  # named claims: no paper-wide sheet


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """The session is over: make the interpreter's exit cheap (see :func:`thmcheck.checks.cli.fast_exit`)."""
    if _active(config):
        from thmcheck.checks import plots
        from thmcheck.checks.cli import fast_exit

        plots.stop_server()
        fast_exit()


_SEEN_IDS = pytest.StashKey[list]()


def _claim_ids(config: pytest.Config) -> list[str]:
    """The ids ``checks/test_claims.py`` collects in this session: the user modules' claims (--thmcheck-claims),
    else the registry's (of --thmcheck-paper)."""
    from thmcheck.checks.registry import all_claims, load_claims

    paper = os.environ.get("THMCHECK_PAPER") or None
    specs = [s.strip() for s in os.environ.get("THMCHECK_CLAIMS", "").split(",") if s.strip()]
    claims = [c for s in specs for c in load_claims(s)] if specs else all_claims(paper)
    return [c.id for c in claims if paper is None or c.paper == paper]


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session: pytest.Session) -> None:
    """A node id ``...::ID`` naming no claim: one line with the closest ids, before any search."""
    config = session.config
    if not _active(config):
        return
    wanted = [i for i in map(_node_claim_id, config.args) if i]
    if not wanted:
        return
    from thmcheck.checks.registry import UnknownClaimError, get, unknown_claim

    for cid in wanted:
        try:
            if not os.environ.get("THMCHECK_CLAIMS"):
                get(cid)
                continue
        except UnknownClaimError:
            pass
        ids = _claim_ids(config)
        if cid not in ids:
            raise pytest.UsageError(f"thmcheck: {unknown_claim(cid, ids)}")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if _active(config):
        config.stash[_SEEN_IDS] = [i.thmcheck_claim for i in items if hasattr(i, "thmcheck_claim")]


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """``-k ID`` that selects nothing where claims were collected: one line with the closest claim ids, before any
    search (a -k expression with operators or spaces, or one that selects some other test, is left to pytest)."""
    config = session.config
    kw = (config.getoption("keyword", default="") or "").strip()
    seen = config.stash.get(_SEEN_IDS, []) if _active(config) else []
    if not kw or not seen or not re.fullmatch(r"[\w.:+/-]+", kw) or kw in ("and", "or", "not"):
        return
    if session.items or any(kw.lower() in i.lower() for i in seen):  # it selected something, a claim or a test
        return
    from thmcheck.checks.registry import unknown_claim

    raise pytest.UsageError(f"thmcheck: {unknown_claim(kw, seen)}")


def status_counts(claims: list[dict]) -> tuple[dict[str, int], list[dict]]:
    """Each record's status (``thmcheck.checks.claim.outcome``) counted, and the records whose status is ``unexpected``."""
    from thmcheck.checks.report import record_status

    counts: dict[str, int] = {}
    bad = []
    for r in claims:
        st = record_status(r)
        counts[st] = counts.get(st, 0) + 1
        if st == "unexpected":
            bad.append(r)
    return counts, bad


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:  # noqa: ANN001
    if not _active(config) or _is_worker(config) or not _ran():
        return
    from thmcheck.checks.profiles import get_profile
    from thmcheck.checks.report import report_dir, write_summary

    s = write_summary()
    counts, bad = status_counts(s["claims"])
    tr = terminalreporter
    tr.section("thmcheck")
    tr.write_line(f"unexpected results: {len(bad)}", red=bool(bad), green=not bad, bold=True)
    order = ["erratum reproduced", "erratum reproduced as printed", "derived statement violated",
             "crossing under granted requirements", "crossing only where a 'large enough' parameter is small",
             "undecided at this profile, settled by a longer one", "holds", "record", "unexpected"]
    tr.write_line(", ".join(f"{k} {counts[k]}" for k in sorted(counts, key=lambda k: (order.index(k)
                                                                                      if k in order else 99, k)))
                  or "no claims run")
    tr.write_line("verdicts: " + (", ".join(f"{k} {v}" for k, v in sorted(s["counts"].items())) or "-"))
    for r in bad:
        bs = r.get("best_score")
        bs = bs.get("float") if isinstance(bs, dict) else bs
        tr.write_line(f"  unexpected: {r['id']}: verdict {r['verdict']}, expected {r['expectation']}"
                      + (f", best score {bs:.4g}" if isinstance(bs, int | float) else ""), red=True)
    if config.getoption("hypothesis_show_statistics", default=False):
        # the claims' searches run Hypothesis inside the engine, not as @given tests, so Hypothesis's own
        # statistics section stays empty for them: these are their statistics
        tr.section("thmcheck search statistics")
        for r in s["claims"]:
            draws = report_dir() / "claims" / f"{r['id']}.draws.jsonl"
            tr.write_line(f"  {r['id']}: {r.get('tried')} instances tried, {r.get('rejected')} rejected "
                          f"(assumption missed), {r.get('seconds')} s; verdict {r['verdict']}"
                          + (f"; draws: {draws}" if draws.is_file() else ""))
    tr.write_line(f"report: {report_dir() / 'summary.md'}, {report_dir() / 'index.html'} (profile {get_profile().name})")
