"""Own checks of round 23 (helper chenliA): the integer-threshold binomial law of chenli.thm3.3-d and
chenli.lemma6.9-d against brute force over all of {+-1}^d (float w, no code of the claims), and the far-end values
(the Gaussian limits, the 7/64 and 1/4 extremisers)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from thmcheck.checks.papers.chenli import r23_chenliA as R


def _brute(u: list[int], M: int, two_sided: bool) -> float:
    w = np.array(list(u) + [1] * M, dtype=float)
    w /= np.linalg.norm(w)
    X = np.array(list(itertools.product((-1.0, 1.0), repeat=len(w))))
    t = X @ w
    if two_sided:
        return float(np.mean(t * t >= 0.5 - 1e-12))
    return float(np.mean(t >= 1.0 - 1e-12))


@pytest.mark.parametrize(("u", "M"), [([], 9), ([1, 1, 1, 1], 0), ([1] * 6, 0), ([3, 1], 5), ([2, 5, 1], 7),
                                      ([4, 4, 1], 3), ([7], 8), ([1, 1, 1], 0), ([2, 2], 4)])
def test_tail_probability_matches_enumeration(u: list[int], M: int) -> None:
    for two in (False, True):
        den = 2 if two else 1
        p, _ = R.tail_probability(u, M, den, two)
        pe, _ = R.tail_probability(u, M, den, two, exact=True)
        b = _brute(u, M, two)
        assert abs(p - b) < 1e-12, (u, M, two, p, b)
        assert abs(float(pe) - b) < 1e-12


def test_far_end_values() -> None:
    from scipy.stats import norm

    p, _ = R.tail_probability([], 10**7, 1, False)
    assert abs(p - norm.sf(1.0)) < 1e-3  # the Gaussian limit of Theorem 3.3's probability
    p2, _ = R.tail_probability([], 10**7, 2, True)
    assert abs(p2 - 2 * norm.sf(math.sqrt(0.5))) < 1e-3
    assert R.tail_probability([1] * 6, 0, 1, False)[0] == pytest.approx(7 / 64, abs=1e-15)
    assert R.tail_probability([1, 1, 1], 0, 2, True)[0] == pytest.approx(1 / 4, abs=1e-15)


def test_isqrt_ceil() -> None:
    for num in range(200):
        for den in (1, 2):
            t = R._isqrt_ceil(num, den)
            assert den * t * t >= num and (t == 0 or den * (t - 1) ** 2 < num)
