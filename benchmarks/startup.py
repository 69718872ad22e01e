"""Start-up time of one cheap claim end to end (issue 34, item 4): ``python -m thmcheck run ID --profile ci`` and the
same through pytest (``pytest checks/test_claims.py::ID``), each a fresh process, as a user types it.

Reported per command: the median wall time over ``--repeat`` runs, and the median CPU time (user + system, the
process and its worker), which does not depend on how busy the machine is; the target is 3 s on an idle 2-core
machine. The id index (``thmcheck.checks.listcache``) is warmed first, as any earlier run or ``list`` does.

    python -m benchmarks.startup [--claim chenli.lemma3.6] [--repeat 3] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 3.0


def _timed(cmd: list[str], cwd: Path) -> tuple[float, float, int]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=600,
                       env={**os.environ, "PYTHONPATH": str(ROOT)})
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, p.returncode


def commands(claim: str, report: Path) -> dict[str, list[str]]:
    return {
        "run": [sys.executable, "-m", "thmcheck", "run", claim, "--profile", "ci", "--report-dir", str(report / "run")],
        "pytest": [sys.executable, "-m", "pytest", f"checks/test_claims.py::{claim}", "-q",
                   "--thmcheck-profile", "ci", "--thmcheck-report-dir", str(report / "pytest"), "-p",
                   "no:cacheprovider"],
    }


def startup(claim: str = "chenli.lemma3.6", repeat: int = 3) -> list[dict[str, Any]]:
    """Median wall and CPU seconds of each command."""
    from thmcheck.checks.registry import get

    get(claim)  # warms the id index, as any earlier run does
    rows = []
    with tempfile.TemporaryDirectory(prefix="thmcheck-startup-") as tmp:
        for name, cmd in commands(claim, Path(tmp)).items():
            runs = [_timed(cmd, ROOT) for _ in range(repeat)]
            walls, cpus = sorted(r[0] for r in runs), sorted(r[1] for r in runs)
            rows.append({"command": name, "argv": " ".join(cmd[1:]), "wall_s": walls[len(walls) // 2],
                         "cpu_s": cpus[len(cpus) // 2], "exits": [r[2] for r in runs],
                         "load_average": os.getloadavg()[0]})
    return rows


def print_table(rows: list[dict[str, Any]]) -> None:
    print("## Start-up: one cheap claim end to end (median of fresh processes)\n")
    print("| command | wall s | CPU s (user+sys) | target | exits | load |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print(f"| `{r['argv']}` | {r['wall_s']:.2f} | {r['cpu_s']:.2f} | {TARGET_S:g} s idle | {r['exits']} | "
              f"{r['load_average']:.1f} |")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.startup", description=__doc__.splitlines()[0])
    ap.add_argument("--claim", default="chenli.lemma3.6")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    rows = startup(a.claim, a.repeat)
    print_table(rows)
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=2))
    return 0 if all(e == 0 for r in rows for e in r["exits"]) else 1


if __name__ == "__main__":
    sys.exit(main())
