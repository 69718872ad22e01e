"""Bounds of softlin's round-8 step claims (thmcheck.checks.papers.softlin.r8_frsl): Lemma D.4 Part 2's Hoeffding
link L806-L807 as a uniform shape (the O() constant left out), in logs."""

from __future__ import annotations

import math


def d4_l807_shape(logn: float, ld: float, d2: float) -> float:  # noqa: ARG001
    """(L807) the right side 0.1 sqrt(log n), constant left out: sqrt(log n)."""
    return math.sqrt(logn)


def d4_l807_corrected(logn: float, ld: float, d2: float) -> float:  # noqa: ARG001
    """The correction: sqrt(log(n/delta)) = sqrt(log n + log(1/delta)) on the right (the 0.1 then needs
    log(1/delta) = O(log n), delta >= 1/poly(n))."""
    return math.sqrt(logn + ld)


def d4_l807_corrected_mutant(logn: float, ld: float, d2: float) -> float:
    """Mutant base: the correction times (d-2)^{-1/2} (a wrong power of d: the ratio then grows like sqrt(log n)
    along n with d at D.4's omega(n^0.02) boundary)."""
    return math.sqrt(logn + ld) * math.exp(-0.5 * d2)


def d4_l813_last(s: float, c: float, **_: float) -> float:
    """(L813) the last member of the chain: (c + 0.2) sqrt(log n) (s = sqrt(log n))."""
    return (c + 0.2) * s


def d4_l813_last_mutant(s: float, c: float, **_: float) -> float:
    """Mutant base: (c + 0.45) sqrt(log n) (above (a1 + b)/2 + c at a1 = 0.7, b = 0.1)."""
    return (c + 0.45) * s


def prob_tenth(**_: float) -> float:
    """(L1852, L2108) the last member of the probability chain: 1/10."""
    return 0.1


def prob_tenth_mutant_011(**_: float) -> float:
    """Mutant base: 0.11 in place of 1/10 (L1852: above 1/8 - 0.1/4 = 1/10 at n = 4, k = 1, delta -> 0.1)."""
    return 0.11


def prob_tenth_mutant_021(**_: float) -> float:
    """Mutant base: 0.21 in place of 1/10 (L2108: above 1/4 - 0.1/2 = 1/5 at n = 2, k = 1, delta -> 0.1)."""
    return 0.21
