"""Second path for thmcheck.checks.papers.thesis.r27_records (round 27, helper records): own numpy, nothing imported
from bounds/ or models/.

Lemma B.3.5 (B.35), L4019-L4027: the lucky sets (B.4)-(B.5) count the rows i of W_O^(0) with W_O(i,:) V_n(0) > 0.
For Gaussian rows this is Binomial(m, 1/2) for any V != 0 (rotation invariance), so the least count over the
discriminative nodes stays a constant fraction of m, also at the printed least width m = M^2 log N.
"""

from __future__ import annotations

import math

import numpy as np


def _least_count(M: int, N: int, m: int, seed: int) -> int:
    rng = np.random.default_rng(seed)
    d = M + 2
    pat = rng.permutation(np.arange(N) % M)
    X = np.eye(d)[pat]
    WV = np.linalg.qr(rng.standard_normal((d, d)))[0] + 0.1 * rng.standard_normal((d, d))
    WO = rng.standard_normal((m, d))
    V = X @ WV.T                                   # (B.3) as printed: the softmax weights sum to 1
    cnt = (WO @ V.T > 0).sum(0)
    return int(cnt[(pat == 0) | (pat == 1)].min())


def test_lucky_counts_binomial_half() -> None:
    # one large width: the fraction is 1/2 up to O(1/sqrt(m))
    c = _least_count(4, 64, 40000, 1)
    assert 0.48 * 40000 < c <= 0.5 * 40000 + 600
    # the printed least width m = ceil(M^2 log N): the least fraction stays bounded away from 0 as M, N grow
    for M, N in ((4, 256), (8, 1024), (16, 4096)):
        m = math.ceil(M * M * math.log(N))
        fr = min(_least_count(M, N, m, s) for s in range(5)) / m
        assert fr > 0.3, (M, N, m, fr)
