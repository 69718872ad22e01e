"""Second paths (no code shared with the claims) for the lead's round-5 re-encodings of the thesis."""

from __future__ import annotations

import numpy as np


def test_b166_printed_bias_index_differs_from_autograd() -> None:
    """(B.166), L4657: the r-softmax of the last line carries u_(s,l)^T b. On a 3-node instance with two PE bins and
    b != 0, the printed expression differs from the central-difference gradient of w^T W_V X^T softmax(g + U b),
    while the centred version (u_(r,l) in the r-softmax) matches it."""
    gs = np.array([0.3, -0.2, 0.5])  # x_s^T W_K^T W_Q x_l for s = 0, 1, 2
    U = np.array([[1.0, 0.0], [0.0, 1.0], [0.0, 1.0]])  # one-hot PE bins u_(s,l)
    b = np.array([0.7, -0.4])
    v = np.array([1.0, -2.0, 0.5])  # w^T W_V x_s
    probe = np.array([1.0, 0.0])  # d/db_1

    def out(bb: np.ndarray) -> float:
        a = np.exp(gs + U @ bb)
        return float(v @ (a / a.sum()))

    h = 1e-6
    numeric = (out(b + h * probe) - out(b - h * probe)) / (2 * h)
    z = np.exp(gs + U @ b)
    att = z / z.sum()
    printed = sum(v[s] * att[s] * (U[s] - (np.exp(gs + U[s] @ b) / z.sum()) @ U) for s in range(3)) @ probe
    centred = sum(v[s] * att[s] * (U[s] - att @ U) for s in range(3)) @ probe
    assert abs(centred - numeric) < 1e-8
    assert abs(printed - numeric) > 1e-2
