"""Round 30 (factrecall, helper discFR2): bounds of ``checks/papers/factrecall/r30_discFR2.py`` (Theorem 11's head
count, L955: H = H' N_S + H' N_R proportional to d (S + R)/(d_h M))."""

from __future__ import annotations


def l955_shape(d: float, dh: float, S: float, R: float, M: float) -> float:
    """The printed shape of L955's first proportionality: d (S + R)/(d_h M)."""
    return d * (S + R) / (dh * M)


def l955_corrected(d: float, dh: float, S: float, R: float, M: float) -> float:
    """With the ceilings kept: (d/d_h + 1)(S + R + 2M)/M >= ceil(d/d_h)(ceil(S/M) + ceil(R/M))."""
    return (d / dh + 1.0) * (S + R + 2.0 * M) / M


def l955_mutant_no_R(d: float, dh: float, S: float, R: float, M: float) -> float:  # noqa: ARG001
    """Mutant: d S/(d_h M) (the relation groups dropped)."""
    return d * S / (dh * M)


def l955_mutant_no_one(d: float, dh: float, S: float, R: float, M: float) -> float:
    """Mutant of the correction: (d/d_h)(S + R + 2M)/M (the + 1 of ceil(d/d_h) dropped: wrong as d_h -> inf)."""
    return d / dh * (S + R + 2.0 * M) / M
