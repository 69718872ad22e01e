"""Bounds of softlin's round-9 step claims (thmcheck.checks.papers.softlin.r9_frsl): the Hoeffding links
'O(sqrt(log(n/delta))) g <= kappa [sqrt(log n)]' of Lemmas D.4, D.8, D.12, D.16, E.3, F.4, F.8, F.12, F.16 as
uniform shapes (the O() constant and kappa left out), in logs."""

from __future__ import annotations

import math


def hoeff_shape(logn: float, ld: float, a1f: float, sq: float, d2: float) -> float:  # noqa: ARG001
    """The printed right side without its constant: sqrt(log n) when sq = 1 (kappa sqrt(log n)), else 1 (kappa)."""
    return math.sqrt(logn) if sq else 1.0


def hoeff_corrected(logn: float, ld: float, a1f: float, sq: float, d2: float) -> float:  # noqa: ARG001
    """The correction: log(n/delta) = log n + log(1/delta) for log n on the right (sqrt(log(n/delta)) for a
    sqrt(log n) side, sqrt(log(n/delta)/log n) for a constant side), times the factor (1 + a1) of the left side
    (a1f; 1 where none): the constant then needs log(1/delta) = O(log n) and a1 = O(1)."""
    return math.sqrt(logn + ld) * a1f * (1.0 if sq else 1.0 / math.sqrt(max(logn, 1e-300)))


def hoeff_corrected_mutant(logn: float, ld: float, a1f: float, sq: float, d2: float) -> float:
    """Mutant base: the correction times (d - off)^{-1} (a wrong power of d: the ratio then grows like
    sqrt(n log n) along n at t = 1)."""
    return hoeff_corrected(logn, ld, a1f, sq, d2) * math.exp(-d2)
