"""Record claims' searches for tests/test_ci_budget_r25.py: ``python tests/ci_budget_record.py on|off IDS OUT``
runs each claim id of the file IDS under ``ci`` with checks.strategies' builder cache on or off (a fourth argument
``nomemo``: the engine's probe memo off, checks.engine.search.MEMO_PROBES) and writes one JSON
line per claim to OUT: verdict, tried, valid, examples, repr(best_score), and a digest of every instance evaluated
(search, refinement, follow-up: each instance's values, arrays by bytes) in order.

The clock is replaced by a counter (each call advances 0.02 "seconds"), so that a run's CPU-time decisions (the ci
draw's cap, the refinement phase's deadline) fall at the same call in both runs: a faster draw cannot change what is
tried, and any difference left is a difference in Hypothesis's draws."""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def counter_clock(prof: object, step: float = 0.02):  # noqa: ANN201
    c = itertools.count()
    return lambda: next(c) * step


def digest(inst: dict) -> str:
    h = hashlib.sha1()
    for k in sorted(inst):
        v = inst[k]
        h.update(str(k).encode())
        if hasattr(v, "detach"):
            v = v.detach().cpu().numpy()
        if isinstance(v, np.ndarray):
            h.update(f"{v.dtype}{v.shape}".encode())
            h.update(np.ascontiguousarray(v).tobytes())
        else:
            h.update(repr(v).encode())
    return h.hexdigest()[:16]


def record(ids: list[str], cache: bool, out_path: str, max_examples: int | None = None, memo: bool = True) -> None:
    with open(out_path, "w") as out:
        for row in rows(ids, cache, max_examples, memo):
            out.write(json.dumps(row) + "\n")
            out.flush()


def rows(ids: list[str], cache: bool, max_examples: int | None = None, memo: bool = True):  # noqa: ANN201
    """Yield one record per claim id (see the module docstring); the engine's clock and evaluate are restored after.
    ``memo``: the engine's probe memo (search.MEMO_PROBES); a probe's instance is logged once per probe, memo or not."""
    from thmcheck.checks import registry
    from thmcheck.checks import strategies as S
    from thmcheck.checks.engine import search as E

    saved = S.CACHE_BUILDERS, E.clock_of, E.evaluate, E.MEMO_PROBES, E.Search.probe_eval
    log: list[str] = []
    evaluate, probe_eval = E.evaluate, E.Search.probe_eval
    inside = [False]

    def recording(claim, inst, *a, **k):  # noqa: ANN001, ANN202
        if not inside[0]:
            log.append(digest(inst))
        return evaluate(claim, inst, *a, **k)

    def probing(self, inst):  # noqa: ANN001, ANN202
        log.append("p" + digest(inst))
        inside[0] = True
        try:
            return probe_eval(self, inst)
        finally:
            inside[0] = False

    S.CACHE_BUILDERS, E.clock_of, E.evaluate, E.MEMO_PROBES = cache, counter_clock, recording, memo
    E.Search.probe_eval = probing
    try:
        for cid in ids:
            log.clear()
            try:
                r = E.run_claim(registry.get(cid), "ci", max_examples=max_examples)
                row = {"id": cid, "verdict": str(r.verdict), "tried": r.tried, "valid": r.valid,
                       "examples": r.examples, "best": repr(r.best_score), "n": len(log),
                       "draws": hashlib.sha1("".join(log).encode()).hexdigest()}
            except Exception as e:  # recorded, and compared like any other row
                row = {"id": cid, "error": f"{type(e).__name__}: {e}"}
            yield row
    finally:
        S.CACHE_BUILDERS, E.clock_of, E.evaluate, E.MEMO_PROBES, E.Search.probe_eval = saved


if __name__ == "__main__":
    mode, ids_file, out_file = sys.argv[1:4]
    memo = (sys.argv[4] if len(sys.argv) > 4 else "memo") == "memo"
    record([x.strip() for x in open(ids_file) if x.strip()], mode == "on", out_file, memo=memo)
