"""Round 36 (helper cond): thesis.ch6.cor6.4.3-alpha-M1's tied M1 path with (6.9)'s m, B, l_tr constants x k
(docs/conditionals_r33.md FOLLOW-UP). Leakage 1 - sum_{s in N_*} attn_s as the claim measures it (ch6_icl._adv_eval:
'opp' prompts, alpha' = 1 at l_ts = 50, n = 200 x 4, eval seed 1), train seed 0, T by (6.10) at the claim's constant.

    nice -n 5 python docs/r36/cond/cor643_x4.py <k> <M1,...> [T factor]
"""

from __future__ import annotations

import dataclasses
import sys
import time
import warnings

warnings.filterwarnings("ignore")

from thmcheck.checks.papers.thesis import ch6_icl as C6  # noqa: E402
from thmcheck.models import icl as ICL  # noqa: E402

k = float(sys.argv[1])
kT = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0  # (6.10)'s constant x kT (optional)
for M1 in [int(x) for x in sys.argv[2].split(",")]:
    t0 = time.time()
    cfg = C6._m1_cfg(M1, 0)
    cfg = dataclasses.replace(cfg, m=int(round(cfg.m * k)), B=int(round(cfg.B * k)), l_tr=int(round(cfg.l_tr * k)),
                              T=int(round(cfg.T * kT)))
    model = ICL.trained(cfg, "cpu")
    C6._m1_model = lambda M1_, seed, model=model: model  # the claim's eval on this model
    inst = {"M1": M1, "train_seed": 0, "eval_seed": 1, "mode": "opp", "n": 200, "l_ts": 50, "alpha_p": 1.0,
            "n_rep": 4}
    _, ev = C6._adv_eval(inst)
    print(f"x{k:g} (T x{kT:g}) M1 {M1}: m {cfg.m} B {cfg.B} l_tr {cfg.l_tr} T {cfg.T} leakage {max(1 - ev['mass'], 0):.5f} "
          f"hinge {ev.get('hinge', float('nan')):.3g} ({time.time() - t0:.0f} s)", flush=True)
