"""Second paths for factrecall's round-5 proof displays (checks/papers/factrecall/r5_mhgdfr.py), sharing no code
with the claims: Monte Carlo and closed forms written here. Paper: shared/seeds/002_60f5937820eee378.txt."""

from __future__ import annotations

import math

import numpy as np


def test_l548_holds_in_both_cases() -> None:
    """L548: E[<e_x, e_z>^4]^{1/2} <= 4 d^{-1} if x != z, and 1 otherwise. For z = x, <e_x, e_x> = 1 and the
    left side is 1 <= 1; for z != x a Monte Carlo estimate agrees with sqrt(3/(d(d+2))) <= 4/d (d = 2, 5)."""
    assert 1.0 <= 1.0
    rng = np.random.default_rng(0)
    for d in (2, 5):
        u = rng.standard_normal((200_000, d))
        v = rng.standard_normal((200_000, d))
        u /= np.linalg.norm(u, axis=1, keepdims=True)
        v /= np.linalg.norm(v, axis=1, keepdims=True)
        m4 = float(np.mean(np.sum(u * v, axis=1) ** 4))
        assert abs(m4 - 3 / (d * (d + 2))) < 0.01
        assert math.sqrt(m4) <= 4 / d
    # the dropped case (4/d at z = x) would fail for d >= 5: 1 > 0.8
    assert 1.0 > 4 / 5


def test_l1342_l1_link_fails_for_a_dominant_relation() -> None:
    """L1342, second '<=': p(r) = 1, D = 1 (p* = e_1 over A = {1, 2, 3}), p^ = p* + delta with delta = (-x, x/2, x/2):
    ||delta||_2 = x sqrt(3/2) =: b (the L1336 bound attained), 2 p(r) ||delta||_1 = 4x > b D = x sqrt(3/2)."""
    x = 1e-3
    delta = np.array([-x, x / 2, x / 2])
    b = float(np.linalg.norm(delta))
    assert abs(b - x * math.sqrt(1.5)) < 1e-15
    assert 2 * 1.0 * float(np.abs(delta).sum()) > b * 1
    # Cauchy-Schwarz over A (the corrected link) holds
    assert 2 * 1.0 * float(np.abs(delta).sum()) <= 2 * 1.0 * math.sqrt(3) * b + 1e-15
