"""Round 18 (softlin, helper mhgd): pure bound functions of checks/papers/softlin/r18_mhgd.py."""

from __future__ import annotations


def thm62_literal_shape(n: int, delta: float) -> float:  # noqa: ARG001
    """Theorem 6.2 (L315) as printed: the failure level delta/poly(n), at its most generous (poly(n) = 1): delta."""
    return delta
