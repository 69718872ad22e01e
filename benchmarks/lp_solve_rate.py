"""LP solve rate of the chenli certification (Section 6): certifications per second and the share of verified answers.

Fixed small problem family (seeded): QP-1 of Algorithm 1 (k = 3 simplex least squares, d = 16/64) solved by the cvxpy
program built once with Parameters (CLARABEL) and by the exact batched support-enumeration solver; the K-level
programs (Eq. (102), d = 8: min-norm point and support function with ~100-200 slabs and the ball) through
``thmcheck.models.lpcert.ConicLP`` with every answer re-checked (primal residual, dual signs, duality gap), and a pure LP
(box instead of ball) with HIGHS. Run: ``python -m benchmarks.lp_solve_rate`` (prints a JSON summary).
"""

from __future__ import annotations

import json
import time
from collections import Counter

import numpy as np

from thmcheck.models.chenli import sec6_2_lpcertify as LP
from thmcheck.models.lpcert import ConicLP, SimplexLS, certify_simplex_ls, simplex_ls_batch


def qp1_rate(d: int, n: int = 200, seed: int = 0) -> dict:
    """QP-1 certifications per second (cvxpy CLARABEL re-solves vs exact batched), and FW-gap pass rates."""
    rng = np.random.default_rng(seed)
    k = 3
    M, y = rng.normal(size=(n, k, d)), rng.normal(size=(n, d))
    sl = SimplexLS(k, d)
    t = time.perf_counter()
    res = [sl.solve(M[i], y[i]) for i in range(n)]
    t_cvx = time.perf_counter() - t
    t = time.perf_counter()
    a, _ = simplex_ls_batch(M, y)
    t_b = time.perf_counter() - t
    ok_b = sum(certify_simplex_ls(M[i], y[i], a[i], "enum").status == "optimal" for i in range(n))
    return {"d": d, "n": n, "cvxpy_per_s": n / t_cvx, "cvxpy_statuses": dict(Counter(r.status for r in res)),
            "polished": sum(r.solver.endswith("+polish") for r in res), "batched_per_s": n / t_b,
            "batched_fw_pass": ok_b / n}


def k_probe_rate(n_runs: int = 3, n_dirs: int = 10) -> dict:
    """K-level probes (d = 8, E-exact LPCERTIFY runs): verified min-norm / support solves per second."""
    statuses: Counter = Counter()
    raw: Counter = Counter()
    solves, elapsed, highs = 0, 0.0, Counter()
    for s in range(n_runs):
        run = LP.run_lpcertify(s, {"d": 8, "k": 3, "m": 2, "T": 1500, "eps": 1 / 6, "theta_norm": 1.0})
        body = LP.Body(8, run["accepted"])
        R = 2 * float(np.linalg.norm(run["thetas"][0]))
        rng = np.random.default_rng(s)
        t = time.perf_counter()
        r = body.min_norm(run["As"], run["ss"], run["eps"], R)
        statuses[r.status] += 1
        raw[r.raw_status] += 1
        for _ in range(n_dirs):
            r = body.support(run["As"], run["ss"], run["eps"], R, rng.normal(size=64))
            statuses[r.status] += 1
            raw[r.raw_status] += 1
        elapsed += time.perf_counter() - t
        solves += 1 + n_dirs
        G, h = LP.Body.rows(run["As"], run["ss"], run["eps"])
        box = np.vstack([np.eye(64), -np.eye(64)])
        lp = ConicLP(64, len(G) + 128, solver="HIGHS")
        for _ in range(n_dirs):
            r = lp.solve(c=rng.normal(size=64), A=np.vstack([G, box]), b=np.r_[h, np.full(128, R)])
            highs[r.status] += 1
    return {"solves": solves, "per_s": solves / elapsed, "verified": dict(statuses), "raw": dict(raw),
            "solver": "CLARABEL", "highs_box_lp_statuses": dict(highs)}


def main() -> dict:
    out = {"qp1_d16": qp1_rate(16), "qp1_d64": qp1_rate(64), "k_probes_d8": k_probe_rate()}
    print(json.dumps(out, indent=1, default=float))
    return out


if __name__ == "__main__":
    main()
