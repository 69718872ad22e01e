"""Round 21 (factrecall, helper factrecall): the printed right members of Lemma 11's proof identity (L1553-L1555)."""

from __future__ import annotations


def l11_rhs(i_xy_given_z: float, i_xy: float) -> float:
    """L1555 as printed: I(X;Y|Z) - I(X;Y) (both functionals of the pmf, passed in from the measurement)."""
    return i_xy_given_z - i_xy
