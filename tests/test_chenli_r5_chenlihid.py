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
