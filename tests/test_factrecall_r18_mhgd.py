"""Second paths of round 18's factrecall claims (checks/papers/factrecall/r18_mhgd.py): own numpy, no code shared with
the claims' measures or bounds."""

from __future__ import annotations

import numpy as np


def test_one_dim_head_predicts_at_most_two_answers() -> None:
    """Eqs. (4)-(5) with H = d_h = 1 (W_K, W_Q in R^{1 x d}, W_V, W_O in R^{1 x d}): F(X) = W_O^T W_V X^T
    softmax(X W_K^T W_Q x_T) is a multiple of o = W_O^T, so over many random contexts and random weights the
    predicted argmax_z phi(z)^T F(X) takes at most two values, argmax and argmin of phi(z)^T o; M = 50 stored facts
    with 50 distinct answers are then recalled at most 2/50 of the time (error >= 48/50), for any d."""
    rng = np.random.default_rng(7)
    for d in (8, 64, 512):
        V, T = 60, 5
        phi = rng.standard_normal((V, d))
        phi /= np.linalg.norm(phi, axis=1, keepdims=True)
        WK, WQ, WV, WO = (rng.standard_normal((1, d)) for _ in range(4))
        o = WO.ravel()
        scores = phi @ o
        allowed = {int(np.argmax(scores)), int(np.argmin(scores))}
        preds = set()
        for _ in range(2000):
            idx = rng.integers(0, V, size=T)
            X = phi[idx]  # (T, d) rows x_t = phi(z_t)
            logits = X @ WK.T @ WQ @ X[-1]  # (T,)
            a = np.exp(logits - logits.max())
            a /= a.sum()
            F = WO.T @ (WV @ X.T @ a)  # (d,)
            preds.add(int(np.argmax(phi @ F)))
        assert preds <= allowed and len(preds) <= 2
        # M facts with M distinct answers: at most 2 are ever answered right
        M = 50
        answers = rng.choice(V, size=M, replace=False)
        assert len(set(answers.tolist()) & preds) <= 2
        assert (M - 2) / M == 0.96


def test_hermite_inner_products_by_quadrature() -> None:
    """App. F.1 L1735, '<h_i, h_k>_{L2(mu)} = delta_ij': Gauss-Hermite quadrature (probabilists', 60 nodes, exact for
    degree < 120) of He_i He_k / sqrt(i! k!) against N(0, 1): it equals delta_ik, so delta_ij fails at (i, j, k) =
    (0, 0, 1) and (0, 1, 0)."""
    import math

    from numpy.polynomial import hermite_e as He

    x, w = He.hermegauss(60)
    w = w / w.sum()

    def inner(i: int, k: int) -> float:
        hi = He.hermeval(x, [0] * i + [1]) / math.sqrt(math.factorial(i))
        hk = He.hermeval(x, [0] * k + [1]) / math.sqrt(math.factorial(k))
        return float((w * hi * hk).sum())

    for i in range(6):
        for k in range(6):
            assert abs(inner(i, k) - (1.0 if i == k else 0.0)) < 1e-9
    assert abs(inner(0, 1) - 1.0) > 0.9  # (i, j, k) = (0, 0, 1): delta_ij = 1, inner product 0
    assert abs(inner(0, 0) - 0.0) > 0.9  # (i, j, k) = (0, 1, 0): delta_ij = 0, inner product 1
