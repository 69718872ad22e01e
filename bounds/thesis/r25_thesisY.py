"""thesis, round 25 (helper thesisY): bounds of checks/papers/thesis/r25_thesisY.py."""

from __future__ import annotations


def constant_mutant_sign(T: float) -> float:
    """Mutant of r24_undecidedB.constant_shape: -1 (the wrong sign: C* > 0 at every run crosses '<~ -1' for every
    constant)."""
    return -1.0 + 0.0 * T


def f116_mutant_negated(p: list[float], alpha: float, K: int, M: int, eta: float) -> float:
    """Mutant of r10_thesisF.f116_lower: the side with its sign flipped (the printed side is negative at small t, the
    form too; a positive side is crossed by every instance)."""
    from thmcheck.bounds.thesis.r10_thesisF import f116_lower

    return -f116_lower(p, alpha, K, M, eta)
