"""Second path (no code shared with the claim) for mhgd.lemma16's printed 1/n (L1436, L1450)."""

from __future__ import annotations

import numpy as np


def test_lemma16_row_divides_by_n1_not_n() -> None:
    """One gradient step of L^_{n1} (L221) from theta = 0 with one head (H = 1, alpha = 1): by central differences the
    rows of U^(1) equal (1/(2 n1 T)) sum_i y_i sum_t x_{i,t}; the printed 1/(2 n T) with n = 2 n1 is half of it."""
    rng = np.random.default_rng(3)
    n1, T, d = 4, 3, 2
    X = rng.normal(size=(n1, T, d))
    y = np.array([1.0, -1.0, 1.0, 1.0])

    def risk(U: np.ndarray) -> float:  # (1/n1) sum_i log(1 + exp(-y_i <U, (1/T) 1 1^T X_i>)), W = 0
        att = np.stack([np.ones((T, T)) @ Xi / T for Xi in X])
        return float(np.mean(np.log1p(np.exp(-y * np.einsum("td,itd->i", U, att)))))

    U0, h = np.zeros((T, d)), 1e-6
    grad = np.zeros((T, d))
    for a in range(T):
        for b in range(d):
            E = np.zeros((T, d))
            E[a, b] = h
            grad[a, b] = (risk(U0 + E) - risk(U0 - E)) / (2 * h)
    U1 = -grad
    row_n1 = (y[:, None] * X.sum(1)).sum(0) / (2 * n1 * T)
    row_printed = (y[:, None] * X.sum(1)).sum(0) / (2 * (2 * n1) * T)
    assert np.allclose(U1, row_n1[None], atol=1e-8)
    assert not np.allclose(U1, row_printed[None], atol=1e-3)
