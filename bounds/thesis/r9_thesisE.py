"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 9 (thesisE): the printed sides (shapes) of the claims of
``thmcheck.checks.papers.thesis.r9_thesisE`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def e116_shape(M2: int, l: int) -> float:
    """(E.116) L8497 / (E.117) L8501, read as 'right end / left end >~ 1': the printed shape of the ratio (uniform,
    the hidden constant of the two '<~' left out; M2 and l unused)."""
    return 1.0 + 0.0 * M2 + 0.0 * l


def e116_mutant_m2(M2: int, l: int) -> float:
    """A wrong shape: M2^2 (a spurious growth in the number of IDI patterns)."""
    return float(M2) ** 2 + 0.0 * l


def e116_mutant_l(M2: int, l: int) -> float:
    """A wrong shape: sqrt(l) (a spurious growth in the prompt length)."""
    return float(l) ** 0.5 + 0.0 * M2
