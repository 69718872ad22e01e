"""thesis, round 25 (helper thesisY2): are the Chapter 7 one-batch crossings of (F.9)'s sides batch noise?

thesis.ch7.eqF.9-lower.gradient and thesis.ch7.eqF.115.gradient measure the worst token-pair form on ONE fresh batch
of 2048 prompts; thesisY found such a one-batch 'crossing' of (F.116) at K = 3 to be noise. Here the crossings are
re-derived by hand in numpy (tests/test_thesis_r10_thesisF.py's own CoT prompts and gradient, no claim code) with
sample splitting: the token pair is chosen on 3 independent batches, its form and the printed side are then
estimated on 6 further independent batches, and the margin (form - side) must lie past 0 by more than 3 standard
errors (CLT over the 6 batches)."""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r10_thesisF import _cot_grad, _cot_prompts


def _split_margin(M: int, K: int, l: int, alpha: float, eta: float, n: int, seed: int, upper: bool
                  ) -> tuple[float, float]:
    """(mean margin, its standard error) of the worst pair: least p~'^T eta G p~ - lower side (upper=False) or the
    largest form - upper side (upper=True), after one SGD step (batch 64, xi = 1e-3)."""
    rng = np.random.default_rng(seed)
    W = 1e-3 * rng.standard_normal((2 * M + K, 2 * M + K))
    G, _ = _cot_grad(W, *_cot_prompts(rng, 64, M, K, l, alpha)[:4], M)
    W = W - eta * G
    a2 = alpha**2 / K**2
    toks = [(x, y, k) for x in range(M) for y in range(M) for k in range(K) if y != x]
    pairs = [(w, v) for v in toks for w in toks if w[0] != v[0] and w[2] == v[2]]

    def tok(x: int, y: int, k: int) -> np.ndarray:
        e = np.zeros(2 * M + K)
        e[[x, M + y, 2 * M + k]] = 1.0
        return e

    def batch() -> tuple[dict, float]:
        keys, mask, qry, z, s1 = _cot_prompts(rng, n, M, K, l, alpha)
        G, a = _cot_grad(W, keys, mask, qry, z, M)
        p = (a * s1).sum(1)
        r2 = (1 - p) ** 2
        side = (-a2 + (K - 1 + (2 * K - 1) * a2) * p) * r2 / (K * M) - r2 * a2 / K
        if not upper:
            side = side + r2 * (-p + (1 - p) * a2) / K
        return {wv: eta * tok(*wv[0]) @ G @ tok(*wv[1]) for wv in pairs}, eta * float(side.mean())

    sgn = -1.0 if upper else 1.0
    sel = [batch() for _ in range(3)]
    w, v = min(pairs, key=lambda wv: sum(sgn * (f[wv] - s) for f, s in sel))
    margins = np.array([f[(w, v)] - s for f, s in (batch() for _ in range(6))])
    return float(margins.mean()), float(margins.std(ddof=1) / math.sqrt(len(margins)))


def test_eqF9_lower_crossing_is_not_batch_noise() -> None:
    """(F.9)'s lower side (p~ on the right, L9335-L9340) at K = 2, M = 3, alpha = 0.7, eta = 0.9, l_tr = 16, t = 1:
    the least form lies below the side by many standard errors on fresh batches (claim measure: -0.029, se 0.002)."""
    m, se = _split_margin(3, 2, 16, 0.7, 0.9, 1500, 5, upper=False)
    assert m < -3 * se and m < -0.01, (m, se)


def test_eqF115_upper_crossing_is_not_batch_noise() -> None:
    """(F.115) / (F.9)'s upper side at K = 1, M = 3, alpha = 0.7, eta = 0.9, l_tr = 64, t = 1: the largest form lies
    above the side by many standard errors (claim measure: margin 0.074, se 0.001)."""
    m, se = _split_margin(3, 1, 64, 0.7, 0.9, 800, 8, upper=True)
    assert m > 3 * se and m > 0.02, (m, se)
