"""Round 15 (factrecall, helper chenliA): independent checks of Theorem 1's L459 and Theorem 5's L1090-L1097 (plain
Fractions / math, no code shared with the claims' measures), and the claims' registration."""

from __future__ import annotations

import math
from fractions import Fraction

from thmcheck.checks.claim import Ctx


def test_l459_arithmetic() -> None:
    """N (M - 1) delta/(N M) = delta (M - 1)/M <= delta, with equality never and ratio -> 1 as M grows."""
    for N in (1, 2, 7, 1000):
        for M in (2, 3, N + 1, 10**6):
            delta = Fraction(1, 97)
            val = N * (M - 1) * (delta / (N * M))
            assert val == delta * (M - 1) / M < delta


def test_thm5_logloss_worst_law() -> None:
    """The law that puts y = 1 - p_hat = 1/2 on one of the n = T^2 |N|^{T-3} sequences has mean y = 1/(2n) (L1082 with
    eps at L1058's first term and alpha = p = |A| = 1) and E[-log p_hat] = log(2)/n, below the printed 2/(2n) = 1/n by
    the factor log 2, above the factor-free 1/(2n) by 2 log 2."""
    T, Nn = 5, 60
    n = T**2 * Nn ** (T - 3)
    x = 1 / (2 * n)
    lhs = math.log(2) / n
    assert lhs <= 2 * x and lhs > x
    assert abs(lhs / (2 * x) - math.log(2)) < 1e-12


def test_thm5_total_identity() -> None:
    """sum_{s, r} p(s, r) * 2 eps alpha^{-1} p(s, r)^{-1} |A| = 2 eps alpha^{-1} |A| S R exactly, and L1058's second
    term makes it <= delta."""
    S, R, A, alpha, delta = 12, 3, 5, Fraction(1, 3), Fraction(1, 100)
    p = [Fraction(i + 1, sum(range(1, S * R + 1))) for i in range(S * R)]
    eps = alpha / A / S / R * delta / 2
    total = sum(q * 2 * eps / alpha / q * A for q in p)
    assert total == 2 * eps / alpha * A * S * R == delta


def test_r15_claims_registered() -> None:
    from thmcheck.checks.papers.factrecall import CLAIMS

    ids = {c.id for c in CLAIMS}
    for i in ("factrecall.display.thm1-union", "factrecall.display.thm5-logloss",
              "factrecall.display.thm5-total-loss"):
        assert i in ids


def test_thm5_measure_worst_law() -> None:
    """The claim's measure at the worst law (m0 = 1/n, sigma = u = 1, frac = 1, first term active) gives log 2 of the
    bound."""
    from thmcheck.checks.papers.factrecall.r15_factrecall import THM5_LOGLOSS

    inst = {"D": 1, "R": 1, "T": 4, "S": 12, "Nn": 23, "alpha": 1.0, "A": 1, "delta": 0.5, "frac": 1.0,
            "m0_frac": 0.0, "sigma": 1.0, "u": 1.0, "p": 1.0}
    m = THM5_LOGLOSS.measure(inst, Ctx())
    assert abs(m.lhs / THM5_LOGLOSS.bound(**m.quantities) - math.log(2)) < 1e-9
