"""Audit A: (A.201) at larger width (uses eqA200-202.py's model, run as a module)."""
import importlib.util, sys
spec = importlib.util.spec_from_file_location("m", "/work/audit/r10A/thesis/eqA200-202.py")
src = open("/work/audit/r10A/thesis/eqA200-202.py").read().split("for (m, eta) in")[0]
ns = {}; exec(src, ns)
for (m, eta) in ((4096, 0.1), (16384, 0.1), (16384, 0.03)):
    for seed in (0, 1, 2):
        o, mm, dsm = ns["run"](seed, m, eta)
        print(m, eta, seed, f"margin {mm:.1e} move {dsm:.1e}", {k: o[k][:3] for k in ("A201", "A202")}); sys.stdout.flush()
