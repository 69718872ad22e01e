"""Round 36 (helper cond): thesis.ch6.eqE.151 at Lemma E.4.5's constants c_B, c_m grown x f (docs/conditionals_r36.md).

    nice -n 5 python docs/r36/cond/e151_scale.py <inst index> <factors, comma-separated> [M1 override]

The claim's own drawn instance (Hypothesis seed 1, as benchmarks/hiddenhyp_r29_ch6: index 0 = the ci instance M1 = 4,
index 1 = the M1 = 6 instance of round 29), c_B and c_m multiplied by f, judged by the claim's own measure and the
engine's evaluate. Prints per factor: m, B, l_tr, the median ratio max_{j not partner} |A_jq| / |A_qq| over the first
batches meeting (E.146), 1/M1, the batches above 1/M1, and the seconds."""

from __future__ import annotations

import sys
import time
import warnings

warnings.filterwarnings("ignore")

from benchmarks.hiddenhyp_r29_ch6 import _claims, _draw  # noqa: E402
from thmcheck.checks.claim import Ctx  # noqa: E402
from thmcheck.checks.engine.evaluate import evaluate  # noqa: E402

c = _claims()["thesis.ch6.eqE.151"]
inst = dict(_draw(c.strategy)[int(sys.argv[1])])
if len(sys.argv) > 3:
    inst["M1"] = int(sys.argv[3])
    inst["M2"] = max(inst["M2"], inst["M1"])
print(inst, flush=True)
for f in [float(x) for x in sys.argv[2].split(",")]:
    i2 = dict(inst, cB=inst["cB"] * f, cm=inst["cm"] * f)
    t = time.time()
    ev = evaluate(c, i2, c.bound, Ctx())
    q = ev.measurement.terms if ev.measurement is not None else {}
    print(f"x{f:g}: m {q.get('m')} B {q.get('B')} l_tr {q.get('l_tr')} median {float(ev.measurement.lhs):.4g} "
          f"side {float(ev.rhs):.4g} score {float(ev.score):.3g} {ev.status} ok-batches {q.get('batches meeting (E.146)')}"
          f" above {q.get('batches above the printed side')} largest {q.get('largest ratio', float('nan')):.3g} "
          f"({time.time() - t:.0f} s)", flush=True)
