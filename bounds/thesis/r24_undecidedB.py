"""thesis, round 24 (helper undecidedB): bounds of checks/papers/thesis/r24_undecidedB.py."""

from __future__ import annotations


def constant_shape(T: float) -> float:
    """Proposition 3 (7.23) with Theorem 3's hidden constants: the statement holds for some constant C0 iff the
    constant C* up to which a run is a counterexample stays bounded, C* <~ 1 (the uniform shape 1; T is carried only
    for the mutant)."""
    return 1.0 + 0.0 * T


def constant_mutant_small(T: float) -> float:
    """Mutant: 1/T (too small: C* ~ 1 at T = 800 already exceeds 1/800)."""
    return 1.0 / T
