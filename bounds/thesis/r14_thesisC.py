"""thesis, Appendix C (round 14, helper thesisC): bounds for ``thmcheck.checks.papers.thesis.r14_thesisC`` and for the
round-14 readings of round-13 claims.

- (C.262) L6537-L6539 read as the Bernstein form of (C.195) (theta restricted to theta <~ 1/S, the range where the
  moment series of (C.261) converges once E|Gp'|^p ~ (p S)^p): -log P(mean >= t) >= c n min{t^2/S^2, t/S}, i.e.
  n t^2 / (-log P) <= C S max(S, t) (shape S max(S, t)).

Pure functions (no torch)."""

from __future__ import annotations


def eqC262_bernstein_shape(S: float, t: float, **_: object) -> float:
    """(C.262) in the Bernstein form of (C.195): -log P >= c n min{t^2/S^2, t/S}, so n t^2/(-log P) <= C S max(S, t)."""
    S, t = float(S), float(t)
    return S * max(S, t)


def eqC262_mut_printed(S: float, **_: object) -> float:
    """Planted mutant (of the reading): the printed sub-Gaussian shape S^2 at every t."""
    return float(S) ** 2
