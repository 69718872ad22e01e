"""Round 36 (factrecall, helper fr3): bounds of ``checks/papers/factrecall/r36_heads.py`` (Theorem 3's H d_h
direction, L175-L181: 'H d_h >= Omega~(S + R)' suffices for accuracy 1; formal Theorem 10, L696-L700: H d_h >~ S
log^6(|V| S R / delta)).

Pure functions (no torch). The claim fits the exponent p of y = (H d_h)_min / ln^2(|V| S R / delta) against x = S + R
(the smallest product H d_h at which the App. C.1 construction has accuracy 1, divided by a polylog below the printed
log^6); 'H d_h >= C (S + R) polylog suffices for one C' gives p <= 1.
"""

from __future__ import annotations

__all__ = ["thm3_heads_exponent", "thm3_heads_exponent_polylog_only", "thm3_heads_exponent_quarter"]


def thm3_heads_exponent() -> float:
    """Theorem 3 (L179, H d_h >= Omega~(S + R)): the smallest sufficient H d_h is at most C (S + R) polylog, so its
    fitted exponent against S + R (after the ln^1 of the polylog argument is divided out) is at most 1."""
    return 1.0


def thm3_heads_exponent_quarter() -> float:
    """Planted wrong bound: H d_h >= Omega~((S + R)^{1/4}) (a wrong power of S + R)."""
    return 0.25


def thm3_heads_exponent_polylog_only() -> float:
    """Planted wrong bound: H d_h >= polylog alone (the factor S + R dropped; a constant number of head dimensions)."""
    return 0.0
