"""Bounds of chenli's round-17 displays (helper chenli2; ``checks/papers/chenli/r17_chenli2.py``). Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, sqrt

# ------------------------------------------------------ L2937: the covariates' entries in Lemma 9.4's proof


def l2937_entry(k: int, **_: Any) -> Any:
    """As printed: |Z_{r,i,j}| <= ||X_{:,j}|| = sqrt(k)."""
    return sqrt(k)


def l2937_mut_below_one(k: int, **_: Any) -> Any:
    """Planted: 0.95 (a convex combination of +-1 reaches 1 when X_{:,j} is constant)."""
    return 0.95 + 0.0 * k


# ------------------------------------------------------ L3063: Proposition 11.3's proof, the identity for z > 0


def l3063_identity(z: float, **_: Any) -> Any:
    """As printed (z > 0): |phi(z) - z| = z (1 - (e^z - 1)/(e^z + 1)) = 2z/(e^z + 1)."""
    return 2 * z / (exp(z) + 1)


def l3063_mut_no_one(z: float, **_: Any) -> Any:
    """Planted: 2z e^{-z} (the +1 dropped: wrong as z -> 0)."""
    return 2 * z * exp(-z)
