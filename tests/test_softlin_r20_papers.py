"""Round 20 (papers): the unreached end n -> infinity of softlin.lemma4.1 / softlin.lemma4.2.part1 (n > 1e5 is not
drawn, the exact tails cost O(n)) is covered in closed form: Hoeffding with the largest n sum f_i^2 over Def 3.8's
corners bounds the exact failure below the printed shape delta at every n."""

from __future__ import annotations

import math

import numpy as np

from thmcheck.models import softlin as M


def _n_sum_f2_max(n: int, spike: bool) -> float:
    """max over the corners (k entries at 1.4 log n, one at 4 log n on D1) of n sum f_i^2 (f = z / sum z)."""
    nl = n - int(spike)
    k = np.arange(nl + 1, dtype=float)
    tot = 4.0 * spike + 1.4 * k + (nl - k)
    sq = 16.0 * spike + 1.96 * k + (nl - k)
    return float((n * sq / tot**2).max())


def test_corner_variance_constants() -> None:
    """n sum f^2 <= (2.4)^2 / 5.6 = 1.0286 on D0 and <= 1.57 on D1, for n from 2 to 1e6."""
    for n in (2, 3, 4, 5, 8, 16, 100, 1000, 10**5, 10**6):
        assert _n_sum_f2_max(n, False) <= 2.4**2 / 5.6 + 1e-12
        assert _n_sum_f2_max(n, True) <= 1.57


def test_hoeffding_dominates_the_exact_failure_and_stays_below_delta() -> None:
    """At C = 2 sqrt 2 (the claims' smallest C) the closed form 2 (delta/n)^{C^2/(2 n sum f^2)} is above the exact
    failure (models.softlin.log_tail_signed_sum) at every corner tried, and below delta for n up to 1e12."""
    C = 2 * math.sqrt(2)
    for spike, v in ((False, 2.4**2 / 5.6), (True, 1.57)):
        for n in (16, 1000, 20000):
            for delta in (0.09, 1e-3, 1e-20):
                for frac in (0.0, 0.5, 1.0):
                    k = int(round(frac * (n - int(spike))))
                    sp, hi, lo = M.toy_weights(n, k, spike, "lin")
                    n_low = n - k - int(spike)
                    blocks = (k, hi, n_low, lo) if n_low else (0, 0.0, k, hi)
                    thr = C * math.sqrt((math.log(n) - math.log(delta)) / n)
                    exact = M.log_tail_signed_sum(sp, *blocks, thr, True)
                    hoeff = math.log(2) + C**2 / (2 * v) * (math.log(delta) - math.log(n))
                    assert exact <= hoeff + 1e-9, (spike, n, delta, frac, exact, hoeff)
        for n in (2, 10, 1e5, 1e8, 1e12):
            for delta in (0.0999, 1e-3, 1e-100):
                assert math.log(2) + C**2 / (2 * v) * (math.log(delta) - math.log(n)) < math.log(delta)
