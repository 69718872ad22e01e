"""Audit A: (A.201)/(A.202) flips vs the lucky neurons' t = 0 margin (model of eqA200-202.py, patched to return margins)."""
import sys
src = open("/work/audit/r10A/thesis/eqA200-202.py").read().split("for (m, eta) in")[0]
src = src.replace("    return out, float(marg0[lucky].min()), dsm",
  "    mg = marg0[lucky]\n    out['flipmax201'] = float(mg[a201[lucky] <= 0].max()) if (a201[lucky] <= 0).any() else 0.0\n"
  "    out['flipmax202'] = float(mg[a202[lucky] <= 0].max()) if (a202[lucky] <= 0).any() else 0.0\n"
  "    out['median'] = float(mg.median())\n    return out, float(mg.min()), dsm")
ns = {}; exec(src, ns)
for (m, eta) in ((4096, 0.1), (16384, 0.1), (16384, 0.03), (4096, 0.01)):
    o, mm, dsm = ns["run"](2, m, eta)
    print(f"m={m} eta={eta}: largest t=0 margin among flipped: A201 {o['flipmax201']:.2e}, A202 {o['flipmax202']:.2e};"
          f" median lucky margin {o['median']:.2e}; xi*Theta(1) ~ {0.5:.2f}"); sys.stdout.flush()
