"""Round 24 (undecidedA): second path and module tests for thesis.ch3.lemma3.4.5-c1 (Lemma 3.4.5 (3.11), L893-L897,
with every hidden constant grown).

- Second path: the own numpy graph transformer of tests/gt_own.py (the Section 3.5.1 graph builder and the init are
  shared; the pattern counts by own scipy products, the forward pass (3.1), the hand-written hinge gradient and the
  masses are gt_own's / written here), FULL aggregation over T^n = {n} + 1..2 hops (no node sampling), one pass of
  SGD over fresh labels with B = ceil(4 ln N) (eps = 1/2, constant 1), m = ceil(M^2 ln N), N = BT/0.8, eta = 0.2:
  once every labeled node has zero hinge, every batch gradient is zero and the attention freezes, with the
  non-discriminative mass ~0.48 below 1 - eps_S - eta ~ 0.67: the deficit stays ~0.2 while t doubles, so deficit x t
  grows like t (no O(1/t) rate).
- The sparse pipeline (models/gt_sparse.py) equals thesis.ch3.lemma3.4.5's measure (_l345_measure_one) on the same
  graph.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def _own_l345(seed: int, T: int, checks: tuple[int, ...], eta: float = 0.2, M: int = 4) -> dict:
    import gt_own
    import torch

    from thmcheck.models import graph_transformer as GT

    Bsz = 1
    for _ in range(40):   # B = ceil(eps^-2 ln N) at eps = 1/2 with N = B T / 0.8
        N = math.ceil(Bsz * T / 0.8)
        if math.ceil(4 * math.log(N)) <= Bsz:
            break
        Bsz = math.ceil(4 * math.log(N))
    N = math.ceil(Bsz * T / 0.8)
    m = math.ceil(M * M * math.log(N))
    pats, y, adj = GT.build_graph(N, M, 0.4, 8, 0.1, np.random.default_rng(seed))
    A, D2, cnt = gt_own.hop_counts(adj, pats, M)                         # cnt (N, 3, M): counts at distance 0, 1, 2
    g = torch.Generator().manual_seed(seed)
    p = GT.init_params(M, m, 3, 0.1, 0.2, 0.01, g)
    W = [x.detach().numpy().astype(float).copy() for x in (p.WQ, p.WK, p.WV, p.WO, p.b)]
    G = {"N": N, "M": M, "pats": pats, "C": cnt, "a": p.a.numpy().astype(float)}
    rel = np.where(y > 0, 0, 1)
    idx = np.arange(N)
    marg = {z: (cnt[idx, z, rel] - cnt[idx, z, 1 - rel]).mean() for z in (1, 2)}
    zm = max(marg, key=marg.get)
    nd = pats >= 2
    rz, cz = cnt[nd, zm, rel[nd]], cnt[nd, zm, 1 - rel[nd]]
    ok = rz + cz > 0
    eps_S = float(np.mean(cz[ok] / (rz[ok] + cz[ok])))                 # Definition 3.4.3 on the whole N_zm
    lab = np.random.default_rng(seed + 1).permutation(N)[: int(0.8 * N)]
    yf = y.astype(float)
    out = []
    for t in range(1, T + 1):
        bt = lab[(t - 1) * Bsz: t * Bsz]
        Gb = {**G, "N": len(bt), "pats": pats[bt], "C": cnt[bt]}
        fw = gt_own.forward(Gb, W)
        gF = -yf[bt] * (1 - yf[bt] * fw[3] > 0) / Bsz
        W = gt_own.step(Gb, W, fw, gF, eta)[1]
        if t in checks:
            s, _, _, F = gt_own.forward(G, W)
            mass = s[idx, :, rel].sum(1)
            lim_d, lim_nd = 1 - eta, 1 - eps_S - eta
            out.append({"t": t, "mass_nondisc": float(mass[nd].mean()), "mass_disc": float(mass[~nd].mean()),
                        "deficit": float(max(lim_d - mass[~nd].mean(), lim_nd - mass[nd].mean())),
                        "labeled_hinge": float(np.maximum(1 - yf[lab] * F[lab], 0).mean())})
    return {"N": N, "B": Bsz, "m": m, "eps_S": eps_S, "out": out}


def test_l345_c1_own_model_plateau() -> None:
    """thesis.ch3.lemma3.4.5-c1: the own model's deficit to the C = 1 limit stays > 0.1 from t = 150 to 300 while
    the labeled hinge is ~0 (the gradient vanishes), so deficit x t doubles: the mass does not approach 1 - eps_S -
    eta at rate O(1/t) (seed 0: deficit .578, .192, .185 at t = 75, 150, 300; non-discriminative mass .475, .482
    against the limit .667; labeled hinge 1e-4)."""
    r = _own_l345(0, 300, (75, 150, 300))
    a, b = r["out"][1], r["out"][2]
    assert a["labeled_hinge"] < 1e-3 and b["labeled_hinge"] < 1e-3, r
    assert b["deficit"] > 0.1 and b["deficit"] > 0.8 * a["deficit"], r
    assert b["mass_nondisc"] < 1 - r["eps_S"] - 0.2 - 0.1, r
    assert b["deficit"] * 300 > 1.6 * a["deficit"] * 150, r


def test_sparse_run_equals_lemma345_measure() -> None:
    """models/gt_sparse.l345_run on the lemma's graph (GT.add_same_pattern_edges) equals _l345_measure_one at the
    -c1 config: deficit, masses per checkpoint, eps_S, z_m, eps_0."""
    from thmcheck.checks.papers.thesis.ch3_graph_transformer import _l345_measure_one
    from thmcheck.checks.papers.thesis.r15_t346 import gt_hinge_grads_np
    from thmcheck.checks.papers.thesis.r24_undecidedA import c1_config
    from thmcheck.models import gt_sparse as GS

    for s, seed, gd, es in ((0.1, 3, 0.4, 0.1), (0.1, 5, 0.3, 0.3)):
        cfg = c1_config(s)
        r = _l345_measure_one({"seed": seed, "gamma_d": gd, "eps_S": es, "scale": s}, None, cfg)
        pats, y, adj = GS.l345_graph(cfg, gd, es, seed, fast=False)
        q = GS.l345_run(pats, y, adj, cfg, seed, gd, gt_hinge_grads_np)
        assert abs(r.lhs - q["lhs"]) < 1e-9
        assert np.allclose(np.array(r.terms["trajectory_disc_nondisc"]), np.array(q["trajectory_disc_nondisc"]),
                           atol=1e-9)
        assert r.terms["z_m"] == q["z_m"]
        assert abs(r.terms["eps_S_measured"] - q["eps_S_measured"]) < 1e-12
        assert abs(r.terms["eps_0_inconsistent"] - q["eps_0_inconsistent"]) < 1e-12


def test_same_pattern_edges_gives_two_own_neighbours() -> None:
    """gt_sparse.same_pattern_edges: every discriminative node gets >= 2 own-pattern neighbours, edges symmetric."""
    from thmcheck.models import graph_transformer as GT
    from thmcheck.models import gt_sparse as GS

    rng = np.random.default_rng(1)
    pats, y, adj = GT.build_graph(3000, 4, 0.4, 8, 0.1, rng)
    GS.same_pattern_edges(adj, pats, 2, rng)
    for v in np.nonzero(pats < 2)[0]:
        assert sum(1 for w in adj[v] if pats[w] == pats[v]) >= 2
        assert all(v in adj[w] for w in adj[v])
