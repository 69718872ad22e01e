"""Compare two report directories' ``summary.json`` (for example a ``ci`` run before and after an engine change).

    python -m benchmarks.compare_summaries BEFORE_DIR AFTER_DIR [--scores] [--rtol 1e-9]

Prints every claim whose verdict differs, claims present in only one run and, with ``--scores``, every claim whose
best score differs by more than ``rtol`` (use it for runs whose searches are deterministic, e.g. with
``--max-examples 20 --budget 1000``; a time-budgeted ``ci`` run under CPU load tests a varying number of instances,
so only its verdicts are comparable). Exit status 0 when nothing differs, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any


def load(directory: str | Path) -> dict[str, dict[str, Any]]:
    """The summary rows of a report directory (``summary.json``, else merged from ``claims/*.json``), by claim id."""
    d = Path(directory)
    if (d / "summary.json").exists():
        rows = json.loads((d / "summary.json").read_text())["claims"]
    else:
        rows = [json.loads(f.read_text()) for f in sorted((d / "claims").glob("*.json"))]
    return {r["id"]: r for r in rows}


def _same_score(a: Any, b: Any, rtol: float) -> bool:
    if a is None or b is None or isinstance(a, str) or isinstance(b, str):
        return a == b
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= rtol * max(abs(a), abs(b), 1e-300)


def compare(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]], scores: bool = False,
            rtol: float = 1e-9) -> list[str]:
    """The differences, one line each (empty: the two runs agree)."""
    out = [f"only before: {k}" for k in sorted(before.keys() - after.keys())]
    out += [f"only after: {k}" for k in sorted(after.keys() - before.keys())]
    for k in sorted(before.keys() & after.keys()):
        a, b = before[k], after[k]
        if a.get("verdict") != b.get("verdict"):
            out.append(f"verdict {k}: {a.get('verdict')} -> {b.get('verdict')} (best {a.get('best_score')} -> "
                       f"{b.get('best_score')})")
        elif scores and not _same_score(a.get("best_score"), b.get("best_score"), rtol):
            out.append(f"best score {k}: {a.get('best_score')} -> {b.get('best_score')} ({a.get('verdict')})")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--scores", action="store_true", help="compare best scores too (deterministic runs)")
    ap.add_argument("--rtol", type=float, default=1e-9)
    args = ap.parse_args(argv)
    before, after = load(args.before), load(args.after)
    diffs = compare(before, after, args.scores, args.rtol)
    for line in diffs:
        print(line)
    print(f"{len(before.keys() & after.keys())} claims compared, {len(diffs)} difference(s)")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
