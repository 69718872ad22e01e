"""thesis, round 25 (helper thesisY): bounds of checks/papers/thesis/r25_thesisY.py."""

from __future__ import annotations


def constant_mutant_sign(T: float) -> float:
    """Mutant of r24_undecidedB.constant_shape: -1 (the wrong sign: C* > 0 at every run crosses '<~ -1' for every
    constant)."""
    return -1.0 + 0.0 * T
