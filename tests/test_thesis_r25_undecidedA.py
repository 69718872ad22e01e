"""Round 25 (undecidedA): tests of thesis.ch3.eqB.64-N's sparse run and the second path of thesis.ch3.lemma3.4.7-eta's
median re-encoding.

- ``b64s_run`` (the 1-2-hop CSR run of thesis.ch3.eqB.64-N) equals r17_thesisB.b64_run (the dense-SPD run of
  thesis.ch3.eqB.64) on the same graph (GT.add_same_pattern_edges), and at flip rate 0.2 the crossing at N = 1200,
  eps = 1/2 is gone at N = 9600.
- thesis.ch3.eqB.64-N's realised eps_S (Definition 3.4.3) recomputed on own counts (tests/gt_own.py): flipping half
  the non-discriminative labels (round 25's crossing, audited REFUTED) gives eps_S ~ 1/2, outside Theorem 3.4.4's
  (0, 1/2); the claim now rejects such instances and holds inside along N.
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


def _own_eps_S(seed: int, N: int, q: float, gamma_d: float = 0.4, eps_S: float = 0.1, M: int = 4,
               deg: int = 8) -> tuple[float, int]:
    """Definition 3.4.3's confusion ratio (3.7) on the own counts of tests/gt_own.py: the Section 3.5.1 graph
    (GT.build_graph, shared), round(q |nd|) of the non-discriminative labels flipped (own draw), z_m = argmax_z of the
    mean margin with the true labels, and the mean over the non-discriminative nodes of conf / (rel + conf) at distance
    z_m on the flipped labels (nodes with rel + conf = 0 left out)."""
    import gt_own

    from thmcheck.models import graph_transformer as GT

    rng = np.random.default_rng(seed)
    pats, y, adj = GT.build_graph(N, M, gamma_d, deg, eps_S, rng)
    _, _, cnt = gt_own.hop_counts(adj, pats, M)
    idx = np.arange(N)

    def rel_conf(lab: np.ndarray, z: int) -> tuple[np.ndarray, np.ndarray]:
        rel = np.where(lab > 0, 0, 1)
        return cnt[idx, z, rel], cnt[idx, z, 1 - rel]

    zm = max((1, 2), key=lambda z: np.subtract(*rel_conf(y, z)).mean())
    nd = np.nonzero(pats >= 2)[0]
    yf = y.copy()
    yf[np.random.default_rng(seed + 7).choice(nd, int(round(q * len(nd))), replace=False)] *= -1
    r, c = rel_conf(yf, zm)
    tot = (r + c)[nd]
    return float((c[nd][tot > 0] / tot[tot > 0]).mean()), int(zm)


def test_b64_eps_S_own_count() -> None:
    """thesis.ch3.eqB.64-N's realised eps_S (Definition 3.4.3) on own counts: round 25's crossing (flip 0.3 of N = half
    the non-discriminative labels, q = 1/2) has eps_S ~ 1/2, the excluded end of Theorem 3.4.4's (0, 1/2) (the audit);
    the claim's first draw q = 0.45 is inside, and the claim's confusion_ratio agrees with the own count to 0.02."""
    from thmcheck.checks.papers.thesis.r25_undecidedA import b64s_graph, confusion_ratio

    half, zm = _own_eps_S(0, 2400, 0.5)
    assert zm == 2 and half > 0.49, half
    inside, _ = _own_eps_S(0, 2400, 0.45)
    assert 0.4 < inside < 0.49, inside
    G = b64s_graph(2400, 0.4, 0.1, 0, 0.45 * 0.6)
    assert abs(confusion_ratio(G, np.arange(2400)) - inside) < 0.02
