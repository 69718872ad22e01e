"""Round 29 (softlin, helper discFS): second path of ``softlin.display.lemma5.2-l235`` (Lemma 5.2's proof, L235).

Own numpy: a D1 row (z_j = 4 log n, the others in [log n, 1.4 log n]), softmax f_exp, phi_tau(z) = max(z - tau, 0),
every Rademacher column enumerated; imports nothing from bounds/, models/ or checks/."""

from __future__ import annotations

import itertools
import math

import numpy as np


def _unit_prob(z_others: np.ndarray, n: int, tau: float) -> float:
    z = np.concatenate([[4 * math.log(n)], z_others])
    f = np.exp(z) / np.exp(z).sum()
    hits = 0
    for y in itertools.product((-1, 1), repeat=n):
        if max(float(np.dot(f, y)) - tau, 0.0) > 0.25:
            hits += 1
    return hits / 2**n


def test_l235_units_never_clear_for_large_tau() -> None:
    """tau = 1 (n = 4): no unit clears 1/4, so Pr[exists l] = 0, not 1 - (1/2)^m (m = ceil(1.2 log(4/0.05)) = 6)."""
    n, m = 4, math.ceil(1.2 * math.log(4 / 0.05))
    assert m == 6
    for z_others in (np.full(3, 1.4 * math.log(4)), np.full(3, math.log(4))):
        p1 = _unit_prob(z_others, n, 1.0)
        assert p1 == 0.0
        assert 1 - (1 - p1) ** m == 0.0 < 1 - 0.5**m


def test_l235_window_below_three_quarters() -> None:
    """n = 2, the other coordinate at 1.4 log 2, tau = 0.6 (< 3/4): only y = (+1, +1) clears 1/4 + tau, so a unit
    fires w.p. 1/4, not 1/2; with tau = 0.2 (< 1/4, the reading) it is exactly 1/2."""
    zo = np.array([1.4 * math.log(2)])
    assert _unit_prob(zo, 2, 0.6) == 0.25
    assert _unit_prob(zo, 2, 0.2) == 0.5
    m = 5
    assert 1 - (1 - 0.25) ** m < 1 - 0.5**m


def test_l241_no_unit_fires_for_tau_one() -> None:
    """tau = 1: <f_exp, y> <= ||f_exp||_1 = 1 (up to float64 rounding, 1e-12), so phi_tau(<f_exp, y>) = 0 for every
    y (n = 2..6) and F_exp(A, x) = 0 with probability 1."""
    for n in range(2, 7):
        zo = np.full(n - 1, 1.4 * math.log(n))
        z = np.concatenate([[4 * math.log(n)], zo])
        f = np.exp(z) / np.exp(z).sum()
        assert all(max(float(np.dot(f, y)) - 1.0, 0.0) <= 1e-12 for y in itertools.product((-1, 1), repeat=n))
