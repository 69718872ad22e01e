"""Second paths for round 14's chenliA claims (checks/papers/chenli/r14_chenliA.py and the re-encoded
chenli.display.thm5.1-linearity), recomputed from the paper's definitions without the claims' code."""

from __future__ import annotations

import itertools
import math

import numpy as np


def _softmax(a: np.ndarray) -> np.ndarray:
    e = np.exp(a - a.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _delta(theta: np.ndarray, k: int, xs: list) -> np.ndarray:
    """Delta_Theta = E[X^T J softmax(X Theta X^T) X] - k Id (L1320), exactly over every X."""
    J = np.ones((k, k))
    return np.mean([X.T @ J @ _softmax(X @ theta @ X.T) @ X for X in xs], axis=0) - k * np.eye(theta.shape[0])


def test_thm5_1_linearity_printed_second_path() -> None:
    """L1348 as printed (one head-less Delta_Theta) at k = 3 (Assumption 5), d = 2, m = 2, by enumerating the 2^6
    inputs: Theta_2 = P Theta_1 P^T (P the coordinate swap; Section 4's assumptions are permutation invariant) has
    Delta_{Theta_2} = P Delta_{Theta_1} P^T, the left side E[X^T J Y] - k (W_1 + W_2) equals Delta_1 W_1 + Delta_2 W_2
    (the reading) and differs from Delta_Theta (W_1 + W_2) for both choices Theta in {Theta_1, Theta_2}."""
    k, d = 3, 2
    rng = np.random.default_rng(3)
    th1 = np.array([[0.3, 1.7], [-0.9, -0.2]])
    assert abs(np.trace(th1)) <= math.sqrt(math.log(k)) * np.linalg.norm(th1)  # Assumption 5 (chi = sqrt(log 3))
    P = np.array([[0.0, 1.0], [1.0, 0.0]])
    th2 = P @ th1 @ P.T
    w1, w2 = rng.normal(size=(d, d)), rng.normal(size=(d, d))
    xs = [np.array(s, float).reshape(k, d) for s in itertools.product((-1.0, 1.0), repeat=k * d)]
    J = np.ones((k, k))
    lhs = np.mean([X.T @ J @ (_softmax(X @ th1 @ X.T) @ X @ w1 + _softmax(X @ th2 @ X.T) @ X @ w2) for X in xs],
                  axis=0) - k * (w1 + w2)
    d1, d2 = _delta(th1, k, xs), _delta(th2, k, xs)
    assert np.allclose(d2, P @ d1 @ P.T, atol=1e-13)
    assert np.allclose(lhs, d1 @ w1 + d2 @ w2, atol=1e-13)
    for dl in (d1, d2):
        assert np.linalg.norm(lhs - dl @ (w1 + w2)) > 1e-2
