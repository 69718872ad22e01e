"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 10 (thesisE): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r10_thesisE`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def e23_rhs(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, m: int) -> float:
    """(E.23) L8059: the printed value delta (beta^2 + 1) (alpha eta / (2a)) (1 + eta^2 m / a^2)^{t0}."""
    return delta * (beta**2 + 1) * alpha * eta / (2 * a) * (1 + eta**2 * m / a**2) ** t0


def e23_mutant_m(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, m: int) -> float:
    """Mutant: (E.23) with a factor m more (a wrong power of the width)."""
    return e23_rhs(delta, beta, alpha, eta, t0, a, m) * m


def e29_rhs(eta: float, t0: int, B: int, a: float) -> float:
    """(E.29) L8077: eta t sqrt(log B / B) / a with t = t0 (the lemma's 't = t0', L8057), natural log."""
    return eta * t0 * math.sqrt(math.log(B) / B) / a


def e29_mutant_B(eta: float, t0: int, B: int, a: float) -> float:
    """Mutant: (E.29) with 1/B in place of sqrt(log B / B) (a too fast concentration rate)."""
    return eta * t0 / B / a


def e29_mutant_a(eta: float, t0: int, B: int, a: float) -> float:
    """Mutant: (E.29) with 1/a^2 in place of 1/a (a wrong power of the width)."""
    return eta * t0 * math.sqrt(math.log(B) / B) / a**2


def e28_rhs(mu_side: float, M2: int) -> float:
    """(E.28) L8073: the right side (1/M2) times the measured mu_b component of the same accumulated gradient."""
    return mu_side / M2


def e28_mutant_abs(mu_side: float, M2: int) -> float:
    """Mutant: (E.28)'s right side lowered by |mu_side| (below the printed one whatever the sign of mu_side)."""
    return mu_side / M2 - abs(mu_side)


def e105_shape(beta: float, m: int) -> float:
    """(E.105) L8434: ||W_O(i)^(T) W_V^(T)|| >~ beta^-1 = Omega(1) for i in W u U: the printed shape beta^-1."""
    del m
    return 1.0 / beta


def e105_mutant_m2(beta: float, m: int) -> float:
    """A wrong shape: m^2 / beta (the row norms would have to grow with the square of the width)."""
    return m * m / beta


def e105_mutant_m(beta: float, m: int) -> float:
    """A wrong shape: m / beta^2 (a wrong power of beta and a spurious width factor)."""
    return m / beta**2
