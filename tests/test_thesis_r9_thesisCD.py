"""Second paths for the round-9 App. C-D claims of the thesis (``checks/papers/thesis/r9_thesisCD.py``): each
computes its quantities by a method that shares no code with the claim's measurement or bound (exact
rationals, Monte Carlo)."""

from __future__ import annotations

from fractions import Fraction


def test_l7343_d80_exact_rationals() -> None:
    """L7343 and (D.80) L7347: at the corner sigma_w = tau_w m1^{-1/4} (the largest allowed), with m1 = k^20 and tau_w
    = m1^{-1/2} k^{-5 j} (exact rational powers), the ratios of the left sides to the shapes are 1 + tau_w^{1/5}
    m1^{1/20} and 2, both in [1, 2]; over a grid of k and j."""
    for k in (2, 3, 10):
        m1 = Fraction(k) ** 20
        for j in range(0, 5):
            tw = Fraction(1, k**10) / Fraction(k) ** (5 * j)  # m1^{-1/2} k^{-5j}
            if tw < Fraction(1, k**30):  # below m1^{-3/2}
                continue
            tw_5th = Fraction(1, k**2) / Fraction(k) ** j  # tau_w^{1/5}
            assert tw_5th**5 == tw and Fraction(k) ** 20 == m1
            sw = tw / Fraction(k) ** 5  # tau_w m1^{-1/4}
            lhs = sw * Fraction(k) ** 30 + tw_5th**4 * Fraction(k) ** 24  # sigma_w m1^{3/2} + tau_w^{4/5} m1^{6/5}
            r7343 = lhs / (tw_5th**4 * Fraction(k) ** 24)
            assert r7343 == 1 + tw_5th * k
            assert 1 <= r7343 <= 2
            # (D.80): A sigma_w m1^{1/2} = A tau_w m1^{1/4}: ratio exactly 2
            a = Fraction(3, 7)
            m1_4th = Fraction(k) ** 5
            lhs = m1_4th * tw * a + a * (tw / m1_4th) * (m1_4th**2)
            assert lhs / (a * tw * m1_4th) == 2
