"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 17 (thesisE1): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r17_thesisE1`` (Lemma E.4.5's displays (E.6), (E.7), (E.10), (E.11), L8009-L8019)
and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math


def whp_share(M1: int) -> float:
    """A display read as a 'with high probability' event (Lemma E.4.5's w.h.p., failure M1^{-C} with C >= 1): the
    failure share allowed at its loosest, 1/M1 (compared with the Wilson lower 95 % bound of the measured share)."""
    return 1.0 / M1


def whp_share_mutant(M1: int) -> float:
    """Mutant: 1/M1^3 (a stricter w.h.p.)."""
    return float(M1) ** -3


def partner_shape(eta: float, t0: int, M1: int) -> float:
    """(E.7) L8011 / (E.11) L8019: the shape e^{-Theta((eta t0 / M1)^2)} of the partner-row ratio, the Theta constant
    read as 1 (any c > 0 in its place still vanishes along t0)."""
    return math.exp(-((eta * t0 / M1) ** 2))


def partner_mutant_M1(eta: float, t0: int, M1: int) -> float:
    """Mutant: the shape with M1 in place of M1^{-1} inside the square (wrong along M1, and far too strict)."""
    return math.exp(-((eta * t0 * M1) ** 2))


def partner_mutant_zero(eta: float, t0: int, M1: int) -> float:
    """Mutant: the shape times 1e-12 (a constant no partner ratio meets)."""
    return 1e-12 * partner_shape(eta, t0, M1)


def inv_M(M: int, t0: int) -> float:
    """(E.8) L8013 / (E.12) L8021 (M = M1) and (E.9) L8015 / (E.13) L8023 (M = M2): the shape 1/M of the ratio of a
    non-partner (resp. IDI) row to the own row (t0 carried for the mutants: the shape does not depend on it)."""
    del t0
    return 1.0 / M


def inv_M_decay(M: int, t0: int) -> float:
    """Mutant: e^{-t0} / M (a decay along t0 that the ratio does not have)."""
    return math.exp(-t0) / M


def inv_M_t0sq(M: int, t0: int) -> float:
    """Mutant: 1 / (M t0^2) (a power decay along t0)."""
    return 1.0 / (M * t0 * t0)


def score_one() -> float:
    """Lemma E.4.6 L8027 / Lemma E.4.7 L8055 read as the conjunction of their explicit displays: every part's score
    (the engine's lhs / bound judgement of that display, > 1 when it fails) is at most 1."""
    return 1.0


def score_half() -> float:
    """Mutant: every part's score at most 1/2 (stricter than the displays)."""
    return 0.5
