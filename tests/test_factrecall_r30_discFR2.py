"""Second path for factrecall.display.thm11-head-count (L955): plain integer arithmetic, nothing from bounds/ or
models/."""

from __future__ import annotations

import math


def _heads(d: int, dh: int, S: int, R: int, M: int) -> int:
    return math.ceil(d / dh) * (math.ceil(S / M) + math.ceil(R / M))


def test_l955_head_count_ratio_grows() -> None:
    """S = R = 1, delta' = 0.1, |V| = 6, d = ceil(M log 60), d_h = d: H = 2 while d (S + R)/(d_h M) = 2/M."""
    ratios = []
    for M in (1, 10, 100, 1000, 10000):
        d = math.ceil(M * math.log(6 / 0.1))
        ratios.append(_heads(d, d, 1, 1, M) / (d * 2 / (d * M)))
    assert ratios == [1.0, 10.0, 100.0, 1000.0, 10000.0]
    # d = Theta(M log(|V|/delta')) holds on the path (the proof's own choice)
    for M in (1, 10, 100, 1000, 10000):
        d = math.ceil(M * math.log(60))
        assert 1.0 <= d / (M * math.log(60)) <= 1.25


def test_l955_ratio_bounded_when_groups_full() -> None:
    """With d_h <= d and M <= min(S, R) the ratio is in [1, 4] (the reading where 'prop' holds)."""
    for d in (3, 10, 101):
        for dh in range(1, d + 1, 7):
            for S in (5, 17, 64):
                for R in (5, 9, 100):
                    for M in range(1, min(S, R) + 1, 3):
                        r = _heads(d, dh, S, R, M) / (d * (S + R) / (dh * M))
                        assert 1.0 <= r <= 4.0 + 1e-12
