"""Own checks of round 24 (helper chenliB2): chenli.lemma7.6-chaos. The exact tail of sum_{j<=r} g_j h_j against
closed forms computed here with mpmath (r = 1: density K_0(|x|)/pi; even r = 2k: G_1 - G_2 with G ~ Gamma(k, 1),
P[G_1 - G_2 > s] = sum_{i<k} E[e^{-(s+G)} (s+G)^i/i!] expanded binomially), against a Monte Carlo of Gaussian
products, and c* against its defining equation."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r24_chenliB2 as R


def _even_r_log_tail(r: int, s: float) -> float:
    k = r // 2
    mp.mp.dps = 40
    s = mp.mpf(s)
    tot = mp.mpf(0)
    for i in range(k):
        for j in range(i + 1):  # E[e^{-G} G^j] = Gamma(k + j)/(Gamma(k) 2^{k+j})
            tot += mp.binomial(i, j) * s ** (i - j) * mp.gamma(k + j) / (mp.gamma(k) * mp.mpf(2) ** (k + j)) / mp.factorial(i)
    return float(mp.log(2 * mp.e ** (-s) * tot))


def test_tail_against_closed_forms() -> None:
    mp.mp.dps = 20
    for s in (1.0, 4.0):
        ref = float(mp.log(2 * mp.quad(lambda x: mp.besselk(0, x) / mp.pi, [s, mp.inf])))
        assert abs(R.chaos_log_tail(1, s) - ref) < 1e-6 * max(1.0, abs(ref)), (s, ref)
    for r, s in ((2, 3.0), (4, 2.0), (10, 12.0), (40, 60.0)):
        ref = _even_r_log_tail(r, s)
        assert abs(R.chaos_log_tail(r, s) - ref) < 1e-6 * max(1.0, abs(ref)), (r, s, ref)


def test_tail_against_monte_carlo() -> None:
    rng = np.random.default_rng(5)
    r, s, n = 6, 5.0, 400000
    S = (rng.standard_normal((n, r)) * rng.standard_normal((n, r))).sum(1)
    p = float((np.abs(S) > s).mean())
    se = math.sqrt(p * (1 - p) / n)
    assert abs(math.exp(R.chaos_log_tail(r, s)) - p) < 5 * se


def test_c_star_solves_its_equation() -> None:
    for inst in ({"r": 10, "m": 1, "k": 3, "chi": 1.0, "a": 1.0}, {"r": 4096, "m": 10**6, "k": 10**6, "chi": 3.7,
                                                                  "a": 20.0}, {"r": 1, "m": 2, "k": 20, "chi": 1.5,
                                                                               "a": 0.3}):
        meas = R._measure(inst, Ctx("float64", "cpu"))
        c, a, m, r = meas.terms["c*"], inst["a"], inst["m"], inst["r"]
        rhs = math.exp(-c * a * a) + m * math.exp(-c * m * r)
        assert abs(math.log(rhs) - meas.terms["log P"]) < 1e-8
        assert meas.lhs >= 0.3 * a * a  # the Gaussian-limit rate (about 1/2) in the regime a^2 <= r/10
