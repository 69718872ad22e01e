"""Second paths for thmcheck.checks.papers.thesis.r29_openrows (round 29, helper openrows): own numpy, nothing
imported from bounds/ or models/."""

from __future__ import annotations

import numpy as np


def _prompts(rng: np.random.Generator, n: int, d: int, K: int, L: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """n prompts of L context columns (e_x; e_y; e_k), y != x, a query (e_x; 0; e_k) and a label e_z."""
    D = 2 * d + K
    keys = np.zeros((n, L, D))
    qry = np.zeros((n, D))
    z = np.zeros((n, d))
    for m in range(n):
        for i in range(L):
            x = rng.integers(d)
            y = (x + 1 + rng.integers(d - 1)) % d
            keys[m, i, [x, d + y, 2 * d + rng.integers(K)]] = 1.0
        qry[m, [rng.integers(d), 2 * d + rng.integers(K)]] = 1.0
        z[m, rng.integers(d)] = 1.0
    return keys, qry, z


def _loss(W: np.ndarray, keys: np.ndarray, qry: np.ndarray, z: np.ndarray, d: int) -> float:
    s = np.einsum("nld,de,ne->nl", keys, W, qry)
    a = np.exp(s - s.max(1, keepdims=True))
    a /= a.sum(1, keepdims=True)
    F = np.einsum("nl,nld->nd", a, keys[..., d:2 * d])
    return float(0.5 * ((F - z) ** 2).sum(1).mean())


def test_f151_first_equality_p_against_ptilde() -> None:
    """(F.151)'s first '=' (L10059-L10061): p~^T (1/B) sum_n dl/dW p (p without its positional encoding) against
    (1/B) sum_n (F - z)^T sum_i W_V p~_i a_i p~^T (p~_i - sum_r a_r p~_r) p~_query^T p~. The gradient by central
    finite differences of an own numpy model: the right side equals p~^T G p~, not p~^T G p."""
    rng = np.random.default_rng(0)
    d, K, L, n = 3, 2, 8, 24
    D = 2 * d + K
    W = 0.7 * rng.normal(size=(D, D))
    keys, qry, z = _prompts(rng, n, d, K, L)
    h = 1e-6
    G = np.zeros((D, D))
    for a in range(D):
        for b in range(D):
            E = np.zeros((D, D))
            E[a, b] = h
            G[a, b] = (_loss(W + E, keys, qry, z, d) - _loss(W - E, keys, qry, z, d)) / (2 * h)
    pt = np.zeros(D)
    pt[[0, d + 1, 2 * d + 0]] = 1.0  # p~ = (e_0; e_1; c_1)
    p = pt.copy()
    p[2 * d:] = 0.0  # p = p~ - c
    s = np.einsum("nld,de,ne->nl", keys, W, qry)
    at = np.exp(s - s.max(1, keepdims=True))
    at /= at.sum(1, keepdims=True)
    F = np.einsum("nl,nld->nd", at, keys[..., d:2 * d])
    kbar = np.einsum("nl,nld->nd", at, keys)
    rhs = np.mean([sum(at[m, i] * ((F[m] - z[m]) @ keys[m, i, d:2 * d]) * (pt @ (keys[m, i] - kbar[m]))
                       for i in range(L)) * (qry[m] @ pt) for m in range(n)])
    lhs = pt @ G @ p
    assert abs(pt @ G @ pt - rhs) < 1e-7 * max(1.0, abs(rhs))  # the printed right side is p~^T G p~
    assert abs(lhs - rhs) > 0.05 * abs(rhs)  # ... and not the printed left side p~^T G p
