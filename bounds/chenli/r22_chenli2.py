"""Bounds of chenli's round-22 claims (helper chenli2): ``checks/papers/chenli/r22_chenli2.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def thm5_4_anti_shape(tau: float, s: float, **_: Any) -> Any:
    """Theorem 5.4's 'in particular' (L573): sup_t P[|p(x) - t| <= s ||v||_2] <~ tau^C + s^{1/2}, as a uniform shape
    with the exponent C = 1 (a witness: tau <= 1, so a bound with C = 1 gives it for every C in (0, 1]); the hidden
    constant of <~ is checked along the directions (tau -> 0, s -> 0)."""
    return tau + math.sqrt(s)


def thm5_4_anti_mut_no_tau(tau: float, s: float, **_: Any) -> Any:
    """Planted: s^{1/2} alone (the atoms of the lattice law are dropped; wrong along s -> 0 at fixed tau)."""
    return math.sqrt(s) + 0.0 * tau


def thm5_4_anti_mut_tau_squared(tau: float, s: float, **_: Any) -> Any:
    """Planted: tau^2 + s^{1/2} (exponent C = 2, faster than the largest atom ~ tau; wrong along tau -> 0 at s ~ 0)."""
    return tau * tau + math.sqrt(s)
