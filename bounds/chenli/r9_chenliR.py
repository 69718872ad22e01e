"""Bounds of chenli's round-9 step claims (helper chenliR; ``checks/papers/chenli/r9_chenliR.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def l2621_shape(a: float, b: float, **_: Any) -> float:
    """L2621, as printed: P[X_2 in Omega] <= exp(-Omega(a v b)), a = beta m r_Theta, b = m log d/lambda^4. With lhs =
    (a v b)/log(1/P[X_2 in Omega]) (the reciprocal of the rate constant the instance needs) the shape is 1."""
    return 1.0


def l2621_shape_min(a: float, b: float, **_: Any) -> float:
    """What Lemma 7.7's sum exp(-Omega(a)) + exp(-Omega(b)) gives: exp(-Omega(a ^ b)); against lhs = (a v b)/log(1/P)
    the shape is (a v b)/(a ^ b)."""
    return max(a, b) / min(a, b)


def l2621_shape_min_times_m(a: float, b: float, m: int, **_: Any) -> float:
    """Planted (of the corrected shape): the rate m (a ^ b), a spurious factor m (wrong along m -> inf)."""
    return max(a, b) / (m * min(a, b))


def l2621_shape_min_squared(a: float, b: float, **_: Any) -> float:
    """Planted (of the corrected shape): the rate (a ^ b)^2 (a wrong power; wrong along d -> inf)."""
    return max(a, b) / min(a, b) ** 2
