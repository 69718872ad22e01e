"""Round 21 (covEF): (F.33) along K, M, alpha, eta and l_tr (thesis.ch7.eqF.33-paths), on the Chapter 7 model.

The score is recomputed here from models/cot.train directly (no claim measure): along M the least score levels off at
the W[q, q] entry (the output-to-input block W[d + r, q] vanishes like 1/M^2), and at Theorem 3 (iii)'s batch with
constant 1 (B = 4 prompts) the least score is negative on most seeds (SGD noise), positive at 16 times that batch."""

from __future__ import annotations

import math

import numpy as np

from thmcheck.checks.papers.thesis import r21_covEF as mod
from thmcheck.models.cot import CoTConfig, train


def _least_score(K: int, M: int, alpha: float, eta: float, eps: float, B: int, l_tr: int, seed: int,
                 xi: float = 0.01) -> tuple[float, np.ndarray]:
    T = max(1, math.ceil((K**3 * math.log(K / eps) / alpha**2 + K * M / alpha + K * M / eps) / eta))
    W, _ = train(CoTConfig(d=M, M=M, Mp=M - 1, K=K, l_tr=l_tr, B=B, T=T, eta=eta, xi=xi, alpha=alpha, seed=seed))
    W = W.numpy()
    d = M
    s = [W[np.ix_([q, d + r, 2 * d + k], [q, 2 * d + k])].sum() for k in range(K) for q in range(M)
         for r in range(M) if r != q]
    return float(min(s)), W


def test_b_iii_constant_one() -> None:
    assert mod.b_iii(0.9, 3) == 4  # max(1/0.81, 3) log 3 = 3.3
    assert mod.b_iii(0.1, 3) == math.ceil(100 * math.log(3))


def test_score_levels_off_along_m() -> None:
    """K = 1, alpha = 0.3, eta = 0.3, eps = 0.1, B = (iii) at constant 1, l_tr = 4: the least score falls from M = 3
    to M = 12 only through the W[d + r, q] block (-> 0), while W[q, q] stays ~1.5; all scores above log(K/eps)/2."""
    rows = []
    for M in (3, 12):
        least, W = _least_score(1, M, 0.3, 0.3, 0.1, mod.b_iii(0.1, M), 4, seed=1)
        rows.append((least, float(np.mean([W[q, q] for q in range(M)])),
                     float(np.mean([W[M + r, q] for q in range(M) for r in range(M) if r != q]))))
    (l3, qq3, rq3), (l12, qq12, rq12) = rows
    assert l12 < l3 and rq12 < rq3 / 5
    assert abs(qq12 - qq3) < 0.2 and min(qq3, qq12) > 1.3
    assert min(l3, l12) > 0.5 * math.log(10)


def test_constant_one_batch_noise_and_recovery() -> None:
    """eps = 0.9, K = 1, M = 3, alpha = 0.875, eta = 0.5, l_tr = 2 (T = 14): at B = 4 ((iii) at constant 1) some seed
    has a negative least score; at B = 64 (16 times) every seed is positive."""
    small = [_least_score(1, 3, 0.875, 0.5, 0.9, 4, 2, seed=s, xi=1e-3)[0] for s in range(6)]
    big = [_least_score(1, 3, 0.875, 0.5, 0.9, 64, 2, seed=s, xi=1e-3)[0] for s in range(6)]
    assert min(small) < 0 < min(big)
