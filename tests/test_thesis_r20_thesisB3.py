"""Round 20 (thesisB3): second path of thesis.ch3.eqB.152-init ((B.152) at t = 0), on the own numpy graph transformer of
tests/gt_own.py (one-hot tokens x_j = e_pattern, aggregation over the whole distance-0/1/2 neighbourhood with one bias
per distance, the hand-written hinge gradient), sharing no code with the claim's measure (which uses
models.graph_transformer's sampled aggregation, Algorithm 4's batches and torch autograd).

The first step here is full-batch (dLoss/dF averaged over all nodes): the B -> inf limit of a batch of B draws with
replacement, so a negative K(0) here is the value the claim's path tends to, not a small-B event. K(0) and Q(0) are
recomputed by numpy from the weights before and after the step: the q_1(0) = W_K^(0) e_0 projections of the W_Q and
W_K updates of e_0, and the unique least-squares coordinate A[0, 0] in the basis q_l(0) = W_K^(0) e_l."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def _first_step(seed: int, m: int, eta: float = 0.1) -> tuple[float, float, float, float]:
    """K(0), Q(0), A[0, 0] and the update scale of the own model's full-batch first step."""
    import gt_own

    inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
    g = gt_own.build(inst, m=m)
    W = g["W"]
    fw = gt_own.forward(g, W)
    hinge = np.maximum(1 - g["y"] * fw[3], 0)
    gF = -g["y"] * (hinge > 0) / g["N"]
    _, W2 = gt_own.step(g, W, fw, gF, eta)
    q1 = W[1][:, 0]
    dQ, dK = W2[0][:, 0] - W[0][:, 0], W2[1][:, 0] - W[1][:, 0]
    n2 = float(q1 @ q1)
    A = np.linalg.lstsq(W[1], W2[0] - W[0], rcond=None)[0].T
    scale = (np.linalg.norm(dQ) + np.linalg.norm(dK)) / np.sqrt(n2)
    return float(dQ @ q1) / n2, float(dK @ q1) / n2, float(A[0, 0]), float(scale)


def test_b152_init_K0_negative_full_batch_own_model():
    """thesis.ch3.eqB.152-init: at the random initialisation min(K(0), Q(0)) < 0 (by far more than rounding) for a
    share of the networks at every width m = 177 .. 8000, in the full-batch (B -> inf) step; the sign is eta's for
    every eta > 0 (K(0) is linear in eta) and the basis coordinate A[0, 0] has K(0)'s sign where both are clear."""
    for m in (177, 2000, 8000):
        neg = 0
        for seed in range(8):
            K, Q, a00, sc = _first_step(seed, m)
            K2, Q2, _, _ = _first_step(seed, m, eta=0.01)
            assert np.isclose(K2, K / 10, rtol=1e-6, atol=1e-12 * sc) and np.isclose(Q2, Q / 10, rtol=1e-6,
                                                                                         atol=1e-12 * sc)
            if min(K, Q) < -1e-6 * sc:
                neg += 1
                if K < -1e-2 * sc:
                    assert a00 < 0, (m, seed, K, a00)
        assert neg >= 2, (m, neg)
