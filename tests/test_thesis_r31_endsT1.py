"""Round 31 (helper endsT1): checks behind the ends classification of thesis Chs. 2, 3, 5 (own numpy; nothing from
bounds/ or models/).

The crossing of thesis.ch2.eqA.37-endsigma0 is a trained-model measurement (models.vit); its independent second path
is not here yet (see /work/coord/r31/queue.md)."""

from __future__ import annotations

import numpy as np


def test_a115_middle_holds_for_every_c() -> None:
    """(A.115)'s middle '<~' at constant 1: e^{2cq} phi_n R >= nu_n R for every c >= 0 (the c -> 2 end included), with
    phi_n = 1/(S1 e^{q^2 + cq} + R), nu_n = 1/(S1 e^{q^2 - cq} + R) (Definition A.2.2)."""
    rng = np.random.default_rng(31)
    for _ in range(2000):
        s1, r = rng.integers(1, 10**4, 2)
        c, q = rng.uniform(0, 2), rng.uniform(1, 8)
        lhs = r / (s1 * np.exp(q * q - c * q) + r)
        mid = np.exp(2 * c * q) * r / (s1 * np.exp(q * q + c * q) + r)
        assert lhs <= mid * (1 + 1e-12)


def test_d22_odd_ratio_x_range() -> None:
    """Lemma D.2.2 (odd i): r even in 2..i-1 needs i >= 3, so |x| <= 1/(2i) <= 1/6: the ends x = +-1/2 are empty."""
    assert [i for i in range(1, 60, 2) if any(r % 2 == 0 for r in range(2, i))][0] == 3
    assert 1 / (2 * 3) < 0.5


def test_b199_identity_is_n_free() -> None:
    """(B.199)-(B.200): a b' - c d' = a |D_i| - c |D_*| with b' = |D_i| - c, d' = |D_*| - a, for all counts."""
    for a in range(4):
        for c in range(4):
            for di in range(c, c + 4):
                for ds in range(a, a + 4):
                    assert a * (di - c) - c * (ds - a) == a * di - c * ds
