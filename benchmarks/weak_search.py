"""``python -m benchmarks.weak_search REPORT_DIR [--max-tried N]``: the claims of a report whose search ended
without a violation after evaluating N instances or fewer (default 10; issue #24).

Reads the claim records (``REPORT_DIR/claims/*.json``) that ``python -m thmcheck run ... --report-dir REPORT_DIR``
or ``pytest checks --thmcheck-report-dir`` wrote; a claim that stops at its first confirmed violation is fine and
is not listed, nor is a record without a search (not checkable). Prints one line per weak claim and the count.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

_STOPPED = ("violated", "violated as printed", "conditional")


def weak_claims(report_dir: str | Path, max_tried: int = 10) -> list[dict]:
    """Records (id, verdict, tried, seconds) of the searched claims with no violation and at most max_tried tries."""
    out = []
    for p in sorted(Path(report_dir, "claims").glob("*.json")):
        try:
            rec = json.loads(p.read_text())
        except (OSError, ValueError):
            continue
        if not isinstance(rec, dict) or "tried" not in rec or rec.get("verdict") in (None, "not checkable"):
            continue
        if rec["verdict"] in _STOPPED:
            continue
        if int(rec.get("tried") or 0) <= max_tried:
            out.append({k: rec.get(k) for k in ("id", "verdict", "tried", "seconds")})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.weak_search", description=__doc__.splitlines()[0])
    ap.add_argument("report_dir")
    ap.add_argument("--max-tried", type=int, default=10)
    a = ap.parse_args(argv)
    rows = weak_claims(a.report_dir, a.max_tried)
    for r in rows:
        print(f"{r['id']}\t{r['verdict']}\t{r['tried']}\t{r['seconds']}")
    print(f"{len(rows)} claim(s) ended without a violation after <= {a.max_tried} instances")
    return 0


if __name__ == "__main__":
    sys.exit(main())
