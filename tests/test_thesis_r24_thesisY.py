"""Round 24 (helper thesisY): second paths for thesis App. F, Lemma F.3.7 (F.14) and (F.16) along eps -> 0.

The Chapter 7 model written out again in numpy from the thesis's text (prompts (7.1) with K = 2 reasoning steps, the
softmax attention (7.2) with W_V = (0 I 0), the squared loss and its gradient by hand), sharing no code with
thmcheck.checks.papers.thesis.r24_thesisY or models/cot.
"""

from __future__ import annotations

import math

import numpy as np


def _prompts(rng: np.random.Generator, n: int, M: int, K: int, l: int, alpha: float) -> tuple[np.ndarray, ...]:
    """Training prompts (7.1): per prompt a random cyclic order of the M one-hot patterns, f_k = the shift by k in
    it; l examples, each the chain x_0 -> f_1(x_0) -> f_2(f_1(x_0)) ... written as K columns (e_{x_{k-1}}; e_{x_k};
    e_k); an alpha share of the examples start at the query's input x_0^q, the others at a uniform other pattern. The
    query is at a uniform step k: its earlier steps are columns too, the query token is (e_{x_{k-1}^q}; 0; e_k) and
    the label e_{x_k^q}. Returns keys (n, lK + K, D), visible mask, query tokens (n, D), labels (n, M)."""
    D = 2 * M + K
    order = np.argsort(rng.random((n, M)), 1)
    pos = np.argsort(order, 1)
    r = np.arange(n)[:, None]

    def f(x: np.ndarray, k: int) -> np.ndarray:
        return order[r, (pos[r, x] + k) % M]

    xq = rng.integers(0, M, n)
    same = rng.random((n, l)) < alpha
    x = np.where(same, xq[:, None], (xq[:, None] + 1 + rng.integers(0, M - 1, (n, l))) % M)
    q = xq[:, None]
    keys = np.zeros((n, l * K + K, D))
    qchain = [q]
    for k in range(1, K + 1):
        y = f(x, k)
        cols = np.arange(l) * K + (k - 1)
        keys[r, cols, x] = 1.0
        keys[r, cols, M + y] = 1.0
        keys[:, cols, 2 * M + k - 1] = 1.0
        x = y
        qchain.append(f(qchain[-1], k))
    kq = rng.integers(1, K + 1, n)
    mask = np.ones((n, l * K + K), bool)
    for j in range(1, K + 1):
        c = l * K + j - 1
        keys[np.arange(n), c, qchain[j - 1][:, 0]] = 1.0
        keys[np.arange(n), c, M + qchain[j][:, 0]] = 1.0
        keys[:, c, 2 * M + j - 1] = 1.0
        mask[:, c] = j < kq
    qs = np.concatenate(qchain, 1)
    qry = np.zeros((n, D))
    qry[np.arange(n), qs[np.arange(n), kq - 1]] = 1.0
    qry[np.arange(n), 2 * M + kq - 1] = 1.0
    z = np.eye(M)[qs[np.arange(n), kq]]
    return keys, mask, qry, z


def _grad(W: np.ndarray, keys: np.ndarray, mask: np.ndarray, qry: np.ndarray, z: np.ndarray, M: int) -> np.ndarray:
    """The gradient of mean_n 1/2 ||sum_i a_i y_i - z_n||^2 in W by hand: dl/ds_i = a_i (y_i - out)^T (out - z),
    dl/dW = sum_i dl/ds_i p_i q^T."""
    s = np.where(mask, np.einsum("nld,de,ne->nl", keys, W, qry), -np.inf)
    a = np.exp(s - s.max(1, keepdims=True))
    a /= a.sum(1, keepdims=True)
    y = keys[..., M: 2 * M]
    out = np.einsum("nl,nlm->nm", a, y)
    ds = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - z)
    return np.einsum("nl,nld,ne->de", ds, keys, qry) / len(qry)


def _largest_form(eps: float, factor: int, seed: int, mixed: bool = False) -> tuple[float, float]:
    """K = 2, M = 3, alpha = 0.9, eta = 0.99, l = 6, B = 7, xi = 1e-4: W^(t) after t = factor T_1 SGD steps, then the
    largest |p~'^T eta G p~'| over the column tokens (e_x; e_y; e_k), y != x, G on 16384 fresh prompts (``mixed``:
    |p~'^T eta G p| over p~' = (e_x; e_y; e_k), p = (e_x; e_y'; 0) with p's column in another step k' != k, i.e. the
    right vector without its positional part); and eta eps."""
    M, K, alpha, eta, l, B = 3, 2, 0.9, 0.99, 6, 7
    T1 = math.ceil(K**3 * math.log(K / eps) / (eta * alpha**2))
    rng = np.random.default_rng(seed)
    W = 1e-4 * rng.standard_normal((2 * M + K, 2 * M + K))
    for _ in range(factor * T1):
        W -= eta * _grad(W, *_prompts(rng, B, M, K, l, alpha), M)
    G = eta * _grad(W, *_prompts(rng, 16384, M, K, l, alpha), M)
    best = 0.0
    for x in range(M):
        for yy in range(M):
            for k in range(K):
                if yy != x:
                    i = [x, M + yy, 2 * M + k]
                    if not mixed:
                        best = max(best, abs(G[np.ix_(i, i)].sum()))
                        continue
                    for y2 in range(M):
                        if y2 != x:  # p: the same input x, any output, positional part dropped
                            best = max(best, abs(G[np.ix_(i, [x, M + y2])].sum()))
    return best, eta * eps


def test_eqF14_F16_form_far_above_eta_eps_at_small_eps() -> None:
    """(F.14) L9372 / (F.16) L9380 (for K = 2 every column token is such a p~'): at eps = 1e-4, t = T_1 = 99 the
    largest |form| is ~5e-3, fifty times eta eps = 9.9e-5; at eps = 1e-6, t = 8 T_1 = 1160 still ~5e-4 against 9.9e-7.
    At eps = 0.3 (the old draw's range) it is below eta eps."""
    lhs, rhs = _largest_form(1e-4, 1, 5)
    assert lhs > 10 * rhs
    lhs, rhs = _largest_form(1e-6, 8, 6)
    assert lhs > 100 * rhs
    lhs, rhs = _largest_form(0.3, 1, 7)
    assert lhs < rhs


def test_eqF155_mixed_form_far_above_eta_eps_at_small_eps() -> None:
    """(F.155) L10083-L10088 with the right vector p as printed (no positional part): at eps = 1e-4, t = T_1 = 99 the
    largest |p~'^T eta G p| is ~3e-3, thirty times eta eps; at eps = 0.3 below eta eps."""
    lhs, rhs = _largest_form(1e-4, 1, 5, mixed=True)
    assert lhs > 10 * rhs
    lhs, rhs = _largest_form(0.3, 1, 7, mixed=True)
    assert lhs < rhs
