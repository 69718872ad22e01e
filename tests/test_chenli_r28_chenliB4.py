"""Second paths for round 28's chenli Theorem B.4 claims at m >= 2 (helper chenliB4): own numpy on explicit instances,
nothing imported from bounds/, models/ or checks/papers."""

from __future__ import annotations

import itertools
import math

import numpy as np

# m = 2, d = 12, non-flat integer rows with a small correlation (kappa ~ 0.2): v1 has weights 1, 2, 3; v2 is a
# sign-flipped copy of another weight pattern.
_V = np.array([[1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3],
               [2, -1, 1, -2, 1, 1, -1, 2, -2, 1, 3, -1]], dtype=np.int64)


def _box_prob(V: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> float:
    d = V.shape[1]
    cnt = 0
    for x in itertools.product((-1, 1), repeat=d):
        s = V @ np.array(x, dtype=np.int64)
        if np.all(s >= lo) and np.all(s <= hi):
            cnt += 1
    return cnt / 2**d


def _shape(V: np.ndarray, a: np.ndarray, D: np.ndarray, c: float) -> float:
    Q = (V @ V.T).astype(float)
    m = V.shape[0]
    return c**m * float(np.prod(D)) / math.sqrt((2 * math.pi) ** m * np.linalg.det(Q)) * math.exp(
        -0.5 * float(a @ np.linalg.solve(Q, a)))


def test_thmB_4_lower_m2_second_path() -> None:
    """Theorem B.4's lower bound at m = 2, a = 0, Delta_j = t ||v_j||: P <= 1 while 0.9^2 prod Delta_j det(2 pi
    VV^T)^{-1/2} grows like t^2 (the printed '>~' fails for every constant as t -> inf, where (163)-(165) hold)."""
    norms = np.linalg.norm(_V.astype(float), axis=1)
    Q = _V @ _V.T
    kappa = abs(Q[0, 1]) / (norms[0] * norms[1])
    assert 0 < kappa < 0.25  # kappa > 0, kappa m < 1/2
    rho = float(np.max(np.abs(_V).max(axis=1) / norms) * math.sqrt(_V.shape[1]))
    assert rho < 2.0  # (160) with a moderate rho
    ratios = []
    for t in (1.0, 10.0, 100.0):
        D = t * norms
        P = _box_prob(_V, np.zeros(2), D)
        assert 0.1 < P <= 1.0
        ratios.append(P / _shape(_V, np.zeros(2), D, 0.9))
    assert ratios[1] < ratios[0] / 20 and ratios[2] < ratios[1] / 50  # falls like t^{-2} (P constant from t = 10)
    assert ratios[2] < 1e-3


def test_thmB_4_upper_m2_wide_box_bounded() -> None:
    """The upper bound at the same rows: on boxes at least as wide as ||v_j|| the ratio P / shape stays bounded (the
    shape is the density at the corner a, so a box reaching towards 0 holds a little more: a factor < 2 here)."""
    norms = np.linalg.norm(_V.astype(float), axis=1)
    for t, a_s in ((1.0, 0.0), (2.0, -1.0), (1.0, 1.5)):
        a = a_s * norms
        D = t * norms
        P = _box_prob(_V, a, a + D)
        assert P <= 2.0 * _shape(_V, a, D, 1.1)
