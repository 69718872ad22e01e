"""Second path of thmcheck.checks.papers.thesis.r20_thesisD2 (round 20, helper thesisD2): own numpy code, none of the
claim's bound or measure functions."""

from __future__ import annotations

import numpy as np


def _f(A: np.ndarray, X: np.ndarray, W: np.ndarray, V: np.ndarray, B1: np.ndarray, B2: np.ndarray, C: np.ndarray,
       g: int) -> np.ndarray:
    relu = lambda z: np.maximum(z, 0.0)  # noqa: E731
    r = A @ relu(A @ X @ W + B1) @ V
    return (A @ relu(r + B2) @ C)[g]


def test_l1449_rescaled_output_is_c2_times() -> None:
    """L1449: a path graph on 3 nodes with self-connections, A = D^{-1/2} (A~ + I) D^{-1/2}, random unit features and
    weights: F_{c2 A}(W/c2, V/c2) = c2 F_A(W, V) != F_A(W, V) for c2 in {1/4, 3, 100} (and the predicted label is the
    same); the one-node instance x = W = V = C = 1, B = 0, c2 = 2 gives 2 against 1."""
    At = np.array([[1, 1, 0], [1, 1, 1], [0, 1, 1]], dtype=float)
    dm = 1 / np.sqrt(At.sum(1))
    A = dm[:, None] * At * dm[None, :]
    rng = np.random.default_rng(7)
    X = rng.standard_normal((3, 4))
    X /= np.linalg.norm(X, axis=1, keepdims=True)
    W, V = rng.standard_normal((4, 5)), rng.standard_normal((5, 6))
    B1, B2, C = rng.standard_normal((3, 5)), rng.standard_normal((3, 6)), rng.standard_normal((6, 3))
    base = _f(A, X, W, V, B1, B2, C, 1)
    assert np.abs(base).max() > 1e-3
    for c2 in (0.25, 3.0, 100.0):
        out = _f(c2 * A, X, W / c2, V / c2, B1, B2, C, 1)
        assert np.allclose(out, c2 * base, rtol=1e-12, atol=0)
        assert np.abs(out - base).max() > 0.5 * abs(c2 - 1) * np.abs(base).max()
        assert np.argmax(out) == np.argmax(base)
    one = np.ones((1, 1))
    z = np.zeros((1, 1))
    assert _f(one, one, one, one, z, z, one, 0)[0] == 1.0
    assert _f(2 * one, one, one / 2, one / 2, z, z, one, 0)[0] == 2.0
