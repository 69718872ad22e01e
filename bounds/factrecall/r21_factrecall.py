"""Round 21 (factrecall, helper factrecall): the printed right members of Lemma 11's proof identity (L1553-L1555)
and of Lemma 9's L1622."""

from __future__ import annotations

import math

from thmcheck.bounds.factrecall.r8_frsl import lemma9_event_members


def l11_rhs(i_xy_given_z: float, i_xy: float) -> float:
    """L1555 as printed: I(X;Y|Z) - I(X;Y) (both functionals of the pmf, passed in from the measurement)."""
    return i_xy_given_z - i_xy


def l1622_printed(zs: tuple, a: tuple, f: tuple, eps: float, M: float, i: int) -> float:
    """L1622 as printed: (1/M) sum_{s in [S]} log f~(s,r)_{a*(s,r)} + D log(M/S)."""
    return lemma9_event_members(zs, a, f, eps, M, i)[7]


def l1622_mutant(zs: tuple, a: tuple, f: tuple, eps: float, M: float, i: int) -> float:
    """Mutant base: L1622's member plus log 2."""
    return l1622_printed(zs, a, f, eps, M, i) + math.log(2.0)


def l1588_printed(sum_i_zi_f: float, sum_h_zi: float, h_joint: float) -> float:
    """L1588 as printed: sum_i I(z_i; f^) - sum_i H(z_i) + H(z_1, ..., z_D)."""
    return sum_i_zi_f - sum_h_zi + h_joint


def l1588_mutant(sum_i_zi_f: float, sum_h_zi: float, h_joint: float) -> float:
    """Mutant base: L1588's member plus log 2."""
    return l1588_printed(sum_i_zi_f, sum_h_zi, h_joint) + math.log(2.0)
