"""thesis, Theorem 4 (round 19, task thesisE3): the printed conclusion 'the CoT error on x_query in M' is 0'."""

from __future__ import annotations


def exact_zero(*_: float) -> float:
    """Theorem 4 L2187: the CoT error is 0 (exactly; no tolerance)."""
    return 0.0
