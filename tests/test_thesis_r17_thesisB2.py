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


def test_b89_lucky_neuron_switched_off() -> None:
    """(B.89) L4267 (thesis.ch3.eqB.89's notes, round 17): on the Chapter 3 model of r17_thesisB.case_run, a lucky neuron
    (a_i > 0, active on some mu_1 node at t = 0: (B.4)) can be inactive at t on every mu_1 node it was lucky for and on
    every batch node, so H_4(i) of (B.77) is exactly 0 while the printed side (W_O(i)^(t) p_1 > 0) is positive: an exact
    zero (every indicator off, margins >= 0.03), not a rounding zero."""
    import torch

    from thmcheck.checks.papers.thesis import r17_thesisB as R17

    inst = {"B": 1917, "M": 4, "N": 128, "deg": 2, "eps_S": 0.1238582089739722, "eta": 1.0,
            "gamma_d": 0.7652636915038677, "mfac": 1.7708320963728408, "seed": 320, "t": 3, "xi": 0.7235715192548836}
    o = R17.case_run(inst, "H4")
    i = 85
    assert bool(o["lucky"][i]) and float(o["proj"][i, 0]) > 0
    lucky_nodes = torch.nonzero((o["pre0"][:, i] > 0) & (o["P"] == 0)).flatten()
    assert len(lucky_nodes) == 28
    assert float(o["pre"][lucky_nodes, i].max()) < -0.03       # off on every node it was lucky for (printed V_l)
    assert float(o["pre"][:, i].max()) < 0                      # and on every node (the V_n reading)
    assert float(o["H"][0][i]) == 0.0
