"""chenli.cor6.16: the width of K (certified distance to K_Theta) along T at fixed eps (granted T: does it shrink?)."""
import sys, time, json
from hypothesis import strategies as st
from thmcheck.checks.papers.chenli import records_r4 as R
from thmcheck.checks.papers.chenli import sec6_5_probes as P
from thmcheck.checks.claim import Ctx
P._cfg()  # warm
base = {"d": 8, "m": 1, "k": 3, "eps": float(sys.argv[1]), "theta_norm": 1.0, "omega2": 1.0, "ratio2": 1.0,
        "delta_frac": 0.0, "family": "perp", "seed": int(sys.argv[2]), "qseed": 1}
orig = R._k_body
R._k_body = lambda inst: P.body_of(inst)
for T in [int(x) for x in sys.argv[3].split(",")]:
    t0 = time.time()
    m = R._cor6_16_measure({**base, "T": T}, None)
    print(f"eps={base['eps']} seed={base['seed']} T={T}: far={m.lhs:.4g} far/eps={m.lhs/base['eps']:.3g} accepted={m.terms.get('accepted')} far_over_R={m.terms.get('far_over_R'):.3f} ({time.time()-t0:.0f}s)", flush=True)
