"""Round 21 (thesisEF2): thesis Chapter 6, Theorem 6.3.7's (6.15) along the width and M2.

thesis.ch6.theorem6.3.7-width (erratum): a second path that trains the model in numpy (its own initialisation of Sec.
6.2.3 and prompts (6.1)/(6.6) from tests/test_thesis_r21_thesisEF, the hand-derived SGD of
tests/test_thesis_r15_thesisE._numpy_sgd) at M1 = 2, 3 and a wide m, and re-derives the certificate along M1
with its own (cruder) concentration bounds; it shares no code with the claim's measure.
"""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r15_thesisE import _numpy_sgd
from tests.test_thesis_r21_thesisEF import _batch, _init

P = math.sqrt(3.0**2 * (1 + 0.5**2) + 1)  # max token norm: beta = 3, K = 1/2, ||q|| = 1


def _pruned_hinge(W: tuple, a: np.ndarray, keep: np.ndarray, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray) -> tuple:
    WQ, WK, WV, WO = W
    s = np.einsum("nld,nd->nl", ctx, (pq @ WQ.T) @ WK)
    att = np.exp(s - s.max(1, keepdims=True))
    att /= att.sum(1, keepdims=True)
    H = np.einsum("nl,nld->nd", att, ctx) @ WV.T @ WO.T
    F = np.maximum(H, 0) @ a
    Fp = np.maximum(H, 0) @ (a * keep)
    return float(np.maximum(0, 1 - z * F).mean()), float(np.maximum(0, 1 - z * Fp).mean())


def _train(M1: int, m: int, seed: int) -> tuple:
    """SGD at M1 (M2 = 4 M1, d_x = 5 M1, m_a = 60), T = ceil(60 M1 sqrt(ln M1)) ((6.10), eta = 1), batch 16, l_tr = 10,
    from this module's own W^(0): returns (W^(0), a, W^(T), the prompts' generator)."""
    M2 = 4 * M1
    dx = M1 + M2
    T = math.ceil(60 * M1 * math.sqrt(math.log(M1)))
    rng = np.random.default_rng(seed)
    W0, a = _init(m, rng, ma=60, dx=dx, d=dx + 30)
    batches = [_batch(16, 10, rng, M1, M2) for _ in range(T)]
    return W0, a, _numpy_sgd(W0, a, batches, 1.0), rng, T


def test_theorem637_width_second_path() -> None:
    """M1 = 2 and 3 (M2 = 4 M1 = 8, 12), T = 100, 189 by (6.10) with the tied models' constant 60 (eta = 1), the width m
    = 4000 (>= M1^2 ln M1; (i) bounds m from below only), batch 16, l_tr = 10: after T steps of SGD every row of W_O W_V
    has norm below M2^{-1/2}, so L^c = [m], the pruned model outputs 0 and its hinge on fresh prompts is exactly 1,
    against eps + M2^{-1/2} = 2 M2^{-1/2} (eps = M2^{-1/2}): ratio sqrt(M1) = 1.41, 1.73, growing with M1. The rows
    also respect the claim's deterministic inequality ||r_i^(T)|| <= (||W_O(i)^(0)|| + T P Lam / m) ||W_V^(T)||,
    ||W_V^(T)|| <= delta + g T Lam (g = P / sqrt(m), Lam = (1 + g)^T (||W_O^(0)|| + delta)), recomputed from the
    run's own W^(0)."""
    ratios = []
    for M1 in (2, 3):
        M2, m = 4 * M1, 4000
        assert m >= M1**2 * math.log(M1)
        W0, a, W, rng, T = _train(M1, m, M1)
        rows = np.linalg.norm(W[3] @ W[2], axis=1)
        thr = M2**-0.5
        assert rows.max() < thr, (M1, rows.max())
        g = P / math.sqrt(m)
        lam = (1 + g) ** T * (np.linalg.norm(W0[3], 2) + 0.2)
        nuT = 0.2 + g * T * lam
        assert np.linalg.norm(W[2], 2) <= nuT
        assert np.all(rows <= (np.linalg.norm(W0[3], axis=1) + T * P * lam / m) * nuT)
        ctx, pq, z = _batch(400, 20, rng, M1, M2)
        unpruned, pruned = _pruned_hinge(W, a, rows > thr, ctx, pq, z)
        assert pruned == 1.0, (M1, pruned)
        assert unpruned > 0.9, (M1, unpruned)
        ratios.append(pruned / (2 * thr))
    assert ratios[0] > 1.4 and ratios[1] > 1.7


def test_theorem637_width_certificate_along_M1() -> None:
    """The certificate along M1 = 16 .. 768 (M2 = 4 M1, T = ceil(60 M1 sqrt(ln M1)), m = ceil((P T)^2), m_a = max(60,
    5 M1 + 30)) with its own bounds, w.p. >= 1 - 2e-3: max_i ||W_O(i)^(0)|| <= (sqrt(m_a) + sqrt(2 ln(m / p))) / sqrt(m)
    (Lipschitz concentration per row, union bound), ||W_O^(0)|| <= 1 + (sqrt(m_a) + sqrt(2 ln(1 / p))) / sqrt(m): every
    row bound is below M2^{-1/2}, the pruned hinge is 1 and its ratio to eps + M2^{-1/2} = 2 M2^{-1/2} is sqrt(M1),
    unbounded (27.7 at M1 = 768)."""
    p = 1e-3
    ratios = []
    for M1 in (16, 48, 192, 768):
        M2, ma = 4 * M1, max(60, 5 * M1 + 30)
        T = math.ceil(60 * M1 * math.sqrt(math.log(M1)))
        m = math.ceil((P * T) ** 2)
        mx = (math.sqrt(ma) + math.sqrt(2 * math.log(m / p))) / math.sqrt(m)
        op = 1 + (math.sqrt(ma) + math.sqrt(2 * math.log(1 / p))) / math.sqrt(m)
        g = P / math.sqrt(m)
        lam = math.exp(g * T) * (op + 0.2)
        ub = (mx + T * P * lam / m) * (0.2 + g * T * lam)
        assert ub < M2**-0.5, (M1, ub)
        ratios.append(1.0 / (2 * M2**-0.5))
    assert abs(ratios[-1] - math.sqrt(768)) < 1e-9 and ratios[-1] > 27
