"""Second paths of chenli's round-13 checks (helper chenliA), sharing no code with the claims' measurements
(checks/papers/chenli/r13_chenliA.py): L1166's event probability by exact integer arithmetic."""

from __future__ import annotations

import math
from fractions import Fraction

from thmcheck.checks.papers.chenli import r13_chenliA as M


def _row_exit_prob(n: int, thr2: float) -> Fraction:
    """P[(2A - n)^2 > thr2 n^2] for A ~ Bin(n, 1/2), by summing C(n, a)/2^n over the a with (2a - n)^2 > thr2 n^2."""
    tot = sum(math.comb(n, a) for a in range(n + 1) if (2 * a - n) ** 2 > thr2 * n * n)
    return Fraction(tot, 2**n)


def test_l1166_second_path() -> None:
    """L1166 by exact integer arithmetic: k = 2, d2 = d = 2000, delta = 1/d^{1.5}. The printed threshold t^2 =
    log(k/delta)/d2 (natural log: P[E^c] > 30 delta; base 2: > 4 delta) leaves P[E^c] = 1 - (1 - q)^2 above delta; the claim's measure
    agrees; the threshold sqrt(2 log(2k/delta)/d2) (Hoeffding) gives P[E^c] <= delta."""
    k, n = 2, 2000
    delta = n ** -1.5
    for log, factor in ((math.log, 30), (math.log2, 4)):
        q = _row_exit_prob(n, log(k / delta) / n)
        pe = 1 - (1 - q) ** k
        assert float(pe) > factor * delta
    q = _row_exit_prob(n, math.log(k / delta) / n)
    pe = float(1 - (1 - q) ** k)
    got = M.l1166_parts({"k": k, "d2": n, "p": 1.5})
    assert math.isclose(got["lhs"], pe, rel_tol=1e-6)
    assert got["terms"]["d2_slack"] > 0 and got["terms"]["c_slack"] > 0
    qh = _row_exit_prob(n, 2 * math.log(2 * k / delta) / n)
    assert float(1 - (1 - qh) ** k) <= delta
    assert pe <= min(1.0, 2 * math.sqrt(k * delta))
