import sys
from thmcheck.checks.papers.thesis import r24_undecidedA2 as U
seed, gd, eS, R = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
for eta in [float(x) for x in sys.argv[5].split(",")]:
    m = U.l347e_measure({"seed": seed, "gamma_d": gd, "eps_S": eS, "runs": R, "eta": eta}, None)
    t = m.terms
    print(seed, gd, eS, eta, "N", t["N"], "T", t["T"], "med", f"{m.lhs:.3g}", "int99", [f"{v:.3g}" for v in t.get("99 % interval of the median", [])], "npos", R - t.get("draws with b gap <= 0", -99), "f", f"{gd*m.quantities['margin_gap']:.4g}", "zm", t["z_m per draw"], flush=True)
