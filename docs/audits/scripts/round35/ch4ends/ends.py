"""Round 35, ch4 ends: the four claims along paths into their small-variance ends, mpmath only (mprho.py, no
repository import). Usage: python ends.py c28|c25|c41  (writes results_<claim>.md next to this file)."""
from __future__ import annotations

import sys
import time
from pathlib import Path

import mpmath as mp

import mprho as R

SIGMAS = ["1e-1", "1e-2", "1e-3", "1e-4", "1e-6", "1e-8", "1e-10", "1e-12"]
OUT = Path(__file__).with_name


def e(x, k=6):
    return mp.nstr(x, k)


def c28(lines):
    """(C.28) L5309: rho(b/s, s) > C_s(b)/2, b = W*^T u, s = sigma delta_K (rho depends on these only)."""
    mp.mp.dps = 80
    for b in (["0.4", "-1.1"], ["0.3", "0.3"], ["2.0", "0.05"], ["3.0", "-2.5"], ["0.2", "3.0"]):
        b = [mp.mpf(x) for x in b]
        cs = R.cs_closed(b)
        R.CHECK["maxrel"] = mp.mpf(0)
        lim = R.rho([x / mp.mpf("1e-30") for x in b], mp.mpf("1e-30"))
        lines.append(f"\n**b = W\\*^T u = ({e(b[0], 3)}, {e(b[1], 3)})**: closed form C_s(b) = (min_j b_j^2)(min_i "
                     f"phi''(b_i)^2) = {e(cs, 20)}; rho(b/s, s) at s = 1e-30: {e(lim, 20)} (relative difference "
                     f"{e(abs(lim / cs - 1), 3)}).\n")
        lines.append("| s = sigma delta_K | rho(b/s, s) | rho / (C_s/2) | (rho - C_s)/(C_s s^2) | quad. rel. err. |")
        lines.append("|---|---|---|---|---|")
        for s in ["3e-1", "1e-1", "3e-2", "1e-2", "3e-3", "1e-3", "1e-4"] + SIGMAS[4:]:
            s = mp.mpf(s)
            R.CHECK["maxrel"] = mp.mpf(0)
            r = R.rho([x / s for x in b], s)
            lines.append(f"| {e(s, 2)} | {e(r, 15)} | {e(r / (cs / 2), 15)} | {e((r - cs) / (cs * s * s), 6)} | "
                         f"{e(R.CHECK['maxrel'], 2)} |")


def _svmin(W):
    A = mp.matrix(W)
    return min(mp.svd_r(A, compute_uv=False))


def c25(lines):
    """(C.25) L5293 both sides along sigma -> 0 for three (W*, u, i)."""
    mp.mp.dps = 80
    cases = [
        ("crossing, K = 2", [["1.0", "0.5"], ["-0.8", "1.2"]], ["1.0", "0.6"], 0),
        ("no crossing, K = 2", [["1.0", "0.5"], ["0.8", "1.2"]], ["1.0", "0.6"], 0),
        ("crossing, K = 1, d = 2", [["1.0"], ["-0.5"]], ["1.0", "0.6"], 0),
    ]
    for name, W, u, i in cases:
        W = [[mp.mpf(x) for x in row] for row in W]
        u = [mp.mpf(x) for x in u]
        dK = _svmin(W)
        K = len(W[0])
        bu = [sum(W[r][c] * u[r] for r in range(len(W))) for c in range(K)]
        b0 = [sum(W[r][c] * (u[r] if r != i else 0) for r in range(len(W))) for c in range(K)]
        cross = [k for k in range(K) if bu[k] * b0[k] < 0]
        lines.append(f"\n**{name}**: W\\* rows {[[e(x, 3) for x in row] for row in W]}, u = {[e(x, 3) for x in u]}, "
                     f"i = {i} (0-based), delta_K = {e(dK, 8)}; W\\*^T u = {[e(x, 4) for x in bu]}, at v_i = 0: "
                     f"{[e(x, 4) for x in b0]}; a coordinate of W\\*^T v crosses 0 on [0, u_i]: "
                     f"{'yes, at v_i = ' + e(u[i] - bu[cross[0]] / W[i][cross[0]], 6) if cross else 'no'}.\n")
        lines.append("| sigma | s = sigma delta_K | L_m | argmin v_i | rho at u | L_m / rho(u) | L_m / s^4 | "
                     "quad. rel. err. |")
        lines.append("|---|---|---|---|---|---|---|---|")
        for sg in SIGMAS:
            sg = mp.mpf(sg)
            s = sg * dK
            R.CHECK["on"] = False
            lm, arg, ru = R.lm_min(W, u, i, dK, sg)
            if cross:  # the dip at the crossing has width ~ s in b: golden section on [v* - 30 s, v* + 30 s]
                k = cross[0]
                vstar = u[i] - bu[k] / W[i][k]
                w = 30 * s / abs(W[i][k])
                lo_, hi_ = max(vstar - w, mp.mpf(0)), min(vstar + w, u[i])
                lm2, arg2 = _golden(W, u, i, s, lo_, hi_)
                if lm2 < lm:
                    lm, arg = lm2, arg2
            R.CHECK["on"] = True
            R.CHECK["maxrel"] = mp.mpf(0)
            v = list(u)
            v[i] = arg
            b = [sum(W[r][c] * v[r] for r in range(len(W))) for c in range(K)]
            lm_chk = R.rho([x / s for x in b], s)
            lines.append(f"| {e(sg, 2)} | {e(s, 4)} | {e(lm_chk, 10)} | {e(arg, 12)} | {e(ru, 10)} | "
                         f"{e(lm_chk / ru, 8)} | {e(lm_chk / s**4, 8)} | {e(R.CHECK['maxrel'], 2)} |")
            print(name, e(sg), e(lm_chk), flush=True)
        if not cross:
            # the limit: min over v_i of C_s(W*^T v) (closed form) on a fine grid
            cs_min = min(R.cs_closed([sum(W[r][c] * (u[r] if r != i else u[i] * q / 2000) for r in range(len(W)))
                                      for c in range(K)]) for q in range(2001))
            lines.append(f"\nLimit check: min over v_i in [0, u_i] (2001-point grid) of the closed form C_s(W\\*^T v) = "
                         f"{e(cs_min, 12)}; C_s(W\\*^T u) = {e(R.cs_closed(bu), 12)}.")


def _golden(W, u, i, s, a, bnd, it=70):
    K = len(W[0])

    def f(t):
        v = list(u)
        v[i] = t
        b = [sum(W[r][c] * v[r] for r in range(len(W))) for c in range(K)]
        return R.rho([x / s for x in b], s)

    gr = (mp.sqrt(5) - 1) / 2
    x1, x2 = bnd - gr * (bnd - a), a + gr * (bnd - a)
    f1, f2 = f(x1), f(x2)
    for _ in range(it):
        if f1 < f2:
            bnd, x2, f2 = x2, x1, f1
            x1 = bnd - gr * (bnd - a)
            f1 = f(x1)
        else:
            a, x1, f1 = x1, x2, f2
            x2 = a + gr * (bnd - a)
            f2 = f(x2)
    return (f1, x1) if f1 < f2 else (f2, x2)


def c41(lines):
    """Lemma C.4.1 corrected (L5837-L5841): mu with at most one nonzero coordinate, lambda_min(M) >= rho(mu, sigma)."""
    mp.mp.dps = 90
    cases = [(["1.3", "0"], 2), (["0", "0.8", "0"], 2), (["0", "0", "0"], 3), (["0", "2.0"], 1), (["0", "0.5", "0"], 3)]
    for mu, k in cases:
        mu = [mp.mpf(x) for x in mu]
        lines.append(f"\n**mu = {[e(x, 3) for x in mu]}, k = {k}** (d = {len(mu)}).\n")
        lines.append("| sigma | lambda_min(M) | rho(mu, sigma) | lambda_min/rho - 1 | rho / sigma^4 | quad. rel. err. (rho) |")
        lines.append("|---|---|---|---|---|---|")
        for sg in ["2.0", "0.5"] + SIGMAS:
            sg = mp.mpf(sg)
            R.CHECK["on"] = True
            R.CHECK["maxrel"] = mp.mpf(0)
            r = R.rho(mu, sg)
            lm = R.lam_min(R.c41_matrix(mu, sg, k))
            lines.append(f"| {e(sg, 2)} | {e(lm, 12)} | {e(r, 12)} | {e(lm / r - 1, 3)} | {e(r / sg**4, 10)} | "
                         f"{e(R.CHECK['maxrel'], 2)} |")
            print(mu, e(sg), e(lm / r - 1), flush=True)


if __name__ == "__main__":
    which = sys.argv[1]
    t0 = time.time()
    lines: list[str] = []
    {"c28": c28, "c25": c25, "c41": c41}[which](lines)
    lines.append(f"\n(mpmath {mp.__version__}, {mp.mp.dps} digits, {time.time() - t0:.0f} s)")
    OUT(f"results_{which}.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
