"""Round 35, ch4 ends: thesis.ch4.eqC.25 / -positive on the repository's own instance family (``_lm_setup`` of
checks/papers/thesis/r11_thesisC.py: K in 1..3, d in K..K+2, W* Gaussian x a, u = |Gaussian| x m) at sigma = 1e-4 and
1e-8, L_m in mpmath (mprho.py, 60 digits; grid + golden + golden around each crossing). Writes results_sweep_c25.md."""
from __future__ import annotations

from pathlib import Path

import mpmath as mp

import ends
import mprho as R
from thmcheck.checks.papers.thesis import r11_thesisC as C11

mp.mp.dps = 60
L = ["| K, d, seed, a, m, i | sigma | zero of W*^T v on [0, u_i] | L_m | rho at u | L_m/rho(u) | L_m/s^4 |", "|---|---|---|---|---|---|---|"]
R.CHECK["on"] = False
for q in range(12):
    K = 1 + q % 3
    inst = {"K": K, "d": K + (q // 3) % 3, "seed": 100 + q, "a": [0.5, 1.0, 2.0][q % 3], "sigma": 1.0, "m": 1.5,
            "i": q % 5, "s": 0.5}
    W, u, i, _, dK = C11._lm_setup(inst)
    Wm = [[mp.mpf(float(x)) for x in row] for row in W]
    um = [mp.mpf(float(x)) for x in u]
    dKm = mp.mpf(float(dK))
    bu = [sum(Wm[r][c] * um[r] for r in range(len(Wm))) for c in range(K)]
    b0 = [bu[c] - um[i] * Wm[i][c] for c in range(K)]
    cross = [k for k in range(K) if bu[k] * b0[k] <= 0]  # a zero of W*^T v on [0, u_i] (also at v_i = 0)
    for sg in (mp.mpf("1e-4"), mp.mpf("1e-8")):
        s = sg * dKm
        lm, arg, ru = R.lm_min(Wm, um, i, dKm, sg, refine=40)
        for k in cross:
            vstar = um[i] - bu[k] / Wm[i][k]
            w = 30 * s / abs(Wm[i][k])
            lm2, _ = ends._golden(Wm, um, i, s, max(vstar - w, mp.mpf(0)), min(vstar + w, um[i]), it=50)
            lm = min(lm, lm2)
        assert lm > 0 and lm <= ru
        L.append(f"| {K}, {inst['d']}, {inst['seed']}, {inst['a']}, {inst['m']}, {i} | {mp.nstr(sg, 2)} | "
                 f"{'yes' if cross else 'no'} | {mp.nstr(lm, 8)} | {mp.nstr(ru, 8)} | {mp.nstr(lm / ru, 6)} | "
                 f"{mp.nstr(lm / s**4, 8)} |")
        print(L[-1], flush=True)
Path(__file__).with_name("results_sweep_c25.md").write_text("\n".join(L) + "\n")
