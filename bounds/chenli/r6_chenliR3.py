"""Bounds of chenli's round-6 wave-3 step claims (helper chenliR3; ``checks/papers/chenli/r6_chenliR3.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations


def thmB1_small_lambda_factor(eps2: float, eps2c: float) -> float:  # noqa: ARG001
    """L3676-L3680: for ||lambda|| < gamma and eps'' <= 1, phi_zeta(delta lambda) phi_unif(R_0)(lambda) = 1 +- 3 eps''
    (|product - 1| <= 3 eps''), eps'' := gamma max(delta m, sqrt(m Delta)/c) (L3666)."""
    return 3.0 * eps2


def thmB1_small_lambda_factor_corrected(eps2: float, eps2c: float) -> float:  # noqa: ARG001
    """With eps'' := gamma max(delta m, sqrt(m) Delta_bar/c) (the unif-box correction): |product - 1| <= 3 eps''."""
    return 3.0 * eps2c
