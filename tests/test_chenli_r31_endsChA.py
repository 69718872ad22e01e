"""Second paths for round 31's chenli claims (helper endsChA): own numpy, nothing imported from bounds/, models/ or
checks/papers."""

from __future__ import annotations

import math

import numpy as np


def _rows(rng: np.random.Generator, k: int, d1: int, d2: int, a2: int, d3: int, a3: int) -> np.ndarray:
    """k rows of pi^s_{mu, nu; d1, d2, d3}: d1 uniform signs, then a uniform permutation of a2 (+1)'s among d2 and of
    a3 (+1)'s among d3 (mu = (2 a2 - d2)/d2, nu = (2 a3 - d3)/d3)."""
    out = np.empty((k, d1 + d2 + d3))
    for i in range(k):
        cube = rng.choice([-1.0, 1.0], size=d1)
        s2 = rng.permutation(np.r_[np.ones(a2), -np.ones(d2 - a2)])
        s3 = rng.permutation(np.r_[np.ones(a3), -np.ones(d3 - a3)])
        out[i] = np.r_[cube, s2, s3]
    return out


def test_cor57_k1_delta_to_one() -> None:
    """Corollary 5.7 (L591-L597) at k = 1: v = e_1 on the cube coordinate gives ||Xv|| = 1 for every sampled X (any
    admissible slice means), so the (1 - delta)-quantile of ||Xv|| - c is 1 - c at every delta, while the printed
    shape sqrt(k log(k/delta)) = sqrt(log(1/delta)) -> 0 as delta -> 1: the needed constant (1 - c)/sqrt(log(1/delta))
    is unbounded (c = 1/2: >= 5e5 at delta = 1 - 1e-12). The slices family at c = 1 (d2 = d3 = 4, three +1's each:
    mu = nu = 1/2 = c/sqrt 4) gives ||Xv|| = sqrt(2) c for every X (the same growth at a fixed c). At k = 3 the shape
    stays >= sqrt(3 log 3) (the reading 'k >= 3' holds), and with log(2k/delta) the k = 1 ratio stays <= 1/sqrt(log 2)."""
    rng = np.random.default_rng(31)
    d1, d2, d3, c = 1, 4, 4, 0.5
    lo = math.ceil(d2 / 2 - c * math.sqrt(d2) / 2)
    hi = math.floor(d2 / 2 + c * math.sqrt(d2) / 2)
    v = np.zeros(d1 + d2 + d3)
    v[0] = 1.0
    for a2 in range(lo, hi + 1):
        for a3 in range(lo, hi + 1):
            assert abs(2 * a2 - d2) / d2 <= c / math.sqrt(d2) + 1e-15
            X = _rows(rng, 1, d1, d2, a2, d3, a3)
            vals = np.array([np.linalg.norm(_rows(rng, 1, d1, d2, a2, d3, a3) @ v) for _ in range(200)])
            assert np.all(vals == 1.0) and float(np.linalg.norm(X @ v)) == 1.0
    need = []
    for g in (1e-1, 1e-3, 1e-6, 1e-9, 1e-12):
        delta = 1.0 - g
        shape = math.sqrt(1 * math.log(1 / delta))
        need.append((1.0 - c) / shape)
    assert all(b > a for a, b in zip(need, need[1:], strict=False))
    assert need[-1] > 4.9e5
    # the slices family at c = 1: v along 1_[2] + 1_[3], both means at c/sqrt(d_a) = 1/2
    c1 = 1.0
    a = math.floor(d2 / 2 + c1 * math.sqrt(d2) / 2)
    w = np.r_[np.zeros(d1), np.ones(d2 + d3)] / math.sqrt(d2 + d3)
    vals = np.array([abs(float(_rows(rng, 1, d1, d2, a, d3, a)[0] @ w)) for _ in range(200)])
    assert np.allclose(vals, math.sqrt(2) * c1)
    assert (math.sqrt(2) - 1) * c1 / math.sqrt(math.log(1 / (1 - 1e-12))) > 4e5
    # the reading k >= 3 and the log(2k/delta) form stay bounded at the same end
    for k in (3, 4):
        assert (1.0 - c) * math.sqrt(k) / math.sqrt(k * math.log(k / (1 - 1e-12))) < 1.0 / math.sqrt(math.log(3)) + 1e-9
    assert (1.0 - c) / math.sqrt(math.log(2 / (1 - 1e-12))) < 1.0 / math.sqrt(math.log(2))
