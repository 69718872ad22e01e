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
