"""Round 20 (helper chenli): Assumption 7 (L465-L467) read at the printed upper end ||lambda|| <= exp(d^{O(1)})."""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def assump7_shape(d: int) -> float:
    """Omega(sqrt d): -log of the product of Assumption 7 must be at least a constant times sqrt(d)."""
    return sqrt(d)
