"""Hongkang Li, PhD thesis (RPI 2024), Appendix B (Chapter 3): displays inside the proofs, round 12 (step claims of
``thmcheck.checks.papers.thesis.r12_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt

# -------------------- (B.73) L4199 (proof of Lemma 3.4.7): the sampled class-relevant fraction against |D_* cap N_z|/N


def eqB73_printed(**_: Any) -> Any:
    """The printed eps_* < 1 ('for some 1 > eps_* > 0'): the deviation must stay below 1 with high probability (read
    generously: with probability at least 1/2, so the median of the deviation is compared)."""
    return 1.0


def eqB73_hoeffding(T: Any, B: Any, **_: Any) -> Any:
    """Corrected: Hoeffding's bound for the T B independent sampled fractions (each in an interval of length 1):
    Pr(|dev| >= x) <= 2 exp(-2 x^2 B / T), so the median of |dev| is at most sqrt(T ln 4 / (2 B)) (and |dev| <=
    sqrt(T log(2/delta) / (2B)) with probability 1 - delta): eps_* grows like sqrt(T/B); with the 1/(BT) average in
    place of 1/B it is sqrt(log(2/delta) / (2BT)) < 1."""
    return sqrt(T * log(4.0) / (2 * B))


def eqB73_mut_no_t(T: Any, B: Any, **_: Any) -> Any:
    """Mutant: sqrt(ln 4 / (2B)) (the growth with T dropped: wrong along eta -> 0, where T = Theta(eta^-1/2))."""
    return sqrt(log(4.0) / (2 * B))


def eqB73_mut_const(T: Any, B: Any, **_: Any) -> Any:
    """Mutant: sqrt(T/B)/20 (a constant 17 times too small)."""
    return sqrt(T / B) / 20
