"""Round 35, ch4 ends: the repository's float64 measures against mprho.py (mpmath, 60-80 digits) at interior points,
where float64 is valid, and at the small ends, where it is not. Imports the repository (run from /work/main with
the venv). Writes results_f64.md."""
from __future__ import annotations

import types
from pathlib import Path

import mpmath as mp
import numpy as np

import mprho as R
from thmcheck.bounds.thesis import ch4 as B4
from thmcheck.checks.papers.thesis import appC_group_imbalance as AC
from thmcheck.checks.papers.thesis import r10_thesisCD as C10
from thmcheck.checks.papers.thesis import r11_thesisC as C11

mp.mp.dps = 60
CTX = types.SimpleNamespace(dtype="float64", device="cpu")
L = []


def rel(a, b):
    return float(abs(mp.mpf(a) / b - 1))


# rho itself (Definition C.2.2): bounds.thesis.ch4.rho against mprho.rho
L.append("### rho(u, sigma) (Definition C.2.2): float64 `bounds/thesis/ch4.py::rho` vs mpmath\n")
L.append("| u | sigma | float64 | mpmath | rel. diff. |")
L.append("|---|---|---|---|---|")
for u, s in [((0.5, 1.0), 0.3), ((1.3, 0.0), 0.5), ((0.4 / 1e-2, -1.1 / 1e-2), 1e-2), ((1.3, 0.0), 1e-2),
             ((1.3, 0.0), 1e-3), ((0.4 / 1e-4, -1.1 / 1e-4), 1e-4)]:
    f = B4.rho(np.array(u), s)
    m = R.rho([mp.mpf(x) for x in u], mp.mpf(s))
    L.append(f"| ({u[0]:.4g}, {u[1]:.4g}) | {s:g} | {f:.12e} | {mp.nstr(m, 13)} | {rel(f, m):.2e} |")

# (C.28): the measure's lhs and its float64 C_s (rho at sigma = 1e-4) against the closed form
L.append("\n### thesis.ch4.eqC.28: `_c28_measure` (float64) vs mpmath\n")
L.append("| seed, lam, r, sigma | W\\*^T u | lhs f64 | lhs mp | rel | C_s f64 (rho at 1e-4) | C_s closed (mp) | rel |")
L.append("|---|---|---|---|---|---|---|---|")
for inst in [{"seed": 1, "lam": 1.0, "r": 1.0, "sigma": 1e-2}, {"seed": 7, "lam": 0.3, "r": 2.0, "sigma": 1e-3},
             {"seed": 3, "lam": 5.0, "r": 0.5, "sigma": 3e-3}, {"seed": 11, "lam": 2.0, "r": 3.0, "sigma": 1e-2}]:
    try:
        meas = C10._c28_measure(inst, CTX)
    except Exception as ex:  # noqa: BLE001
        L.append(f"| {inst} | SolverFailure: {ex} |")
        continue
    b = [mp.mpf(x) for x in meas.terms["W*^T u"]]
    s = mp.mpf(inst["sigma"]) * mp.mpf(inst["lam"])
    lm = R.rho([x / s for x in b], s)
    cs = R.cs_closed(b)
    lhs = meas.lhs
    csf = meas.quantities["cs_wu"]
    L.append(f"| {inst['seed']}, {inst['lam']}, {inst['r']}, {inst['sigma']} | ({float(b[0]):.4f}, {float(b[1]):.4f}) | "
             f"{lhs:.10e} | {mp.nstr(lm, 11)} | {rel(lhs, lm):.1e} | {csf:.10e} | {mp.nstr(cs, 11)} | {rel(csf, cs):.1e} |")

# (C.25): the measure's L_m and rho(u) against mpmath at interior sigma
L.append("\n### thesis.ch4.eqC.25 / -positive: `_c25_measure` (float64) vs mpmath (same W\\*, u, i)\n")
L.append("| K, d, seed, a, sigma, m, i | L_m f64 | L_m mp | rel | rho(u) f64 | rho(u) mp | rel |")
L.append("|---|---|---|---|---|---|---|")
R.CHECK["on"] = False
for inst in [{"K": 2, "d": 2, "seed": 5, "a": 1.0, "sigma": 0.5, "m": 1.0, "i": 0, "s": 0.5},
             {"K": 1, "d": 2, "seed": 2, "a": 2.0, "sigma": 0.2, "m": 2.0, "i": 1, "s": 0.5},
             {"K": 2, "d": 3, "seed": 9, "a": 0.5, "sigma": 1.0, "m": 2.0, "i": 2, "s": 0.5}]:
    meas = C11._c25_measure(inst, CTX)
    W, u, i, sig, dK = C11._lm_setup(inst)
    Wm = [[mp.mpf(float(x)) for x in row] for row in W]
    um = [mp.mpf(float(x)) for x in u]
    lm, arg, ru = R.lm_min(Wm, um, i, mp.mpf(float(dK)), mp.mpf(sig))
    lhs = meas.lhs
    rf = meas.quantities["rho_u"]
    L.append(f"| {inst['K']}, {inst['d']}, {inst['seed']}, {inst['a']}, {inst['sigma']}, {inst['m']}, {i} | {lhs:.10e} | "
             f"{mp.nstr(lm, 11)} | {rel(lhs, lm):.1e} | {rf:.10e} | {mp.nstr(ru, 11)} | {rel(rf, ru):.1e} |")
R.CHECK["on"] = True

# Lemma C.4.1 corrected: lambda_min of the float64 matrix (models/group_imbalance.py) against mpmath
L.append("\n### thesis.ch4.lemmaC.4.1.corrected: `_c41_measure` (float64 lambda_min) and the float64 bound vs mpmath\n")
L.append("| mu, k, sigma | lambda_min f64 | lambda_min mp | rel | bound f64 | rho mp | rel |")
L.append("|---|---|---|---|---|---|---|")
for mu, k, s in [((1.3, 0.0), 2, 0.5), ((0.0, 0.8, 0.0), 2, 0.2), ((0.0, 0.0, 0.0), 3, 1.0), ((1.3, 0.0), 2, 1e-2),
                 ((1.3, 0.0), 2, 1e-3), ((0.0, 0.8, 0.0), 2, 1e-4)]:
    inst = {"d": len(mu), "k": k, "mu": np.array(mu), "sigma": s}
    meas = AC._c41_measure(inst, CTX)
    lhs = meas.lhs
    bf = B4.lemma_c41_corrected(np.array(mu), s)
    mum = [mp.mpf(x) for x in mu]
    lmm = R.lam_min(R.c41_matrix(mum, mp.mpf(s), k))
    rm = R.rho(mum, mp.mpf(s))
    L.append(f"| {mu}, {k}, {s:g} | {lhs:.10e} | {mp.nstr(lmm, 11)} | {rel(lhs, lmm):.1e} | {bf:.10e} | "
             f"{mp.nstr(rm, 11)} | {rel(bf, rm):.1e} |")

Path(__file__).with_name("results_f64.md").write_text("\n".join(L) + "\n")
print("\n".join(L))
