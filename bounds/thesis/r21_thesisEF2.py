"""Hongkang Li, PhD thesis (RPI 2024), Chapter 6, round 21 (thesisEF2): the printed side of Theorem 6.3.7's (6.15)
L1860 along the width (shared/seeds/003_84cf0eb31e2dc802.txt), and its planted mutant.

(6.15): E l(Psi_{L^c}) <= O(eps + M2^{-1/2}), eps the accuracy of Theorem 6.3.3 for which (ii) sets the batch.
The shape with constant 1; a uniform claim's divergence paths decide whether one constant serves. Pure functions.
"""

from __future__ import annotations


def e615_width_shape(eps: float, M2: int) -> float:
    """eps + M2^{-1/2} (the shape of (6.15); eps = Theorem 6.3.3's eps, not the measured unpruned loss)."""
    return eps + M2**-0.5


def e615_width_mutant_offset(eps: float, M2: int) -> float:
    """Mutant: the shape minus 1 (<= 0 for M2 >= 4 and eps <= 1/2: no positive lhs is below a constant times it)."""
    return eps + M2**-0.5 - 1.0
