"""Round 20 (thesisB4): second path of thesis.ch3.eqB.126 on the own numpy graph transformer of tests/gt_own.py (one-hot
tokens, the whole distance-0/1/2 aggregation with one bias per distance, the hand-written hinge gradient; own batches
of 32 draws with replacement, eta = 0.5), sharing no code with the claim's measure (models.graph_transformer's sampled
aggregation and forward pass).

(B.122)'s left side for a mu_1 query n is q_1(t) - sum_p A_p q_p(t) (A_p the attention mass on the pattern-p tokens of
the aggregation, q_p(t) = W_K^(t) e_p); its coordinates in the key basis are recomputed here by numpy least squares
(the basis independent, residual ~1e-15): beta_1 = the q_1 coordinate, zeta'_p = the q_p coordinates (p >= 2).
(B.126) says |zeta'_p| <= beta_1 |S_p| / (|S| - |S_1|) for every p >= 2; summed over p both sides are beta_1."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def test_b126_attention_share_exceeds_count_share_own_model():
    """On every one of 3 seeds, at t = 0 and after 5 own steps, some (1.06-1.10 seen) mu_1 node and pattern p >= 2 have |zeta'_p| >
    1.02 beta_1 |S_p| / (|S| - |S_1|), with the key-basis coordinates exact (least-squares residual < 1e-10) and the
    sum identity sum_{p >= 2} |zeta'_p| = beta_1 (to 1e-12)."""
    import gt_own

    for seed in range(3):
        inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
        g = gt_own.build(inst, m=200)
        W = g["W"]
        rng = np.random.default_rng(seed + 11)
        worst = []
        for t in range(6):
            fw = gt_own.forward(g, W)
            if t in (0, 5):
                K = W[1][:, :g["M"]]                       # key basis q_p = W_K e_p
                assert np.linalg.svd(K, compute_uv=False).min() > 1e-6
                best = 0.0
                for n in np.flatnonzero(g["pats"] == 0):
                    A = fw[0][n].sum(0)                    # attention mass per pattern
                    cnt = g["C"][n].sum(0)
                    R = cnt[1:].sum()
                    if R == 0:
                        continue
                    lhs = K[:, 0] - K @ A                 # (B.122)'s left side, s a mu_1 token
                    coef, *_ = np.linalg.lstsq(K, lhs, rcond=None)
                    assert np.linalg.norm(K @ coef - lhs) < 1e-10 * max(np.linalg.norm(lhs), 1e-300)
                    beta1, zeta = coef[0], coef[1:]
                    assert abs(np.abs(zeta).sum() - beta1) < 1e-12
                    for p in range(1, g["M"]):
                        if cnt[p] > 0:
                            best = max(best, abs(zeta[p - 1]) / (beta1 * cnt[p] / R))
                worst.append(best)
            hinge = np.maximum(1 - g["y"] * fw[3], 0)
            c = np.bincount(rng.integers(0, g["N"], 32), minlength=g["N"])
            _, W = gt_own.step(g, W, fw, -g["y"] * (hinge > 0) * c / 32, 0.5)
        assert min(worst) > 1.02, (seed, worst)
