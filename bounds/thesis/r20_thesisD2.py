"""Bounds of ``thmcheck.checks.papers.thesis.r20_thesisD2`` (round 20, helper thesisD2): the in-text fact of Sec. 5.3.2
(L1449) that A* = c2 A is equivalent to A 'because one can scale W and V by 1/c2 in (5.4) without changing the
results'."""

from __future__ import annotations

from typing import Any


def l1449_printed(fA: Any, c2: Any, **_: object) -> Any:
    """As printed: F_{c2 A}(e_g, X; W/c2, V/c2) equals F_A(e_g, X; W, V) (the output coordinate r)."""
    return fA


def l1449_corrected(fA: Any, c2: Any, **_: object) -> Any:
    """The exact relation: the outer A of (5.4) is not compensated (C and B_2 are fixed), so the output is c2 times
    F_A(e_g, X; W, V)."""
    return c2 * fA


def l1449_mutant_sq(fA: Any, c2: Any, **_: object) -> Any:
    """A wrong variant of the exact relation: c2^2 F_A."""
    return c2 * c2 * fA


# ------------------------------------------- L1359: C_eps(phi, O(1)) <= O(poly(1/eps)) for exp, sin, cos, polynomials


def l1359_shape(eps: Any, **_: object) -> Any:
    """'C_eps(phi, O(1)) <= O(poly(1/eps))': the printed shape (1/eps)^k with the polynomial's degree k = 1 (a hidden
    exponent; the measured growth is sub-polynomial, so any k > 0 gives the same verdict)."""
    return 1.0 / eps


def l1359_mut_const(eps: Any, **_: object) -> Any:
    """Planted: C_eps(phi, O(1)) <= O(1) (no eps dependence; wrong along eps -> 0 for exp, sin, cos)."""
    return 1.0 + 0.0 * eps
