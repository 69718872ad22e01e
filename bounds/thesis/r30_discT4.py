"""Round 30 (helper discT4): bounds of checks/papers/thesis/r30_discT4.py (pure Python)."""

from __future__ import annotations

from typing import Any


def c22_level(eps: Any, **_: object) -> Any:
    """(C.22) in its Cauchy form: rho(u/sigma, sigma) converges (to a finite positive value) iff, for every eps > 0,
    |rho(u/sigma, sigma)/rho(u/sigma', sigma') - 1| <= eps for sigma' = sigma/10 once sigma is small enough; the
    printed side is the free level eps."""
    return eps


def c22_mut_rate(eps: Any, sigma: Any, **_: object) -> Any:
    """Mutant: the level shrinking like sigma^3 (a convergence rate faster than the true sigma^2)."""
    return eps * sigma**3
