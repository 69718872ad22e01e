"""Bounds of ``thmcheck.checks.papers.thesis.r27_records`` (round 27, helper records): Lemma B.3.5 (B.35), L4019-L4027,
as printed for the graph transformer of Chapter 3 (it was a record aliased to Ch. 2's Lemma A.5.1)."""

from __future__ import annotations

from typing import Any


def luckyB35_shape(m: Any, **_: object) -> Any:
    """(B.35): |W_l(0)|, |U_l(0)| >= Omega(m): the printed shape m (uniform check, '>=')."""
    return m


def luckyB35_mut_m2(m: Any, **_: object) -> Any:
    """Planted: Omega(m^2) (wrong along m -> inf)."""
    return m * m


def luckyB35_mut_mM(m: Any, M: Any, **_: object) -> Any:
    """Planted: Omega(m M) (wrong along M -> inf with m = M^2 log N)."""
    return m * M


def luckyB35_mut_sqrtN(m: Any, N: Any, **_: object) -> Any:
    """Planted: Omega(m sqrt(N)) (wrong along N -> inf with m = M^2 log N)."""
    return m * N ** 0.5
