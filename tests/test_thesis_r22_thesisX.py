"""Round 22 (thesisX): thesis.ch3.theorem3.4.8-gamma_d and thesis.ch3.theorem3.4.8-ratio-gamma_d (Theorem 3.4.8,
L915-L929, along gamma_d -> 0).

- second path (own graph, own torch-autograd graph transformer (3.1) with the PE b, own SGD: the helpers of
  tests/test_thesis_r21_numbered.py, no thmcheck code): T*_GT (learned PE, distance-1 and -2 sampler) / T*_oracle
  (S^{n,t}, T^n inside N_zm^n) grows many-fold from gamma_d = 0.8 to 0.1 on the same graph, while L929 says learning
  with the PE is equivalent to learning on N_zm^n (both (3.8), no gamma_d);
- the claims' fast trainer (pattern / SPD counts for the logged hinge) equals r15_t346.gt_tstar_np step for step."""

from __future__ import annotations

import numpy as np
import torch

from tests.test_thesis_r21_numbered import _tstar


def test_pe_over_oracle_ratio_grows_as_gamma_d_falls() -> None:
    """Own GT (B = 4, m = 64, |S^{n,t}| = 16, eta = 0.2, seed 3): the ratio T*_GT / T*_oracle at gamma_d = 0.1 is at
    least 5 times its value at 0.8 (round 21's runs: GT 65 -> 980, oracle 70 -> 70)."""
    torch.set_num_threads(1)
    ratio = {}
    for gd in (0.8, 0.1):
        ratio[gd] = _tstar(gd, 3) / _tstar(gd, 3, oracle=True)
    assert ratio[0.1] >= 5 * ratio[0.8], ratio
    assert ratio[0.1] >= 5, ratio


def test_counts_trainer_equals_gt_tstar_np() -> None:
    """gd_run_fast (gt_tstar_counts) and r21_numbered.gd_run (gt_tstar_np) give the same T* and hinge log."""
    from thmcheck.checks.papers.thesis import r21_numbered as N
    from thmcheck.checks.papers.thesis import r22_thesisX as X

    for gd, oracle in ((0.8, False), (0.2, True), (0.2, False)):
        inst = {"seed": 3, "eps_S": 0.15, "sigma": 0.02, "delta": 0.1, "eta": 0.3, "gamma_d": gd}
        a, b = N.gd_run(inst, oracle), X.gd_run_fast(inst, oracle)
        assert a["T"] == b["T"] and len(a["log"]) == len(b["log"])
        assert np.allclose(a["log"], b["log"], rtol=0, atol=1e-12)


def test_ratio_bounds() -> None:
    from thmcheck.bounds.thesis import r22_thesisX as B

    assert B.theorem3_4_8_ratio_shape(gamma_d=0.1) == 1.0
    assert abs(B.theorem3_4_8_ratio_corrected(gamma_d=0.1) - 100.0) < 1e-9
    assert B.theorem3_4_8_ratio_mut_down(gamma_d=0.25) == 0.25
