"""Bounds of ``thmcheck.checks.papers.thesis.r28_wide`` (round 28, helper wide): Proposition 6.4.1 (6.17) L1877-L1879
as printed, ||[XDR(p)^T, 0^T] W p|| >= Omega(sqrt(log M1)) (log natural, one hidden constant), and the planted
wrong (stronger) shapes."""

from __future__ import annotations

import math


def eq6_17_shape(M1: int, **_: object) -> float:
    """(6.17): ||[XDR(p)^T, 0^T] W p|| >= Omega(sqrt(log M1))."""
    return math.sqrt(math.log(M1))


def eq6_17_mut_log(M1: int, **_: object) -> float:
    """Planted (a wrong exponent): Omega(log M1)."""
    return math.log(M1)


def eq6_17_mut_pow(M1: int, **_: object) -> float:
    """Planted (a missing root): Omega(M1^(1/4) sqrt(log M1))."""
    return M1 ** 0.25 * math.sqrt(math.log(M1))


def eq6_11_shape(eps: float, **_: object) -> float:
    """(6.11): E l(Psi; P, z) <= O(eps), for any eps > 0 (with B > Omega(max{eps^-2, M1} log M1))."""
    return eps


def eq6_11_mut_sq(eps: float, **_: object) -> float:
    """Planted (a wrong exponent): O(eps^2)."""
    return eps * eps


def eq6_11_mut_sqrt(eps: float, **_: object) -> float:
    """Planted (a wrong exponent): O(sqrt(eps))."""
    return math.sqrt(eps)
