"""Second path for (F.136) (thesis App. F.5.1, shared/seeds/003_84cf0eb31e2dc802.txt L9984-L9986), encoded in
checks/papers/thesis/r4_ch5_7.py: the two printed lines evaluated in exact rationals, no code of the claim imported."""

from __future__ import annotations

from fractions import Fraction


def _lines(K: int, alpha: Fraction, p: Fraction) -> tuple[Fraction, Fraction]:
    """(F.136) at t = 0, M = 1, eta = 1: the first line and the last line."""
    a2 = alpha**2
    first = -Fraction(1, K) * (1 - p) ** 2 * (-4 * p * (1 + a2 / K**2) + a2 / K * (1 + Fraction(2 * (K - 1), K))
                                              + a2 / K**2 - (K - 1 + (2 * K - 1) * a2 / K**2) * p)
    last = Fraction(1, K) * (1 - p) ** 2 * p * (3 + a2 / K**2) * (4 + Fraction(2 * K - 1, K**2))
    return first, last


def test_eqF136_last_step_fails_for_K1() -> None:
    first, last = _lines(1, Fraction(1, 2), Fraction(3, 4))
    assert first == Fraction(1, 16) * Fraction(55, 16) and last == Fraction(1, 16) * Fraction(195, 16)
    assert first < last
    # fails for every K <= 9 (here alpha = 1/2, p = alpha/K and 1/2), at K = 12 with alpha = 1, p = 1/K; holds at K = 20
    for K in range(1, 10):
        for p in (Fraction(1, 2 * K), Fraction(1, 2)):
            f, g = _lines(K, Fraction(1, 2), p)
            assert f < g
    f, g = _lines(12, Fraction(1), Fraction(1, 12))
    assert f < g
    f, g = _lines(20, Fraction(1, 2), Fraction(1, 2))
    assert f >= g


def test_eqF136_premise_fails_at_K1() -> None:
    """L9986: K = 1, alpha = 1/2, p_n(b) = 1/2 >= alpha/K: K p = 1/2 < 4 alpha^2/K^2 = 1; K = 2 holds (2p >= alpha >= alpha^2)."""
    K, alpha, p = 1, Fraction(1, 2), Fraction(1, 2)
    assert p >= alpha / K and K * p < 4 * alpha**2 / K**2
    for a in (Fraction(1, 3), Fraction(1)):
        assert 2 * (a / 2) >= 4 * a**2 / 4
