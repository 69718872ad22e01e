"""Second paths of round 9's thesis App. A-B claims (helper thesisAB): each shares no code with its claim's bound or
measurement (exact arithmetic, math only)."""

from __future__ import annotations

import math
from fractions import Fraction


def test_b85_label_tied_noise_beats_printed_side() -> None:
    """(B.85) L4255 with H_1 of (B.80) at j = 1, by hand: B nodes, half of pattern mu_1 (y = +1) and half of mu_2
    (y = -1), each attending only nodes of its own pattern; Assumption B.2.1's noise z_1(0) = sigma p_1 (length sigma,
    allowed), z_2(0) = 0; a neuron with a_i = +1/sqrt(m) active on every node; eta = 1. Then z_l^T p_1 = sigma on the
    mu_1 nodes and 0 on the others, so H_1 = (1/B)(B/2) sigma / sqrt(m) = sigma/(2 sqrt(m)) exactly, for every B,
    while the printed side sigma sqrt(log m log B / B)/sqrt(m) tends to 0: at m = 4 it is below H_1 from B = 64 on,
    and the ratio grows with B. The correction eta sigma / a holds (H_1 is half of it)."""
    m, sigma = 4, Fraction(1, 10)
    ratios = []
    for B in (64, 400, 4000, 40000):
        terms = [Fraction(1) * sigma for _ in range(B // 2)] + [Fraction(-1) * 0 for _ in range(B // 2)]
        h1_sqrt_m = sum(terms) / B                       # H_1 * sqrt(m), exact
        assert h1_sqrt_m == sigma / 2
        printed_sqrt_m = float(sigma) * math.sqrt(math.log(m) * math.log(B) / B)
        assert float(h1_sqrt_m) > printed_sqrt_m
        assert h1_sqrt_m <= sigma                        # the correction |H_1| <= sigma / a
        ratios.append(float(h1_sqrt_m) / printed_sqrt_m)
    assert all(r1 > r0 for r0, r1 in zip(ratios, ratios[1:], strict=False))
    assert ratios[-1] > 10
