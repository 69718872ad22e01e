"""Running many claims: one crashing claim loses no other claim's result; Ctrl-C keeps what is done."""

from __future__ import annotations

import shutil
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from checks.claim import Claim, Verdict
from checks.engine import ClaimResult, run_claim
from checks.html import write_site
from checks.progress import Progress
from checks.readings import run_with_readings
from checks.report import report_dir, write_claim_report, write_summary


def reset_report_dir(directory: str | Path | None = None) -> Path:
    """Empty a report directory's claim reports and summary (``latest/`` is rewritten by each run)."""
    d = report_dir(directory)
    shutil.rmtree(d / "claims", ignore_errors=True)
    shutil.rmtree(d / "papers", ignore_errors=True)
    for f in ("summary.json", "summary.md", "index.html"):
        (d / f).unlink(missing_ok=True)
    d.mkdir(parents=True, exist_ok=True)
    return d


def run_and_report(claim: Claim, directory: str | Path | None = None, **kw: Any) -> ClaimResult:
    """Run one claim and write its report; an engine fault becomes an 'unknown' verdict, not a crash."""
    try:
        res = run_with_readings(claim, run_claim, **kw)
    except KeyboardInterrupt:
        res = ClaimResult(claim, Verdict.UNKNOWN, str(kw.get("profile") or "?"), None,
                          message=f"{claim.id}: interrupted by the user before its search finished")
        write_claim_report(res, directory)
        raise
    except Exception as e:  # an engine bug must not lose the other claims
        res = ClaimResult(claim, Verdict.UNKNOWN, str(kw.get("profile") or "?"), None,
                          message=f"{claim.id}: engine error {type(e).__name__}: {e}",
                          notes=[traceback.format_exc(limit=5)])
    write_claim_report(res, directory)
    return res


def run_many(claims: Iterable[Claim], directory: str | Path | None = None,
             on_result: Callable[[ClaimResult], None] | None = None, progress: bool | None = None,
             **kw: Any) -> list[ClaimResult]:
    """Run claims in turn, writing each report as it finishes, and the summary and HTML site at the end
    (also on Ctrl-C). ``progress`` draws progress bars (default: on a terminal, not in CI)."""
    claims = list(claims)
    results: list[ClaimResult] = []
    bars = Progress(len(claims), progress)
    try:
        for c in claims:
            with bars.claim(c, kw.get("max_examples")) as shown:
                r = run_and_report(shown, directory, **kw)
            results.append(r)
            if on_result:
                on_result(r)
    finally:
        bars.close()
        write_summary(directory)
        write_site(directory)
    return results
