"""Elementary functions for bound formulas that work in float64 and in high precision alike.

A bound written with these functions returns a float for float arguments and an mpmath number for
mpmath arguments, so the engine can re-evaluate a candidate violation with the bound itself computed
to 60 digits (the exact re-check). Plain ``math`` functions also work in bounds; they just make the
exact re-check compare against a float64 bound (a tolerance of a few ulps).
"""

from __future__ import annotations

import math
from typing import Any

import mpmath


def _mp(*xs: Any) -> bool:
    return any(isinstance(x, mpmath.mpf | mpmath.mpc) for x in xs)


def exp(x: Any) -> Any:
    """e^x."""
    return mpmath.exp(x) if _mp(x) else math.exp(x)


def log(x: Any) -> Any:
    """Natural logarithm."""
    return mpmath.log(x) if _mp(x) else math.log(x)


def sqrt(x: Any) -> Any:
    """Square root."""
    return mpmath.sqrt(x) if _mp(x) else math.sqrt(x)


def expm1(x: Any) -> Any:
    """e^x - 1 without cancellation."""
    return mpmath.expm1(x) if _mp(x) else math.expm1(x)


def log1p(x: Any) -> Any:
    """log(1 + x) without cancellation."""
    return mpmath.log1p(x) if _mp(x) else math.log1p(x)


def mp(x: Any) -> Any:
    """Convert a float/int to an mpmath number exactly (for exact re-checks)."""
    return mpmath.mpf(x) if isinstance(x, float) else x
