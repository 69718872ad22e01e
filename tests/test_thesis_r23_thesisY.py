"""Round 23 (helper thesisY): second paths and unit checks for the thesis App. D-F changes.

- Lemma E.4.3/F.3.3's exact Rademacher tails beyond enumeration (binomial law of the weight levels);
- the L7580 regulariser identity's row-by-row exact expectation against the 2^{m1} enumeration;
- (E.119)-(E.121)'s widened l cap and alpha paths.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

# ------------------------------------------------------------------ Lemma E.4.3 / F.3.3: exact Rademacher tails


def test_rademacher_levels_match_enumeration() -> None:
    from thmcheck.checks.papers.thesis.appEF_uniform import _rademacher_levels_log_tail

    rng = np.random.default_rng(3)
    for _ in range(200):
        N = int(rng.integers(1, 11))
        a = np.ones(N)
        if N > 1:
            a[: int(rng.integers(1, N))] = float(np.exp(rng.uniform(-2, 2)))
        s = float(np.exp(rng.uniform(-2, 2)))
        t = float(rng.random()) * s * float(np.abs(a).sum())
        sums = np.abs(np.array(list(itertools.product((-1.0, 1.0), repeat=N))) @ (s * a))
        k = int(np.count_nonzero(sums >= t * (1 - 1e-12)))
        want = math.log(k / 2**N) if k else -math.inf
        got = _rademacher_levels_log_tail(a, s, t)
        assert got == want or abs(got - want) < 1e-12


def test_rademacher_far_tail_equal_weights() -> None:
    """N = 10^4 equal weights at t = s ||a||_1: Pr = 2^{1-N} exactly (log -6930.78), finite in logs."""
    from thmcheck.checks.papers.thesis.appEF_uniform import _rademacher_levels_log_tail

    N = 10_000
    got = _rademacher_levels_log_tail(np.ones(N) / math.sqrt(N), 2.0, 2.0 * math.sqrt(N))
    assert got == pytest.approx((1 - N) * math.log(2), rel=1e-12)


# ------------------------------------------------------------------ L7580: row-by-row exact expectation


def test_l7580_rows_equal_enumeration() -> None:
    from thmcheck.checks.papers.thesis.r7_thesisCD import _l7580_value

    rng = np.random.default_rng(5)
    for m1, m2 in ((5, 2), (7, 3), (9, 1)):
        Vt = [[Fraction(int(k), 2**12) for k in row] for row in rng.integers(-2**13, 2**13 + 1, (m1, m2))]
        Vh = [[Fraction(int(k), 2**12) for k in row] for row in rng.integers(-2**13, 2**13 + 1, (m1, m2))]
        s = Fraction(3, 2**20)
        got, q = _l7580_value({"m1": m1, "Vt": Vt, "Vh": Vh, "s": s})
        enum = sum(sum((Vt[i][c] + (1 if (mask >> i) & 1 else -1) * s * Vh[i][c]) ** 2 for i in range(m1)
                       for c in range(m2)) for mask in range(2**m1)) / 2**m1
        assert got == enum == q["fro2V"] + q["eta"] * q["fro2Vh"]


# ------------------------------------------------------------------ (E.119)-(E.121): the widened l and alpha


def test_e120_bounded_along_alpha_and_l() -> None:
    from thmcheck.checks.papers.thesis.r9_thesisE import e119_ratios

    base = {"M1": 8, "M2": 4, "l": 8000, "alpha": 0.5, "beta": 2.77, "delta": 0.2, "seed": 38836, "K": 0.5}
    for which in ("M - N", "rest"):
        for inst in ({**base, "alpha": 1e-4}, {**base, "alpha": 0.9999}, {**base, "l": 100_000}):
            r = e119_ratios(inst, which)
            r = r[~np.isnan(r)]
            assert r.size and float(np.median(r)) < math.exp(0.2**2 * (1 + 2.77**2 / 4))
