"""Round 36 (helper cond): which of chenli's Section 4 hypotheses the LPCERTIFY instances of chenli.cor6.16 /
chenli.thm6.17 meet (d = 8, k = 3, m in {1, 2}, ||Theta_1||_F in [0.3, 3]; docs/conditionals_r36.md).

Re-draws the heads Theta_i and projections W_i exactly as models/chenli/sec6_2_lpcertify.run_lpcertify (same
generator calls, in order) and prints, per instance, each printed hypothesis's quantity with every unspecified
constant read at 1 ('<<' / '>>' as <= / >=, Theta(1), O(.) as 1): the least admissible value against what the
instance has.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.models.chenli.sec6_2_lpcertify import e_exact_W, pick_t


def heads(seed: int, d: int, m: int, k: int, theta_norm: float, omega2: float = 1.0, ratio2: float = 1.0):
    rng = np.random.default_rng(seed)
    t = pick_t(d, k) if m == 2 else None
    Ws = e_exact_W(rng, d, m, omega2, t)
    thetas = rng.normal(size=(m, d, d))
    thetas *= theta_norm / np.linalg.norm(thetas, axis=(1, 2), keepdims=True)
    if m == 2:
        thetas[1] = 0.9 * thetas[0] + 0.1 * thetas[1]
        thetas[1] *= theta_norm * ratio2 / np.linalg.norm(thetas[1])
    return thetas, Ws


def report(seed: int, d: int, m: int, k: int, F: float) -> dict:
    th, Ws = heads(seed, d, m, k, F)
    fro = np.linalg.norm(th, axis=(1, 2))
    op = np.array([np.linalg.norm(x, 2) for x in th])
    srank = float((fro**2 / op**2).min())  # Assumption 3: r_Theta <= the least stable rank
    lam = float(min(1.0, (fro.min() / fro[0]) ** 2))
    kappa = 0.0 if m == 1 else float(abs((th[0] * th[1]).sum()) / (fro[0] * fro[1]))
    kappa7 = lam**6.5 / (m**6.5 * math.log(d) ** 2)  # (7) with c = 1
    lo8 = math.log(d * m * k) / (kappa7 * lam)  # (8) lower end, c = 1 (exponent and factor)
    hi8 = d**0.25  # (8) upper end
    rows = max(float(max(np.linalg.norm(x, axis=0).max(), np.linalg.norm(x, axis=1).max()) * math.sqrt(d)
                     / np.linalg.norm(x)) for x in th)  # Assumption 4: the least nu
    chi = float(max(abs(np.trace(x)) / np.linalg.norm(x) for x in th))  # Assumption 5: the least chi
    Wf = np.linalg.norm(Ws, axis=(1, 2))
    lam_p = float(Wf.min() ** 2)
    a6 = math.log(k * d / math.sqrt(lam_p))  # Assumption 6 lower end (constant 1)
    rW = float(min(np.linalg.norm(W) ** 2 / np.linalg.norm(W, 2) ** 2 for W in Ws))  # Assumption 9
    return {"seed": seed, "m": m, "F": F, "A3 (8) interval [lo, hi]": (round(lo8, 2), round(hi8, 2)),
            "A3 stable rank": round(srank, 2), "A3 met": lo8 <= min(hi8, srank),
            "A4 nu needed": round(rows, 2), "A4 nu max sqrt(d)/r^2 (r=1)": round(math.sqrt(d), 2),
            "A5 chi needed": round(chi, 3), "A5 met (chi <= sqrt(log k))": max(chi, 1.0) <= math.sqrt(math.log(k)),
            "A6 log(kd/sqrt(lam'))": round(a6, 2), "A6 met": a6 <= F, "A2 kappa": round(kappa, 3),
            "A2 (7) kappa": round(kappa7, 4), "A2 met": kappa <= kappa7, "A9 r_W": round(rW, 2),
            "A9 m^3 k log d": round(m**3 * k * math.log(d), 2), "A9 met": rW >= m**3 * k * math.log(d),
            "A10 ||W_1||_F": round(float(Wf[0]), 3), "lambda'": round(lam_p, 3)}


if __name__ == "__main__":
    for seed, m, F in itertools.product((0, 1, 2), (1, 2), (0.3, 1.0, 3.0)):
        print(report(seed, 8, m, 3, F))
