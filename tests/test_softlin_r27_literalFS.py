"""Round 27 (softlin, helper literalFS): second path of ``softlin.claimC.5-alpha`` (Claim C.5's second bullet).

Own numpy: alpha_exp from Definition C.4 through an explicit loop over the n-row block of A1 kron A2 (row-major
vec(Q K^T)); imports nothing from bounds/, models/ or checks/."""

from __future__ import annotations

import numpy as np


def _alpha_exp(A1: np.ndarray, A2: np.ndarray, Q: np.ndarray, K: np.ndarray, j0: int) -> float:
    n, d = A1.shape
    X = Q @ K.T
    total = 0.0
    for i in range(n):  # row (j0, i) of A1 kron A2 is A1[j0, a] A2[i, b] at column a d + b
        total += np.exp(sum(A1[j0, a] * A2[i, b] * X[a, b] for a in range(d) for b in range(d)))
    return float(total)


def test_c5_alpha_printed_differs() -> None:
    """n = d = 2: the printed <exp((A1)_{j0,*} Q K^T A2), 1_n> differs from alpha_exp; with A2^T it agrees."""
    rng = np.random.default_rng(3)
    A1, A2, Q, K = (rng.standard_normal((2, 2)) for _ in range(4))
    for j0 in range(2):
        alpha = _alpha_exp(A1, A2, Q, K, j0)
        printed = float(np.exp(A1[j0] @ Q @ K.T @ A2).sum())
        with_t = float(np.exp(A1[j0] @ Q @ K.T @ A2.T).sum())
        assert abs(with_t - alpha) <= 1e-10 * alpha
        assert abs(printed - alpha) > 1e-3 * alpha
