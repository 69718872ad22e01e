"""Bounds of round 23 (helper chenliA2): (53)'s split, computed in the measurement and passed through."""

from __future__ import annotations

from typing import Any


def value(value: float, **_: Any) -> float:
    """(53)'s right side E[Y | E] + delta E[Y | E^c] (Y = mu^T J M_{mu,nu} nu), passed as ``value``."""
    return value


def abs_value(abs_value: float, **_: Any) -> float:
    """(53) with absolute values, |E[Y | E]| + delta E[|Y| | E^c] (passed as ``abs_value``)."""
    return abs_value


def neg_abs_value(abs_value: float, **_: Any) -> float:
    """Planted: the absolute-value bound with its sign reversed, -(|E[Y | E]| + delta E[|Y| | E^c])."""
    return -abs_value


def eq2_m_mutant_over_m(m: int, k: int, upsilon: float, **_: Any) -> float:
    """Planted (a decay in m the envelope does not claim): k^4 upsilon/m."""
    return k**4 * upsilon / m
