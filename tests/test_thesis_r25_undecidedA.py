"""Round 25 (undecidedA): tests of thesis.ch3.eqB.64-N's sparse run and the second path of thesis.ch3.lemma3.4.7-eta's
median re-encoding.

- ``b64s_run`` (the 1-2-hop CSR run of thesis.ch3.eqB.64-N) equals r17_thesisB.b64_run (the dense-SPD run of
  thesis.ch3.eqB.64) on the same graph (GT.add_same_pattern_edges), and at flip rate 0.2 the crossing at N = 1200,
  eps = 1/2 is gone at N = 9600.
- Second path of thesis.ch3.eqB.64-N (erratum): the own model of tests/gt_own.py (full aggregation, own flips, own
  V_d) at flip rate 0.3 keeps the V_d hinge above eps = 0.3 after one pass of T = 91 and 208 steps.
- Second path of thesis.ch3.lemma3.4.7-eta (median over independent draws): the own numpy graph transformer of
  tests/gt_own.py (test_thesis_r24_undecidedA2._own_l347: own distance-1, -2 counts, own forward pass and hand-written
  gradient, FULL aggregation over T^n, no node sampling), on 12 independent graphs per step size: the median of b_2 -
  b_1 with its distribution-free 99 % order-statistic interval (computed here from scipy's binomial) lies below 0
  while z_m = 2 by Definition 3.4.1's absolute counts and the shape gamma_d (Delta_bar(2) - Delta_bar(1)) > 0.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def test_b64s_equals_dense_run() -> None:
    from thmcheck.checks.papers.thesis.r17_thesisB import b64_run
    from thmcheck.checks.papers.thesis.r25_undecidedA import b64s_run

    inst = {"seed": 3, "flip": 0.1, "gamma_d": 0.6, "eps_S": 0.2, "eps": 0.8, "N": 400}
    dense, sparse = b64_run(inst), b64s_run(inst, fast=False)
    for k in ("T", "B", "m", "z_m", "labels", "BT"):
        assert dense[k] == sparse[k], k
    assert abs(dense["eps_0 (1 - |V_d|/N)"] - sparse["eps_0 (1 - |V_d|/N)"]) < 1e-12
    assert abs(dense["hinge"] - sparse["hinge"]) < 1e-9
    assert abs(dense["f_N over all of L"] - sparse["f_N over all of L"]) < 1e-9


def test_b64n_crossing_gone_along_N() -> None:
    from thmcheck.checks.papers.thesis.r25_undecidedA import b64s_run

    base = {"seed": 0, "flip": 0.2, "gamma_d": 0.4, "eps_S": 0.1, "eps": 0.5}
    small, large = b64s_run({**base, "N": 1200}), b64s_run({**base, "N": 9600})
    assert small["hinge"] > 0.5 > large["hinge"]           # V_d hinge 0.86 at T = 33, 0.08 at T = 207
    assert large["T"] > 5 * small["T"]


def _median_interval(x: np.ndarray, conf: float = 0.99) -> tuple[float, float]:
    from scipy.stats import binom

    x = np.sort(x)
    n, k = len(x), 0
    while k + 1 <= (n + 1) // 2 and binom.cdf(k, n, 0.5) <= (1 - conf) / 2:
        k += 1
    assert k >= 1
    return float(x[k - 1]), float(x[n - k])


def test_l347_eta_median_own_model() -> None:
    """Second path of thesis.ch3.lemma3.4.7-eta: the median gap's 99 % interval is below 0 at eta = 0.1 and 0.02."""
    from test_thesis_r24_undecidedA2 import _own_l347

    for eta in (0.1, 0.02):
        rows = [_own_l347(1000 + r, 0.6, 0.0, eta) for r in range(12)]
        assert all(r["z_m"] == 2 and r["f"] > 0 and r["eps0"] < 0.5 for r in rows)
        gaps = np.array([r["gap"] for r in rows])
        lo, hi = _median_interval(gaps)
        assert np.median(gaps) < 0 and hi < 0, (eta, gaps)


def _own_b64_floor(seed: int, N: int, flip: float, eps: float, gamma_d: float = 0.4, eps_S: float = 0.1,
                   M: int = 4, deg: int = 8, eta: float = 0.2) -> dict:
    """(B.64) on the own model of tests/gt_own.py: the Section 3.5.1 graph (GT.build_graph, shared), round(flip N)
    non-discriminative labels flipped (own draw), z_m = argmax_z mean_n (relevant - confusing count at distance z) with
    the true labels, V_d = {n: the flipped label's margin at z_m > 0} (Assumption 3.4.2), B = ceil(eps^-2 ln N), m =
    ceil(M^2 ln N), T = floor(0.8 N / B), one pass of SGD over fresh labels with FULL aggregation (no node sampling)
    and the hand-written gradient of gt_own; returns the hinge over the labeled nodes of V_d and the run's sizes."""
    import math

    import gt_own
    import torch

    from thmcheck.models import graph_transformer as GT

    rng = np.random.default_rng(seed)
    pats, y, adj = GT.build_graph(N, M, gamma_d, deg, eps_S, rng)
    _, _, cnt = gt_own.hop_counts(adj, pats, M)
    idx = np.arange(N)

    def margin(lab: np.ndarray, z: int) -> np.ndarray:
        rel = np.where(lab > 0, 0, 1)
        return cnt[idx, z, rel] - cnt[idx, z, 1 - rel]

    zm = max((1, 2), key=lambda z: margin(y, z).mean())
    own = np.random.default_rng(seed + 7)
    nd = np.nonzero(pats >= 2)[0]
    yf = y.astype(float).copy()
    yf[own.choice(nd, int(round(flip * N)), replace=False)] *= -1
    vd = margin(yf, zm) > 0
    B, m = math.ceil(eps ** -2 * math.log(N)), math.ceil(M * M * math.log(N))
    lab = own.permutation(N)[: int(0.8 * N)]
    T = len(lab) // B
    p = GT.init_params(M, m, 3, 0.1, 0.2, 0.01, torch.Generator().manual_seed(seed))
    W = [x.detach().numpy().astype(float).copy() for x in (p.WQ, p.WK, p.WV, p.WO, p.b)]
    G = {"N": N, "M": M, "pats": pats, "C": cnt, "a": p.a.numpy().astype(float)}
    for t in range(T):
        bt = lab[t * B:(t + 1) * B]
        Gb = {**G, "N": len(bt), "pats": pats[bt], "C": cnt[bt]}
        fw = gt_own.forward(Gb, W)
        gF = -yf[bt] * (1 - yf[bt] * fw[3] > 0) / B
        W = gt_own.step(Gb, W, fw, gF, eta)[1]
    F = gt_own.forward(G, W)[3]
    ev = lab[vd[lab]]
    return {"hinge": float(np.maximum(1 - yf[ev] * F[ev], 0).mean()), "T": T, "B": B,
            "eps0": float(1 - vd.mean())}


def test_b64_floor_own_model() -> None:
    """Second path of thesis.ch3.eqB.64-N: at label-flip rate 0.3 (eps_0 ~ 0.3 < 1/2) the V_d hinge after one pass of
    T = |L|/B >= 100 steps stays above eps = 0.3 at N = 12,000 and 30,000 (T = 91, 216) on the own model: the crossing
    does not fall with T as at flip rate 0.2."""
    for N in (12000, 30000):
        r = _own_b64_floor(0, N, 0.3, 0.3)
        assert r["eps0"] < 0.5 and r["T"] >= 80, r
        assert r["hinge"] > 0.3, r
