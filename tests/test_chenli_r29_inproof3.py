"""Second path for chenli.eq23 / chenli.eq25 (round 29, helper inproof3): own numpy, nothing from bounds/ or models/.

Lemma 5.8's (23) (L672) and (25) (L694) at d1 = 2, d2 = d3 = 6, balanced slices (mu = nu = 0): a Theta whose S_[b]
columns are 1_[2] u^T/sqrt(d2) + 1_[3] w^T/sqrt(d3) (u, w orthonormal) and whose other columns are orthonormal
vectors orthogonal to 1_[2], 1_[3], scaled to total Frobenius mass 3.9: Case b holds (2 >= 5.9/3), the stable rank
is 5.9 >= 4 (so c = 1 is admitted: 1 <= sqrt(min(5.9, 6, 6))/2 = 1.21, |mu| = 0 <= 1/sqrt(6), first bullet nu = 0),
and every support point of pi^s has Theta_[b]^T x = 0: P[||Theta_[b]^T x||^2 >= ||Theta_[b]||_F^2/3] = 0, against
the printed >= 1 - exp(-Omega(r_Theta)) > 0.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest


def _support(d1: int, d2: int, d3: int) -> np.ndarray:
    rows = []
    for cube in itertools.product((1.0, -1.0), repeat=d1):
        for p2 in itertools.combinations(range(d2), d2 // 2):
            for p3 in itertools.combinations(range(d3), d3 // 2):
                x2 = -np.ones(d2)
                x2[list(p2)] = 1.0
                x3 = -np.ones(d3)
                x3[list(p3)] = 1.0
                rows.append(np.concatenate([cube, x2, x3]))
    return np.array(rows)


@pytest.mark.parametrize("b", [1, 2])
def test_lemma58_hw_tail_killed_by_balanced_slices(b: int) -> None:
    d1, d2, d3 = 2, 6, 6
    d = d1 + d2 + d3
    rng = np.random.default_rng(20260 + b)
    e2 = np.r_[np.zeros(d1), np.ones(d2), np.zeros(d3)]
    e3 = np.r_[np.zeros(d1 + d2), np.ones(d3)]
    cols = list(range(d1)) if b == 1 else list(range(d1, d1 + d2))
    others = [j for j in range(d) if j not in cols]
    u, w = np.linalg.qr(rng.standard_normal((len(cols), 2)))[0].T
    T = np.zeros((d, d))
    T[:, cols] = np.outer(e2, u) / np.sqrt(d2) + np.outer(e3, w) / np.sqrt(d3)
    basis = np.linalg.svd(np.eye(d) - np.outer(e2, e2) / d2 - np.outer(e3, e3) / d3)[0][:, : d - 2]
    Q = basis @ np.linalg.qr(rng.standard_normal((d - 2, len(others))))[0]
    T[:, others] = np.sqrt(3.9 / len(others)) * Q
    f2 = (T**2).sum()
    fb2 = (T[:, cols] ** 2).sum()
    srank = f2 / np.linalg.norm(T, 2) ** 2
    assert fb2 >= f2 / 3  # Case b
    assert abs(srank - 5.9) < 1e-9 and min(srank, d2, d3) >= 4  # Assumption 3 with r = 5.9; c = 1 admitted
    X = _support(d1, d2, d3)
    assert len(X) == 4 * 20 * 20
    V = ((X @ T[:, cols]) ** 2).sum(1)
    assert V.max() < 1e-20
    assert np.mean(V >= fb2 / 3) == 0.0  # the printed event has probability 0
