"""Round 29 (hhT6): re-measure thesis Chapter 6 crossings with the hypotheses' constants grown (docs/hiddenhyp_r28.md,
"Round 29 triage: thesis Chapter 6"). Not part of any test or ci run; each call takes seconds to minutes.

    python -m benchmarks.hiddenhyp_r29_ch6 scale thesis.ch6.eqE.166 1,4,16,64 cB,cm
        the claim's first drawn instance with those instance keys multiplied by each factor (the hypotheses' constants
        c_B, c_m, c_l, KB, Km or the sizes m, B), judged by the engine's own evaluate (status, lhs, side, score)
    python -m benchmarks.hiddenhyp_r29_ch6 batch thesis.ch6.eqE.16,thesis.ch6.eqE.19,thesis.ch6.eqE.22
        20 random initialisations of the Chapter 6 model (b = 0) at (B, l) = (c_B M1, c_l max(1, 1/(alpha beta^2)))
        for (c_B, c_l) in (1, 1), (10, 10), (30, 10), (100, 10), (300, 30): crossings / non-vacuous draws
"""

from __future__ import annotations

import math
import random
import sys
import time
import warnings


def _claims() -> dict:
    import thmcheck.checks.papers.thesis as pk

    return {c.id: c for c in pk.CLAIMS}


def _draw(s: object) -> list[dict]:
    """Up to 40 distinct instances of the strategy ``s`` (Hypothesis seed 1: the claim's first instances first)."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as hseed

    insts: list[dict] = []

    @hseed(1)
    @settings(max_examples=50, database=None, suppress_health_check=list(HealthCheck), deadline=None)
    @given(s)
    def coll(inst: dict) -> None:
        if len(insts) < 40 and inst not in insts:
            insts.append(dict(inst))

    coll()
    return insts


def scale(ids: list[str], facs: list[float], keys: list[str], n_inst: int = 1) -> None:
    from hypothesis import strategies as st

    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.engine.evaluate import evaluate

    cl = _claims()
    for cid in ids:
        c = cl[cid]
        s = c.strategy() if callable(c.strategy) and not isinstance(c.strategy, st.SearchStrategy) else c.strategy
        insts = _draw(s)
        for inst in insts[:n_inst]:
            print(cid, {k: inst.get(k) for k in [*keys, "M1", "seed"] if k in inst}, flush=True)
            for f in facs:
                i2 = dict(inst)
                for k in keys:
                    if k in i2:
                        i2[k] = int(math.ceil(i2[k] * f)) if isinstance(i2[k], int) else type(i2[k])(i2[k] * f)
                t = time.time()
                ev = evaluate(c, i2, c.bound, Ctx())
                neg = [k for k, v in (ev.slacks or {}).items() if v < 0]
                unmet = " unmet or granted: " + ", ".join(neg) if neg else ""
                print(f"    x{f:g}: {ev.status} lhs {float(ev.measurement.lhs):.3g} side {float(ev.rhs):.3g} score "
                      f"{float(ev.score):.3g}{unmet} ({time.time() - t:.0f} s)", flush=True)


def batch(ids: list[str]) -> None:
    from thmcheck.checks.claim import Ctx

    cl = _claims()
    grid = ((1, 1), (10, 10), (30, 10), (100, 10), (300, 30))
    for cid in ids:
        rng = random.Random(11)
        c = cl[cid]
        cnt = [[0, 0] for _ in grid]
        for _ in range(20):
            inst = {"M1": rng.randint(2, 6), "M2": rng.randint(1, 4), "dy": rng.randint(1, 3), "m": rng.randint(8, 40),
                    "alpha": rng.uniform(0.1, 0.9), "beta": rng.uniform(1, 3), "delta": rng.uniform(0.01, 0.2),
                    "s": 0.0, "n": 0, "seed": rng.randint(0, 2**31), "k": rng.randint(0, 3)}
            inst["j"] = rng.randint(0, 5) % inst["M1"]
            inst["k"] %= inst["M2"]
            for q, (cB, cl_) in enumerate(grid):
                i2 = dict(inst, N=cB * inst["M1"],
                          l=max(1, math.ceil(cl_ * max(1, 1 / (inst["alpha"] * inst["beta"] ** 2)))))
                ms = c.measure(i2, Ctx())
                if "vacuous" in ms.terms:
                    continue
                cnt[q][1] += 1
                cnt[q][0] += ms.lhs > c.bound(**ms.quantities)
        print(cid, "crossings / non-vacuous at (c_B, c_l):", [(grid[q], tuple(cnt[q])) for q in range(len(grid))])


if __name__ == "__main__":
    warnings.filterwarnings("ignore")
    if sys.argv[1] == "scale":
        scale(sys.argv[2].split(","), [float(x) for x in sys.argv[3].split(",")], sys.argv[4].split(","),
              int(sys.argv[5]) if len(sys.argv) > 5 else 1)
    else:
        batch(sys.argv[2].split(","))
