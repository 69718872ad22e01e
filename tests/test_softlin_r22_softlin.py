"""Round 22 (helper mhgd2): the far end n > 1e5 of ``softlin.display.lemma4.1-l161`` (proof of Lemma 4.1 Part 2,
L153-L162), settled in closed form.

The claim's exact two-block binomial tail costs O(n), so its generator stops at n = 1e5. For every vector of the
premise box |f_i| <= n^{-0.6} (which contains D0's f_exp), sum_i f_i^2 <= n^{-0.2}, and Hoeffding's inequality at the
printed threshold t = C sqrt(n log(n/delta))/n^{0.6} gives

    Pr_sigma[|sum_i f_i sigma_i| > t] <= 2 exp(-t^2/(2 sum_i f_i^2)) <= 2 (delta/n)^{C^2/2},

which at C^2 >= 8 (the constant the claim instantiates) is <= 2 delta^4/n^4 < delta/8000 for every n >= 2 and
delta < 0.1: no n, however large, crosses the shape c delta with c = 1. The tests check the closed form against the
claim's own exact tails where both exist (the closed form must be an upper bound) and evaluate it far past 1e5, in
log space, with their own arithmetic.
"""

from __future__ import annotations

import math

import pytest

C_PROOF = 2.0 * math.sqrt(2.0)


def _log_hoeffding(n: float, delta: float, C: float, w_max: float) -> float:
    """log of 2 exp(-t^2/(2 n w_max^2)) at t = C sqrt(n log(n/delta))/n^{0.6} (sum f^2 <= n w_max^2)."""
    t2 = C * C * n * (math.log(n) - math.log(delta)) / n**1.2
    return math.log(2.0) - t2 / (2.0 * n * w_max * w_max)


@pytest.mark.parametrize("n", [16, 257, 4096, 100_000])
@pytest.mark.parametrize("delta", [0.0999, 1e-3, 1e-30])
@pytest.mark.parametrize("frac", [0.0, 0.5, 1.0])
def test_closed_form_bounds_the_exact_tail(n: int, delta: float, frac: float) -> None:
    """Where the claim computes the exact tail (n <= 1e5), Hoeffding's closed form is above it."""
    from thmcheck.models import softlin as M

    k = round(frac * n)
    w1, w2 = n**-0.6, n**-0.6  # the premise's extreme vector: every |f_i| = n^{-0.6}
    thr = C_PROOF * math.sqrt(n * (math.log(n) - math.log(delta))) / n**0.6
    exact = M.log_tail_signed_sum([], k, w1, n - k, w2, thr, True)
    assert exact <= _log_hoeffding(n, delta, C_PROOF, n**-0.6) + 1e-9


@pytest.mark.parametrize("logn", [5.0, 6.0, 9.0, 12.0, 18.0, 30.0])
@pytest.mark.parametrize("delta", [0.0999, 1e-3, 1e-30, 1e-250])
@pytest.mark.parametrize("C", [C_PROOF, 10.0, 200.0])
def test_far_n_failure_below_delta(logn: float, delta: float, C: float) -> None:
    """n = 10^5 .. 10^30: the failure is at most 2 (delta/n)^{C^2/2} <= delta/8000 (log space, no underflow)."""
    n = 10.0**logn
    lf = _log_hoeffding(n, delta, C, n**-0.6)
    assert abs(lf - (math.log(2.0) + C * C / 2 * (math.log(delta) - math.log(n)))) < 1e-6 * abs(lf)
    assert lf <= math.log(delta) - math.log(8000.0)
