"""thesis, Appendix B (proof of Lemma B.3.2), round 19 (helper thesisB2): (B.120), (B.121), (B.160), (B.161) at the
weakest witness norms. The measures compute the entry-to-side ratios; the bounds here are the constant shape 1 (a
hidden constant) and the planted wrong shapes."""

from __future__ import annotations


def one(**_: object) -> float:
    """The constant shape 1: a hidden constant C must bound the ratio (uniformly along the divergence paths)."""
    return 1.0


def mut_lower(B: float, **_: object) -> float:
    """A wrong '>~' shape: 10 B^3 (the ratio would have to grow like B^3)."""
    return 10.0 * B ** 3


def mut_upper(B: float, **_: object) -> float:
    """A wrong '<~' shape: 1e-3 / B^3."""
    return 1e-3 / B ** 3


def mut_upper_exp(B: float, **_: object) -> float:
    """A wrong '<~' shape: 1e-3 e^{-B} (the constant would have to shrink exponentially in B)."""
    import math

    return 1e-3 * math.exp(-min(B, 700.0))
