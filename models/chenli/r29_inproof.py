"""Measurements of chenli's round-29 claims (helper inproof): the exact law of x ~ pi^s_{mu,nu; d1,d2,d3} by
enumerating its support (the 2^{d1} cube points times the slice strings with a2, a3 entries +1, all equally likely).
Pure numpy, float64."""

from __future__ import annotations

import itertools

import numpy as np


def pi_s_support(d1: int, d2: int, a2: int, d3: int, a3: int) -> np.ndarray:
    """All points of the support of pi^s_{mu,nu; d1,d2,d3} (mu = 2 a2/d2 - 1, nu = 2 a3/d3 - 1), one row each; the law
    is uniform on the rows."""
    cube = np.array(list(itertools.product((1.0, -1.0), repeat=d1)), dtype=float).reshape(2**d1, d1)

    def slice_strings(n: int, a: int) -> np.ndarray:
        combos = list(itertools.combinations(range(n), a))
        rows = -np.ones((len(combos), n))
        for k, pos in enumerate(combos):
            rows[k, list(pos)] = 1.0
        return rows

    s2, s3 = slice_strings(d2, a2), slice_strings(d3, a3)
    out = [np.r_[c, u, w] for c in cube for u in s2 for w in s3]
    return np.array(out, dtype=float).reshape(len(out), d1 + d2 + d3)


def tail_probability(values: np.ndarray, threshold: float, strict: bool) -> float:
    """The uniform-law probability that ``values`` exceed ``threshold`` (> when ``strict``, else >=)."""
    hit = values > threshold if strict else values >= threshold
    return float(np.mean(hit))


def row_norm_law(delta_hat: np.ndarray) -> np.ndarray:
    """||x Delta^|| for every x in {+-1}^d (d = Delta^'s rows), one value per sign vector (uniform law)."""
    d = delta_hat.shape[0]
    signs = 1.0 - 2.0 * ((np.arange(2**d)[:, None] >> np.arange(d)[None, :]) & 1)
    return np.linalg.norm(signs @ delta_hat, axis=1)


def _slice_pairs(n: int, a: int, b: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Definition 5.10's coupling on one slice block of length n: x uniform with a entries +1, x' = x with a uniform
    (b - a)-subset of x's -1 entries set to +1 (a <= b), or a uniform (a - b)-subset of its +1 entries set to -1
    (a > b). Returns (xs, xs', weights), one row per equally weighted outcome within x, weights summing to 1."""
    xs, xps, ws = [], [], []
    for pos in itertools.combinations(range(n), a):
        x = -np.ones(n)
        x[list(pos)] = 1.0
        pool = [i for i in range(n) if (x[i] < 0 if b >= a else x[i] > 0)]
        flips = list(itertools.combinations(pool, abs(b - a)))
        for f in flips:
            xp = x.copy()
            xp[list(f)] = 1.0 if b >= a else -1.0
            xs.append(x)
            xps.append(xp)
            ws.append(1.0 / len(flips))
    w = np.array(ws) / len(list(itertools.combinations(range(n), a)))
    return np.array(xs).reshape(len(ws), n), np.array(xps).reshape(len(ws), n), w


def coupling_support(d1: int, d2: int, a2: int, b2: int, d3: int, a3: int, b3: int
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The support of (x, x') ~ D_{mu,nu,mu',nu'} (Definition 5.10) with its weights: the cube block shared (uniform
    signs, x'_[1] = x_[1]), the two slice blocks coupled independently by :func:`_slice_pairs` (a2, a3 the +1 counts
    of x, b2, b3 those of x')."""
    cube = np.array(list(itertools.product((1.0, -1.0), repeat=d1)), dtype=float).reshape(2**d1, d1)
    p2, p3 = _slice_pairs(d2, a2, b2), _slice_pairs(d3, a3, b3)
    X, Xp, W = [], [], []
    for c in cube:
        for i in range(len(p2[2])):
            for j in range(len(p3[2])):
                X.append(np.r_[c, p2[0][i], p3[0][j]])
                Xp.append(np.r_[c, p2[1][i], p3[1][j]])
                W.append(p2[2][i] * p3[2][j] / 2**d1)
    d = d1 + d2 + d3
    return np.array(X).reshape(len(W), d), np.array(Xp).reshape(len(W), d), np.array(W)


def fwht(v: np.ndarray) -> np.ndarray:
    """The unnormalised Walsh-Hadamard transform H v (H the Sylvester matrix, len(v) a power of 2), O(d log d)."""
    a = np.array(v, dtype=float)
    h = 1
    n = a.size
    while h < n:
        a = a.reshape(-1, 2 * h)
        left, right = a[:, :h].copy(), a[:, h:].copy()
        a[:, :h], a[:, h:] = left + right, left - right
        a = a.reshape(n)
        h *= 2
    return a


def hadamard_w(x: np.ndarray, seed: int) -> np.ndarray:
    """w = Theta^T x for Theta = D1 H D2/sqrt(d) (orthogonal; D1, D2 random signs from numpy's seeded generator):
    Theta^T x = D2 H D1 x/sqrt(d)."""
    d = x.size
    rng = np.random.default_rng(seed)
    D1, D2 = rng.choice([-1.0, 1.0], d), rng.choice([-1.0, 1.0], d)
    return D2 * fwht(D1 * x) / np.sqrt(d)
