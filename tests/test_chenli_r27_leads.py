"""Round 27 (helper leads): second paths for checks/papers/chenli/r27_leads.py (own numpy, no repository bound or
measure code)."""

from __future__ import annotations

import math

import numpy as np


def _proof_v(d: int, M: int, w: np.ndarray) -> tuple[np.ndarray, float]:
    """The proof's v = rho w with rho = log(8 dM) (Theta(log dM), L3137)."""
    rho = math.log(8 * d * M)
    return rho * w, rho


def test_l115_item3_rho_w() -> None:
    """Lemma 11.5 Item 3 (||v|| = Theta(M sqrt(d) log d)) for the proof's v = rho w: with w = e_1 the ratio ||v|| /
    (M sqrt(d) log d) falls without bound along d (lower half), with w = (M, M) at d = 2 it rises like log M (upper
    half), and w = 0 gives v = 0. Arrays built explicitly (d up to 2^16)."""
    low = []
    for d in (2, 16, 256, 4096, 65536):
        w = np.zeros(d)
        w[0] = 1.0
        assert np.abs(w).max() <= 1
        v, _ = _proof_v(d, 1, w)
        low.append(float(np.linalg.norm(v)) / (math.sqrt(d) * math.log(d)))
    assert all(b < a for a, b in zip(low, low[1:]))
    assert low[0] > 2.5 and low[-1] < 5e-3            # x600 down: no c > 0 bounds it below
    up = []
    for M in (1, 10**4, 10**8, 10**16):
        w = np.array([M, M], dtype=float)
        v, rho = _proof_v(2, M, w)
        up.append(float(np.linalg.norm(v)) / (M * math.sqrt(2) * math.log(2)))
        assert abs(up[-1] - rho / math.log(2)) < 1e-9 * up[-1]
    assert all(b > a for a, b in zip(up, up[1:]))
    assert up[-1] / up[0] > 10                       # grows like log M: no C bounds it above
    v0, _ = _proof_v(5, 3, np.zeros(5))
    assert float(np.linalg.norm(v0)) == 0.0 < 3 * math.sqrt(5) * math.log(5)
