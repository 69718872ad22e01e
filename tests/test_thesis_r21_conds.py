"""Round 21 (conds): second path of thesis.ch3.eqB.138-init ((B.138)'s conclusion K(t) > 0 at t = 0), on the own numpy
graph transformer of tests/gt_own.py (one-hot tokens x_j = e_pattern, aggregation over the whole distance-0/1/2
neighbourhood with one bias per distance, the hand-written hinge gradient), sharing no code with the claim's measure
(models.graph_transformer's sampled aggregation, Algorithm 4's batches and torch autograd).

The first step here is full-batch (dLoss/dF averaged over all nodes): the B -> inf limit of a batch of B draws with
replacement, so a negative K(0) here is the value the claim's B path tends to, not a small-B event. K(0) is recomputed
by numpy from the weights before and after the step: the q_1(0) = W_K^(0) e_0 projection of the W_Q update of e_0
((B.134)'s coefficient), and the (B.20) norm witness ||W_K^(1) e_0||^2 / ||W_K^(0) e_0||^2 - 1."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def _K0(seed: int, m: int, eta: float = 0.1) -> tuple[float, float]:
    """K(0) (projection) and the update scale of the own model's full-batch first step."""
    import gt_own

    inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
    g = gt_own.build(inst, m=m)
    W = g["W"]
    fw = gt_own.forward(g, W)
    hinge = np.maximum(1 - g["y"] * fw[3], 0)
    gF = -g["y"] * (hinge > 0) / g["N"]
    _, W2 = gt_own.step(g, W, fw, gF, eta)
    q1 = W[1][:, 0]
    dQ = W2[0][:, 0] - W[0][:, 0]
    n2 = float(q1 @ q1)
    return float(dQ @ q1) / n2, float(np.linalg.norm(dQ) / np.sqrt(n2))


def test_b138_init_K0_negative_full_batch_own_model():
    """thesis.ch3.eqB.138-init: (B.138) ends in '> 0' for every t = 0..T-1, but at the random initialisation K(0) < 0
    (by far more than rounding) for a share of the networks at every width m = 177 .. 2000, in the full-batch (B -> inf)
    step; K(0) is linear in eta, so the sign is the same for every eta > 0."""
    for m in (177, 2000):
        neg = 0
        for seed in range(8):
            K, sc = _K0(seed, m)
            K2, _ = _K0(seed, m, eta=0.01)
            assert np.isclose(K2, K / 10, rtol=1e-6, atol=1e-12 * sc)
            if K < -1e-6 * sc:
                neg += 1
        assert neg >= 2, (m, neg)
