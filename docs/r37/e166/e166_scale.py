"""Round 37 (helper e166): thesis.ch6.eqE.166 at Lemma E.4.5's constants c_B, c_m grown x f (docs/conditionals_r37.md),
by the claim's own measure (wk_projections / _e166_measure, judged by the engine's evaluate), as round 36's
docs/r36/cond/e151_scale.py did for eqE.151.

    nice -n 5 python docs/r37/e166/e166_scale.py <M1> <factors, comma-separated> [alpha delta] [--chunked] [--seed=N]

Instance: M1 = M2 (given), beta = 1, alpha = 0.6, delta = 0.05 (or the two given: the evidence's 1, 0.125), c_l = 8,
c_m = 2 f, c_B = 8 f, seed 0 (runs 0..7, as the claim; --seed=N: runs N..N+7). --chunked: the batch gradient summed over chunks of 2048
prompts (memory; the same sum in another order, float64 rounding only: models/icl.hinge_grads replaced by
docs/r36/cond/e151_chunked.hinge_grads_chunked). Prints per factor: m, B, l_tr, the median of max_q max_k |N_kq| /
max_j |X_jq| over the runs meeting (E.146), the side 1/M2, the runs above it, the per-run ratios, the seconds."""

from __future__ import annotations

import statistics
import sys
import time
import warnings

warnings.filterwarnings("ignore")

import thmcheck.checks.papers.thesis as pk  # noqa: E402
from thmcheck.checks.claim import Ctx  # noqa: E402
from thmcheck.checks.engine.evaluate import evaluate  # noqa: E402
from thmcheck.checks.papers.thesis.r12_thesisE import wk_projections  # noqa: E402

args = [a for a in sys.argv[1:] if not a.startswith("--")]
if "--chunked" in sys.argv:
    import importlib.util

    sys.path.insert(0, ".")  # benchmarks/, imported by e151_chunked

    from thmcheck.models import icl

    spec = importlib.util.spec_from_file_location("e151_chunked", "docs/r36/cond/e151_chunked.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # patches icl.hinge_grads itself
    assert icl.hinge_grads is mod.hinge_grads_chunked
c = {x.id: x for x in pk.CLAIMS}["thesis.ch6.eqE.166"]
M1 = int(args[0])
alpha, delta = (float(args[2]), float(args[3])) if len(args) > 3 else (0.6, 0.05)
inst = {"M1": M1, "M2": M1, "beta": 1.0, "alpha": alpha, "delta": delta, "cm": 2.0, "cB": 8.0, "cl": 8.0,
        "seed": int(next((a.split("=")[1] for a in sys.argv if a.startswith("--seed=")), 0))}
print(inst, flush=True)
for f in [float(x) for x in args[1].split(",")]:
    i2 = dict(inst, cB=inst["cB"] * f, cm=inst["cm"] * f)
    t = time.time()
    v = wk_projections(tuple(sorted(i2.items())))
    ev = evaluate(c, i2, c.bound, Ctx())
    ok = [r[2] for r in v["runs"] if r[3]]
    side = 1 / i2["M2"]
    med = statistics.median(ok) if ok else float("nan")
    q = ev.measurement.terms if ev.measurement is not None else {}
    print(f"x{f:g}: m {v['m']} B {v['B']} l_tr {v['l_tr']} median {med:.4g} (engine lhs "
          f"{float(ev.measurement.lhs):.4g}, rhs {float(ev.rhs):.4g}, score {float(ev.score):.3g}, {ev.status}) "
          f"side {side:.4g} ok-runs {len(ok)} above {sum(x > side for x in ok)} ratios "
          f"{[round(r[2], 3) if r[3] else None for r in v['runs']]} ({time.time() - t:.0f} s) "
          f"cache {wk_projections.cache_info().hits} hits", flush=True)
