"""Round 19 (helper papers): mhgd.display.eq58 ((58), L735). Own numpy: Phi(X; U, W) = sum_t u_t^T X^T softmax(X W^T
x_t), its Hessian in (U, W) by central finite differences, the paper's norms (L65) by hand; no code shared with the
claim's measure or bound."""

from __future__ import annotations

import math

import numpy as np


def _phi(X: np.ndarray, th: np.ndarray) -> float:
    T, d = X.shape
    U, W = th[: T * d].reshape(T, d), th[T * d:].reshape(d, d)
    out = 0.0
    for t in range(T):
        g = X @ W.T @ X[t]
        p = np.exp(g - g.max())
        p /= p.sum()
        out += U[t] @ X.T @ p
    return out


def _fd_hessian(X: np.ndarray, th: np.ndarray, h: float = 1e-4) -> np.ndarray:
    n = th.size
    H = np.zeros((n, n))
    E = np.eye(n) * h
    for i in range(n):
        for j in range(i, n):
            v = (_phi(X, th + E[i] + E[j]) - _phi(X, th + E[i] - E[j]) - _phi(X, th - E[i] + E[j])
                 + _phi(X, th - E[i] - E[j])) / (4 * h * h)
            H[i, j] = H[j, i] = v
    return H


def _eq58_own(X: np.ndarray, U: np.ndarray) -> float:
    T, d = X.shape
    n2i = max(np.linalg.norm(X[t]) for t in range(T))  # max_i ||A_{i,.}||
    n1i = max(np.abs(X[:, j]).max() for j in range(d))  # max_j ||A_{.,j}||_inf
    s = sum(np.abs(X @ U[t]).max() for t in range(T))
    return 6 * d**2 * n2i * n1i**3 * s + 2 * d * math.sqrt(T * d) * n2i * n1i**2


def test_eq58_measure_and_bound_by_own_finite_differences() -> None:
    from thmcheck.checks.papers.mhgd.r19_papers import EQ58, eq58_build

    for inst in ({"T": 3, "d": 3, "mode": "pm", "rotate": True, "x_scale": 1.5, "u_scale": 0.7, "w_scale": 0.4,
                  "seed": 5},
                 {"T": 2, "d": 1, "mode": "pm", "rotate": False, "x_scale": 2.0, "u_scale": 1.0, "w_scale": 0.3,
                  "seed": 9},
                 {"T": 3, "d": 2, "mode": "spike", "rotate": True, "x_scale": 0.2, "u_scale": 0.0, "w_scale": 3.0,
                  "seed": 2}):
        X, U, W = (a.numpy() for a in eq58_build(inst))
        th = np.concatenate([U.ravel(), W.ravel()])
        lhs = float(np.linalg.norm(_fd_hessian(X, th), 2))
        m = EQ58.measure(inst, None)
        assert abs(m.lhs - lhs) <= 1e-5 * max(1.0, lhs)
        assert abs(EQ58.bound(**m.quantities) - _eq58_own(X, U)) <= 1e-12 * _eq58_own(X, U)
        assert lhs <= _eq58_own(X, U)


def test_eq58_rotation_moves_only_the_right_side() -> None:
    """The Hessian norm is invariant under X -> XQ, U -> UQ, W -> Q^T W Q; (58)'s right side is not (max entry)."""
    rng = np.random.default_rng(0)
    T, d = 3, 4
    X, U, W = rng.normal(size=(T, d)), rng.normal(size=(T, d)) * 0.5, rng.normal(size=(d, d)) * 0.3
    Q = np.linalg.qr(rng.normal(size=(d, d)))[0]
    a = np.linalg.norm(_fd_hessian(X, np.concatenate([U.ravel(), W.ravel()])), 2)
    b = np.linalg.norm(_fd_hessian(X @ Q, np.concatenate([(U @ Q).ravel(), (Q.T @ W @ Q).ravel()])), 2)
    assert abs(a - b) <= 1e-5 * a
    assert abs(_eq58_own(X, U) - _eq58_own(X @ Q, U @ Q)) > 1e-3 * _eq58_own(X, U)
