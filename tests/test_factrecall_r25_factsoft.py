"""Round 25 (factrecall, helper factsoft): the log-space trapezoid moment of
``factrecall.display.lemma14-moment-step.corrected-q`` against exact even moments (own rational arithmetic)."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from thmcheck.bounds.factrecall.r25_factsoft import l1715_q_mutant
from thmcheck.checks.papers.factrecall import r25_factsoft as M


def _exact_log_even_moment(c: list[float], r: int) -> float:
    """log E f(Z)^{2r}, f = sum_j c_j He_j: the monomial coefficients of f (exact rationals of the floats, from the
    recurrence He_{j+1} = x He_j - j He_{j-1}), f^{2r} expanded exactly, E Z^{2i} = (2i - 1)!!."""
    he = [[Fraction(1)], [Fraction(0), Fraction(1)]]
    for j in range(1, len(c)):
        nxt = [Fraction(0)] + he[j]
        for i, a in enumerate(he[j - 1]):
            nxt[i] -= j * a
        he.append(nxt)
    mono = [Fraction(0)] * len(c)
    for j, cj in enumerate(c):
        for i, a in enumerate(he[j]):
            mono[i] += Fraction(cj) * a
    out = [Fraction(1)]
    for _ in range(2 * r):
        nxt = [Fraction(0)] * (len(out) + len(mono) - 1)
        for i, a in enumerate(out):
            if a:
                for j, b in enumerate(mono):
                    if b:
                        nxt[i + j] += a * b
        out = nxt
    s, df = Fraction(0), 1
    for i in range(0, len(out), 2):
        if i:
            df *= i - 1
        s += out[i] * df
    return math.log(s.numerator) - math.log(s.denominator)


@pytest.mark.parametrize(("c", "r"), [([0.0, 1.0], 23), ([0.0, 1.0], 300), ([0.0, 0.5, -1.0, 0.25], 60),
                                      ([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0], 23), ([0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0], 30)])
def test_log_moment_against_exact_even_moments(c: list[float], r: int) -> None:
    exact = _exact_log_even_moment(c, r)
    got = M._log_abs_moment_q(c, 2.0 * r)
    assert abs(got - exact) <= 1e-12 * abs(exact)


def test_gaussian_closed_form_at_large_q() -> None:
    """f = Z: E|Z|^q = 2^{q/2} Gamma((q + 1)/2)/sqrt(pi) at q = 2000 (non-even q too: 1999.5)."""
    for q in (2000.0, 1999.5):
        exact = q / 2 * math.log(2.0) + math.lgamma((q + 1) / 2) - 0.5 * math.log(math.pi)
        assert abs(M._log_abs_moment_q([0.0, 1.0], q) - exact) <= 1e-12 * exact


def test_mutant_crosses_at_large_q() -> None:
    """The q^{(p-1)/2} mutant is below the measured ratio at p = 1, q = 2000 (ratio ~ sqrt(q/e) ~ 27)."""
    m = M._measure({"p": 1, "c": [0.0, 1.0], "ld": 1000.0}, None)
    assert m.lhs > l1715_q_mutant(2000.0, 1) and m.lhs <= M.l1715_corrected(2000.0, 1)
    assert np.isfinite(m.lhs)


def test_log_normal_mass_in_the_far_tail() -> None:
    """log P(a < Z < b) against the closed form erfc asymptotics: P(Z > 40) = e^{-800} / (40 sqrt(2 pi)) (1 - 1/1600
    + ...), below float64, and an interval straddling 0."""
    got = M._log_normal_mass(40.0, math.inf)
    approx = -800.0 - math.log(40.0 * math.sqrt(2 * math.pi)) + math.log1p(-1 / 1600 + 3 / 1600**2)
    assert abs(got - approx) < 1e-6
    assert abs(M._log_normal_mass(-math.inf, -40.0) - got) < 1e-12
    assert abs(math.exp(M._log_normal_mass(-1.0, 1.0)) - math.erf(1 / math.sqrt(2))) < 1e-14


def test_markov_link_at_large_mean() -> None:
    """E f = 10, f - E f = 0.05 Z: P(|f - E f| >= 10) = P(|Z| >= 200) ~ e^{-20000} (not 0) and the Markov member
    E|0.05 Z|^q/10^q: the ratio stays <= 1 at q = 92 and 2000 (the link read in logs, no underflow)."""
    for ld in (46.0, 1000.0):
        m = M._markov_measure({"p": 1, "c": [10.0, 0.05], "ld": ld}, None)
        assert 0.0 <= m.lhs <= 1.0
        lp = m.terms["log P(|f-Ef|>=Ef)"]
        exact = math.log(2.0) - 20000.0 - math.log(200.0 * math.sqrt(2 * math.pi))
        assert abs(lp - exact) < 1e-3
