"""Models of chenli's round-29 claims (helper inproof3): Theta's for Lemma 5.8's (23) and (25)."""

from __future__ import annotations

import math

import numpy as np


def killed_theta(b: int, d1: int, d2: int, d3: int, eps: float, rng: np.random.Generator) -> np.ndarray:
    """Theta whose S_[b] columns (b = 1 or 2) are 1_[2] u^T + 1_[3] w^T (u, w orthonormal directions in R^{d_b},
    d2 ||u||^2 = d3 ||w||^2 = 1) plus eps times a Gaussian block, the other columns a Q, Q with orthonormal
    columns orthogonal to 1_[2] and 1_[3] and a^2 = 3.9/(number of other columns): ||Theta_[b]||_F^2 = 2 >=
    ||Theta||_F^2/3 = 5.9/3 at eps = 0 (Case 1 / Case 2), ||Theta||_op^2 = 1, stable rank 5.9. For mu = nu = 0 every support point of
    pi^s gives Theta_[b]^T x = (sum_[2] x) u + (sum_[3] x) w = 0 (at eps = 0)."""
    d = d1 + d2 + d3
    cols = {1: range(0, d1), 2: range(d1, d1 + d2)}[b]
    db = len(cols)
    one2 = np.zeros(d)
    one2[d1:d1 + d2] = 1.0
    one3 = np.zeros(d)
    one3[d1 + d2:] = 1.0
    U = np.linalg.qr(rng.normal(size=(db, 2)))[0]
    blk = np.outer(one2, U[:, 0]) / math.sqrt(d2) + np.outer(one3, U[:, 1]) / math.sqrt(d3)
    blk = blk + eps * rng.normal(size=(d, db)) / math.sqrt(d)
    others = [j for j in range(d) if j not in cols]
    P = np.eye(d) - np.outer(one2, one2) / d2 - np.outer(one3, one3) / d3
    Q = np.linalg.qr(P @ rng.normal(size=(d, len(others))))[0][:, :len(others)]
    T = np.zeros((d, d))
    T[:, list(cols)] = blk
    T[:, others] = math.sqrt(3.9 / len(others)) * Q
    return T
