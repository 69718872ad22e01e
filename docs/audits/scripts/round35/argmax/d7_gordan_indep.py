"""Round 35 (helper argmax): an independently written second formulation for lemma3-argmax at d = 7.

Written without the claim's builder: the instance is regenerated here from the seed (same draw order as the model, and
asserted equal to it), the output span is the column space of the kernel matrix (1 + z_i . z_j)^q (whose feature map is
every monomial of degree <= q with positive weight, so it is col(M)), taken by eigh (not SVD of monomials), and the rows
(phi(a*_i) - phi(a)) (x) b_i are built by an explicit loop with np.kron. Non-existence of a network is the Gordan
alternative: y >= 0, sum y = 1, rows^T y = 0. Two checks:
 (1) the primary run's dual vector y (saved by d7_cutplane.py) is re-checked against these independent rows;
 (2) the Gordan feasibility LP (561 equalities, all rows as columns) is solved from scratch by HiGHS IPM + crossover.
Usage: python d7_gordan_indep.py d seed [q S D N] [--lp]
"""
from __future__ import annotations

import json
import math
import sys
import time

import numpy as np
from scipy.optimize import linprog


def build(d, S, R, D, N, q, seed):
    rng = np.random.default_rng(seed)
    V = S + R + R * D + N + 1  # subjects, relations, answers, noise, EOS (model's order)
    E = rng.standard_normal((V, d))
    E = E / np.sqrt((E * E).sum(1))[:, None]
    H, _ = np.linalg.qr(rng.standard_normal((d, d)))
    h = d // 2
    PP = H[:, :h] @ H[:, :h].T
    QQ = H[:, h:2 * h] @ H[:, h:2 * h].T
    ans = rng.integers(0, D, (S, R))
    Z, tgt = [], []
    for s in range(S):
        for r in range(R):
            Z.append(PP @ E[s] + QQ @ E[S + r])
            tgt.append(S + R + r * D + int(ans[s, r]))
    Z = np.array(Z)
    K = (1.0 + Z @ Z.T) ** q
    w, U = np.linalg.eigh(K)
    Bk = U[:, w > 1e-10 * w.max()]
    rows, lab = [], []
    for i, t in enumerate(tgt):
        for a in range(V):
            if a != t:
                rows.append(np.kron(Bk[i], E[t] - E[a]))
                lab.append((i, a))
    return E, Z, np.array(tgt), Bk, np.array(rows), lab


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    d, seed = int(args[0]), int(args[1])
    q = int(args[2]) if len(args) > 2 else 3
    eps = 2.0 / q * 1.001
    S = int(args[3]) if len(args) > 3 else int(math.floor(d ** (1.0 / eps) + 1e-12))
    D = int(args[4]) if len(args) > 4 else 2
    N = int(args[5]) if len(args) > 5 else 1
    t0 = time.time()
    E, Z, tgt, Bk, rows, lab = build(d, S, S, D, N, q, seed)
    out = {"d": d, "seed": seed, "S": S, "rank_kernel": int(Bk.shape[1]), "rows": rows.shape}
    sys.path.insert(0, "/work/main")
    from models.factrecall.r30_discFR import lemma3_instance  # only to assert the same draw
    inst = lemma3_instance(d, S, S, D, N, seed)
    out["same_instance"] = bool(np.allclose(inst["phi"], E, atol=1e-14) and np.allclose(inst["Z"], Z, atol=1e-14)
                                and (inst["target"] == tgt).all())
    try:
        f = np.load(f"/tmp/argmax_d{d}_s{seed}.npz")
        y = f["y"]
        # rows here are (phi(a*) - phi(a)) (x) b_i: negatives of the primary's, same (i, a) order
        r = rows.T @ y
        out["primary_y_check"] = {"y_min": float(y.min()), "sum": float(y.sum()), "support": int((y > 0).sum()),
                                  "resid_inf_indep_rows": float(np.abs(r).max()),
                                  "resid_l1_indep_rows": float(np.abs(r).sum()),
                                  "row_norm_max": float(np.linalg.norm(rows, axis=1).max())}
        if "O" in f.files or "Y" in f.files:
            if "O" in f.files:
                O = f["O"]
            else:
                from models.factrecall.r30_discFR import monomial_basis
                Bm = monomial_basis(Z, q)
                O = Bm @ f["Y"].reshape(Bm.shape[1], d)
            marg = np.array([(E[t] - E[a]) @ O[i] for (i, a), t in zip(lab, tgt[[i for i, _ in lab]])])
            Op = Bk @ (Bk.T @ O)
            margp = np.array([(E[t] - E[a]) @ Op[i] for (i, a), t in zip(lab, tgt[[i for i, _ in lab]])])
            out["primal_O_check"] = {"min_margin": float(marg.min()), "min_margin_projected": float(margp.min()),
                                     "out_of_span": float(np.abs(O - Op).max()), "O_max": float(np.abs(O).max()),
                                     "argmax_ok_all_inputs": bool(all(int(np.argmax(E @ O[i])) == tgt[i]
                                                                      for i in range(len(tgt))))}
    except FileNotFoundError:
        out["primary_y_check"] = None
    if "--lp" in sys.argv:
        n = rows.shape[0]
        A_eq = np.vstack([rows.T, np.ones((1, n))])
        b_eq = np.concatenate([np.zeros(rows.shape[1]), [1.0]])
        t1 = time.time()
        res = linprog(np.zeros(n), A_eq=A_eq, b_eq=b_eq, bounds=[(0, None)] * n, method="highs-ipm",
                      options={"time_limit": 900.0})
        out["gordan_lp"] = {"status": int(res.status), "message": res.message, "seconds": time.time() - t1}
        if res.status == 0:
            y2 = res.x
            out["gordan_lp"].update({"y_min": float(y2.min()), "sum": float(y2.sum()),
                                     "resid_inf": float(np.abs(rows.T @ y2).max()),
                                     "support": int((y2 > 1e-12).sum())})
    out["seconds"] = time.time() - t0
    print(json.dumps(out, default=str), flush=True)


if __name__ == "__main__":
    main()
