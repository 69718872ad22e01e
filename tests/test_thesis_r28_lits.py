"""Second path of round 28's lits thesis claim (checks/papers/thesis/r28_lits.py): (F.26)'s middle link, L9424, on the
proof's recursion with equality, recomputed in mpmath (no code shared with the claim)."""

from __future__ import annotations

import mpmath


def _sum(eta: float, alpha: float, K: int, M: int, t: int) -> mpmath.mpf:
    """(eta/(KM)) sum_{b<t} (1 - p(b))^2 p(b), p(b) = 1/(1 + ((1-alpha)/alpha) e^{-u(b)}), u(b+1) = u(b) + term."""
    h = mpmath.mpf(eta) / (K * M)
    c = (1 - mpmath.mpf(alpha)) / mpmath.mpf(alpha)
    u = mpmath.mpf(0)
    for _ in range(t):
        p = 1 / (1 + c * mpmath.exp(-u))
        u += h * (1 - p) ** 2 * p
    return u


def test_f26_middle_link() -> None:
    """eta = 0.05, alpha = 1/2, K = M = 1, t = 2e4: line 1's sum 3.73 < line 2's (1/2) log(t/2) = 4.61 (the common
    term cancels); the gap tends to (1/2) log(4 eta) = -1.15. At eta = 1 the link holds (gap ~ (1/2) log 4), and the
    reading (line 2 = (1/2) log(eta t/(KM))) holds at eta = 0.05 too."""
    mpmath.mp.dps = 30
    t = 20_000
    s = _sum(0.05, 0.5, 1, 1, t)
    line2 = mpmath.log(mpmath.mpf(t) / 2) / 2  # c = 1
    assert s < line2 - 0.8
    assert abs(s - mpmath.log(2 * 0.05 * t) / 2) < 0.1
    assert s > mpmath.log(0.05 * t) / 2  # the reading
    s1 = _sum(1.0, 0.5, 1, 1, 2000)
    assert s1 > mpmath.log(mpmath.mpf(2000) / 2) / 2
