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


# (F.86), (F.115), (F.130), (F.108): proof of Lemma F.3.5, App. F.5.1; one sample, eta = 1, written out by hand.


def test_eqF86_equality_fails() -> None:
    """L9693-L9703: K = 1, M = 2, alpha = 1, p = 0: line 1 = 1/2, the line after '=' is -1/2; equal iff M = K."""
    def lines(K: int, M: int, a: Fraction, p: Fraction) -> tuple[Fraction, Fraction]:
        q = (1 - p) ** 2
        one = q * (-4 * p * (1 + a * a / K**2) + Fraction(2 * (K - 1)) * a * a / K**2) / (K * M) \
            + (Fraction(1, K) - Fraction(1, M)) * q * a * a / K**2
        two = q * (-4 * p * (1 + a * a / K**2) + a * a / K * (1 + Fraction(2 * (K - 1), K))) / (K * M) - a * a / K**3 * q
        return one, two

    one, two = lines(1, 2, Fraction(1), Fraction(0))
    assert (one, two) == (Fraction(1, 2), Fraction(-1, 2))
    one, two = lines(3, 3, Fraction(1, 2), Fraction(1, 3))
    assert one == two


def test_eqF115_equality_fails() -> None:
    """L9864-L9878: K = M = 1, alpha = 1, p = 0: line 1 = -1, the line after '=' is -2."""
    K, M, a, p = 1, 1, Fraction(1), Fraction(0)
    one = (-a * a / K**2 + (K - 1) * (1 + a * a / K**2) * p) * (1 - p) ** 2 / (K * M) \
        - (Fraction(1, K) - Fraction(1, M)) * (1 - p) ** 2 * a * a / K**2
    two = (-a * a / K**2 + (K - 1 + (2 * K - 1) * a * a / K**2) * p) * (1 - p) ** 2 / (K * M) - (1 - p) ** 2 * a * a / K**3
    assert (one, two) == (-1, -2)


def test_eqF130_equality_fails() -> None:
    """L9958: K = 2, M = 1, alpha = 1, p = 1/2: line 1 = 1/16, the line after '=' is 5/64; equal at K = 1."""
    def lines(K: int, M: int, a: Fraction, p: Fraction) -> tuple[Fraction, Fraction]:
        one = (-p * (1 - p) * (-2 + 2 * p) + (3 - K) * (1 - p) ** 2 * a * a / K**2 * p) / (K * M) \
            + (Fraction(1, K) - Fraction(1, M)) * (1 - p) ** 2 * p * (1 + a * a / K**2)
        two = p * (1 - p) ** 2 * (2 - K + (2 - K) * a * a / K**2) / (K * M) + (1 - p) ** 2 * p * (1 + a * a / K**2) / K
        return one, two

    assert lines(2, 1, Fraction(1), Fraction(1, 2)) == (Fraction(1, 16), Fraction(5, 64))
    one, two = lines(1, 5, Fraction(1, 3), Fraction(1, 4))
    assert one == two


def test_eqF108_end_is_not_2() -> None:
    """L9839: 1 (3 - p_n(t)) = 2 needs p_n(t) = 1; at p = 1/2 it is 5/2."""
    p = Fraction(1, 2)
    assert 1 * (3 - p) == Fraction(5, 2) != 2


def test_eqF69_softmax_bound_below_1_over_l_fails() -> None:
    """L9631: the softmax weights sum to 1, so one of them is >= 1/l > (1/l) e^{-c xi} for every c, xi > 0;
    l = 2, logits (0, 0.1): the larger weight is 0.525 > 1/2."""
    import math

    z = (0.0, 0.1)
    w = [math.exp(v) / sum(math.exp(u) for u in z) for v in z]
    assert abs(sum(w) - 1) < 1e-15 and max(w) > 0.5 > 0.5 * math.exp(-0.01)
    assert abs(max(w) - 1 / (1 + math.exp(-0.1))) < 1e-15
