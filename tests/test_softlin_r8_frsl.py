"""Round 8 (frsl) tests for softlin: the 60-digit re-measurement of the Lemma D.2/D.6/D.10/D.14 display chains
(checks/papers/softlin/r7_frsl.py) against the float64 one, and second paths of round 8's softlin step claims."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.softlin.r7_frsl import _entries_exact, _entries_measure


@pytest.mark.parametrize("item", ["D2:643:le", "D2:643:ge", "D2:610:le", "D2:660:ge", "D6:950:le", "D10:1220:le",
                                  "D14:1463:le", "D2:669:le"])
def test_chain_exact_matches_float(item: str) -> None:
    """The exact entries equal the float64 ones to rounding (the baseline's potential was a float64 tie at L643)."""
    inst = {"item": item, "d": 20, "t": 390, "n": 7020, "a1": 0.7, "a": 0.7 if item[:2] in ("D2", "D1") else 0.05,
            "b": 0.1, "j3": 1034, "k": 824}
    if item.startswith("D14") or item.startswith("D6"):
        inst["a"] = 0.05
    e, m = _entries_exact(inst), _entries_measure(inst, Ctx())
    assert isinstance(e.lhs, mpmath.mpf)
    assert math.isclose(float(e.lhs), m.lhs, rel_tol=1e-12, abs_tol=1e-12)


def test_d4_l807_grows_as_delta_to_0() -> None:
    """L806-L807 at d = 6, t = 1e6 (n = 4e6; t sqrt d = 2.4e6 <= n^0.99 = 3.4e6), b = 0.9: the ratio of the O()'s
    argument times t sqrt(d-3)/n b sqrt(log n) to 0.1 sqrt(log n) is sqrt(log(n/delta)) times a fixed number, so it
    passes every constant as delta -> 0 (here x100 between delta = 0.05 and log(1/delta) = 1e6), while the hypothesis
    t sqrt(d) = o(n^0.99) only concerns n and d."""
    d, t, b = 6.0, 1e6, 0.9
    n = (d - 2) * t
    assert t * np.sqrt(d) <= n**0.99
    ld = np.array([np.log(20.0), 1e2, 1e4, 1e6])  # log(1/delta)
    ratio = np.sqrt(np.log(n) + ld) * t * np.sqrt(d - 3) / n * b * np.sqrt(np.log(n)) / (0.1 * np.sqrt(np.log(n)))
    assert np.all(np.diff(ratio) > 0)
    assert ratio[-1] / ratio[0] > 100
    # the reading delta >= n^{-k}: at d - 2 = n^{0.03} the ratio falls along n (k = 10)
    logn = np.array([1e2, 1e3, 1e4, 1e5])
    r2 = np.sqrt(11 * logn) * np.exp(0.5 * (0.03 * logn + np.log1p(-np.exp(-0.03 * logn))) - 0.03 * logn) * b / 0.1
    assert r2[-1] < r2[0]


def test_d4_l813_last_link_grid() -> None:
    """L813's second '>=' on a grid of Definition D.1 (a1 >= 0.7, b + c = 1, b, c >= 0.1), by hand: the slack
    (a1 + b)/2 - 0.2 is at least 0.2, attained at a1 = 0.7, b = 0.1."""
    a1, b = np.meshgrid(np.linspace(0.7, 5.0, 44), np.linspace(0.1, 0.9, 9))
    c = 1.0 - b
    for s in (np.sqrt(np.log(2.0)), 1.0, 30.0):
        mid = 0.5 * a1 * s + 0.5 * b * s + c * s
        assert np.all(mid - (c + 0.2) * s >= 0.2 * s - 1e-12)
    assert math.isclose(0.5 * 0.7 + 0.5 * 0.1 - 0.2, 0.2)  # L813 and L1846 (Lemma E.3) alike


def test_e3_l1852_small_n() -> None:
    """L1852 '1/8 - delta/poly(n) >= 1/10' by exact fractions: at n = 3 (d = 5, t = 1 meets t sqrt(d) <=
    n^{1-b^2-0.01} at b = 0.1), poly(n) = n, delta = 9/100 the middle is 19/200 < 1/10; from n = 4 on it holds for
    every k >= 1 and delta < 1/10; L2108's 1/4 - delta/poly(n) >= 1/10 holds already at n = 1."""
    from fractions import Fraction as F

    assert math.sqrt(5) <= 3 ** (1 - 0.01 - 0.01)
    mid = F(1, 8) - F(9, 100) / 3
    assert mid == F(19, 200) and mid < F(1, 10)
    for n in range(4, 50):
        for k in (1, 2, 3):
            assert F(1, 8) - F(1, 10) / F(n) ** k >= F(1, 10)
    for n in range(1, 50):
        assert F(1, 4) - F(1, 10) / n >= F(1, 10)
