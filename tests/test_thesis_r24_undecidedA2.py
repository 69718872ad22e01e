"""Round 24 (undecidedA2): second path and module tests for thesis.ch3.lemma3.4.7-eta (Lemma 3.4.7 (3.14),
L917-L923, along eta -> 0 with (3.8)'s Theta constant and the hidden constants grown together).

- Second path: the own numpy graph transformer of tests/gt_own.py (the Section 3.5.1 graph builder and the init are
  shared; the distance-1, -2 pattern counts by own scipy products, Definition 3.4.1's absolute margins, the forward
  pass (3.1) and the hand-written hinge gradient are gt_own's / written here), FULL aggregation over T^n = {n} + 1..2
  hops (no node sampling), b^(0) = 0, one pass of SGD over fresh labels with C = (0.2/eta)^{1/4}, T = ceil(C
  eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - 0.2)^{-1/2}), B = ceil(4 C ln N), m = ceil(C M^2 ln N), N = BT/0.8: on the
  claim's crossing instance (seed 1, gamma_d = 0.6, eps_S = 0) the core distance by (3.5) is z_m = 2 and the
  returned b has b_2 - b_1 < 0 at every eta (the sign of (3.14) fails), with |b_2 - b_1| / (gamma_d (Delta_bar(2) -
  Delta_bar(1))) below 1e-4 and shrinking.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def _own_l347(seed: int, gamma_d: float, eps_S: float, eta: float, M: int = 4) -> dict:
    import gt_own
    import torch

    from thmcheck.models import graph_transformer as GT

    C = (0.2 / eta) ** 0.25
    T = math.ceil(C * eta ** -0.5 * (1 - 2 * 0.25) ** -0.5 * 0.8 ** -0.5)   # graph sized for eps_0 <= 0.25
    Bsz = 1
    for _ in range(40):
        N = math.ceil(Bsz * T / 0.8)
        if math.ceil(4 * C * math.log(N)) <= Bsz:
            break
        Bsz = math.ceil(4 * C * math.log(N))
    N = math.ceil(Bsz * T / 0.8)
    m = math.ceil(C * M * M * math.log(N))
    pats, y, adj = GT.build_graph(N, M, gamma_d, 8, eps_S, np.random.default_rng(seed))
    A, D2, cnt = gt_own.hop_counts(adj, pats, M)                         # cnt (N, 3, M): counts at distance 0, 1, 2
    rel = np.where(y > 0, 0, 1)
    idx = np.arange(N)
    per = {z: cnt[idx, z, rel] - cnt[idx, z, 1 - rel] for z in (1, 2)}   # Delta_n(z), (3.5): absolute counts
    bar = {z: float(per[z].mean()) for z in (1, 2)}
    zm = max(bar, key=bar.get)
    eps0 = float(np.mean(per[zm] <= 0))
    T = math.ceil(C * eta ** -0.5 * (1 - 2 * eps0) ** -0.5 * 0.8 ** -0.5)
    g = torch.Generator().manual_seed(seed)
    p = GT.init_params(M, m, 3, 0.1, 0.2, 0.01, g)
    W = [x.detach().numpy().astype(float).copy() for x in (p.WQ, p.WK, p.WV, p.WO, p.b)]
    assert np.all(W[4] == 0)                                            # b^(0) = 0
    G = {"N": N, "M": M, "pats": pats, "C": cnt, "a": p.a.numpy().astype(float)}
    lab = np.random.default_rng(seed + 1).permutation(N)[: int(0.8 * N)]
    assert len(lab) >= Bsz * T                                          # |L| >= BT: one pass over fresh labels
    yf = y.astype(float)
    for t in range(1, T + 1):
        bt = lab[(t - 1) * Bsz: t * Bsz]
        Gb = {**G, "N": len(bt), "pats": pats[bt], "C": cnt[bt]}
        fw = gt_own.forward(Gb, W)
        gF = -yf[bt] * (1 - yf[bt] * fw[3] > 0) / Bsz
        W = gt_own.step(Gb, W, fw, gF, eta)[1]
    z = 3 - zm
    gap = float(W[4][zm] - W[4][z])
    return {"N": N, "T": T, "B": Bsz, "m": m, "z_m": zm, "gap": gap, "f": gamma_d * (bar[zm] - bar[z]),
            "eps0": eps0}


def test_l347_eta_own_model() -> None:
    """Second path of thesis.ch3.lemma3.4.7-eta: the sign of (3.14) fails at every eta on the own model."""
    rows = [_own_l347(1, 0.6, 0.0, eta) for eta in (0.1, 0.02, 0.01)]
    for r in rows:
        assert r["z_m"] == 2, r
        assert r["eps0"] < 0.5, r
        assert r["gap"] < 0, r                                          # b_{z_m} - b_z < 0: no c > 0 gives >= c f
        assert abs(r["gap"]) / r["f"] < 1e-4, r


def test_config_path() -> None:
    """The claim's path: C = 1 at eta = 0.2, |L| = 0.8 N >= BT, B and m at least C times their log shapes."""
    from thmcheck.checks.papers.thesis import r24_undecidedA2 as U

    assert U.l347e_const(0.2) == 1.0
    for eta in (0.2, 0.05, 0.005, 5e-4):
        cfg = U.l347e_config(eta)
        assert int(cfg["N"] * 0.8) >= cfg["B"] * cfg["T"]
        assert cfg["B"] >= cfg["C"] * 4 * math.log(cfg["N"]) and cfg["m"] >= cfg["C"] * 16 * math.log(cfg["N"])
        assert cfg["n_sample"] >= 10 * cfg["C"]
