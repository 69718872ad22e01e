"""Round 22 (thesisX): thesis.ch3.theorem3.4.8-gamma_d and thesis.ch3.theorem3.4.8-ratio-gamma_d (Theorem 3.4.8,
L915-L929, along gamma_d -> 0).

- second path (own graph, own torch-autograd graph transformer (3.1) with the PE b, own SGD: the helpers of
  tests/test_thesis_r21_numbered.py, no thmcheck code): T*_GT (learned PE, distance-1 and -2 sampler) / T*_oracle
  (S^{n,t}, T^n inside N_zm^n) grows many-fold from gamma_d = 0.8 to 0.1 on the same graph, while L929 says learning
  with the PE is equivalent to learning on N_zm^n (both (3.8), no gamma_d);
- the claims' fast trainer (pattern / SPD counts for the logged hinge) equals r15_t346.gt_tstar_np step for step."""

from __future__ import annotations

import math

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


def _a123_init_terms(seed: int, L: int = 12, N: int = 40, m: int = 128, sigma: float = 0.01, d: int = 8):
    """Own token-level computation at t = 0 (only the data and the initial weights come from thmcheck.models.vit):
    for each sample n with a mu_1 token l, the lucky set W_{l,n}(0) = {i : W_O(i) W_V X softmax(X^T W_K^T W_Q x_l) >
    0} (A.8) and Z_i = W_O(i) sum_s W_V x_s att_s q_1^T (W_K x_s - sum_r att_r W_K x_r) for every neuron, q_1 =
    W_K e_1. Yields (lucky mask, Z)."""
    from thmcheck.models import vit as VIT

    M_ = 5
    g = torch.Generator().manual_seed(seed)
    X, P, _y = VIT.make_data(N, L, 0.5, 1.0 / L, d, M_, 0.0, g)
    p = VIT.init_params(d, m, L, sigma, 0.2, 1 / math.sqrt(M_), g, normalize=True)
    X = X.double().numpy()
    WQ, WK, WV, WO = (w.detach().double().numpy() for w in (p.WQ, p.WK, p.WV, p.WO))
    q1 = WK[:, 0]
    for n in range(N):
        toks = np.flatnonzero(P[n].numpy() == 0)
        if len(toks) == 0:
            continue
        xl = X[n, toks[0]]
        keys = X[n] @ WK.T
        sc = keys @ (WQ @ xl)
        att = np.exp(sc - sc.max())
        att /= att.sum()
        vals = X[n] @ WV.T                                   # (L, m_a): W_V x_s
        lucky = WO @ (vals.T @ att) > 0
        Z = WO @ (vals.T @ (att * ((keys - att @ keys) @ q1)))
        yield lucky, Z


def test_a123_unlucky_positive_lucky_nonpositive_own_tokens() -> None:
    """(A.123) as printed at t = 0 (every k in W_{l,n}(0); U_{l,n}(0) is empty for l in S_1^n): some sample has a
    neuron outside W with Z_i > 0 while a lucky neuron has Z_k < 0, so Z_i <~ Z_k / sqrt(B) fails for every
    constant."""
    hits = 0
    for seed in (0, 1, 2):
        for lucky, Z in _a123_init_terms(seed):
            if lucky.any() and (~lucky).any():
                scale = np.abs(Z).max()
                hits += int(Z[~lucky].max() > 1e-6 * scale and Z[lucky].min() < -1e-6 * scale)
    assert hits >= 3, hits


def test_a123_ratio_at_init_does_not_fall_with_B_own_tokens() -> None:
    """(A.123) with the best lucky neuron: at t = 0 nothing depends on B, and max_{i not in W} Z_i / max_{k in W} Z_k
    is of order 1 on some sample (> 0.5), so c >= 0.5 sqrt(B) for every B: no constant serves as B -> inf."""
    best = 0.0
    for lucky, Z in _a123_init_terms(0, sigma=0.05):
        if lucky.any() and (~lucky).any() and Z[lucky].max() > 0:
            best = max(best, float(Z[~lucky].max() / Z[lucky].max()))
    assert best > 0.5, best
