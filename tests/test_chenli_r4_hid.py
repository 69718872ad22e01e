"""Round 4, chenli hidden constants: the measurement helpers the uniform conversions added, against independent
computations (brute-force enumeration)."""

from __future__ import annotations

import itertools
import math

import pytest

from thmcheck.checks.papers.chenli.sec7_proxy import two_class_log_tail_fast


@pytest.mark.parametrize(("n1", "w1", "n2", "w2", "shift", "tau"), [
    (5, 0.3, 3, 0.7, 0.0, 0.5), (6, 1.0, 0, 1.0, 0.25, 2.1), (0, 1.0, 7, 0.4, -0.3, 0.95), (8, 0.5, 4, 0.5, 0.0, 1.7),
    (7, 0.2, 5, 1.3, 1.1, 3.3), (4, 1.0, 4, 1.0, 0.0, 9.0),
])
def test_two_class_log_tail_fast_matches_enumeration(n1: int, w1: float, n2: int, w2: float, shift: float,
                                                     tau: float) -> None:
    """log P[|shift + w1 S1 + w2 S2| > tau] over all 2^(n1 + n2) sign vectors."""
    hits = sum(abs(shift + w1 * sum(e[:n1]) + w2 * sum(e[n1:])) > tau
               for e in itertools.product((-1, 1), repeat=n1 + n2))
    got = two_class_log_tail_fast(n1, w1, n2, w2, shift, tau)
    if hits == 0:
        assert got == -math.inf
    else:
        assert got == pytest.approx(math.log(hits) - (n1 + n2) * math.log(2), rel=1e-12, abs=1e-12)
