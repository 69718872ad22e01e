"""Bounds of ``thmcheck.checks.papers.thesis.r28_hard`` (round 28, helper hard): Proposition 6.4.1 (6.19)
L1877-L1886 as printed, the uniform shape sqrt(log M1)(1/M1 + 1/M2) (log natural, one hidden constant), its constant
correction and the planted wrong corrections."""

from __future__ import annotations

import math


def eq6_19_shape(M1: int, M2: int, **_: object) -> float:
    """(6.19): ||[b^T, 0^T] W p|| <= O(sqrt(log M1)(1/M1 + 1/M2)), b any IDI pattern."""
    return math.sqrt(math.log(M1)) * (1 / M1 + 1 / M2)


def eq6_19_corrected(M1: int, M2: int, **_: object) -> float:
    """The correction the certificate supports: ||[b^T, 0^T] W p|| <= O(1) (one hidden constant over M1)."""
    return 1.0


def eq6_19_mut_inv_sqrt(M1: int, M2: int, **_: object) -> float:
    """Planted (a wrong correction): O(1/sqrt(M1)), still falling in M1."""
    return 1 / math.sqrt(M1)


def eq6_19_mut_inv_log(M1: int, M2: int, **_: object) -> float:
    """Planted (a wrong correction): O(1/log(M1)^2), still falling in M1."""
    return 1 / math.log(M1) ** 2


def theorem3_4_4_plateau(eps0: float, eps: float, **_: object) -> float:
    """Theorem 3.4.4 (3.10), L869-L879: f(psi) <= 2 eps_0 + eps (the 2 is explicit), for any eps in (0, 1)."""
    return 2.0 * eps0 + eps


def theorem3_4_4_mut_15(eps0: float, eps: float, **_: object) -> float:
    """Planted: 1.5 eps_0 in place of 2 eps_0."""
    return 1.5 * eps0 + eps
