"""Second paths for the measurements of chenli's claims converted to uniform checks in round 5 (chenlihid)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from thmcheck.models.chenli.sec3_appC_prelim import lazy_rademacher_tail_mixture, log_lazy_rademacher_tail


@pytest.mark.parametrize(("n", "p", "s"), [(100, 1.0, 10.0), (101, 1.0, 31.0), (100, 0.5, 6.0), (400, 0.25, 9.0),
                                           (3000, 0.5, 700.0), (1000, 1.0, 300.0)])
def test_log_lazy_rademacher_tail_matches_the_mixture(n: int, p: float, s: float) -> None:
    """The log-space tail of Theorem 3.4's sums against the binomial mixture summed directly (no shared code)."""
    assert log_lazy_rademacher_tail(n, p, s) == pytest.approx(math.log(lazy_rademacher_tail_mixture(
        n, p, np.array([s]))[0]), rel=1e-9, abs=1e-12)


def test_log_tail_deep_rademacher_against_exact_integers() -> None:
    """A tail below e^-700: the exact binomial sum in integers (fractions of 2^n)."""
    n, s = 4000, 2600.0
    k = math.floor((s + n) / 2) + 1
    num = sum(math.comb(n, j) for j in range(k, n + 1))
    exact = math.log(num) - n * math.log(2)
    assert log_lazy_rademacher_tail(n, 1.0, s) == pytest.approx(exact, rel=1e-12)
    assert exact < -700  # below what float64 P itself can hold


@pytest.mark.parametrize("c", [1.0, 3.0, 10.0])
def test_cor5_7_mean_shift_is_sqrt2_c_per_row(c: float) -> None:
    """Second path of chenli.cor5.7 (violated as printed along c): explicit rows X_i (a random cube block, slices with
    exactly (1 + mu) d2/2 and (1 + nu) d3/2 entries +1 at mu = c/sqrt(d2), nu = c/sqrt(d3), shuffled) and v = (0, 1_[2],
    1_[3])/sqrt(d2 + d3): ||Xv|| = sqrt(2) c sqrt(k) for every draw, so ||Xv|| - c sqrt(k) = (sqrt 2 - 1) c sqrt(k),
    which outgrows sqrt(k log(k/delta)) (here k = 8, delta = 0.1) by a factor growing like c."""
    rng = np.random.default_rng(5)
    k, d1 = 8, 3
    d2 = d3 = int(4 * c * c)
    a = int(round((1 + c / math.sqrt(d2)) * d2 / 2))
    X = np.zeros((k, d1 + d2 + d3))
    for i in range(k):
        s2 = rng.permutation(np.r_[np.ones(a), -np.ones(d2 - a)])
        s3 = rng.permutation(np.r_[np.ones(a), -np.ones(d3 - a)])
        X[i] = np.r_[rng.choice([-1.0, 1.0], d1), s2, s3]
    v = np.r_[np.zeros(d1), np.ones(d2 + d3)] / math.sqrt(d2 + d3)
    assert abs((2 * a - d2) / d2) <= c / math.sqrt(d2) + 1e-12
    norm = float(np.linalg.norm(X @ v))
    assert norm == pytest.approx(math.sqrt(2) * c * math.sqrt(k), rel=1e-12)
    excess = norm - c * math.sqrt(k)
    assert excess / math.sqrt(k * math.log(k / 0.1)) == pytest.approx((math.sqrt(2) - 1) * c / math.sqrt(math.log(80)),
                                                                      rel=1e-12)
