"""Independent check for ``checks/papers/thesis/r19_thesisD3.py``: (D.88) (L7508) with A = A*, rebuilt in mpmath
from Table D.2's choices, sharing no code with the claim's measure or bound."""

from __future__ import annotations

import mpmath as mp

from tests.test_thesis_r19_thesisD2 import _d88_over_shape  # (D.88) over its shape, own mpmath (Table D.2)


def test_d88_astar_ratio_grows_like_a_to_minus_two_thirds() -> None:
    """At m = 1e7, eps/C0 = 0.99 (inside (5.17) at degree 1500: 2 (1/0.99)^1500 = 7.0e6) and at m = 2 (C0/eps)^1500,
    eps/C0 = 1e-2 (m = 2e3000, in logs), the ratio of (D.88)'s middle to m2 ||A*||^2 (eps/C0) grows like
    ||A*||^{-2/3} as ||A*||_inf -> 0 (A* = A P*, (5.8) allows p* -> 0)."""
    mp.mp.dps = 40
    for lm, e in ((mp.log(mp.mpf(10) ** 7), mp.mpf("0.99")), (mp.log(2) + 1500 * mp.log(100), mp.mpf("0.01"))):
        rs = [_d88_over_shape(lm, mp.mpf(10) ** -k, e) for k in (0, 3, 6, 12)]
        assert rs[0] < 2
        for k, r in zip((3, 6, 12), rs[1:]):
            assert 0.9 * mp.mpf(10) ** (2 * k / 3) < r < 1.1 * mp.mpf(10) ** (2 * k / 3)
    # at m = 1e7: the numbers in the claim's evidence
    r = [_d88_over_shape(mp.log(mp.mpf(10) ** 7), mp.mpf(10) ** -k, mp.mpf("0.99")) for k in (0, 3, 6, 12)]
    assert abs(r[0] - mp.mpf("1.8599")) < 1e-3 and abs(r[1] - mp.mpf("100.84")) < 1e-2
    assert abs(r[3] / mp.mpf("9.998e7") - 1) < 1e-3
