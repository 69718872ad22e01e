"""pytest plugin for ``pytest checks``: profile selection, report directory, merged summary.

Options: ``--thmcheck-profile {ci,dev,deep}`` (or $THMCHECK_PROFILE; default ci),
``--thmcheck-report-dir D`` (or $THMCHECK_REPORT_DIR; default a new ``reports/runs/<time>-<pid>/`` that
``reports/latest`` points to once its first record is written), ``--thmcheck-paper P`` (or $THMCHECK_PAPER) to run
one paper's claims. No run deletes another's results (``pytest --co`` and ``-k X`` write nothing elsewhere).
Each claim writes its own report as it finishes; the summary is merged from those files at the end of
the session (also after Ctrl-C or SIGTERM, and once for all workers under pytest-xdist).
"""

from __future__ import annotations

import os
import signal
import threading

import pytest

from checks.html import write_site
from checks.profiles import get_profile
from checks.report import choose_report_dir, report_dir, write_summary
from checks.runner import Terminated


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("thmcheck")
    g.addoption("--thmcheck-profile", default=None, help="search profile: ci (default), dev or deep")
    g.addoption("--thmcheck-report-dir", default=None, help="report directory (default reports/latest)")
    g.addoption("--thmcheck-paper", default=None, help="only the claims of this paper")


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    prof = config.getoption("--thmcheck-profile", default=None)
    if prof:
        os.environ["THMCHECK_PROFILE"] = prof
    try:
        get_profile()  # fail early on a bad profile name
    except ValueError as e:
        raise pytest.UsageError(f"thmcheck: {e}") from None
    d = config.getoption("--thmcheck-report-dir", default=None)
    if d:
        os.environ["THMCHECK_REPORT_DIR"] = str(d)
    paper = config.getoption("--thmcheck-paper", default=None)
    if paper:
        os.environ["THMCHECK_PAPER"] = paper
    if not _is_worker(config):
        choose_report_dir()  # a new run directory (created with its first record), inherited by xdist workers
        if threading.current_thread() is threading.main_thread() and \
                signal.getsignal(signal.SIGTERM) in (signal.SIG_DFL, None):
            def on_term(signum: int, frame: object) -> None:
                raise Terminated("SIGTERM")  # a KeyboardInterrupt: pytest stops and the summary is written

            signal.signal(signal.SIGTERM, on_term)


def _ran() -> bool:
    return (report_dir() / "claims").is_dir()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not _is_worker(session.config) and _ran():
        write_summary()
        write_site()


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:  # noqa: ANN001
    if _is_worker(config) or not _ran():
        return
    s = write_summary()
    tr = terminalreporter
    tr.section("thmcheck verdicts")
    tr.write_line(", ".join(f"{v} {k}" for k, v in sorted(s["counts"].items())) or "no claims run")
    for r in s["claims"]:
        if r["verdict"] in ("violated", "potential") or not r["meets_expectation"]:
            flag = "" if r["meets_expectation"] else "  <-- expectation NOT met"
            tr.write_line(f"  {r['id']}: {r['verdict']} (expect {r['expectation']}){flag}")
    tr.write_line(f"report: {report_dir() / 'summary.md'}, {report_dir() / 'index.html'} (profile {get_profile().name})")
