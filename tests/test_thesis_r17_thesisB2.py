"""Second paths for round-17 claims of helper thesisB2 (thesis App. B.4): (B.185) L4761."""

from __future__ import annotations

import math
from fractions import Fraction

from thmcheck.checks.papers.thesis import r17_thesisB2 as R


def _tail_exact(Nd: int, K: int, s: int, r: Fraction) -> Fraction:
    """Pr(X/s < r - sqrt(log s / s)) for X ~ Hypergeometric(Nd, K, s), by math.comb in exact rationals (the threshold
    compared in floats once per integer x)."""
    thr = math.sqrt(math.log(s) / s)
    tot = Fraction(0)
    for x in range(max(0, s - (Nd - K)), min(K, s) + 1):
        if x / s < float(r) - thr:
            tot += Fraction(math.comb(K, x) * math.comb(Nd - K, s - x), math.comb(Nd, s))
    return tot


def test_b185_tail_matches_exact_sum_and_stays_below_hoeffding() -> None:
    """(B.185) L4761 at (B.184) with equality (u = 1, the tightest case): the claim's hypergeometric tail equals an exact
    sum of binomial coefficients, and Pr(fail) <= s^{-2} (Hoeffding without replacement), so lhs <= 1/2."""
    for Nd, K, s in ((200, 100, 20), (500, 100, 50), (1000, 700, 100), (60, 30, 10)):
        r = Fraction(K, Nd)
        p = _tail_exact(Nd, K, s, r)
        m = R._b185_measure({"N": Nd, "K": K, "s": s, "u": 1.0}, None)
        assert abs(m.terms["Pr(fail)"] - float(p)) <= 1e-9 * max(1.0, float(p)) + 1e-15
        assert float(p) <= s ** -2.0
        assert m.lhs <= 0.5 + 1e-9


def test_b185_lower_r_only_lowers_failure() -> None:
    """|N_z|/N below its (B.184) cap (u < 1) lowers the failure probability (monotone in r)."""
    ps = [R._b185_measure({"N": 400, "K": 200, "s": 40, "u": u}, None).terms["Pr(fail)"] for u in (1.0, 0.9, 0.5, 0.0)]
    assert ps[0] >= ps[1] >= ps[2] >= ps[3] == 0.0
