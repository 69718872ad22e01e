"""Second path of round 29's chenli Theorem B.4 claim at m = 4 (checks/papers/chenli/r29_leads.py): own numpy on an
explicit instance, nothing imported from bounds/, models/ or checks/papers."""

from __future__ import annotations

import math

import numpy as np

# m = 4, d = 12 integer rows, non-flat (entries +-2, +-3), mildly correlated (kappa = 0.025): 2 H + sign(H) P with H four
# rows of a Hadamard matrix and P a 0/1 pattern
_V = np.array([[2, -2, 2, -3, 3, -3, 2, -2, 3, -2, 3, -2],
               [2, 3, -2, -3, 2, 3, -3, -3, 3, 2, -3, -3],
               [3, -2, -2, 3, 2, -2, -3, 3, 3, -3, -3, 2],
               [3, 3, 2, 2, -3, -3, -3, -3, 2, 3, 3, 3]], dtype=np.int64)


def _probs(V: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> float:
    d = V.shape[1]
    idx = np.arange(2**d, dtype=np.int64)
    X = 1 - 2 * ((idx[:, None] >> np.arange(d, dtype=np.int64)[None, :]) & 1)
    S = X @ V.T
    return float(np.mean(np.all((S >= lo) & (S <= hi), axis=1)))


def test_thmB_4_lower_m4_second_path() -> None:
    """Theorem B.4's lower bound at m = 4, a = 0, Delta_j = t ||v_j||: P <= 1 while 0.9^4 prod Delta_j det(2 pi
    VV^T)^{-1/2} grows like t^4 (the printed '>~' fails for every constant as t -> inf, where (163)-(165) hold)."""
    Vf = _V.astype(float)
    norms = np.linalg.norm(Vf, axis=1)
    Q = Vf @ Vf.T
    cos = Q / np.outer(norms, norms)
    kappa = float(np.max(np.abs(cos - np.eye(4))))
    assert 0 < kappa * 4 < 1  # kappa > 0, kappa m < 1
    ratios = []
    for t in (1.0, 10.0, 100.0):
        D = t * norms
        P = _probs(_V, np.zeros(4), D)
        assert 0.0 < P <= 1.0
        shape = 0.9**4 * float(np.prod(D)) / math.sqrt((2 * math.pi) ** 4 * np.linalg.det(Q))
        ratios.append(P / shape)
    assert ratios[1] < ratios[0] / 100 and ratios[2] < ratios[1] / 1000  # falls like t^{-4}
    assert ratios[2] < 1e-6
