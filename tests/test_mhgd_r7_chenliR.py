"""Second paths (no claim code) for mhgd's round-7 step claims (helper chenliR): each rebuilds the smallest instance
from the paper's definitions with its own arithmetic (plain Python)."""

from __future__ import annotations

import math


def _psi2_two_point(a: float, b: float) -> float:
    """||Y||_psi2 for Y = a or b with probability 1/2: the t with (e^{a^2/t^2} + e^{b^2/t^2})/2 = 2, by bisection."""
    lo, hi = 1e-9, 1e9
    for _ in range(300):
        mid = math.sqrt(lo * hi)
        if 0.5 * (math.exp(min(700.0, a * a / mid**2)) + math.exp(min(700.0, b * b / mid**2))) > 2.0:
            lo = mid
        else:
            hi = mid
    return hi


def test_l1464_constant_xv() -> None:
    """L1464 with mu_+ = S e_1, mu_- = S e_2 (Assumption 3), v = (e_1 - e_2)/sqrt 2: y <v, mu_y> = S/sqrt 2 for y = +1
    and y = -1, so X_v = n1 S/(sqrt2 n) for every label draw. A constant c has ||c||_psi2 = |c|/sqrt(ln 2) (E exp(c^2/
    t^2) = 2). With n = n1 the ratio ||X_v||_psi2 / ((1/n) sqrt(n1) ||y <v, mu_y>||_psi2) is sqrt(n1): 10 at n1 =
    100 and 100 at n1 = 1e4, so no absolute C serves."""
    S = 1.7
    a = S * (1 / math.sqrt(2))  # y = +1: <v, mu_+>
    b = -S * (-1 / math.sqrt(2))  # y = -1: -<v, mu_->
    assert abs(a - b) < 1e-15
    psi_one = _psi2_two_point(a, b)
    assert abs(psi_one - a / math.sqrt(math.log(2))) < 1e-9 * a
    ratios = []
    for n1 in (100, 10_000):
        n = n1
        xv = n1 * a / n  # the same for every label draw
        lhs = abs(xv) / math.sqrt(math.log(2))
        rhs = math.sqrt(n1) * psi_one / n
        ratios.append(lhs / rhs)
        # the chain's last bound C S/sqrt(n1) with C = 1 is also exceeded
        assert lhs > S / math.sqrt(n1)
    assert abs(ratios[0] - 10.0) < 1e-6 and abs(ratios[1] - 100.0) < 1e-5
