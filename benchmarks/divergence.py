"""Cost of the divergence search (issue 31): the uniform check's path phase on hidden-constant (shape) claims.

For each claim (ci profile): CPU and wall seconds of the search phase (the Hypothesis climb of log(lhs/f), with
refinement) against the divergence phase (the sweeps of every ``how="path"`` direction from the best instances),
instances evaluated by each, the chosen path's points, growth and status, and the claim's verdict. The phases are
timed by wrapping :class:`thmcheck.checks.engine.search.Search` (the engine itself is unchanged).

``python -m benchmarks --divergence-only`` prints this table alone; ``python -m benchmarks.divergence [ID ...]``
too.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import thmcheck.checks.engine.search as S
from thmcheck.checks.engine import run_claim
from thmcheck.checks.registry import get

DIVERGENCE_CLAIMS = ["chenli.lemma3.9", "softlin.lemma5.2", "mhgd.lemma17", "mhgd.lemma2",
                     "thesis.ch6.eqE.112-chernoff"]


class _TimedSearch(S.Search):
    """The engine's search, with the seconds and instances of each phase recorded in ``self.cost``."""

    def _timed(self, name: str, phase: Any) -> Any:
        cost = self.__dict__.setdefault("cost", {})
        tried, cpu, wall = self.st.tried, time.process_time(), time.perf_counter()
        try:
            return phase()
        finally:
            c = cost.setdefault(name, {"cpu_s": 0.0, "wall_s": 0.0, "evaluated": 0})
            c["cpu_s"] += time.process_time() - cpu
            c["wall_s"] += time.perf_counter() - wall
            c["evaluated"] += self.st.tried - tried

    def draw(self) -> None:
        self._timed("search", super().draw)

    def refine(self) -> None:
        self._timed("search", super().refine)

    def diverge(self) -> None:
        self._timed("divergence", super().diverge)

    def finish(self, seconds: float) -> None:
        super().finish(seconds)
        self.res.__dict__["phase_cost"] = dict(self.__dict__.get("cost", {}))


@contextmanager
def _timed_search() -> Iterator[None]:
    saved = S.Search
    S.Search = _TimedSearch  # run_claim builds the module's Search
    try:
        yield
    finally:
        S.Search = saved


def divergence_cost(ids: list[str] | None = None, profile: str = "ci") -> list[dict[str, Any]]:
    """One row per uniform claim: seconds and instances of the search and divergence phases, path and verdict."""
    rows = []
    for cid in ids or DIVERGENCE_CLAIMS:
        try:
            claim = get(cid)
        except KeyError:
            continue
        with _timed_search():
            res = run_claim(claim, profile)
        cost = res.__dict__.get("phase_cost", {})
        s, d = cost.get("search", {}), cost.get("divergence", {})
        p = res.path
        rows.append({"claim": cid, "uniform": bool(claim.uniform),
                     "search_cpu_s": s.get("cpu_s", 0.0), "search_wall_s": s.get("wall_s", 0.0),
                     "search_evaluated": s.get("evaluated", 0),
                     "divergence_cpu_s": d.get("cpu_s", 0.0), "divergence_wall_s": d.get("wall_s", 0.0),
                     "divergence_evaluated": d.get("evaluated", 0),
                     "path_direction": p.direction if p is not None else None,
                     "path_points": len(p.points) if p is not None else 0,
                     "path_growth": float(p.growth) if p is not None and p.points else None,
                     "path_status": getattr(p, "status", None) if p is not None else None,
                     "verdict": res.verdict.value, "total_s": res.seconds})
    return rows


def print_table(rows: list[dict[str, Any]], profile: str = "ci") -> None:
    print(f"## Divergence search: cost of the uniform check's path phase ({profile} profile)\n")
    print("| claim | search s (CPU/wall) | search instances | divergence s (CPU/wall) | path points evaluated | "
          "best path | verdict |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        g = r["path_growth"]
        path = (f"{r['path_direction']}: {r['path_points']} pts, growth {g:.3g}x, {r['path_status']}"
                if r["path_points"] else "none")
        print(f"| {r['claim']} | {r['search_cpu_s']:.2f} / {r['search_wall_s']:.2f} | {r['search_evaluated']} | "
              f"{r['divergence_cpu_s']:.2f} / {r['divergence_wall_s']:.2f} | {r['divergence_evaluated']} | {path} | "
              f"{r['verdict']} |")
    if rows:
        s = sum(r["search_cpu_s"] for r in rows)
        d = sum(r["divergence_cpu_s"] for r in rows)
        print(f"\nDivergence phase: {d:.2f} s of CPU against {s:.2f} s for the search "
              f"({100 * d / max(s + d, 1e-9):.0f} % of the two).")


def main(argv: list[str] | None = None) -> int:
    ids = list(argv if argv is not None else sys.argv[1:]) or None
    print_table(divergence_cost(ids))
    return 0


if __name__ == "__main__":
    sys.exit(main())
