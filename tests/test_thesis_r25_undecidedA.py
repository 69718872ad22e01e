"""Round 25 (undecidedA): tests of thesis.ch3.eqB.64-N's sparse run and the second path of thesis.ch3.lemma3.4.7-eta's
median re-encoding.

- ``b64s_run`` (the 1-2-hop CSR run of thesis.ch3.eqB.64-N) equals r17_thesisB.b64_run (the dense-SPD run of
  thesis.ch3.eqB.64) on the same graph (GT.add_same_pattern_edges), and the claim's crossing at N = 1200, eps = 1/2
  is gone at N = 9600.
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
