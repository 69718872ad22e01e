"""Bounds of chenli's round-29 claims (helper inproof3): ``checks/papers/chenli/r29_inproof3.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def hw_tail_shape(**_: Any) -> Any:
    """(23)/(25): P[fail] <= exp(-Omega(r_Theta)) read as ln(1/P[fail])/r_Theta >~ 1 (P[fail] <= exp(-r_Theta/C)
    for one uniform C, no prefactor, as printed); the shape is the constant 1."""
    return 1.0


def hw_wrong_r2(r: Any, **_: Any) -> Any:
    """A planted wrong shape: r_Theta (a tail exp(-Omega(r_Theta^2)), a power too many)."""
    return r
