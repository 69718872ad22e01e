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


def e100_104_shape(M1: int, M2: int) -> float:
    """(E.100) with (E.102)/(E.104) L8409-L8430 on one row i: max(M2 (1 - cos_mu), M1 (1 - cos_q)) <= Theta(1) (the
    printed deficits Theta(1)/M2 and Theta(1)/M1 scaled by M2 and M1): the shape 1."""
    return 1.0


def e100_104_corrected(M1: int, M2: int) -> float:
    """Corrected (full-row norm): max(M2 (1 - cos_mu), M1 (1 - cos_q)) <~ min(M1, M2), i.e. the two cosines hold
    only with constant deficits (cos_mu^2 + cos_q^2 <= 1)."""
    return float(min(M1, M2))


def e100_104_mutant_sqrt(M1: int, M2: int) -> float:
    """Mutant of the corrected bound: sqrt(min(M1, M2)) (too slow along M1 = M2 -> inf)."""
    return math.sqrt(min(M1, M2))


def e100_104_mutant_ratio(M1: int, M2: int) -> float:
    """Mutant of the corrected bound: M2 min(1, M2/M1) (vanishes along M1 -> inf at fixed M2)."""
    return M2 * min(1.0, M2 / M1)
