"""Round 35 (helper argmax): factrecall.display.lemma3-argmax at d = 7 (and 9), decided exactly by constraint generation.

Primary path: the claim's own builder (models/factrecall/r30_discFR.py: lemma3_instance, monomial_basis, the same rows
(phi(a) - phi(a*_i)) (x) B_i as max_margin), the claim's LP  max t s.t. rows Y + t <= 0, |Y| <= 1, t >= 0, solved by
cutting planes: restricted LPs (HiGHS dual simplex) over a growing row subset until no row of the full LP is violated
by more than 1e-10
then the restricted optimum IS the full optimum (restricted t is an upper bound, its Y is feasible
for the full LP up to that tolerance). Certificates: lower bound = min over ALL rows of the margin of the returned Y
(float64)
upper bound = a Gordan/dual vector y >= 0, sum y = 1 on the rows, t* <= ||rows^T y||_1 (|Y| <= 1).
Usage: python d7_cutplane.py d seed [q S D N]   (single-threaded: run under taskset -c 0, OMP_NUM_THREADS=1)
"""
from __future__ import annotations

import json
import math
import sys
import time

import numpy as np
from scipy.optimize import linprog

sys.path.insert(0, "/work/main")
from models.factrecall.r30_discFR import lemma3_instance, monomial_basis  # noqa: E402


def rows_of(phi, B, target):
    n, rk = B.shape
    V, d = phi.shape
    diffs = phi[None, :, :] - phi[target][:, None, :]
    keep = np.ones((n, V), bool)
    keep[np.arange(n), target] = False
    rows = (B[:, None, :, None] * diffs[:, :, None, :])[keep].reshape(-1, rk * d)
    idx = np.argwhere(keep)  # (input i, token a) of each row, same order
    return rows, idx


def solve_restricted(Asub):
    k, p = Asub.shape
    A = np.hstack([Asub, np.ones((k, 1))])
    c = np.zeros(p + 1)
    c[-1] = -1.0
    res = linprog(c, A_ub=A, b_ub=np.zeros(k), bounds=[(-1.0, 1.0)] * p + [(0.0, None)], method="highs-ds",
                  options={"time_limit": 600.0})
    if res.status != 0:
        raise RuntimeError(res.message)
    return -res.fun, res.x[:p], -res.ineqlin.marginals  # duals >= 0


def main():
    d, seed = int(sys.argv[1]), int(sys.argv[2])
    q = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    eps = 2.0 / q * 1.001
    S = int(sys.argv[4]) if len(sys.argv) > 4 else int(math.floor(d ** (1.0 / eps) + 1e-12))
    D = int(sys.argv[5]) if len(sys.argv) > 5 else 2
    N = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    R = S
    t0 = time.time()
    inst = lemma3_instance(d, S, R, D, N, seed)
    B = monomial_basis(inst["Z"], q)
    A, idx = rows_of(inst["phi"], B, inst["target"])
    m, p = A.shape
    print(f"d={d} q={q} eps={eps:.5f} S=R={S} D={D} N={N} |V|={inst['V']} rank={B.shape[1]} LP {m} x {p + 1} "
          f"S^eps={S ** eps:.3f}", flush=True)
    rng = np.random.default_rng(0)
    # initial rows: per input, its same-relation competitors + 4 random others
    V = inst["V"]
    act = set()
    base = np.arange(m)
    for i in range(B.shape[0]):
        blk = base[i * (V - 1):(i + 1) * (V - 1)]
        act.update(rng.choice(blk, 4, replace=False).tolist())
    for r_ in range(m):
        i, a = idx[r_]
        tgt = inst["target"][i]
        if S + R <= a < S + R + R * D and (a - S - R) // D == (tgt - S - R) // D:
            act.add(r_)
    act = np.array(sorted(act))
    it = 0
    while True:
        it += 1
        t, Y, y = solve_restricted(A[act])
        marg = -(A @ Y)  # margins of all rows
        viol = np.where(marg < t - 1e-10)[0]
        print(f"  it {it}: rows {len(act)}, restricted t = {t:.6g}, min margin all rows = {marg.min():.3g}, "
              f"violated {len(viol)}, {time.time() - t0:.1f}s", flush=True)
        if len(viol) == 0:
            break
        if t <= 1e-12:  # restricted optimum 0 is an upper bound for the full LP, and Y = 0 attains it
            Y = np.zeros(p)
            marg = np.zeros(m)
            break
        import os
        add = int(os.environ.get("ARGMAX_ADD", "300"))
        worst = viol[np.argsort(marg[viol])[:max(add, len(viol) // 20)]]
        act = np.union1d(act, worst)
    # polish the Gordan vector: kernel of rows_J^T on the dual support J (smallest right singular vector)
    polish = None
    if t <= 1e-12:
        J = act[y > 1e-9 * y.max()]
        _, sv, Vt = np.linalg.svd(A[J].T, full_matrices=True)
        z = Vt[-1]
        z = z / z.sum()
        polish = {"support": int(len(J)), "sv_last": float(sv[-1]) if len(sv) == len(J) else 0.0,
                  "sv_second_last": float(sv[len(J) - 2]) if len(sv) >= len(J) - 1 else None,
                  "z_min": float(z.min()), "z_max": float(z.max()),
                  "resid_l1": float(np.abs(A[J].T @ z).sum()), "resid_inf": float(np.abs(A[J].T @ z).max())}
        print("  polish:", polish, flush=True)
    # certificates over the FULL row set
    lower = float(marg.min())
    yfull = np.zeros(m)
    yfull[act] = y
    s = yfull.sum()
    resid = A.T @ yfull / s if s > 0 else None
    upper = float(np.abs(resid).sum()) if s > 0 else float("inf")
    out = {"d": d, "seed": seed, "q": q, "eps": eps, "S": S, "R": R, "D": D, "N": N, "V": int(V), "rank": int(B.shape[1]),
           "rows": int(m), "cols": int(p + 1), "iters": it, "active_rows": int(len(act)), "t_restricted": float(t),
           "primal_lower_min_margin": lower, "dual_upper_l1_resid": upper,
           "dual_support": int((yfull > 1e-12 * max(yfull.max(), 1e-300)).sum()),
           "dual_min_pos": float(yfull[yfull > 0].min() / s) if s > 0 else None,
           "resid_inf": float(np.abs(resid).max()) if s > 0 else None, "seconds": time.time() - t0, "polish": polish}
    print(json.dumps(out), flush=True)
    np.savez_compressed(f"/tmp/argmax_d{d}_s{seed}.npz", y=yfull / max(s, 1e-300), Y=Y, act=act,
                        O=B @ Y.reshape(B.shape[1], d))


if __name__ == "__main__":
    main()
