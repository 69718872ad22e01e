"""Bounds of round 20 (helper thesisC), thesis App. C: the in-text Claims of Property 4 (2)'s proof (L5403, L5421,
L5451) as ratios left side / right side against 1 (the members underflow float64 for large sigma)."""

from __future__ import annotations

from typing import Any


def claim_ratio_one(**_: object) -> Any:
    """A printed Claim 'left > right' or 'left < right' as the ratio left / right against 1."""
    return 1.0


def claim_mut_ratio_big(**_: object) -> Any:
    """Wrong: the ratio against 10^6 (a '>' Claim: false at moderate sigma; the literal ratio is O(sigma^k))."""
    return 1e6


def claim_mut_ratio_small(**_: object) -> Any:
    """Wrong: the ratio against 10^-3 (a '<' Claim: false where the ratio is between 1e-3 and 1)."""
    return 1e-3
