# Auditor D: Assumption 3.4.2 at z_m for the sparse gamma_d graphs of gt_sim2.py
import numpy as np, sys
sys.argv = sys.argv[:1]
from gt_sim2 import build_graph, margins
for g in [0.8, 0.4, 0.2, 0.1, 0.05]:
    rng = np.random.default_rng(0)
    pat, y, N1, N2, info = build_graph(1200, g, 8, 0.125, rng, graph='sparse', kdd=4)
    d1, d2 = margins(pat, y, N1, N2)
    zm = 1 if d1.mean() >= d2.mean() else 2
    dz = d1 if zm == 1 else d2
    print(f"gamma_d={g}: Dbar1={d1.mean():.1f} Dbar2={d2.mean():.1f} z_m={zm}; frac Delta_n(z_m)>0 = {np.mean(dz>0):.4f}; delta_zm={max(len(x) for x in (N1 if zm==1 else N2))}")
