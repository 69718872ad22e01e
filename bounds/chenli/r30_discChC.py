"""Bounds of chenli's round-30 claims (helper discChC): ``checks/papers/chenli/r30_discChC.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def one(**_: Any) -> Any:
    """The printed width eps* = max(C eps, xi-term) with its absolute C hidden: lhs is measured in units of
    max(eps, xi-term), so the shape is the constant 1 (C the uniform constant)."""
    return 1.0


def width_corrected(D_over_eps: Any, **_: Any) -> Any:
    """A width that scales with the distance D = dist(0, K_Theta) of the affine hull from the origin (in units of
    max(eps, xi-term)): 1 + D/eps."""
    return 1.0 + D_over_eps


def width_mutant_sqrt(D_over_eps: Any, **_: Any) -> Any:
    """A planted wrong corrected width: 1 + sqrt(D/eps) (a wrong exponent)."""
    from thmcheck.bounds.num import sqrt

    return 1.0 + sqrt(D_over_eps)


def width_mutant_log(D_over_eps: Any, **_: Any) -> Any:
    """A planted wrong printed width: a width that shrinks like 1/log(2 + D/eps)."""
    from thmcheck.bounds.num import log

    return 1.0 / log(2.0 + D_over_eps)


def thm617_ii_shape(eps: Any, F: Any, lam: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """Theorem 6.17 (II) (L2206) as printed: ||Theta* - hatTheta*||_F <~ sqrt(eps ||Theta_1||_F/lambda) + kappa^{1/2}
    m^{1/4} lambda^{-3/4} ||Theta_1||_F (F = ||Theta_1||_F)."""
    from thmcheck.bounds.num import sqrt

    return sqrt(eps * F / lam) + sqrt(kappa) * m**0.25 * lam**-0.75 * F


def thm617_ii_mutant_no_sqrt(eps: Any, F: Any, lam: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """A planted wrong bound: the first term without its square root's 1/lambda, the second without m^{1/4}."""
    from thmcheck.bounds.num import sqrt

    return sqrt(eps * F) + sqrt(kappa) * lam**-0.75 * F


def thm617_ii_corrected(eps: Any, F: Any, lam: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """The printed bound plus eps ||Theta_1||_F (the radial shrinkage the constraints of L allow)."""
    return thm617_ii_shape(eps, F, lam, kappa, m) + eps * F


def thm617_ii_corrected_mutant(eps: Any, F: Any, lam: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """A planted wrong corrected bound: eps sqrt(||Theta_1||_F) in place of eps ||Theta_1||_F."""
    from thmcheck.bounds.num import sqrt

    return thm617_ii_shape(eps, F, lam, kappa, m) + eps * sqrt(F)


def rate_beta_squared(beta: Any, **_: Any) -> Any:
    """The rate Theorem 3.1 gives at t = beta ||Theta~||_F^2 (beta < 1): exp(-Omega(beta^2 m r_Theta)); against lhs =
    beta m r_Theta/log(1/P) the shape is 1/beta."""
    return 1.0 / beta


def rate_beta_three_halves(beta: Any, **_: Any) -> Any:
    """A planted wrong corrected rate: beta^{3/2} m r_Theta (shape beta^{-1/2})."""
    return beta**-0.5
