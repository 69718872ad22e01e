"""Extra runs for eqF.33-alpha (imports the auditor's own eqF.33-alpha.py model)."""
import importlib.util, sys
spec = importlib.util.spec_from_file_location("f33", "/work/audit/r23a/thesis/eqF.33-alpha.py"); f33 = importlib.util.module_from_spec(spec); spec.loader.exec_module(f33)
eps, eta = 0.5, 0.9
for (alpha, l_tr, xi, B) in [(0.999, 4, 1e-8, 1024), (0.999, 400, 1e-8, 256), (0.999, 400, 1e-3, 256),
                             (0.99, 400, 1e-8, 256), (0.2, 40, 1e-8, 256), (0.1, 40, 1e-8, 256), (0.05, 40, 1e-8, 256)]:
    res = [f33.run(alpha, l_tr, eps, eta, xi, B, sd, 'iid') for sd in (1, 2, 3)]
    print(f"iid xi={xi:.0e} l_tr={l_tr} B={B} alpha={alpha} T={res[0][0]}: " + ", ".join(f"{r:+.4f}" for _, r in res), flush=True)
